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

/** The service's gallery becomes `urls`, in that order; an image that stays keeps its alt text. */
export async function replaceImages(db: Database, serviceId: string, urls: string[]) {
  const before = await db
    .delete(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId))
    .returning({ url: serviceImages.url, alt: serviceImages.alt })
  const alts = new Map(before.map((image) => [image.url, image.alt]))
  if (urls.length > 0) {
    await db
      .insert(serviceImages)
      .values(urls.map((url, position) => ({ serviceId, url, position, alt: alts.get(url) ?? null })))
  }
}

/** Gives the service's gallery images named by their address their alt texts (null: none; '': decorative). */
export async function setImageAlts(
  db: Database,
  serviceId: string,
  alts: readonly { url: string; alt?: string | null }[],
) {
  for (const { url, alt } of alts) {
    await db
      .update(serviceImages)
      .set({ alt: alt ?? null })
      .where(and(eq(serviceImages.serviceId, serviceId), eq(serviceImages.url, url)))
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
