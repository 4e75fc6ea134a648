import { existsSync } from 'node:fs'
import { utimes, writeFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'

const DAY = 24 * 60 * 60 * 1000
const name = (letter: string) => `${letter.repeat(32)}.webp`

describe(`uploads nothing has used, on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const { call } = h
  const collect = (now: Date) => h.app.services.collectUnusedUploads(now)

  it('removes, after a day, an upload nothing has used (with its variants); keeps what is used, or kept, or new', async () => {
    const unused = await h.storedImage('general', name('a'), { variant: true })
    const used = await h.storedImage('partners', name('b'), { variant: true })
    const inHistory = await h.storedImage('partners', name('c'))
    // A variant whose image is gone is of no use either.
    const strayVariant = unused.file.replace(name('a'), `${'d'.repeat(32)}-480w.webp`)
    await writeFile(strayVariant, 'variant bytes')

    const partner = (
      await call('POST', '/api/partners', { name: 'Voltra', description: 'Cables.', logo: inHistory.url })
    ).json().data
    // The logo is replaced: the old one is no longer live, but the partner's history still names it.
    await call('PUT', `/api/partners/${partner._id}`, { logo: used.url })

    // Younger than a day, nothing goes: a form may be about to save it.
    expect((await collect(new Date())).removed).toEqual([])
    expect(existsSync(unused.file)).toBe(true)

    const { removed } = await collect(new Date(Date.now() + DAY + 60_000))
    expect(removed.sort()).toEqual([`general/${name('a')}`, `general/${'d'.repeat(32)}-480w.webp`])
    expect(existsSync(unused.file)).toBe(false)
    expect(existsSync(unused.variant)).toBe(false)
    expect(existsSync(strayVariant)).toBe(false)
    for (const file of [used.file, used.variant, inHistory.file]) expect(existsSync(file), file).toBe(true)
  })

  it('runs daily on the job worker, after the trash and the history are tidied', async () => {
    const unused = await h.storedImage('general', name('e'))
    const queued = await h.db.execute<{ kind: string; hour: number }>(
      sql`select kind, extract(hour from run_at at time zone 'UTC')::int as hour from jobs
          where kind = 'media.collect' and status = 'queued'`,
    )
    expect(queued.rows).toEqual([{ kind: 'media.collect', hour: 4 }])
    // The file is a day old when its time comes.
    const dayOld = new Date(Date.now() - DAY - 60_000)
    await utimes(unused.file, dayOld, dayOld)
    await h.db.execute(
      sql`update jobs set run_at = now(), key = kind || '@earlier' where kind = 'media.collect'`,
    )
    await h.app.jobs.worker.drain()
    expect(existsSync(unused.file)).toBe(false)
  })
})
