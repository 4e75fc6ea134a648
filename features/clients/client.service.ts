import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import type { MediaReleaser } from '../media/media.references'
import { isUuid } from '../../platform/fields'
import {
  type ClientRow,
  deleteClientRow,
  findClientRow,
  insertClientRow,
  listClientRows,
  updateClientRow,
} from './client.repository'
import type { Client, ClientInput, ClientUpdate } from './client.schema'

export const CLIENT_NOT_FOUND = 'Client not found'

export function toClient(row: ClientRow): Client {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type Deps = { db: Database; events: ContentChanges; releaseMedia: MediaReleaser }

export function createClientsService({ db, events, releaseMedia }: Deps) {
  async function load(id: string, options: { includeInactive: boolean }): Promise<Client> {
    const row = isUuid(id) ? await findClientRow(db, id) : undefined
    if (!row || (!options.includeInactive && !row.isActive)) throw AppError.notFound(CLIENT_NOT_FOUND)
    return toClient(row)
  }

  return {
    /** What visitors see: active testimonials, newest first. */
    async listActive(): Promise<Client[]> {
      return (await listClientRows(db, { isActive: true })).map(toClient)
    },

    async list(filter: { isActive?: boolean } = {}): Promise<Client[]> {
      return (await listClientRows(db, filter)).map(toClient)
    },

    get: load,

    async create(input: ClientInput): Promise<Client> {
      const row = await insertClientRow(db, {
        name: input.name,
        email: input.email,
        description: input.description,
        imageUrl: input.imageUrl,
        isActive: input.isActive,
      })
      events.changed('clients')
      return toClient(row)
    },

    async update(id: string, input: ClientUpdate): Promise<Client> {
      const before = await load(id, { includeInactive: true })
      const row = await updateClientRow(db, id, {
        name: input.name,
        email: input.email,
        description: input.description,
        imageUrl: input.imageUrl,
        isActive: input.isActive,
      })
      if (!row) throw AppError.notFound(CLIENT_NOT_FOUND)
      events.changed('clients')
      if (input.imageUrl !== undefined && input.imageUrl !== before.imageUrl) {
        await releaseMedia([before.imageUrl])
      }
      return toClient(row)
    },

    async remove(id: string): Promise<void> {
      const row = isUuid(id) ? await deleteClientRow(db, id) : undefined
      if (!row) throw AppError.notFound(CLIENT_NOT_FOUND)
      events.changed('clients')
      await releaseMedia([row.imageUrl])
    },
  }
}

export type ClientsService = ReturnType<typeof createClientsService>
