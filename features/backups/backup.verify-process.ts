import { forkOwnModule } from '../../platform/child-module'
import type { verifyBackup } from './backup.archive'

type VerifyOutcome = Awaited<ReturnType<typeof verifyBackup>>

/** What the child reports: the outcome, or why it could not verify at all. */
export type VerifyMessage = { done: VerifyOutcome } | { failed: string }

/**
 * verifyBackup() in a short-lived child process (features/backups/backup.verify-worker.ts): the throw-away PGlite
 * it creates grows the WebAssembly memory of the process that runs it by 600–800 MB, never given back
 * (docs/decisions/0009). A server verifies through this; the command line, a process of its own, calls
 * verifyBackup directly.
 */
export function verifyBackupInChildProcess(file: string): Promise<VerifyOutcome> {
  return new Promise((resolve, reject) => {
    const child = forkOwnModule(import.meta.url, 'backup.verify-worker', { stdio: 'inherit' })
    let outcome: VerifyOutcome | undefined
    let failure: string | undefined
    child.on('message', (message: VerifyMessage) => {
      if ('done' in message) outcome = message.done
      else failure = message.failed
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (outcome) resolve(outcome)
      else reject(new Error(failure ?? `the verifying process ended with ${signal ?? `code ${code}`}`))
    })
    child.send(file)
  })
}
