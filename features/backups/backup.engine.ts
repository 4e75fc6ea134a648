import { createBackup } from './backup.archive'
import type { BackupEngine } from './backup.service'
import { verifyBackupInChildProcess } from './backup.verify-process'

/**
 * How the job worker makes and tries out backups: the archive engine (features/backups/backup.archive.ts); the
 * trial restore in a child process, whose throw-away database's memory goes with it.
 */
export const backupEngine: BackupEngine = { createBackup, verifyBackup: verifyBackupInChildProcess }
