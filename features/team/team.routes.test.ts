import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createTeamMember } from '../../tests/factories/people'
import { useAdminApp } from '../../tests/helpers/admin-app'
import {
  expectAnnounced,
  expectImageReplaced,
  expectInvalid,
  expectNotFound,
  expectSaved,
  withFreshApp,
} from '../../tests/helpers/routes'
import { testDatabaseKind } from '../../tests/helpers/test-db'

type Member = { _id: string; name: string; surname: string; isActive: boolean }

const valid = {
  name: 'Ada',
  surname: 'Lovelace',
  position: 'Engineering',
  jobTitle: 'Lead Electrical Engineer',
  description: 'Designs medium-voltage substations.',
  email: 'ada@company.example',
}

const REQUIRED = {
  name: 'Name is required',
  position: 'Position is required',
  jobTitle: 'Job title is required',
  description: 'Description is required',
  email: 'Email is required',
}

describe(`team API on ${testDatabaseKind}`, () => {
  const h = useAdminApp()

  const { call } = h

  it('creates a member, active by default, with every field of the entity', async () => {
    const response = await call('POST', '/api/team', {
      ...valid,
      name: '  Ada ',
      email: ' Ada@Company.example ',
      imageUrl: '/uploads/team/ada.webp',
      imageAlt: ' Ada at the Lyon substation ',
    })
    const member = expectSaved(response, {
      ...valid,
      imageUrl: '/uploads/team/ada.webp',
      imageAlt: 'Ada at the Lyon substation',
      isActive: true,
      order: expect.any(Number),
    })
    expect(Date.parse(member.createdAt)).not.toBeNaN()

    const minimal = await call('POST', '/api/team', { ...valid, surname: undefined, isActive: false })
    expect(minimal.statusCode).toBe(201)
    expect(minimal.json().data).toMatchObject({ surname: '', imageUrl: null, isActive: false })
  })

  it('requires every field but the surname, with the documented messages', async () => {
    expectInvalid(await call('POST', '/api/team', {}), REQUIRED)
    const blank = { name: ' ', position: '', jobTitle: '  ', description: '', email: ' ' }
    expectInvalid(await call('POST', '/api/team', blank), REQUIRED)
    const badEmail = await call('POST', '/api/team', { ...valid, email: 'not-an-email' })
    expect(badEmail.json()).toMatchObject({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    })
    const badImage = await call('POST', '/api/team', { ...valid, imageUrl: 'javascript:alert(1)' })
    expect(badImage.json().errors).toEqual({ imageUrl: 'Please enter a valid image URL' })
  })

  it('lists members in the team’s order, then by name and surname; visitors get the active ones', async () => {
    await withFreshApp(async (local) => {
      await createTeamMember(local.db, { name: 'zoe', surname: 'Adams', sortOrder: 0 })
      await createTeamMember(local.db, { name: 'Aaron', surname: 'Young', isActive: false, sortOrder: 1 })
      await createTeamMember(local.db, { name: 'Bob', surname: 'Smith', sortOrder: 2 })
      await createTeamMember(local.db, { name: 'bob', surname: 'Brown', sortOrder: 2 })
      await createTeamMember(local.db, { name: 'Alice', surname: 'Zed', sortOrder: 3 })
      const names = (members: Member[]) => members.map((m) => `${m.name} ${m.surname}`)

      const admin = await local.app.inject({ method: 'GET', url: '/api/team', headers: local.headers })
      expect(names(admin.json().data)).toEqual([
        'zoe Adams',
        'Aaron Young',
        'bob Brown',
        'Bob Smith',
        'Alice Zed',
      ])
      const visitor = await local.app.inject({ method: 'GET', url: '/api/team' })
      expect(names(visitor.json().data)).toEqual(['zoe Adams', 'bob Brown', 'Bob Smith', 'Alice Zed'])
      const inactive = await local.app.inject({
        method: 'GET',
        url: '/api/team?isActive=false',
        headers: local.headers,
      })
      expect(names(inactive.json().data)).toEqual(['Aaron Young'])
    })
  })

  it('hides inactive members from visitors, in the list and by id', async () => {
    const active = await createTeamMember(h.db)
    const hidden = await createTeamMember(h.db, { isActive: false })

    const visitorList = (await call('GET', '/api/team', undefined, false)).json().data as Member[]
    expect(visitorList.map((m) => m._id)).toContain(active.id)
    expect(visitorList.map((m) => m._id)).not.toContain(hidden.id)
    expect(visitorList.every((m) => m.isActive)).toBe(true)
    // A visitor cannot ask for inactive members.
    const sneaky = (await call('GET', '/api/team?isActive=false', undefined, false)).json().data as Member[]
    expect(sneaky.map((m) => m._id)).not.toContain(hidden.id)

    const adminList = (await call('GET', '/api/team')).json().data as Member[]
    expect(adminList.map((m) => m._id)).toEqual(expect.arrayContaining([active.id, hidden.id]))

    const hiddenForVisitor = await call('GET', `/api/team/${hidden.id}`, undefined, false)
    expect(hiddenForVisitor.statusCode).toBe(404)
    expect(hiddenForVisitor.json()).toEqual({ success: false, message: 'Team member not found' })
    expect((await call('GET', `/api/team/${hidden.id}`)).json().data._id).toBe(hidden.id)
    expect((await call('GET', `/api/team/${active.id}`, undefined, false)).json().data._id).toBe(active.id)
  })

  it('answers 404 for unknown or malformed ids on every route', async () => {
    await expectNotFound(call, (id) => `/api/team/${id}`, 'Team member not found')
  })

  it('updates only the fields sent, including the isActive toggle', async () => {
    const member = await createTeamMember(h.db, { name: 'Before', surname: 'Kept', jobTitle: 'Technician' })
    const response = await call('PUT', `/api/team/${member.id}`, { name: 'After', isActive: false })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      _id: member.id,
      name: 'After',
      surname: 'Kept',
      jobTitle: 'Technician',
      email: member.email,
      isActive: false,
    })
    const back = await call('PUT', `/api/team/${member.id}`, { isActive: true })
    expect(back.json().data).toMatchObject({ name: 'After', isActive: true })

    const invalid = { name: '', position: ' ', jobTitle: '', description: '', email: 'nope' }
    expectInvalid(await call('PUT', `/api/team/${member.id}`, invalid), {
      ...REQUIRED,
      email: 'Please enter a valid email address',
    })
    expect((await call('GET', `/api/team/${member.id}`)).json().data.name).toBe('After')
  })

  it('releases the old photo when it is replaced or removed, and the last one on delete', async () => {
    await expectImageReplaced(h, '/api/team', 'imageUrl', valid, { name: 'Renamed' })

    const third = await h.storedImage('team', 'third.webp')
    const other = (await call('POST', '/api/team', { ...valid, imageUrl: third.url })).json().data
    const cleared = await call('PUT', `/api/team/${other._id}`, { imageUrl: '' })
    expect(cleared.json().data.imageUrl).toBeNull()
    expect(existsSync(third.file)).toBe(true)
    // Kept while the history or the trash names it; released once they let go.
    await h.forgetKept()
    expect(existsSync(third.file)).toBe(false)
  })

  it('keeps a photo that another member still uses', async () => {
    const shared = await h.storedImage('team', 'shared.webp')
    await createTeamMember(h.db, { imageUrl: shared.url })
    const doomed = await createTeamMember(h.db, { imageUrl: shared.url })
    expect((await call('DELETE', `/api/team/${doomed.id}`)).statusCode).toBe(200)
    expect(existsSync(shared.file)).toBe(true)
  })

  it('announces every write so cached pages can be refreshed', async () => {
    await expectAnnounced(h, ['team', 'team', 'team'], async () => {
      const created = (await call('POST', '/api/team', valid)).json().data
      await call('PUT', `/api/team/${created._id}`, { isActive: false })
      await call('DELETE', `/api/team/${created._id}`)
      await call('POST', '/api/team', {})
    })
  })
})
