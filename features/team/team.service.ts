import type { ContentChanges } from '../../platform/content-changes'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import type { MediaReleaser } from '../media/media.references'
import { isUuid } from '../../platform/fields'
import {
  deleteTeamMemberRow,
  findTeamMemberRow,
  insertTeamMemberRow,
  listTeamMemberRows,
  type TeamMemberRow,
  updateTeamMemberRow,
} from './team.repository'
import type { TeamMember, TeamMemberInput, TeamMemberUpdate } from './team.schema'

export const TEAM_MEMBER_NOT_FOUND = 'Team member not found'

export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    surname: row.surname,
    jobTitle: row.jobTitle,
    position: row.position,
    description: row.description,
    email: row.email,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type Deps = { db: Database; events: ContentChanges; releaseMedia: MediaReleaser }

export function createTeamService({ db, events, releaseMedia }: Deps) {
  async function load(id: string, options: { includeInactive: boolean }): Promise<TeamMember> {
    const row = isUuid(id) ? await findTeamMemberRow(db, id) : undefined
    if (!row || (!options.includeInactive && !row.isActive)) throw AppError.notFound(TEAM_MEMBER_NOT_FOUND)
    return toTeamMember(row)
  }

  return {
    /** What visitors see: active members, in the site's order. */
    async listActive(): Promise<TeamMember[]> {
      return (await listTeamMemberRows(db, { isActive: true })).map(toTeamMember)
    },

    /** Every member (administrators), optionally only active or inactive ones. */
    async list(filter: { isActive?: boolean } = {}): Promise<TeamMember[]> {
      return (await listTeamMemberRows(db, filter)).map(toTeamMember)
    },

    get: load,

    async create(input: TeamMemberInput): Promise<TeamMember> {
      const row = await insertTeamMemberRow(db, {
        name: input.name,
        surname: input.surname ?? '',
        position: input.position,
        jobTitle: input.jobTitle,
        description: input.description,
        email: input.email,
        imageUrl: input.imageUrl ?? null,
        isActive: input.isActive,
      })
      events.changed('team')
      return toTeamMember(row)
    },

    async update(id: string, input: TeamMemberUpdate): Promise<TeamMember> {
      const before = await load(id, { includeInactive: true })
      const row = await updateTeamMemberRow(db, id, {
        name: input.name,
        surname: input.surname,
        position: input.position,
        jobTitle: input.jobTitle,
        description: input.description,
        email: input.email,
        imageUrl: input.imageUrl,
        isActive: input.isActive,
      })
      if (!row) throw AppError.notFound(TEAM_MEMBER_NOT_FOUND)
      events.changed('team')
      if (input.imageUrl !== undefined && input.imageUrl !== before.imageUrl) {
        await releaseMedia([before.imageUrl])
      }
      return toTeamMember(row)
    },

    async remove(id: string): Promise<void> {
      const row = isUuid(id) ? await deleteTeamMemberRow(db, id) : undefined
      if (!row) throw AppError.notFound(TEAM_MEMBER_NOT_FOUND)
      events.changed('team')
      await releaseMedia([row.imageUrl])
    },
  }
}

export type TeamService = ReturnType<typeof createTeamService>
