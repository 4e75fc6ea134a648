// Starts the built server on a fresh embedded database for the end-to-end tests.
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR ?? '.cache/e2e-data', { recursive: true, force: true })
await import('../../dist/server.js')
