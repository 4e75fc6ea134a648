import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import type { AdminRow } from '../auth/admin.repository'
import type { Sessions } from '../auth/sessions'
import {
  deleteStaffRow,
  listStaffRows,
  lockActiveOwners,
  lockStaffRow,
  updateStaffRow,
} from './staff.repository'
import { STAFF_MESSAGES, type StaffMember, type StaffUpdate } from './staff.schema'

export function toStaffMember(row: AdminRow): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

const isActiveOwner = (row: Pick<AdminRow, 'role' | 'status'>) =>
  row.role === 'owner' && row.status === 'active'

/**
 * docs/product.md#staff: the people who may sign in to the back-office. Owners change roles, deactivate and
 * remove; nobody changes themselves, and there is always an active owner left.
 */
export function createStaffService({ db, sessions }: { db: Database; sessions: Sessions }) {
  /**
   * Locks the active owners, then the person's row (in that order in every transaction); refuses `callerId`
   * themselves and an unknown id. Answers the row and the active owners' ids.
   */
  async function target(tx: Database, callerId: string, id: string, yourself: string) {
    if (!isUuid(id)) throw AppError.notFound(STAFF_MESSAGES.notFound)
    if (id === callerId) throw AppError.conflict(yourself)
    const owners = await lockActiveOwners(tx)
    const row = await lockStaffRow(tx, id)
    if (!row) throw AppError.notFound(STAFF_MESSAGES.notFound)
    return { row, owners }
  }

  /** Refuses a change after which no active owner would be left. */
  function keepAnOwner(row: AdminRow, owners: string[], after: Pick<AdminRow, 'role' | 'status'> | null) {
    if (!isActiveOwner(row) || (after && isActiveOwner(after))) return
    if (!owners.some((ownerId) => ownerId !== row.id)) throw AppError.conflict(STAFF_MESSAGES.lastOwner)
  }

  return {
    async list(): Promise<StaffMember[]> {
      return (await listStaffRows(db)).map(toStaffMember)
    },

    /**
     * A new role, deactivation or reactivation. A role change or a deactivation ends every session of the person
     * in the same transaction: they sign in again with what their new role allows (or not at all).
     */
    async update(callerId: string, id: string, input: StaffUpdate): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const { row, owners } = await target(tx, callerId, id, STAFF_MESSAGES.yourself)
        const after = { role: input.role ?? row.role, status: input.status ?? row.status }
        keepAnOwner(row, owners, after)
        const updated = await updateStaffRow(tx, row.id, after)
        if (!updated) throw AppError.notFound(STAFF_MESSAGES.notFound)
        if (after.role !== row.role || (after.status === 'deactivated' && row.status === 'active')) {
          await sessions.endAll(row.id, undefined, tx)
        }
        await sessions.personChanged(row.id, tx)
        return toStaffMember(updated)
      })
    },

    /**
     * Removes the account; its sessions, recovery codes and read marks go with it, while what it wrote stays
     * (replies, announcements, privacy requests and invitations keep their content without the link to it).
     */
    async remove(callerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { row, owners } = await target(tx, callerId, id, STAFF_MESSAGES.removeYourself)
        keepAnOwner(row, owners, null)
        if (!(await deleteStaffRow(tx, row.id))) throw AppError.notFound(STAFF_MESSAGES.notFound)
        await sessions.personChanged(row.id, tx)
      })
    },
  }
}

export type StaffService = ReturnType<typeof createStaffService>
