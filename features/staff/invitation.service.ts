import { createHash, randomBytes } from 'node:crypto'
import { ROLE_LABELS } from '../../platform/auth/access'
import type { Database } from '../../platform/db/database'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import { findAdminByEmail, insertAdmin } from '../auth/admin.repository'
import type { Session } from '../auth/auth.schema'
import { hashPassword } from '../auth/password'
import type { ClientInfo, Sessions } from '../auth/sessions'
import { findCompany } from '../company/company.repository'
import type { MailDelivery } from '../../platform/mail/delivery'
import type { Mailer } from '../../platform/mail/mailer'
import { recordInvitationMail } from './staff-invitation.mail'
import {
  cancelInvitation,
  consumeInvitation,
  findInvitationByHash,
  findPendingInvitationByEmail,
  insertInvitation,
  type InvitationRow,
  listPendingInvitations,
  lockAddress,
  renewInvitation,
} from './staff.repository'
import {
  type AcceptInvitation,
  type Invitation,
  type InvitationDetails,
  INVITATION_HOURS,
  type InviteInput,
  type MailedInvitation,
  STAFF_MESSAGES,
} from './staff.schema'

/** 256 random bits: a link nobody can guess. */
export const INVITATION_TOKEN_BYTES = 32
const LIFETIME_MS = INVITATION_HOURS * 60 * 60_000

/** Only the SHA-256 of a token is stored: the database alone does not give anybody a working link. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

function toInvitation(row: InvitationRow, invitedBy: string | null, at: Date): Invitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= at,
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code
  return code === '23505'
}

/** Who acts: the signed-in owner. */
type Caller = { _id: string; name: string }

type Deps = {
  db: Database
  sessions: Sessions
  /** Without it (tools that only read or seed) nobody can be invited. */
  mailer?: Mailer
  /** Where mail goes (platform/mail/delivery.ts), said in the answer of an invitation. */
  delivery?: MailDelivery
  now?: () => Date
}

/** docs/product.md#invitations: a mailed single-use link, valid 72 hours, to join with a given role. */
export function createInvitationService({
  db,
  sessions,
  mailer,
  delivery = 'local',
  now = () => new Date(),
}: Deps) {
  const newToken = () => {
    const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url')
    return {
      token,
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(now().getTime() + LIFETIME_MS),
    }
  }

  function needMailer(): Mailer {
    if (!mailer) throw new Error('invitations need a mailer')
    return mailer
  }

  /** The invitation a link names, if it can still be used at `at`. */
  async function usable(token: string, at: Date): Promise<InvitationRow> {
    const row = await findInvitationByHash(db, hashInvitationToken(token))
    if (!row || row.acceptedAt || row.cancelledAt || row.expiresAt <= at) {
      throw AppError.badRequest(STAFF_MESSAGES.invalidInvitation)
    }
    return row
  }

  return {
    async list(): Promise<Invitation[]> {
      const at = now()
      return (await listPendingInvitations(db)).map(({ invitation, invitedByName }) =>
        toInvitation(invitation, invitedByName, at),
      )
    },

    /** Records the invitation and its mail in one transaction, then wakes the mailer. */
    async invite(caller: Caller, { email, role }: InviteInput): Promise<MailedInvitation> {
      const mail = needMailer()
      const { token, tokenHash, expiresAt } = newToken()
      const { invitation: row, mailId } = await db.transaction(async (tx) => {
        await lockAddress(tx, email)
        if (await findAdminByEmail(tx, email)) {
          throw AppError.conflict(STAFF_MESSAGES.accountExists, { email: STAFF_MESSAGES.accountExists })
        }
        if (await findPendingInvitationByEmail(tx, email)) {
          throw AppError.conflict(STAFF_MESSAGES.invitationPending, {
            email: STAFF_MESSAGES.invitationPending,
          })
        }
        const invitation = await insertInvitation(tx, {
          email,
          role,
          tokenHash,
          invitedBy: caller._id,
          expiresAt,
        })
        const recorded = await recordInvitationMail(tx, mail, {
          invitation,
          token,
          tokenHash,
          inviterName: caller.name,
        })
        return { invitation, mailId: recorded!.id }
      })
      mail.wake()
      return { ...toInvitation(row, caller.name, now()), mailId, mailDelivery: delivery }
    },

    /** A new link, valid 72 hours from now, mailed again; the old link stops working. */
    async resend(caller: Caller, id: string): Promise<MailedInvitation> {
      const mail = needMailer()
      if (!isUuid(id)) throw AppError.notFound(STAFF_MESSAGES.invitationNotFound)
      const { token, tokenHash, expiresAt } = newToken()
      const found = await db.transaction(async (tx) => {
        const renewed = await renewInvitation(tx, id, { tokenHash, expiresAt })
        if (!renewed) throw AppError.notFound(STAFF_MESSAGES.invitationNotFound)
        const recorded = await recordInvitationMail(tx, mail, {
          invitation: renewed,
          token,
          tokenHash,
          inviterName: caller.name,
        })
        return { ...(await listPendingInvitations(tx, id))[0]!, mailId: recorded!.id }
      })
      mail.wake()
      return {
        ...toInvitation(found.invitation, found.invitedByName, now()),
        mailId: found.mailId,
        mailDelivery: delivery,
      }
    },

    /** Cancels a pending invitation: its link stops working. */
    async cancel(id: string): Promise<void> {
      if (!isUuid(id) || !(await cancelInvitation(db, id))) {
        throw AppError.notFound(STAFF_MESSAGES.invitationNotFound)
      }
    },

    /** What the accept screen shows; the same 400 for an unknown, used, cancelled or expired link. */
    async lookup(token: string): Promise<InvitationDetails> {
      const row = await usable(token, now())
      const company = (await findCompany(db))?.name.trim()
      return {
        email: row.email,
        role: row.role,
        roleLabel: ROLE_LABELS[row.role],
        ...(company ? { companyName: company } : {}),
      }
    },

    /** Creates the account with the invited role and address, uses the link, and signs the person in. */
    async accept({ token, name, password }: AcceptInvitation, client: ClientInfo): Promise<Session> {
      const at = now()
      const row = await usable(token, at)
      const passwordHash = await hashPassword(password)
      try {
        return await db.transaction(async (tx) => {
          // Of two requests with the same link, only the first gets here with the invitation pending.
          if (!(await consumeInvitation(tx, row.id, at))) {
            throw AppError.badRequest(STAFF_MESSAGES.invalidInvitation)
          }
          const admin = await insertAdmin(tx, { name, email: row.email, passwordHash, role: row.role })
          return sessions.start(admin, client, tx)
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(STAFF_MESSAGES.alreadyJoined)
        throw error
      }
    },
  }
}

export type InvitationService = ReturnType<typeof createInvitationService>
