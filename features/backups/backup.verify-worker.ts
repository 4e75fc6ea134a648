// The child process of features/backups/backup.verify-process.ts: verifies one archive, reports, and exits.
import { verifyBackup } from './backup.archive'
import type { VerifyMessage } from './backup.verify-process'

const send = (message: VerifyMessage) =>
  new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()))

process.once('disconnect', () => process.exit(1))

process.once('message', async (file: string) => {
  try {
    await send({ done: await verifyBackup(file) })
    process.exit(0)
  } catch (error) {
    await send({ failed: (error as Error).message })
    process.exit(1)
  }
})
