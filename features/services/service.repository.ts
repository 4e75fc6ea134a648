import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { serviceImages, services } from '../../platform/db/schema'

export type ServiceRow = typeof services.$inferSelect
export type ServiceImageRow = typeof serviceImages.$inferSelect
export type NewServiceRow = typeof services.$inferInsert

export async function listServiceRows(db: Database, filter: { status?: 'active' | 'inactive' } = {}) {
  const where: SQL | undefined = filter.status ? eq(services.status, filter.status) : undefined
  return db.select().from(services).where(where).orderBy(asc(services.sortOrder), asc(services.createdAt))
}

export async function findServiceRow(db: Database, id: string) {
  const rows = await db.select().from(services).where(eq(services.id, id)).limit(1)
  return rows[0]
}

export async function listImagesFor(db: Database, serviceIds: string[]) {
  if (serviceIds.length === 0) return []
  return db
    .select()
    .from(serviceImages)
    .where(inArray(serviceImages.serviceId, serviceIds))
    .orderBy(asc(serviceImages.position), asc(serviceImages.createdAt))
}

export async function countServiceRows(db: Database) {
  const [row] = await db.select({ n: count() }).from(services)
  return row?.n ?? 0
}

export async function insertServiceRow(db: Database, values: NewServiceRow) {
  const [row] = await db.insert(services).values(values).returning()
  return row!
}

export async function updateServiceRow(db: Database, id: string, values: Partial<NewServiceRow>) {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(services.id, id))
    .returning()
  return row
}

export async function deleteServiceRow(db: Database, id: string) {
  const [row] = await db.delete(services).where(eq(services.id, id)).returning()
  return row
}

export async function replaceImages(db: Database, serviceId: string, urls: string[]) {
  await db.delete(serviceImages).where(eq(serviceImages.serviceId, serviceId))
  if (urls.length > 0) {
    await db.insert(serviceImages).values(urls.map((url, position) => ({ serviceId, url, position })))
  }
}

export async function appendImage(db: Database, serviceId: string, url: string) {
  const [last] = await db
    .select({ position: max(serviceImages.position) })
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId))
  const [row] = await db
    .insert(serviceImages)
    .values({ serviceId, url, position: (last?.position ?? -1) + 1 })
    .returning()
  return row!
}

export async function deleteImage(db: Database, serviceId: string, match: { id?: string; url?: string }) {
  const condition = match.id ? eq(serviceImages.id, match.id) : eq(serviceImages.url, match.url ?? '')
  return db
    .delete(serviceImages)
    .where(and(eq(serviceImages.serviceId, serviceId), condition))
    .returning()
}
