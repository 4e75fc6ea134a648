import type { auditLog } from '../../platform/db/tables'
import type { AdminRow } from './admin.repository'
import type { ClientInfo } from './sessions'

type Entry = typeof auditLog.$inferInsert
export type SignInStep = 'password' | 'code'
export type TwoFactorAction = 'enabled' | 'disabled' | 'recovery-codes-regenerated' | 'recovery-code-used'

const actor = (row: Pick<AdminRow, 'id' | 'name' | 'email'>) => ({
  actorId: row.id,
  actorName: row.name,
  actorEmail: row.email,
})

/** The audit entries of sign-ins and two-factor changes (docs/product.md#two-factor-sign-in). Never a secret. */
export const securityEvents = {
  signedIn: (row: AdminRow, client: ClientInfo, sessionId: string, step: SignInStep): Entry => ({
    ...actor(row),
    ip: client.ip,
    entity: 'sign-in',
    entityId: sessionId,
    action: 'signed-in',
    label: step === 'code' ? 'Password and authentication code' : 'Password',
  }),

  /** `tried`: the address typed (the password is never kept); `row`: its account, when there is one. */
  signInFailed: (tried: string, row: AdminRow | undefined, client: ClientInfo, step: SignInStep): Entry => ({
    ...(row ? actor(row) : {}),
    actorEmail: tried.slice(0, 254),
    ip: client.ip,
    entity: 'sign-in',
    entityId: row?.id ?? null,
    action: 'sign-in-failed',
    label: step === 'code' ? 'Authentication code step' : 'Password step',
  }),

  twoFactor: (row: AdminRow, client: ClientInfo, action: TwoFactorAction): Entry => ({
    ...actor(row),
    ip: client.ip,
    entity: 'two-factor',
    entityId: row.id,
    action,
    label: row.name,
  }),
}
