import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { ContentSnapshot } from '../../platform/content-store'
import type { Database } from '../../platform/db/database'
import { contentRevisions } from '../../platform/db/tables'

export type RevisionRow = typeof contentRevisions.$inferSelect
export type NewRevision = typeof contentRevisions.$inferInsert

const ofItem = (type: string, itemId: string) =>
  and(eq(contentRevisions.type, type), eq(contentRevisions.itemId, itemId))

/** The item's newest revision's fingerprint, or undefined before its first. */
export async function latestHash(db: Database, type: string, itemId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: contentRevisions.hash })
    .from(contentRevisions)
    .where(ofItem(type, itemId))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(1)
  return row?.hash
}

export async function insertRevision(db: Database, revision: NewRevision): Promise<RevisionRow> {
  const [row] = await db.insert(contentRevisions).values(revision).returning()
  return row!
}

/** The item's revisions, newest first, without their content. */
export function listRevisions(db: Database, type: string, itemId: string) {
  return db
    .select({
      id: contentRevisions.id,
      action: contentRevisions.action,
      authorId: contentRevisions.authorId,
      authorName: contentRevisions.authorName,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .where(ofItem(type, itemId))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
}

export async function findRevision(
  db: Database,
  type: string,
  itemId: string,
  revisionId: string,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(ofItem(type, itemId), eq(contentRevisions.id, revisionId)))
  return row
}

/** Every revision older than `before`, oldest first, with what pruning needs to choose. */
export function revisionsBefore(db: Database, before: Date) {
  return db
    .select({
      id: contentRevisions.id,
      type: contentRevisions.type,
      itemId: contentRevisions.itemId,
      createdAt: contentRevisions.createdAt,
    })
    .from(contentRevisions)
    .where(lt(contentRevisions.createdAt, before))
    .orderBy(contentRevisions.createdAt, contentRevisions.id)
}

/** Each item's newest revision's id: the live state, which pruning never removes. */
export async function newestIds(db: Database): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(
    sql`select distinct on (type, item_id) id from content_revisions order by type, item_id, created_at desc, id desc`,
  )
  return new Set(result.rows.map((row) => row.id))
}

/** Deletes these revisions and answers their content (the media addresses they held may now be unused). */
export async function deleteRevisions(
  db: Database,
  ids: string[],
): Promise<{ type: string; content: ContentSnapshot }[]> {
  if (ids.length === 0) return []
  const rows = await db
    .delete(contentRevisions)
    .where(inArray(contentRevisions.id, ids))
    .returning({ type: contentRevisions.type, content: contentRevisions.content })
  return rows.map((row) => ({ type: row.type, content: row.content as unknown as ContentSnapshot }))
}

/** Deletes every revision of an item (purged from the trash for good). */
export async function deleteItemRevisions(db: Database, type: string, itemId: string) {
  const rows = await db
    .delete(contentRevisions)
    .where(ofItem(type, itemId))
    .returning({ content: contentRevisions.content })
  return rows.map((row) => row.content as unknown as ContentSnapshot)
}
