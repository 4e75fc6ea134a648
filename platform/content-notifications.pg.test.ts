import { describe, expect, it } from 'vitest'
import { adminQuery, useTestDatabase } from '../tests/helpers/test-db'
import { createContentChanges } from './content-changes'
import { startContentNotifications } from './content-notifications'

// Runs in the postgres test project only (vitest.config.ts): it needs a real PostgreSQL server.
describe('content changes between app servers', () => {
  const database = useTestDatabase()

  it('reach every other server through LISTEN/NOTIFY, and not the one that wrote', async () => {
    const heard: Record<string, string[]> = { a: [], b: [], c: [] }
    const servers = (['a', 'b', 'c'] as const).map((name) => {
      const changes = createContentChanges()
      const notifications = startContentNotifications({
        url: database.url!,
        changes,
        onRemoteChange: (area) => heard[name]!.push(area ?? 'everything'),
      })
      return { changes, notifications }
    })
    try {
      await Promise.all(servers.map((server) => server.notifications.ready))
      servers[0]!.changes.changed('services')
      servers[1]!.changes.changed('team')
      // Each server hears on its own connection, in its own time: wait for all three.
      await expect
        .poll(() => [[...heard.a!].sort(), [...heard.b!].sort(), [...heard.c!].sort()], { timeout: 5000 })
        .toEqual([['team'], ['services'], ['services', 'team']])
    } finally {
      await Promise.all(servers.map((server) => server.notifications.close()))
    }
  })

  it('after its listening connection is lost, forgets everything once it listens again, and hears again', async () => {
    const heard: string[] = []
    const writer = createContentChanges()
    const reader = createContentChanges()
    const servers = [
      startContentNotifications({ url: database.url!, changes: writer, onRemoteChange: () => undefined }),
      startContentNotifications({
        url: database.url!,
        changes: reader,
        onRemoteChange: (area) => heard.push(area ?? 'everything'),
      }),
    ]
    try {
      await Promise.all(servers.map((server) => server.ready))
      const pid = await servers[1]!.backendPid()
      expect(pid).toBeGreaterThan(0)
      await adminQuery(database.url!, `select pg_terminate_backend(${pid})`)
      // Listening again (on a new connection), it forgets everything: writes meanwhile were not heard.
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(['everything'])
      await expect.poll(() => servers[1]!.backendPid(), { timeout: 10_000 }).not.toBe(pid)
      writer.changed('services')
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(['everything', 'services'])
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })
})
