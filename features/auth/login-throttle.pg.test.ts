import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../platform/db/tables'
import { createAdmin, postLogin } from '../../tests/helpers/auth'
import { useTestApp } from '../../tests/helpers/test-app'
import { LOGIN_MAX_FAILURES } from './login-throttle'

// Runs in the postgres test project only (vitest.config.ts): it holds a lock from a second connection.
describe('the warning of a lockout waits for nothing the answer needs (docs/product.md#login)', () => {
  const h = useTestApp()

  it('answers the failure that locks the account out at once, and records the warning afterwards', async () => {
    const owner = await createAdmin(h.db)
    const warnings = () =>
      h.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'sign-in-attack'), sql`${mailOutbox.toAddresses} ? ${owner.email}`))

    // Another server is telling this owner of a lockout: it holds the lock under which the warning is claimed.
    let release = () => {}
    let held = () => {}
    const holding = new Promise<void>((resolve) => (held = resolve))
    const other = h.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notice:${owner.email}`}))`)
      held()
      await new Promise<void>((resolve) => (release = resolve))
    })
    await holding

    for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
      const response = await postLogin(h.app, owner.email, 'a guess', { remoteAddress: `203.0.113.${i}` })
      // The fifth, which locks the account out, is answered like the others while the warning waits.
      expect(response.statusCode).toBe(401)
    }
    expect(await warnings()).toEqual([])

    release()
    await other
    await h.app.services.signInGuard.idle()
    expect(await warnings()).toHaveLength(1)
  })
})
