import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../../server/db/database'
import { serviceImages, services } from '../../server/db/schema'
import type { ServiceStatus } from './service.types'

export type ServiceRow = typeof services.$inferSelect
export type ServiceImageRow = typeof serviceImages.$inferSelect

export async function listServiceRows(db: Database, filter: { status?: ServiceStatus } = {}) {
  const where: SQL | undefined = filter.status ? eq(services.status, filter.status) : undefined
  return db.select().from(services).where(where).orderBy(asc(services.sortOrder), asc(services.createdAt))
}

export async function listImagesFor(db: Database, serviceIds: string[]) {
  if (serviceIds.length === 0) return []
  return db
    .select()
    .from(serviceImages)
    .where(inArray(serviceImages.serviceId, serviceIds))
    .orderBy(asc(serviceImages.position), asc(serviceImages.createdAt))
}
