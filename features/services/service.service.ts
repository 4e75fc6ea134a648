import { serviceContentType } from './service.content-type'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { type RecordDeps, recordWrites, toRecord } from '../../platform/records'
import { sanitizeRichText } from '../../platform/sanitize'
import { isUuid } from '../../platform/fields'
import { slugFor } from '../../platform/addresses'
import {
  appendImage,
  deleteImage,
  listImagesFor,
  listServiceRows,
  replaceImages,
  setImageAlts,
  type ServiceImageRow,
  type ServiceRow,
  serviceRows,
} from './service.repository'
import type { Service, ServiceInput, ServiceUpdate } from './service.schema'

export const SERVICE_NOT_FOUND = 'Service not found'

export function toService(row: ServiceRow, images: ServiceImageRow[]): Service {
  const { features, status, sortOrder, ...columns } = row
  return toRecord(columns, {
    imageUrl: row.mainImageUrl,
    images: images.map((image) => image.url),
    gallery: images.map((image) => ({ _id: image.id, url: image.url, alt: image.alt })),
    features,
    status,
    order: sortOrder,
  })
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

/** The main image must be one of the gallery's; the first image is main when none is chosen. */
function reconcileMain(
  images: string[],
  main: string | null | undefined,
): { images: string[]; main: string | null } {
  if (main && !images.includes(main)) return { images: [main, ...images], main }
  return { images, main: main ?? images[0] ?? null }
}

export function createServicesService(deps: RecordDeps) {
  const { db, changes, releaseMedia } = deps
  // The gallery's files are released by the methods themselves.
  const records = recordWrites(deps, serviceRows, {
    // Its main image is one of its gallery's, released with the gallery (below), not as a column of its own.
    content: { ...serviceContentType, media: [] },
    notFound: SERVICE_NOT_FOUND,
  })

  async function load(id: string, options: { includeInactive: boolean }): Promise<Service> {
    const row = await records.load(id, (row) => options.includeInactive || row.status === 'active')
    const [service] = await withImages(db, [row])
    return service!
  }

  async function mutated(id: string, previousUrls: (string | null)[] = []): Promise<Service> {
    changes.changed(serviceContentType.name)
    const service = await load(id, { includeInactive: true })
    await releaseMedia(previousUrls)
    return service
  }

  return {
    async listActive(): Promise<Service[]> {
      return withImages(db, await listServiceRows(db, { status: 'active' }))
    },

    async list(filter: { status?: 'active' | 'inactive' } = {}): Promise<Service[]> {
      return withImages(db, await listServiceRows(db, filter))
    },

    get: load,

    async create(input: ServiceInput): Promise<Service> {
      const { images, main } = reconcileMain(input.images ?? [], input.mainImageUrl)
      const id = await db.transaction(async (tx) => {
        const slug = await slugFor(tx, serviceContentType, {
          title: input.title,
          slug: input.slug,
          reclaim: input.reclaimSlug,
        })
        const row = await serviceRows.insert(tx, {
          title: input.title,
          slug: slug!,
          shortDescription: input.shortDescription,
          description: input.description ?? input.shortDescription,
          fullDescription: input.fullDescription ?? '',
          details: sanitizeRichText(input.details ?? ''),
          features: input.features ?? [],
          status: input.status,
          sortOrder: input.order ?? (await serviceRows.count(tx)),
          mainImageUrl: main,
          mainImageAlt: input.mainImageAlt ?? null,
          seo: input.seo ?? {},
        })
        await replaceImages(tx, row.id, images)
        if (input.imageAlts) await setImageAlts(tx, row.id, input.imageAlts)
        return row.id
      })
      return mutated(id)
    },

    async update(id: string, input: ServiceUpdate): Promise<Service> {
      const before = await load(id, { includeInactive: true })
      const imagesChanged = input.images !== undefined || input.mainImageUrl !== undefined
      const { images, main } = reconcileMain(
        input.images ?? before.images,
        input.mainImageUrl !== undefined ? input.mainImageUrl : before.mainImageUrl,
      )
      await db.transaction(async (tx) => {
        const slug = await slugFor(tx, serviceContentType, {
          itemId: id,
          title: input.title ?? before.title,
          slug: input.slug,
          reclaim: input.reclaimSlug,
        })
        await serviceRows.update(tx, id, {
          title: input.title,
          slug,
          shortDescription: input.shortDescription,
          description: input.description,
          fullDescription: input.fullDescription,
          details: input.details === undefined ? undefined : sanitizeRichText(input.details),
          features: input.features,
          status: input.status,
          sortOrder: input.order,
          mainImageUrl: imagesChanged ? main : undefined,
          mainImageAlt: input.mainImageAlt,
          seo: input.seo,
        })
        if (input.images !== undefined || (main && !before.images.includes(main))) {
          await replaceImages(tx, id, images)
        }
        if (input.imageAlts) await setImageAlts(tx, id, input.imageAlts)
      })
      return mutated(id, imagesChanged ? [...before.images, before.mainImageUrl] : [])
    },

    async remove(id: string): Promise<void> {
      const before = await load(id, { includeInactive: true })
      await serviceRows.remove(db, id)
      changes.changed(serviceContentType.name)
      await releaseMedia([...before.images, before.mainImageUrl])
    },

    /** Adds an image to the gallery (an image already there stays where it is), with its alt text when one is given. */
    async addImage(id: string, imageUrl: string, alt?: string | null): Promise<Service> {
      const before = await load(id, { includeInactive: true })
      if (!before.images.includes(imageUrl)) {
        await appendImage(db, id, imageUrl)
        if (!before.mainImageUrl) await serviceRows.update(db, id, { mainImageUrl: imageUrl })
      }
      if (alt !== undefined) await setImageAlts(db, id, [{ url: imageUrl, alt }])
      return mutated(id)
    },

    /** Removes a gallery image, named by its _id or by its URL; the next image becomes main if it was main. */
    async removeImage(id: string, imageId: string): Promise<Service> {
      const before = await load(id, { includeInactive: true })
      // The router has decoded the path parameter already: a URL arrives as the URL itself.
      const removed = await deleteImage(db, id, isUuid(imageId) ? { id: imageId } : { url: imageId })
      if (removed.length === 0) throw AppError.notFound('Image not found')
      const removedUrls = removed.map((image) => image.url)
      if (before.mainImageUrl && removedUrls.includes(before.mainImageUrl)) {
        const next = before.images.find((candidate) => !removedUrls.includes(candidate)) ?? null
        await serviceRows.update(db, id, { mainImageUrl: next })
      }
      return mutated(id, removedUrls)
    },

    async setMainImage(id: string, imageUrl: string): Promise<Service> {
      const before = await load(id, { includeInactive: true })
      await db.transaction(async (tx) => {
        if (!before.images.includes(imageUrl)) await appendImage(tx, id, imageUrl)
        await serviceRows.update(tx, id, { mainImageUrl: imageUrl })
      })
      return mutated(id)
    },
  }
}

export type ServicesService = ReturnType<typeof createServicesService>
