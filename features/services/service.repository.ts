import { and, asc, eq, inArray, max } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { equalsIfGiven, tableRows } from '../../platform/db/table'
import { serviceImages, services } from '../../platform/db/tables'

export type ServiceRow = typeof services.$inferSelect
export type ServiceImageRow = typeof serviceImages.$inferSelect

export const serviceRows = tableRows(services, [asc(services.sortOrder), asc(services.createdAt)])

export async function listServiceRows(db: Database, filter: { status?: 'active' | 'inactive' } = {}) {
  return serviceRows.list(db, equalsIfGiven(services.status, filter.status))
}

export async function listImagesFor(db: Database, serviceIds: string[]) {
  if (serviceIds.length === 0) return []
  return db
    .select()
    .from(serviceImages)
    .where(inArray(serviceImages.serviceId, serviceIds))
    .orderBy(asc(serviceImages.position), asc(serviceImages.createdAt))
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
