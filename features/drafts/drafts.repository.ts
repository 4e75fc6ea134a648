import { and, desc, eq, not, sql } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { contentDrafts, previewLinks, trashGroups } from '../../platform/db/tables'

export type DraftRow = typeof contentDrafts.$inferSelect
export type PreviewLinkRow = typeof previewLinks.$inferSelect

const draftOf = (type: string, itemId: string) =>
  and(eq(contentDrafts.type, type), eq(contentDrafts.itemId, itemId))

export async function findDraft(db: Database, type: string, itemId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(contentDrafts).where(draftOf(type, itemId))
  return row
}

/** Saves the draft (a new one, or the next version of the item's). */
export async function saveDraft(
  db: Database,
  values: {
    type: string
    itemId: string
    fields: Record<string, unknown>
    /** The item was added as a draft and has never been public (kept by later saves). */
    isNew?: boolean
    authorId: string | null
    authorName: string
  },
): Promise<DraftRow> {
  const [row] = await db
    .insert(contentDrafts)
    .values(values)
    .onConflictDoUpdate({
      target: [contentDrafts.type, contentDrafts.itemId],
      set: {
        fields: values.fields,
        authorId: values.authorId,
        authorName: values.authorName,
        version: sql`${contentDrafts.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning()
  return row!
}

/** The item was shown: its draft is no longer that of a new item. */
export async function markNotNew(db: Database, type: string, itemId: string): Promise<DraftRow | undefined> {
  const [row] = await db.update(contentDrafts).set({ isNew: false }).where(draftOf(type, itemId)).returning()
  return row
}

export async function deleteDraft(db: Database, type: string, itemId: string): Promise<DraftRow | undefined> {
  const [row] = await db.delete(contentDrafts).where(draftOf(type, itemId)).returning()
  return row
}

/** The drafts of items that are not in the Trash (a trashed item keeps its draft, to come back with it). */
export function listDrafts(db: Database, type?: string) {
  const inTrash = sql`exists (
    select 1 from ${trashGroups}, jsonb_array_elements(${trashGroups.items}) as item
    where item->>'type' = ${contentDrafts.type} and item->>'id' = ${contentDrafts.itemId}::text)`
  return db
    .select()
    .from(contentDrafts)
    .where(and(type ? eq(contentDrafts.type, type) : undefined, not(inTrash)))
    .orderBy(desc(contentDrafts.updatedAt))
}

export async function insertPreviewLink(
  db: Database,
  values: typeof previewLinks.$inferInsert,
): Promise<PreviewLinkRow> {
  const [row] = await db.insert(previewLinks).values(values).returning()
  return row!
}

export async function findPreviewLink(db: Database, id: string): Promise<PreviewLinkRow | undefined> {
  const [row] = await db.select().from(previewLinks).where(eq(previewLinks.id, id))
  return row
}

export function listPreviewLinks(db: Database, type: string, itemId: string) {
  return db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.type, type), eq(previewLinks.itemId, itemId)))
    .orderBy(desc(previewLinks.createdAt))
}

export async function revokePreviewLink(
  db: Database,
  type: string,
  itemId: string,
  id: string,
): Promise<PreviewLinkRow | undefined> {
  const [row] = await db
    .update(previewLinks)
    .set({ revokedAt: sql`coalesce(${previewLinks.revokedAt}, now())` })
    .where(and(eq(previewLinks.id, id), eq(previewLinks.type, type), eq(previewLinks.itemId, itemId)))
    .returning()
  return row
}

/** Counts one opening of a link and keeps its time. */
export async function countOpening(db: Database, id: string): Promise<void> {
  await db
    .update(previewLinks)
    .set({ opens: sql`${previewLinks.opens} + 1`, lastOpenedAt: sql`now()` })
    .where(eq(previewLinks.id, id))
}

/** An item gone for good: its draft and links go with it. */
export async function deleteItemDrafts(db: Database, type: string, itemId: string) {
  const drafts = await db
    .delete(contentDrafts)
    .where(draftOf(type, itemId))
    .returning({ fields: contentDrafts.fields })
  const links = await db
    .delete(previewLinks)
    .where(and(eq(previewLinks.type, type), eq(previewLinks.itemId, itemId)))
    .returning({ fields: previewLinks.fields })
  return [...drafts, ...links].map((row) => row.fields)
}
