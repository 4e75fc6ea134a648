import type { BackupEngine } from './backup.service'

/** Until the archive engine is merged: every backup fails with this. */
export const backupEngine: BackupEngine = {
  async createBackup() {
    throw new Error('The backup engine is not available in this build')
  },
  async verifyBackup() {
    return { ok: false, problems: ['The backup engine is not available in this build'] }
  },
}
