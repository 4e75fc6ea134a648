import type { Database } from '../../server/db/database'
import { type ServiceImageRow, type ServiceRow, listImagesFor, listServiceRows } from './service.repository'
import type { Service } from './service.types'

export function toService(row: ServiceRow, images: ServiceImageRow[]): Service {
  return {
    _id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    fullDescription: row.fullDescription,
    details: row.details,
    mainImageUrl: row.mainImageUrl,
    imageUrl: row.mainImageUrl,
    images: images.map((image) => image.url),
    features: row.features,
    status: row.status,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

async function withImages(db: Database, rows: ServiceRow[]): Promise<Service[]> {
  const images = await listImagesFor(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    toService(
      row,
      images.filter((image) => image.serviceId === row.id),
    ),
  )
}

export function createServicesService(db: Database) {
  return {
    async listActive(): Promise<Service[]> {
      return withImages(db, await listServiceRows(db, { status: 'active' }))
    },
    async list(): Promise<Service[]> {
      return withImages(db, await listServiceRows(db))
    },
  }
}

export type ServicesService = ReturnType<typeof createServicesService>
