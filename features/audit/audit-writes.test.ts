import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, services } from '../../platform/db/tables'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { createAdmin } from '../../tests/helpers/auth'
import { testDatabaseKind } from '../../tests/helpers/test-db'

describe(`the audit log records every staff write (docs/product.md#audit-log) on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const entries = () => h.db.select().from(auditLog).orderBy(desc(auditLog.at))
  /** The newest entry of the log, which has these fields. */
  const latestEntry = async (fields: Partial<typeof auditLog.$inferSelect>) => {
    const [entry] = await entries()
    expect(entry).toMatchObject(fields)
    return entry!
  }
  const me = async () => (await h.call('GET', '/api/auth/verify')).json().data.admin

  it('records a create with who, from where and the fields sent', async () => {
    const response = await h.call('POST', '/api/services', {
      title: 'Cable Testing',
      shortDescription: 'Insulation resistance and VLF tests.',
    })
    expect(response.statusCode).toBe(201)
    const id = response.json().data._id
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    const admin = await me()
    expect(entry).toMatchObject({
      actorId: admin._id,
      actorName: admin.name,
      actorEmail: admin.email,
      ip: '127.0.0.1',
      entity: 'services',
      action: 'create',
      label: 'Cable Testing',
    })
    expect(entry!.changes).toMatchObject({
      title: { to: 'Cable Testing' },
      shortDescription: { to: 'Insulation resistance and VLF tests.' },
    })
  })

  it('records no entry for a save that changes nothing', async () => {
    const created = (
      await h.call('POST', '/api/services', { title: 'Unchanged', shortDescription: 'Same.' })
    ).json().data
    const before = (await entries()).length
    const same = await h.call('PUT', `/api/services/${created._id}`, {
      title: 'Unchanged',
      shortDescription: 'Same.',
    })
    expect(same.statusCode).toBe(200)
    expect((await entries()).length).toBe(before)
    // A change is recorded as before.
    await h.call('PUT', `/api/services/${created._id}`, { title: 'Changed' })
    await latestEntry({ entity: 'services', action: 'update', entityId: created._id, label: 'Changed' })
  })

  it('records an update with each changed field from → to, and only those', async () => {
    const created = (
      await h.call('POST', '/api/services', { title: 'Old title', shortDescription: 'Same.' })
    ).json().data
    const response = await h.call('PUT', `/api/services/${created._id}`, {
      title: 'New title',
      shortDescription: 'Same.',
      status: 'inactive',
    })
    expect(response.statusCode).toBe(200)
    const entry = await latestEntry({
      entity: 'services',
      action: 'update',
      entityId: created._id,
      label: 'New title',
    })
    expect(entry.changes).toEqual({
      title: { from: 'Old title', to: 'New title' },
      status: { from: 'active', to: 'inactive' },
    })
  })

  it('records lists and objects as values, not text: a hero slide’s title edited', async () => {
    const slide = {
      imageUrl: '/uploads/hero/plant.jpg',
      title: 'Power',
      subtitle: 'Since 1990',
      buttonText: 'Learn more',
      buttonLink: '/contact',
    }
    await h.call('PUT', '/api/company/hero-images', { heroImages: [slide] })
    const edited = { ...slide, title: 'Power plants' }
    const response = await h.call('PUT', '/api/company/hero-images', { heroImages: [edited] })
    expect(response.statusCode).toBe(200)
    const entry = await latestEntry({ entity: 'company/hero-images', action: 'update' })
    expect(entry.changes).toEqual({ heroImages: { from: [slide], to: [edited] } })
  })

  it('records a delete with the name of what went', async () => {
    const created = (
      await h.call('POST', '/api/services', { title: 'Doomed', shortDescription: 'Soon gone.' })
    ).json().data
    expect((await h.call('DELETE', `/api/services/${created._id}`)).statusCode).toBe(200)
    await latestEntry({
      entity: 'services',
      action: 'delete',
      entityId: created._id,
      label: 'Doomed',
    })
  })

  it('records nothing for a write that fails, and never a password', async () => {
    const before = (await entries()).length
    expect((await h.call('POST', '/api/services', { title: '' })).statusCode).toBe(400)
    expect(
      (await h.call('PUT', '/api/services/00000000-0000-4000-8000-000000000000', { title: 'x' })).statusCode,
    ).toBe(404)
    expect((await entries()).length).toBe(before)

    const response = await h.call('PUT', '/api/auth/update-credentials', {
      currentPassword: 'correct-horse-7',
      newPassword: 'a-new-password-9',
    })
    expect(response.statusCode).toBe(200)
    const entry = await latestEntry({ entity: 'account', action: 'update' })
    expect(entry.changes).toEqual({ currentPassword: {}, newPassword: {} })
    expect(JSON.stringify(entry)).not.toContain('correct-horse-7')
    expect(JSON.stringify(entry)).not.toContain('a-new-password-9')
    h.headers.authorization = `Bearer ${response.json().data.token}`
  })

  it('records a role change as a change of the person, from → to', async () => {
    const colleague = await createAdmin(h.db, { role: 'editor', name: 'Noor Haddad' })
    const response = await h.call('PUT', `/api/users/${colleague.id}`, { role: 'support' })
    expect(response.statusCode).toBe(200)
    const entry = await latestEntry({
      entity: 'staff',
      action: 'update',
      entityId: colleague.id,
      label: 'Noor Haddad',
    })
    expect(entry.changes).toEqual({ role: { from: 'editor', to: 'support' } })
  })

  it('cannot be changed or deleted, not even by the database user', async () => {
    const [entry] = await entries()
    await expect(
      h.db.update(auditLog).set({ label: 'forged' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow()
    await expect(h.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow()
    const [still] = await h.db.select().from(auditLog).where(eq(auditLog.id, entry!.id))
    expect(still!.label).toBe(entry!.label)
  })

  it('commits the write and its entry together: a write whose entry cannot be recorded does not happen', async () => {
    // The entry of a service titled so breaks a check the test adds to the log for a moment.
    await h.db.execute(
      sql`alter table audit_log add constraint audit_test_refuse check (label <> 'Refused by the log')`,
    )
    try {
      const response = await h.call('POST', '/api/services', {
        title: 'Refused by the log',
        shortDescription: 'Never stored.',
      })
      expect(response.statusCode).toBe(500)
      const stored = await h.db.select().from(services).where(eq(services.title, 'Refused by the log'))
      expect(stored).toEqual([])
    } finally {
      await h.db.execute(sql`alter table audit_log drop constraint audit_test_refuse`)
    }
  })
})
