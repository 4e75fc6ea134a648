import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createContentChanges } from '../../platform/content-changes'
import { createContentStore } from '../../platform/content-store'
import { CONTENT_TYPES } from '../../server/content-types'
import { createService } from '../../tests/factories/services'
import { useTestDatabase } from '../../tests/helpers/test-db'
import { createRevisionsService } from './revisions.service'

const DAY = 24 * 60 * 60 * 1000

describe('revisions retention', () => {
  const database = useTestDatabase()

  it('keeps every revision of the last 30 days, then the newest of each day up to a year, and always the newest', async () => {
    const { db } = database
    const released: string[] = []
    const revisions = createRevisionsService({
      db,
      store: createContentStore(CONTENT_TYPES),
      changes: createContentChanges(),
      releaseMedia: async (urls) => void released.push(...[...urls].filter((url): url is string => !!url)),
    })
    const service = await createService(db, { title: 'Audits' })
    const now = new Date('2027-06-30T12:00:00Z')
    const at = (daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * DAY + hour * 3600_000)
    const times = {
      recentA: at(3, 1),
      recentB: at(3, 2),
      oldMorning: at(40, -3),
      oldEvening: at(40, 0),
      ancient: at(400, 0),
    }
    for (const [name, time] of Object.entries(times)) {
      await db.execute(sql`insert into content_revisions (type, item_id, action, content, hash, created_at)
        values ('services', ${service.id}, 'update', ${JSON.stringify({
          fields: { title: name, mainImageUrl: `/uploads/services/${name}.webp` },
          parts: {},
        })}::jsonb, ${name}, ${time})`)
    }
    expect(await revisions.prune(now)).toBe(2)
    const left = await db.execute<{ hash: string }>(
      sql`select hash from content_revisions where item_id = ${service.id} order by created_at`,
    )
    expect(left.rows.map((row) => row.hash)).toEqual(['oldEvening', 'recentA', 'recentB'])
    expect(released.sort()).toEqual(['/uploads/services/ancient.webp', '/uploads/services/oldMorning.webp'])

    // A shorter policy, from the configuration; the newest is kept whatever its age.
    expect(await revisions.prune(new Date(now.getTime() + 1000 * DAY), { keepAllDays: 1, keepDays: 1 })).toBe(
      2,
    )
    const last = await db.execute<{ hash: string }>(
      sql`select hash from content_revisions where item_id = ${service.id}`,
    )
    expect(last.rows.map((row) => row.hash)).toEqual(['recentB'])
  })
})
