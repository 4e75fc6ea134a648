import { count, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notFoundPaths, redirects } from '../../platform/db/tables'
import { testDatabaseKind, useTestDatabase } from '../../tests/helpers/test-db'
import {
  createNotFoundLog,
  isMissingPage,
  MAX_NEW_PATHS_PER_FLUSH,
  MAX_NOT_FOUND_PATHS,
  referrerOf,
} from './not-found-log'
import { type Edge, follow } from './redirect-graph'
import { createRedirectTable } from './redirect-table'
import { readCsv, safeCell, writeCsv } from './redirects.csv'

const edges = (entries: Record<string, [string, 301 | 302]>) =>
  new Map<string, Edge>(Object.entries(entries).map(([from, [to, status]]) => [from, { to, status }]))

describe('following a chain', () => {
  it('collapses a chain to its end, 301 only if every hop is, and carries a hop’s query on', () => {
    expect(follow(edges({ '/a': ['/b', 301], '/b': ['/c', 301] }), '/a')).toMatchObject({
      loop: false,
      to: '/c',
      status: 301,
    })
    expect(follow(edges({ '/a': ['/b', 301], '/b': ['/c', 302] }), '/a')).toMatchObject({ status: 302 })
    expect(follow(edges({ '/a': ['/b?x=1', 301], '/b': ['/c', 301] }), '/a')).toMatchObject({ to: '/c?x=1' })
    expect(follow(edges({ '/a': ['/b/', 301], '/b': ['https://ex.com/c', 301] }), '/a')).toMatchObject({
      to: 'https://ex.com/c',
    })
    expect(follow(edges({ '/a': ['/b', 301] }), '/z')).toBeUndefined()
  })

  it('finds a loop and the path round it', () => {
    expect(follow(edges({ '/a': ['/b', 301], '/b': ['/c', 301], '/c': ['/a?x', 301] }), '/a')).toEqual({
      loop: true,
      path: ['/a', '/b', '/c', '/a'],
    })
  })
})

describe('CSV', () => {
  it('numbers lines as in the file, with or without a header, BOM, quotes and empty lines', () => {
    const lines = readCsv(Buffer.from('\ufefffrom,to,status\r\n\r\n/a,/b,301\n"/c","/d?x=1,2",302\n/e,/f\n'))
    expect(lines).toEqual([
      { line: 3, cells: ['/a', '/b', '301'] },
      { line: 4, cells: ['/c', '/d?x=1,2', '302'] },
      { line: 5, cells: ['/e', '/f'] },
    ])
    expect(readCsv(Buffer.from('/a,/b\n'))).toEqual([{ line: 1, cells: ['/a', '/b'] }])
  })

  it('writes cells a spreadsheet would run as formulas as text', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)']) expect(safeCell(cell)).toBe(`'${cell}`)
    expect(safeCell('/a')).toBe('/a')
    expect(writeCsv([{ from: '/a', to: '/b', status: 301, note: 'x, "y"' }])).toBe(
      'from,to,status,note\r\n/a,/b,301,"x, ""y"""\r\n',
    )
  })
})

describe(`the 404 log on ${testDatabaseKind}`, () => {
  const database = useTestDatabase()
  const total = async () => (await database.db.select({ value: count() }).from(notFoundPaths))[0]!.value

  it('takes a 404 or the home page sent instead of a missing page as missing, not a stale token’s page', () => {
    const get = (url: string) => ({ method: 'GET', url })
    expect(isMissingPage(get('/service/nothing'), 404, undefined)).toBe(true)
    expect(isMissingPage({ method: 'HEAD', url: '/x' }, 404, undefined)).toBe(true)
    expect(isMissingPage({ method: 'POST', url: '/x' }, 404, undefined)).toBe(false)
    expect(isMissingPage(get('/wp-login.php'), 302, '/')).toBe(true)
    expect(isMissingPage(get('/contact'), 302, '/#contact')).toBe(false)
    expect(isMissingPage(get('/?utm=1'), 302, '/')).toBe(false)
    expect(isMissingPage(get('/x'), 200, undefined)).toBe(false)
    expect(isMissingPage(get('/newsletter/unsubscribe?token=stale'), 404, undefined)).toBe(false)
  })

  it('keeps the referrer’s host and path only', () => {
    expect(referrerOf('https://news.example/a/b?token=x#y')).toBe('news.example/a/b')
    expect(referrerOf('android-app://x')).toBeNull()
    expect(referrerOf('not a url')).toBeNull()
    expect(referrerOf(`https://ex.com/${'a'.repeat(600)}`)!.length).toBe(500)
  })

  it('counts at most 1,000 new paths per flush and keeps at most 10,000, the least recent dropped', async () => {
    const log = createNotFoundLog({ db: database.db })
    for (let n = 0; n < MAX_NEW_PATHS_PER_FLUSH + 50; n++) log.record(`/scan-${n}`)
    log.record('/scan-1?x=1')
    log.record('/api/x')
    log.record('/assets/x.js')
    expect(log.pending).toBe(MAX_NEW_PATHS_PER_FLUSH)
    await log.flush()
    expect(await total()).toBe(MAX_NEW_PATHS_PER_FLUSH)
    const [counted] = await database.db
      .select({ hits: notFoundPaths.hits })
      .from(notFoundPaths)
      .where(sql`${notFoundPaths.path} = '/scan-1'`)
    expect(counted!.hits).toBe(2)

    // Older paths than the limit allows: the least recent go at the next flush.
    await database.db.execute(sql`
      insert into not_found_paths (path, hits, last_at)
      select '/old-' || n, 1, now() - interval '1 day' - n * interval '1 second'
      from generate_series(1, ${MAX_NOT_FOUND_PATHS}) as n`)
    log.record('/newest')
    await log.flush()
    expect(await total()).toBe(MAX_NOT_FOUND_PATHS)
    const kept = await database.db.execute<{ path: string }>(
      sql`select path from not_found_paths where path in ('/newest', '/scan-5', '/old-1', '/old-10000')`,
    )
    const paths = ('rows' in kept ? kept.rows : (kept as unknown as { path: string }[])).map(
      (row) => row.path,
    )
    expect(paths.sort()).toEqual(['/newest', '/old-1', '/scan-5'])
  })
})

describe(`the redirect table on ${testDatabaseKind}`, () => {
  const database = useTestDatabase()

  it('adds the hits counted so far when it closes', async () => {
    const [row] = await database.db
      .insert(redirects)
      .values({ fromPath: '/counted', toTarget: '/there' })
      .returning()
    const table = createRedirectTable({ db: database.db, flushEveryMs: 60_000 })
    await table.start()
    table.answer('GET', '/counted')
    table.answer('HEAD', '/counted/?x=1')
    await table.close()
    const [after] = await database.db
      .select({ hits: redirects.hits, lastHitAt: redirects.lastHitAt })
      .from(redirects)
      .where(sql`${redirects.id} = ${row!.id}`)
    expect(after!.hits).toBe(2)
    expect(after!.lastHitAt).not.toBeNull()
  })
})
