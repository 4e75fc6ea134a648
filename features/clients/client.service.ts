import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { recordWrites, toRecord } from '../../platform/records'
import type { MediaReleaser } from '../media/media.references'
import { type ClientRow, clientRows, listClientRows } from './client.repository'
import type { Client, ClientInput, ClientUpdate } from './client.schema'

export const CLIENT_NOT_FOUND = 'Client not found'

export function toClient(row: ClientRow): Client {
  return toRecord(row)
}

type Deps = { db: Database; events: ContentChanges; releaseMedia: MediaReleaser }

/** A testimonial's fields are the table's columns: create and update write them as they come. */
export function createClientsService(deps: Deps) {
  const { db } = deps
  const records = recordWrites(deps, {
    rows: clientRows,
    area: 'clients',
    notFound: CLIENT_NOT_FOUND,
    media: ['imageUrl'],
  })

  return {
    /** What visitors see: active testimonials, newest first. */
    async listActive(): Promise<Client[]> {
      return (await listClientRows(db, { isActive: true })).map(toClient)
    },

    async list(filter: { isActive?: boolean } = {}): Promise<Client[]> {
      return (await listClientRows(db, filter)).map(toClient)
    },

    async get(id: string, options: { includeInactive: boolean }): Promise<Client> {
      return toClient(await records.load(id, (row) => options.includeInactive || row.isActive))
    },

    async create(input: ClientInput): Promise<Client> {
      return toClient(await records.create(input))
    },

    async update(id: string, input: ClientUpdate): Promise<Client> {
      return toClient(await records.update(await records.load(id), input))
    },

    remove: records.remove,
  }
}

export type ClientsService = ReturnType<typeof createClientsService>
