import { deferUntilCommit } from '../../platform/db/unit-of-work'
import { type SQL, sql } from 'drizzle-orm'
import type { ContentTable, MediaField } from '../../platform/content-types'
import type { Database } from '../../platform/db/database'
import type { MediaStorage } from '../../platform/media/storage'

const UPLOAD_PREFIX = '/uploads/'

/** Whether one media column of a table holds this address (server/content-types.ts declares which do). */
function holds(field: MediaField, url: string): SQL {
  const column = sql.identifier(field.column)
  if (!('key' in field)) return sql`${column} = ${url}`
  if ('list' in field)
    return sql`${column} @> jsonb_build_array(jsonb_build_object(${field.key}::text, ${url}::text))`
  return sql`${column} ->> ${field.key} = ${url}`
}

/**
 * A JSON column that keeps content whole (a revision, a draft, a trashed item, a preview link's draft): an address
 * anywhere in it keeps the file.
 */
export type MediaDocument = { table: string; column: string }

/**
 * The question "does any stored content still point at this address?", asked of every media column of every
 * content type in the registry (each table once: `exists (select 1 from t where a = $1 or b = $1)`), and of the
 * documents that keep content whole (the address as a JSON string anywhere in them).
 */
export function referenceQuery(
  tables: readonly ContentTable[],
  url: string,
  documents: readonly MediaDocument[] = [],
): SQL {
  const quoted = JSON.stringify(url)
  const kept = documents.map(
    ({ table, column }) =>
      sql`exists (select 1 from ${sql.identifier(table)} where strpos(${sql.identifier(column)}::text, ${quoted}) > 0)`,
  )
  const checks = [
    ...tables.map(
      ({ table, media }) =>
        sql`exists (select 1 from ${sql.identifier(table)} where ${sql.join(
          media.map((field) => holds(field, url)),
          sql` or `,
        )})`,
    ),
    ...kept,
  ]
  return sql`select (${checks.length ? sql.join(checks, sql` or `) : sql`false`}) as used`
}

/** Whether any stored content still points at this media URL. */
export async function isReferenced(
  db: Database,
  tables: readonly ContentTable[],
  url: string,
  documents: readonly MediaDocument[] = [],
): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(referenceQuery(tables, url, documents))
  return Boolean(result.rows[0]?.used)
}

/**
 * Removes uploaded files (and their responsive variants) that nothing references any more. Called after an entity
 * is deleted or its image replaced; external URLs and files still in use are left alone.
 */
export function createMediaReleaser(
  db: Database,
  storage: MediaStorage,
  /** Every table with media columns (mediaTables of the content-type registry). */
  tables: readonly ContentTable[],
  log?: (message: string) => void,
  /** The JSON columns that keep content whole: revisions, drafts, the trash. */
  documents: readonly MediaDocument[] = [],
) {
  async function release(urls: Iterable<string | null | undefined>): Promise<void> {
    for (const url of new Set(urls)) {
      if (!url || !url.startsWith(UPLOAD_PREFIX)) continue
      try {
        if (await isReferenced(db, tables, url, documents)) continue
        await storage.removeWithVariants(url.slice(UPLOAD_PREFIX.length))
      } catch (error) {
        // Clean-up is best effort: a file left behind costs disk space, never correctness.
        log?.(`could not release ${url}: ${(error as Error).message}`)
      }
    }
  }
  // Inside a unit of work the files go once it has committed: a write rolled back keeps the files it names.
  return async function releaseUnused(urls: Iterable<string | null | undefined>): Promise<void> {
    const list = [...urls]
    if (!deferUntilCommit(() => release(list))) await release(list)
  }
}

export type MediaReleaser = ReturnType<typeof createMediaReleaser>

/** How long an upload nothing uses is kept: the time a person may take between uploading it and saving the form. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000

/** A responsive variant of an upload: `name-480w.webp` beside `name.ext`. */
const VARIANT = /^(.*)-\d+w\.webp$/

/**
 * Collects the uploads that nothing has ever used (docs/product.md#history): a file uploaded over a day ago that no
 * content, revision, draft, share link or trashed item names is removed with its variants. A file in use is never
 * touched, and neither is one younger than a day (a form may be about to save it). Variants left without their file
 * go too. The job worker runs it daily.
 */
export function createUnusedUploadCollector(
  db: Database,
  storage: MediaStorage,
  tables: readonly ContentTable[],
  documents: readonly MediaDocument[] = [],
  log?: (message: string) => void,
) {
  return async function collectUnused(now = new Date()): Promise<{ removed: string[] }> {
    const cutoff = now.getTime() - UNUSED_UPLOAD_GRACE_MS
    const files = await storage.list()
    const stems = new Set(
      files.flatMap(({ key }) => (VARIANT.test(key) ? [] : [key.replace(/\.[^./]+$/, '')])),
    )
    const removed: string[] = []
    for (const { key, modifiedAt } of files) {
      if (modifiedAt.getTime() > cutoff) continue
      const variantOf = VARIANT.exec(key)?.[1]
      try {
        if (variantOf) {
          // A variant goes with its file; alone, it is of no use to anyone.
          if (stems.has(variantOf)) continue
          await storage.remove(key)
        } else {
          if (await isReferenced(db, tables, storage.publicUrl(key), documents)) continue
          await storage.removeWithVariants(key)
        }
        removed.push(key)
      } catch (error) {
        log?.(`could not collect ${key}: ${(error as Error).message}`)
      }
    }
    return { removed }
  }
}
