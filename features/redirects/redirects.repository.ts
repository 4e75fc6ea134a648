import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { searchCondition } from '../../platform/db/search'
import { notFoundPaths, redirects } from '../../platform/db/tables'
import type { RedirectStatus } from './redirects.schema'

export type RedirectRow = typeof redirects.$inferSelect
export type NotFoundRow = typeof notFoundPaths.$inferSelect

/** Every redirect's path, target and status: what the table is built from and an import is checked against. */
export async function allRedirectEdges(db: Database) {
  const rows = await db
    .select({
      id: redirects.id,
      from: redirects.fromPath,
      to: redirects.toTarget,
      status: redirects.status,
      note: redirects.note,
    })
    .from(redirects)
  return rows as Array<{ id: string; from: string; to: string; status: RedirectStatus; note: string }>
}

export async function listRedirects(
  db: Database,
  filter: { search?: string; offset: number; limit: number },
): Promise<{ rows: RedirectRow[]; total: number }> {
  const where = searchCondition(filter.search, [redirects.fromPath, redirects.toTarget, redirects.note])
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(asc(redirects.fromPath))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(redirects).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

/** Every redirect, by path (the export). */
export async function allRedirects(db: Database): Promise<RedirectRow[]> {
  return db.select().from(redirects).orderBy(asc(redirects.fromPath))
}

export async function findRedirect(db: Database, id: string): Promise<RedirectRow | undefined> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id))
  return row
}

export async function findRedirectFrom(db: Database, fromPath: string): Promise<RedirectRow | undefined> {
  const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, fromPath))
  return row
}

type RedirectValues = { fromPath: string; toTarget: string; status: RedirectStatus; note: string }

export async function insertRedirect(db: Database, values: RedirectValues): Promise<RedirectRow> {
  const [row] = await db.insert(redirects).values(values).returning()
  return row!
}

export async function updateRedirect(
  db: Database,
  id: string,
  values: RedirectValues,
): Promise<RedirectRow | undefined> {
  const [row] = await db.update(redirects).set(values).where(eq(redirects.id, id)).returning()
  return row
}

export async function deleteRedirect(db: Database, id: string): Promise<RedirectRow | undefined> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning()
  return row
}

/** Adds or replaces redirects by path (an import): target, status and, when given, the note. */
export async function upsertRedirects(
  db: Database,
  rows: Array<{ fromPath: string; toTarget: string; status: RedirectStatus; note?: string }>,
) {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500)
    const withNote = chunk.filter((row) => row.note !== undefined)
    const withoutNote = chunk.filter((row) => row.note === undefined)
    const set = {
      toTarget: sql`excluded.to_target`,
      status: sql`excluded.status`,
      updatedAt: sql`now()`,
    }
    if (withNote.length) {
      await db
        .insert(redirects)
        .values(withNote.map((row) => ({ ...row, note: row.note ?? '' })))
        .onConflictDoUpdate({ target: redirects.fromPath, set: { ...set, note: sql`excluded.note` } })
    }
    if (withoutNote.length) {
      await db
        .insert(redirects)
        .values(withoutNote.map((row) => ({ ...row, note: '' })))
        .onConflictDoUpdate({ target: redirects.fromPath, set })
    }
  }
}

/** Adds counted hits to their rows: several servers add up, and the later last hit stays. */
export async function addRedirectHits(
  db: Database,
  hits: Array<{ id: string; count: number; lastAt: Date }>,
) {
  const values = JSON.stringify(
    hits.map(({ id, count, lastAt }) => ({ id, n: count, at: lastAt.toISOString() })),
  )
  await db.execute(sql`
    update redirects set
      hits = redirects.hits + v.n,
      last_hit_at = greatest(redirects.last_hit_at, v.at)
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, n bigint, at timestamptz)
    where redirects.id = v.id`)
}

export async function listNotFound(
  db: Database,
  filter: { search?: string; offset: number; limit: number },
): Promise<{ rows: NotFoundRow[]; total: number }> {
  const where = searchCondition(filter.search, [notFoundPaths.path, notFoundPaths.referrer])
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notFoundPaths)
      .where(where)
      .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastAt), asc(notFoundPaths.path))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(notFoundPaths).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function deleteNotFound(db: Database, id: string): Promise<NotFoundRow | undefined> {
  const [row] = await db.delete(notFoundPaths).where(eq(notFoundPaths.id, id)).returning()
  return row
}

export async function deleteNotFoundPaths(db: Database, paths: string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += 1000) {
    await db.delete(notFoundPaths).where(inArray(notFoundPaths.path, paths.slice(start, start + 1000)))
  }
}

export async function clearNotFound(db: Database): Promise<number> {
  const rows = await db.delete(notFoundPaths).returning({ id: notFoundPaths.id })
  return rows.length
}

/** Adds counted 404s: several servers add up; the later request's time and referrer stay. */
export async function addNotFoundHits(
  db: Database,
  hits: Array<{ path: string; count: number; lastAt: Date; referrer: string | null }>,
) {
  await db
    .insert(notFoundPaths)
    .values(hits.map(({ path, count, lastAt, referrer }) => ({ path, hits: count, lastAt, referrer })))
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: {
        hits: sql`${notFoundPaths.hits} + excluded.hits`,
        referrer: sql`case when excluded.last_at >= ${notFoundPaths.lastAt} then coalesce(excluded.referrer, ${notFoundPaths.referrer}) else ${notFoundPaths.referrer} end`,
        lastAt: sql`greatest(${notFoundPaths.lastAt}, excluded.last_at)`,
      },
    })
}

/** Keeps the `keep` most recent 404 paths, dropping the others. */
export async function trimNotFound(db: Database, keep: number) {
  await db.execute(sql`
    delete from not_found_paths where id in (
      select id from not_found_paths order by last_at desc, id offset ${keep}
    )`)
}
