import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import type { MediaReleaser } from '../media/media.references'
import { isUuid } from '../../platform/fields'
import {
  countPartnerRows,
  deletePartnerRow,
  findPartnerRow,
  insertPartnerRow,
  listPartnerRows,
  type PartnerRow,
  updatePartnerRow,
} from './partner.repository'
import type { Partner, PartnerInput, PartnerUpdate } from './partner.schema'

export const PARTNER_NOT_FOUND = 'Partner not found'

export function toPartner(row: PartnerRow): Partner {
  return {
    _id: row.id,
    name: row.name,
    logo: row.logo,
    description: row.description,
    website: row.website,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type Deps = { db: Database; events: ContentChanges; releaseMedia: MediaReleaser }

export function createPartnersService({ db, events, releaseMedia }: Deps) {
  async function load(id: string): Promise<Partner> {
    const row = isUuid(id) ? await findPartnerRow(db, id) : undefined
    if (!row) throw AppError.notFound(PARTNER_NOT_FOUND)
    return toPartner(row)
  }

  return {
    async list(): Promise<Partner[]> {
      return (await listPartnerRows(db)).map(toPartner)
    },

    get: load,

    async create(input: PartnerInput): Promise<Partner> {
      const row = await insertPartnerRow(db, {
        name: input.name,
        description: input.description,
        website: input.website ?? null,
        logo: input.logo ?? null,
        sortOrder: input.order ?? (await countPartnerRows(db)),
      })
      events.changed('partners')
      return toPartner(row)
    },

    async update(id: string, input: PartnerUpdate): Promise<Partner> {
      const before = await load(id)
      const row = await updatePartnerRow(db, id, {
        name: input.name,
        description: input.description,
        website: input.website,
        logo: input.logo,
        sortOrder: input.order,
      })
      if (!row) throw AppError.notFound(PARTNER_NOT_FOUND)
      events.changed('partners')
      if (input.logo !== undefined && input.logo !== before.logo) await releaseMedia([before.logo])
      return toPartner(row)
    },

    async remove(id: string): Promise<void> {
      const row = isUuid(id) ? await deletePartnerRow(db, id) : undefined
      if (!row) throw AppError.notFound(PARTNER_NOT_FOUND)
      events.changed('partners')
      await releaseMedia([row.logo])
    },
  }
}

export type PartnersService = ReturnType<typeof createPartnersService>
