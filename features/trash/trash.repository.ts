import { and, count, desc, eq, ilike, lt } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { containsPattern } from '../../platform/db/search'
import { trashGroups } from '../../platform/db/tables'

export type TrashRow = typeof trashGroups.$inferSelect
export type NewTrashRow = typeof trashGroups.$inferInsert

export async function insertTrashGroup(db: Database, group: NewTrashRow): Promise<TrashRow> {
  const [row] = await db.insert(trashGroups).values(group).returning()
  return row!
}

export async function findTrashGroup(db: Database, id: string): Promise<TrashRow | undefined> {
  const [row] = await db.select().from(trashGroups).where(eq(trashGroups.id, id))
  return row
}

export async function deleteTrashGroup(db: Database, id: string): Promise<TrashRow | undefined> {
  const [row] = await db.delete(trashGroups).where(eq(trashGroups.id, id)).returning()
  return row
}

export async function listTrashGroups(
  db: Database,
  filter: { search?: string; type?: string; offset: number; limit: number },
): Promise<{ rows: TrashRow[]; total: number }> {
  const where = and(
    filter.search ? ilike(trashGroups.label, containsPattern(filter.search)) : undefined,
    filter.type ? eq(trashGroups.type, filter.type) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trashGroups)
      .where(where)
      .orderBy(desc(trashGroups.deletedAt), desc(trashGroups.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(trashGroups).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

/** The ids of the groups deleted before this instant (their time in the trash is over). */
export async function expiredGroupIds(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: trashGroups.id })
    .from(trashGroups)
    .where(lt(trashGroups.deletedAt, before))
  return rows.map((row) => row.id)
}
