import { describe, expect, it } from 'vitest'
import { createTestDatabase, useTestDatabase, testDatabaseKind } from '../../tests/helpers/test-db'
import { adminUsers } from '../../platform/db/tables'
import { findAdminByEmail } from './admin.repository'
import { ensureFirstAdmin } from './admin.service'
import { verifyPassword } from './password'

describe(`the first administrator on ${testDatabaseKind}`, () => {
  const database = useTestDatabase()

  it('is created from configuration when none exists, with an argon2id hash', async () => {
    expect(await ensureFirstAdmin(database.db, { email: 'Owner@Company.test', password: 'first-pass' })).toBe(
      true,
    )
    const admin = await findAdminByEmail(database.db, 'owner@company.test')
    expect(admin).toMatchObject({ email: 'owner@company.test', role: 'owner', name: 'Administrator' })
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(admin!.passwordHash, 'first-pass')).toBe(true)
    expect(await verifyPassword(admin!.passwordHash, 'wrong-pass')).toBe(false)
  })

  it('is not created again, nor overwritten, once an administrator exists', async () => {
    expect(await ensureFirstAdmin(database.db, { email: 'other@company.test', password: 'other-pass' })).toBe(
      false,
    )
    expect(await database.db.$count(adminUsers)).toBe(1)
    expect(await findAdminByEmail(database.db, 'other@company.test')).toBeUndefined()
  })

  it('survives two servers creating it at the same moment', async () => {
    const fresh = await createTestDatabase()
    try {
      const results = await Promise.all([
        ensureFirstAdmin(fresh.db, { email: 'race@company.test', password: 'race-pass' }),
        ensureFirstAdmin(fresh.db, { email: 'race@company.test', password: 'race-pass' }),
      ])
      expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1)
      expect(await fresh.db.$count(adminUsers)).toBe(1)
    } finally {
      await fresh.destroy()
    }
  })
})
