import { describe, expect, it } from 'vitest'
import { adminSession } from '../../tests/helpers/auth'
import { useTestApp } from '../../tests/helpers/test-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'
import { APP_VERSION } from '../../platform/paths'

describe(`GET /api/system/status on ${testDatabaseKind}`, () => {
  const harness = useTestApp()

  it('needs an administrator', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/system/status' })
    expect(response.statusCode).toBe(401)
  })

  it('tells the version, database mode and version, media use and uptime', async () => {
    const { headers } = await adminSession(harness.app, harness.db)
    const response = await harness.app.inject({ method: 'GET', url: '/api/system/status', headers })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.version).toBe(APP_VERSION)
    expect(data.node).toBe(process.version)
    expect(data.database).toEqual({
      mode: testDatabaseKind === 'pglite' ? 'embedded' : 'postgres',
      reachable: true,
      serverVersion: expect.stringMatching(/^PostgreSQL \d+/),
    })
    expect(data.media).toEqual({ storage: 'local', files: 0, bytes: 0 })
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0)
    expect(Date.parse(data.startedAt)).toBeLessThanOrEqual(Date.now())
    expect(data.memoryBytes).toBeGreaterThan(0)
    expect(data.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
  })
})
