import { describe, expect, it } from 'vitest'
import { adminSession } from '../../tests/helpers/auth'
import { useAdminApp } from '../../tests/helpers/admin-app'
import { testDatabaseKind } from '../../tests/helpers/test-db'

const DAY = 24 * 60 * 60 * 1000

describe(`drafts, publishing and share links on ${testDatabaseKind}`, () => {
  const h = useAdminApp()
  const { call } = h

  async function newService(title: string) {
    return (await call('POST', '/api/services', { title, shortDescription: 'Live text.' })).json().data
      ._id as string
  }

  it('keeps a draft off the public site until it is published; publishing is a revision', async () => {
    const id = await newService('Audits')
    const saved = await call('PUT', `/api/services/${id}/draft`, { shortDescription: 'Draft text.' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({
      type: 'services',
      itemId: id,
      version: 1,
      fields: { shortDescription: 'Draft text.' },
    })
    const again = await call('PUT', `/api/services/${id}/draft`, { shortDescription: 'Draft text, better.' })
    expect(again.json().data.version).toBe(2)

    // The public read, and the signed-in one, show the live text.
    expect((await h.app.inject({ url: `/api/services/${id}` })).json().data.shortDescription).toBe(
      'Live text.',
    )
    expect((await call('GET', `/api/services/${id}`)).json().data.shortDescription).toBe('Live text.')
    expect((await call('GET', '/api/drafts?type=services')).json().data).toEqual([
      expect.objectContaining({ itemId: id, version: 2 }),
    ])

    const published = await call('POST', `/api/services/${id}/publish`)
    expect(published.statusCode).toBe(200)
    expect((await h.app.inject({ url: `/api/services/${id}` })).json().data.shortDescription).toBe(
      'Draft text, better.',
    )
    expect((await call('GET', `/api/services/${id}/draft`)).statusCode).toBe(404)
    const history = (await call('GET', `/api/services/${id}/revisions`)).json().data
    expect(history.map((revision: { action: string }) => revision.action)).toEqual(['publish', 'create'])
    const audit = (await call('GET', '/api/audit?entity=services&action=publish')).json().data
    expect(audit[0]).toMatchObject({ entityId: id, label: 'Audits' })
    expect((await call('POST', `/api/services/${id}/publish`)).json().message).toBe(
      'This item has no draft to publish',
    )
  })

  it('checks a draft like a save, and discards it on request', async () => {
    const id = await newService('Design')
    const bad = await call('PUT', `/api/services/${id}/draft`, { title: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('title')
    await call('PUT', `/api/services/${id}/draft`, { title: 'Design and build' })
    expect((await call('DELETE', `/api/services/${id}/draft`)).statusCode).toBe(200)
    expect((await call('GET', `/api/services/${id}/draft`)).json().message).toBe('This item has no draft')
    // The audit log names the item whose draft went (the discard answers only its id).
    expect((await call('GET', '/api/audit?action=discard-draft')).json().data[0]).toMatchObject({
      entity: 'services',
      entityId: id,
      label: 'Design',
    })
    // Discarding again (a colleague was first) is no error: there is no draft either way.
    expect((await call('DELETE', `/api/services/${id}/draft`)).statusCode).toBe(200)
    expect((await call('PUT', `/api/services/${crypto.randomUUID()}/draft`, { title: 'X' })).statusCode).toBe(
      404,
    )
  })

  it('adds a new item as a draft: hidden from every public read until it is published', async () => {
    const created = await call('POST', '/api/services/draft', {
      title: 'Thermal imaging',
      shortDescription: 'Finds hot joints before they fail.',
      features: ['Report within a week'],
    })
    expect(created.statusCode).toBe(201)
    const draft = created.json().data
    expect(draft).toMatchObject({ type: 'services', isNew: true, version: 1 })
    expect(draft.fields).toMatchObject({ title: 'Thermal imaging', features: ['Report within a week'] })
    const id = draft.itemId as string

    // Not on the public site: not listed, not readable; the back-office sees it, hidden, with its draft.
    expect((await h.app.inject({ url: `/api/services/${id}` })).statusCode).toBe(404)
    const listed = (await h.app.inject({ url: '/api/services/active' })).json().data
    expect(listed.map((service: { _id: string }) => service._id)).not.toContain(id)
    expect((await call('GET', `/api/services/${id}`)).json().data).toMatchObject({ status: 'inactive' })
    expect((await call('GET', '/api/drafts?type=services')).json().data).toEqual([
      expect.objectContaining({ itemId: id, isNew: true }),
    ])
    // Its preview shows it as publishing will.
    await call('PUT', `/api/services/${id}/draft`, { title: 'Thermal imaging surveys', status: 'active' })
    const preview = (await call('POST', `/api/services/${id}/preview`)).json().data
    expect(await h.app.services.drafts.open(preview.url.split('/preview/')[1])).toMatchObject({
      status: 'ok',
      fields: { title: 'Thermal imaging surveys' },
    })
    const audit = (await call('GET', '/api/audit?entity=services&action=create-draft')).json().data
    expect(audit[0]).toMatchObject({ entityId: id })

    expect((await call('POST', `/api/services/${id}/publish`)).statusCode).toBe(200)
    const live = await h.app.inject({ url: `/api/services/${id}` })
    expect(live.statusCode).toBe(200)
    expect(live.json().data).toMatchObject({ title: 'Thermal imaging surveys', status: 'active' })
  })

  it('checks a new draft like a create, and offers it only for types that can be hidden', async () => {
    const count = async () => (await call('GET', '/api/services?limit=100')).json().data.length
    const before = await count()
    const bad = await call('POST', '/api/services/draft', { title: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toHaveProperty('title')
    expect(await count()).toBe(before)

    const category = await call('POST', '/api/categories/draft', { title: 'Switchgear' })
    expect(category.statusCode).toBe(201)
    const categoryId = category.json().data.itemId as string
    expect((await h.app.inject({ url: `/api/categories/${categoryId}` })).statusCode).toBe(404)
    // The title is taken by the hidden category already: a second is refused as a create would be.
    expect((await call('POST', '/api/categories/draft', { title: 'switchgear' })).statusCode).toBe(409)

    // Partners are always shown: there is no hiding one, so no new partner as a draft.
    expect((await call('POST', '/api/partners/draft', { name: 'Acme' })).statusCode).toBe(404)

    // A new item switched on in its list is new no more: its draft is one of changes, and publishing keeps it shown.
    await call('PUT', `/api/categories/${categoryId}`, { isActive: true })
    expect((await call('GET', `/api/categories/${categoryId}/draft`)).json().data.isNew).toBe(false)
  })

  it('leaves a trashed item’s draft out of the list, and brings it back with the item', async () => {
    const id = await newService('Earthing')
    await call('PUT', `/api/services/${id}/draft`, { title: 'Earthing and bonding' })
    const listed = async () =>
      (await call('GET', '/api/drafts?type=services'))
        .json()
        .data.map((draft: { itemId: string }) => draft.itemId)
    expect(await listed()).toContain(id)
    await call('DELETE', `/api/services/${id}`)
    expect(await listed()).not.toContain(id)
    const group = (await call('GET', '/api/trash?type=services')).json().data[0]
    expect((await call('POST', `/api/trash/${group._id}/restore`)).statusCode).toBe(200)
    expect(await listed()).toContain(id)
    expect((await call('GET', `/api/services/${id}/draft`)).json().data.fields.title).toBe(
      'Earthing and bonding',
    )
  })

  it('keeps only what the draft changes: a switch or a schedule meanwhile is not undone by publishing', async () => {
    const id = await newService('Cabling')
    const form = {
      title: 'Structured cabling',
      shortDescription: 'Live text.',
      status: 'active',
      features: [],
    }
    const saved = (await call('PUT', `/api/services/${id}/draft`, form)).json().data
    expect(saved.fields).toEqual({ title: 'Structured cabling' })
    // Switched off in the list while the draft waits.
    await call('PUT', `/api/services/${id}`, { status: 'inactive' })
    await call('POST', `/api/services/${id}/publish`)
    expect((await call('GET', `/api/services/${id}`)).json().data).toMatchObject({
      title: 'Structured cabling',
      status: 'inactive',
    })
  })

  it('drafts the company’s website content too', async () => {
    await call('PUT', '/api/company/info', { name: 'Voltra' })
    const faq = [{ question: 'Do you install?', answer: 'Yes.' }]
    expect((await call('PUT', '/api/company/info/draft', { faq })).statusCode).toBe(200)
    expect((await h.app.inject({ url: '/api/company/info' })).json().data.faq).not.toEqual(faq)
    await call('POST', '/api/company/info/publish')
    expect((await h.app.inject({ url: '/api/company/info' })).json().data.faq).toEqual(faq)
  })

  it('shares a draft by a signed link pinned to its version, which expires, can be revoked, and counts its openings', async () => {
    const id = await newService('Installation')
    expect((await call('POST', `/api/services/${id}/preview-links`, {})).json().message).toBe(
      'Save a draft first: a share link shows a draft',
    )
    await call('PUT', `/api/services/${id}/draft`, { title: 'Installation v1' })
    const created = await call('POST', `/api/services/${id}/preview-links`, { expiresInDays: 3 })
    expect(created.statusCode).toBe(201)
    expect((await call('GET', '/api/audit?action=share-preview')).json().data[0].label).toBe('Installation')
    const link = created.json().data
    expect(link.url).toMatch(new RegExp(`/preview/${link._id}\\.[\\w-]{43}$`))
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(3 * DAY - 60_000)
    const token = link.url.split('/preview/')[1]
    // Pinned: a later draft does not change what the link shows.
    await call('PUT', `/api/services/${id}/draft`, { title: 'Installation v2' })
    const drafts = h.app.services.drafts
    const opened = await drafts.open(token)
    expect(opened).toMatchObject({
      status: 'ok',
      itemId: id,
      fields: { title: 'Installation v1' },
      shared: true,
    })
    await drafts.open(token)
    expect((await call('GET', `/api/services/${id}/preview-links`)).json().data[0]).toMatchObject({
      _id: link._id,
      opens: 2,
      lastOpenedAt: expect.any(String),
    })

    expect(await drafts.open(token, new Date(Date.now() + 4 * DAY))).toEqual({ status: 'expired' })
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')
    expect(await drafts.open(altered)).toEqual({ status: 'invalid' })
    expect(await drafts.open(`${crypto.randomUUID()}.${token.split('.')[1]}`)).toEqual({ status: 'invalid' })
    expect(await drafts.open('nonsense')).toEqual({ status: 'invalid' })

    expect((await call('DELETE', `/api/services/${id}/preview-links/${link._id}`)).statusCode).toBe(200)
    expect(await drafts.open(token)).toEqual({ status: 'revoked' })
    expect(
      (await call('DELETE', `/api/services/${id}/preview-links/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404)
    for (const expiresInDays of [0, 91, 1.5]) {
      const refused = await call('POST', `/api/services/${id}/preview-links`, { expiresInDays })
      expect(refused.statusCode, String(expiresInDays)).toBe(400)
    }
  })

  it('gives the editor a short-lived preview of the draft as it is now', async () => {
    const id = await newService('Maintenance')
    await call('PUT', `/api/services/${id}/draft`, { title: 'Maintenance plans' })
    const preview = (await call('POST', `/api/services/${id}/preview`)).json().data
    const token = preview.url.split('/preview/')[1]
    expect(await h.app.services.drafts.open(token)).toMatchObject({
      status: 'ok',
      fields: { title: 'Maintenance plans' },
      shared: false,
    })
    expect(await h.app.services.drafts.open(token, new Date(Date.now() + 31 * 60_000))).toEqual({
      status: 'expired',
    })
    expect(await h.app.services.drafts.open(token.replace(id, crypto.randomUUID()))).toEqual({
      status: 'invalid',
    })
  })

  it('is for the roles that edit the content', async () => {
    const id = await newService('Training')
    expect((await call('PUT', `/api/services/${id}/draft`, { title: 'T' }, false)).statusCode).toBe(401)
    const support = await adminSession(h.app, h.db, 'support')
    const refused = await h.app.inject({ method: 'GET', url: '/api/drafts', headers: support.headers })
    expect(refused.statusCode).toBe(403)
    const editor = await adminSession(h.app, h.db, 'editor')
    const allowed = await h.app.inject({
      method: 'PUT',
      url: '/api/company/info/draft',
      headers: editor.headers,
      payload: { faq: [] },
    })
    expect(allowed.statusCode).toBe(200)
  })
})
