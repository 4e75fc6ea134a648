import { createBackup, verifyBackup } from './backup.archive'
import type { BackupEngine } from './backup.service'

/** How the job worker makes and tries out backups: the archive engine (features/backups/backup.archive.ts). */
export const backupEngine: BackupEngine = { createBackup, verifyBackup }
