// The child process of a first start (server/first-start.ts): receives the parent's configuration, creates,
// migrates and seeds the new embedded database, reports what it did, and exits.
import { prepare } from './bootstrap'
import type { Config } from '../platform/config'
import type { FirstStartMessage } from './first-start'

const send = (message: FirstStartMessage) =>
  new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()))

// The server that started it is gone (stopped during its first start): nobody waits for the database any more.
process.once('disconnect', () => process.exit(1))

process.once('message', async (config: Config) => {
  try {
    const prepared = await prepare(config, (line) => void send({ log: line }))
    await prepared.release()
    await send({ done: { createdAdmin: prepared.createdAdmin, seeded: prepared.seeded, pid: process.pid } })
    process.exit(0)
  } catch (error) {
    await send({ failed: (error as Error).message })
    process.exit(1)
  }
})
