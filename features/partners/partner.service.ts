import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { recordWrites, toRecord } from '../../platform/records'
import type { MediaReleaser } from '../media/media.references'
import { partnerRows, type PartnerRow } from './partner.repository'
import type { Partner, PartnerInput, PartnerUpdate } from './partner.schema'

export const PARTNER_NOT_FOUND = 'Partner not found'

export function toPartner(row: PartnerRow): Partner {
  const { sortOrder, ...columns } = row
  return toRecord(columns, { order: sortOrder })
}

type Deps = { db: Database; events: ContentChanges; releaseMedia: MediaReleaser }

export function createPartnersService(deps: Deps) {
  const { db } = deps
  const records = recordWrites(deps, {
    rows: partnerRows,
    area: 'partners',
    notFound: PARTNER_NOT_FOUND,
    media: ['logo'],
  })

  return {
    async list(): Promise<Partner[]> {
      return (await partnerRows.list(db)).map(toPartner)
    },

    async get(id: string): Promise<Partner> {
      return toPartner(await records.load(id))
    },

    /** A new partner without an order goes last. */
    async create({ order, ...input }: PartnerInput): Promise<Partner> {
      const sortOrder = order ?? (await partnerRows.count(db))
      return toPartner(await records.create({ ...input, sortOrder }))
    },

    async update(id: string, { order, ...input }: PartnerUpdate): Promise<Partner> {
      return toPartner(await records.update(await records.load(id), { ...input, sortOrder: order }))
    },

    remove: records.remove,
  }
}

export type PartnersService = ReturnType<typeof createPartnersService>
