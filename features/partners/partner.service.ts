import { partnerContentType } from './partner.content-type'
import { type RecordDeps, recordWrites, toRecord } from '../../platform/records'
import { partners } from '../../platform/db/tables'
import { orderedRows } from '../../platform/ordering'
import { PARTNER_ORDER, partnerRows, type PartnerRow } from './partner.repository'
import type { Partner, PartnerInput, PartnerUpdate } from './partner.schema'

export const PARTNER_NOT_FOUND = 'Partner not found'

export function toPartner(row: PartnerRow): Partner {
  const { sortOrder, ...columns } = row
  return toRecord(columns, { order: sortOrder })
}

export function createPartnersService(deps: RecordDeps) {
  const records = recordWrites(deps, partnerRows, {
    content: partnerContentType,
    notFound: PARTNER_NOT_FOUND,
  })

  return {
    async list(): Promise<Partner[]> {
      return (await partnerRows.list(deps.db)).map(toPartner)
    },

    async get(id: string): Promise<Partner> {
      return toPartner(await records.load(id))
    },

    /** A new partner without an order goes last. */
    async create({ order, ...input }: PartnerInput): Promise<Partner> {
      const sortOrder = order ?? (await partnerRows.count(deps.db))
      return toPartner(await records.create({ ...input, sortOrder }))
    },

    async update(id: string, { order, ...input }: PartnerUpdate): Promise<Partner> {
      return toPartner(await records.update(await records.load(id), { ...input, sortOrder: order }))
    },

    remove: records.remove,

    /** The partners' order (PUT /partners/order). */
    order: orderedRows(deps, {
      table: partners,
      id: partners.id,
      order: partners.sortOrder,
      name: partners.name,
      ordering: PARTNER_ORDER,
      area: partnerContentType.name,
    }),
  }
}

export type PartnersService = ReturnType<typeof createPartnersService>
