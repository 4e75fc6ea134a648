import { readFile } from 'node:fs/promises'
import { describe, expect, inject, it } from 'vitest'
import { useTestApp, testConfig } from '../tests/helpers/test-app'
import { useTempDir } from '../tests/helpers/temp-dir'
import { testDatabaseKind } from '../tests/helpers/test-db'
import { buildApp } from './app'
import { openDatabase } from '../platform/db/database'

describe(`GET /api/health on ${testDatabaseKind}`, () => {
  const harness = useTestApp()

  it('answers ok with the database mode, and no scheduled change overdue', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: testDatabaseKind === 'pglite' ? 'embedded' : 'postgres',
        schedules: { overdue: 0 },
        // Scheduling of backups began with this start: none is missing in its first day.
        backups: { status: 'first-day', lastSuccessAt: null },
      },
    })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/does-not-exist' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/application\/json/)
    expect(response.json()).toEqual({ success: false, message: 'No API route for POST /api/does-not-exist' })
  })

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const generated = await harness.app.inject({ method: 'GET', url: '/api/health' })
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await harness.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-42' },
    })
    expect(kept.headers['x-request-id']).toBe('req-42')
    const replaced = await harness.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('GET /api/health with the database gone', () => {
  const dataDir = useTempDir('switchboard-health-')

  it('answers 503 with a clear message when the PostgreSQL server is unreachable', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' })
    const app = await buildApp({ config: testConfig(dataDir.path), database, logger: false })
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        success: false,
        message: 'The database is unreachable. The server keeps retrying and recovers when it is back.',
        data: { status: 'unavailable', database: 'postgres' },
      })
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('answers 503 when the embedded database has been closed', async () => {
    const database = await openDatabase({ loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) })
    const app = await buildApp({ config: testConfig(dataDir.path), database, logger: false })
    try {
      await database.close()
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({
        success: false,
        data: { status: 'unavailable', database: 'embedded' },
      })
    } finally {
      await app.close()
    }
  })
})
