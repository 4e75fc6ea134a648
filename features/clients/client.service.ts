import { clientContentType } from './client.content-type'
import { activeRecordReads, type RecordDeps, recordWrites, toRecord } from '../../platform/records'
import { type ClientRow, clientRows, listClientRows } from './client.repository'
import type { Client, ClientInput, ClientUpdate } from './client.schema'

export const CLIENT_NOT_FOUND = 'Client not found'

export function toClient(row: ClientRow): Client {
  return toRecord(row)
}

/** A testimonial's fields are the table's columns: create and update write them as they come. */
export function createClientsService(deps: RecordDeps) {
  const records = recordWrites(deps, clientRows, { content: clientContentType, notFound: CLIENT_NOT_FOUND })

  return {
    // Visitors see the active testimonials, newest first (listClientRows' order).
    ...activeRecordReads(deps.db, records.load, listClientRows, toClient),

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
