import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessions } from '../features/auth/sessions'
import { createTokenService } from '../features/auth/tokens'
import { ACCESS, type Access, ROLES, type Role } from '../platform/auth/access'
import { adminUsers } from '../platform/db/tables'
import { createAdmin } from '../tests/helpers/auth'
import { createTestApp } from '../tests/helpers/test-app'
import type { RouteEntry } from './app'

/**
 * Every API route is for staff unless it is on this list. A new public route fails this test until it is added
 * here — on purpose: making something public is a decision to review.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/login/2fa',
  'POST /api/auth/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/invitations/lookup',
  'POST /api/invitations/accept',
  'GET /api/services',
  'GET /api/services/active',
  'GET /api/services/:id',
  'GET /api/categories',
  'GET /api/categories/:id',
  'GET /api/categories/:id/events',
  'GET /api/categories/:id/products',
  'GET /api/events',
  'GET /api/events/:id',
  'GET /api/team',
  'GET /api/team/:id',
  'GET /api/partners',
  'GET /api/partners/:id',
  'GET /api/clients',
  'GET /api/clients/:id',
  'GET /api/company/info',
  'GET /api/company/social-media',
  'GET /api/company/hero-images',
  'POST /api/contact',
  'POST /api/newsletter',
  'GET /api/openapi.json',
])

/**
 * Who may call each staff route (docs/product.md#roles): a group of platform/auth/access.ts. A new staff route fails
 * this test until it is added here, and a route whose declaration changes fails until this table says so.
 */
const STAFF_ROUTES: Record<string, keyof typeof ACCESS> = {
  // Every content type's history, drafts, previews and share links, and the trash (issue 24).
  'GET /api/services/:id/revisions': 'content',
  'GET /api/services/:id/revisions/:revisionId': 'content',
  'POST /api/services/:id/revisions/:revisionId/restore': 'content',
  'POST /api/services/draft': 'content',
  'GET /api/services/:id/draft': 'content',
  'PUT /api/services/:id/draft': 'content',
  'DELETE /api/services/:id/draft': 'content',
  'POST /api/services/:id/publish': 'content',
  'POST /api/services/:id/preview': 'content',
  'GET /api/services/:id/preview-links': 'content',
  'POST /api/services/:id/preview-links': 'content',
  'DELETE /api/services/:id/preview-links/:linkId': 'content',
  'GET /api/categories/:id/revisions': 'content',
  'GET /api/categories/:id/revisions/:revisionId': 'content',
  'POST /api/categories/:id/revisions/:revisionId/restore': 'content',
  'POST /api/categories/draft': 'content',
  'GET /api/categories/:id/draft': 'content',
  'PUT /api/categories/:id/draft': 'content',
  'DELETE /api/categories/:id/draft': 'content',
  'POST /api/categories/:id/publish': 'content',
  'POST /api/categories/:id/preview': 'content',
  'GET /api/categories/:id/preview-links': 'content',
  'POST /api/categories/:id/preview-links': 'content',
  'DELETE /api/categories/:id/preview-links/:linkId': 'content',
  'GET /api/team/:id/revisions': 'content',
  'GET /api/team/:id/revisions/:revisionId': 'content',
  'POST /api/team/:id/revisions/:revisionId/restore': 'content',
  'POST /api/team/draft': 'content',
  'GET /api/team/:id/draft': 'content',
  'PUT /api/team/:id/draft': 'content',
  'DELETE /api/team/:id/draft': 'content',
  'POST /api/team/:id/publish': 'content',
  'POST /api/team/:id/preview': 'content',
  'GET /api/team/:id/preview-links': 'content',
  'POST /api/team/:id/preview-links': 'content',
  'DELETE /api/team/:id/preview-links/:linkId': 'content',
  'GET /api/partners/:id/revisions': 'content',
  'GET /api/partners/:id/revisions/:revisionId': 'content',
  'POST /api/partners/:id/revisions/:revisionId/restore': 'content',
  'GET /api/partners/:id/draft': 'content',
  'PUT /api/partners/:id/draft': 'content',
  'DELETE /api/partners/:id/draft': 'content',
  'POST /api/partners/:id/publish': 'content',
  'POST /api/partners/:id/preview': 'content',
  'GET /api/partners/:id/preview-links': 'content',
  'POST /api/partners/:id/preview-links': 'content',
  'DELETE /api/partners/:id/preview-links/:linkId': 'content',
  'GET /api/clients/:id/revisions': 'content',
  'GET /api/clients/:id/revisions/:revisionId': 'content',
  'POST /api/clients/:id/revisions/:revisionId/restore': 'content',
  'POST /api/clients/draft': 'content',
  'GET /api/clients/:id/draft': 'content',
  'PUT /api/clients/:id/draft': 'content',
  'DELETE /api/clients/:id/draft': 'content',
  'POST /api/clients/:id/publish': 'content',
  'POST /api/clients/:id/preview': 'content',
  'GET /api/clients/:id/preview-links': 'content',
  'POST /api/clients/:id/preview-links': 'content',
  'DELETE /api/clients/:id/preview-links/:linkId': 'content',
  'GET /api/company/info/revisions': 'settings',
  'GET /api/company/info/revisions/:revisionId': 'settings',
  'POST /api/company/info/revisions/:revisionId/restore': 'settings',
  'GET /api/company/info/draft': 'content',
  'PUT /api/company/info/draft': 'content',
  'DELETE /api/company/info/draft': 'content',
  'POST /api/company/info/publish': 'content',
  'POST /api/company/info/preview': 'content',
  'GET /api/company/info/preview-links': 'content',
  'POST /api/company/info/preview-links': 'content',
  'DELETE /api/company/info/preview-links/:linkId': 'content',
  'GET /api/drafts': 'content',
  'GET /api/trash': 'content',
  'GET /api/trash/contents': 'content',
  'GET /api/trash/types': 'content',
  'POST /api/trash': 'content',
  'POST /api/trash/:groupId/restore': 'content',
  'DELETE /api/trash/:groupId': 'content',
  // The redirect manager and the 404 log (issue 25).
  'GET /api/redirects': 'content',
  'GET /api/redirects/export': 'content',
  'GET /api/redirects/:id': 'content',
  'POST /api/redirects': 'content',
  'PUT /api/redirects/:id': 'content',
  'DELETE /api/redirects/:id': 'content',
  'POST /api/redirects/import': 'content',
  'GET /api/not-found': 'content',
  'DELETE /api/not-found/:id': 'content',
  'DELETE /api/not-found': 'content',
  'POST /api/auth/logout': 'signedIn',
  'GET /api/auth/2fa': 'signedIn',
  'POST /api/auth/2fa/setup': 'signedIn',
  'POST /api/auth/2fa/enable': 'signedIn',
  'POST /api/auth/2fa/disable': 'signedIn',
  'POST /api/auth/2fa/recovery-codes': 'signedIn',
  'GET /api/security/settings': 'staff',
  'PUT /api/security/settings': 'staff',
  'GET /api/auth/sessions': 'signedIn',
  'DELETE /api/auth/sessions/:id': 'signedIn',
  'POST /api/auth/sessions/end-others': 'signedIn',
  'GET /api/auth/verify': 'signedIn',
  'PUT /api/auth/update-credentials': 'signedIn',
  'POST /api/services': 'content',
  'PUT /api/services/:id': 'content',
  'DELETE /api/services/:id': 'content',
  'POST /api/services/:id/images': 'content',
  'DELETE /api/services/:id/images/:imageId': 'content',
  'PUT /api/services/:id/main-image': 'content',
  'POST /api/categories': 'content',
  'PUT /api/categories/:id': 'content',
  'DELETE /api/categories/:id': 'content',
  'PUT /api/categories/reorder': 'content',
  'PUT /api/categories/order': 'content',
  'PUT /api/team/order': 'content',
  'PUT /api/partners/order': 'content',
  'PUT /api/categories/:id/products/order': 'content',
  'POST /api/events': 'content',
  'PUT /api/events/:id': 'content',
  'DELETE /api/events/:id': 'content',
  'POST /api/categories/:id/events': 'content',
  'PUT /api/categories/:id/events/:eventId': 'content',
  'DELETE /api/categories/:id/events/:eventId': 'content',
  'POST /api/categories/:id/products': 'content',
  'PUT /api/categories/:id/products/:productId': 'content',
  'DELETE /api/categories/:id/products/:productId': 'content',
  'POST /api/team': 'content',
  'PUT /api/team/:id': 'content',
  'DELETE /api/team/:id': 'content',
  'POST /api/partners': 'content',
  'PUT /api/partners/:id': 'content',
  'DELETE /api/partners/:id': 'content',
  'POST /api/clients': 'content',
  'PUT /api/clients/:id': 'content',
  'DELETE /api/clients/:id': 'content',
  'PUT /api/company/info': 'settings',
  'PUT /api/company/content': 'content',
  'PUT /api/company/hero-images': 'content',
  'POST /api/upload': 'content',
  'POST /api/upload/company/hero': 'content',
  'POST /api/upload/categories': 'content',
  'POST /api/upload/services': 'content',
  'POST /api/upload/clients': 'content',
  'GET /api/upload/status': 'content',
  'GET /api/contact': 'inbox',
  'GET /api/contact/unread': 'inbox',
  'GET /api/contact/:id': 'inbox',
  'PATCH /api/contact/:id/read': 'inbox',
  'POST /api/contact/:id/reply': 'inbox',
  'PATCH /api/contact/:id/archive': 'inbox',
  'DELETE /api/contact/:id': 'inbox',
  'GET /api/newsletter': 'inbox',
  'GET /api/newsletter/export.csv': 'inbox',
  'GET /api/newsletter/announcements': 'inbox',
  'POST /api/newsletter/announcements/preview': 'inbox',
  'POST /api/newsletter/announcements/test': 'inbox',
  'POST /api/newsletter/announcements': 'inbox',
  'GET /api/newsletter/announcements/:id': 'inbox',
  'GET /api/newsletter/announcements/:id/recipients': 'inbox',
  'DELETE /api/newsletter/:id': 'inbox',
  'GET /api/mail': 'settings',
  'GET /api/audit': 'settings',
  'GET /api/audit/facets': 'settings',
  'GET /api/backups': 'staff',
  'GET /api/backups/status': 'staff',
  'POST /api/backups': 'staff',
  'GET /api/backups/:id/download': 'staff',
  'GET /api/schedules': 'content',
  'GET /api/changes/stream': 'content',
  'GET /api/schedules/summary': 'content',
  'GET /api/schedules/:scheduleId': 'content',
  'POST /api/schedules': 'content',
  'PUT /api/schedules/:scheduleId': 'content',
  'DELETE /api/schedules/:scheduleId': 'content',
  'GET /api/mail/summary': 'settings',
  'GET /api/mail/settings': 'settings',
  'PUT /api/mail/settings': 'settings',
  'GET /api/mail/:id': 'settings',
  'POST /api/mail/:id/retry': 'settings',
  'POST /api/privacy/lookup': 'settings',
  'POST /api/privacy/export': 'settings',
  'POST /api/privacy/erase': 'settings',
  'GET /api/privacy/requests': 'settings',
  'GET /api/system/status': 'settings',
  'GET /api/users': 'staff',
  'GET /api/users/invitations': 'staff',
  'POST /api/users/invitations': 'staff',
  'POST /api/users/invitations/:id/resend': 'staff',
  'DELETE /api/users/invitations/:id': 'staff',
  'PUT /api/users/:id': 'staff',
  'DELETE /api/users/:id': 'staff',
}

/**
 * Staff writes the audit log does not record as writes, and why: the preview changes nothing; two-factor sign-in
 * records its own security events (docs/product.md#two-factor-sign-in), and a wrong code must stay counted even
 * though the request fails.
 */
const NOT_AUDITED = new Set([
  // An editor's own preview address: nothing is written (share links, which are kept, are audited).
  'POST /api/services/:id/preview',
  'POST /api/categories/:id/preview',
  'POST /api/team/:id/preview',
  'POST /api/partners/:id/preview',
  'POST /api/clients/:id/preview',
  'POST /api/company/info/preview',
  'POST /api/newsletter/announcements/preview',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/2fa/recovery-codes',
])

/**
 * Routes that answer a stream kept open (server-sent events): an allowed call never ends, so it is not made here
 * (platform/change-feed.test.ts opens it over HTTP for each role); refusals end at once and are checked here.
 */
const STREAMS = new Set(['GET /api/changes/stream'])

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/')
const isFallback = (url: string) => url === '/api/*' || url === '/api' || url === '/api/'
const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`

describe('authorisation of every API route: role × route', () => {
  let h: Awaited<ReturnType<typeof createTestApp>>
  let sessions: ReturnType<typeof createSessions>
  const people = {} as Record<Role, Awaited<ReturnType<typeof createAdmin>>>
  let badTokens: Record<string, string>

  beforeAll(async () => {
    h = await createTestApp()
    sessions = createSessions(h.db, createTokenService(h.config.jwtSecret))
    for (const role of ROLES) people[role] = await createAdmin(h.db, { role })
    const owner = people.owner
    const now = Math.floor(Date.now() / 1000)
    const key = new TextEncoder().encode(h.config.jwtSecret)
    const open = await sessions.start(owner, { ip: '127.0.0.1', userAgent: 'test' })
    const sid = JSON.parse(Buffer.from(open.token.split('.')[1]!, 'base64url').toString()).sid as string
    // A session that was signed out: its token is otherwise perfectly valid.
    const ended = await sessions.start(owner, { ip: '127.0.0.1', userAgent: 'test' })
    const endedSid = JSON.parse(Buffer.from(ended.token.split('.')[1]!, 'base64url').toString()).sid as string
    await sessions.end(owner.id, endedSid)
    // A deactivated person's open session.
    const leaver = await createAdmin(h.db, { role: 'admin' })
    const leaverSession = await sessions.start(leaver, { ip: '127.0.0.1', userAgent: 'test' })
    await h.db.update(adminUsers).set({ status: 'deactivated' }).where(eq(adminUsers.id, leaver.id))
    badTokens = {
      expired: await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(owner.id)
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 60)
        .sign(key),
      'signed by another key': await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(owner.id)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode('a-different-key-of-sufficient-length-123')),
      'alg none': new UnsecuredJWT({ sid })
        .setSubject(owner.id)
        .setExpirationTime(now + 3600)
        .encode(),
      'no expiry': await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(owner.id)
        .sign(key),
      'another person’s session': await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(people.editor.id)
        .setExpirationTime(now + 3600)
        .sign(key),
      'revoked (signed out)': ended.token,
      'of a deactivated person': leaverSession.token,
    }
  })
  afterAll(async () => {
    await h.close()
  })

  const apiRoutes = () =>
    h.app.routeTable.filter(
      (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    )
  const staffRoutes = () => apiRoutes().filter((route) => !route.isPublic)

  let calls = 0
  // Each call from an address of its own: the anonymous ones (hundreds of 401s) would otherwise meet the
  // per-client limits (docs/decisions/0016), which answer 429 before any route is asked.
  const call = (route: RouteEntry, headers: Record<string, string>) =>
    h.app.inject({
      remoteAddress: `10.30.${Math.floor(++calls / 250) % 250}.${calls % 250}`,
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, () => randomUUID()).replace('*', 'x'),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    })

  it('declares exactly the reviewed public routes as public', () => {
    const declared = apiRoutes()
      .filter((route) => route.isPublic && !isDocs(route.url) && !isFallback(route.url))
      .map(keyOf)
    expect(new Set(declared)).toEqual(PUBLIC_ROUTES)
  })

  it('every staff route declares who may call it, as reviewed', () => {
    const declared = Object.fromEntries(staffRoutes().map((route) => [keyOf(route), route.access]))
    const undeclared = Object.entries(declared).filter(([, access]) => !access?.length)
    expect(undeclared.map(([key]) => key)).toEqual([])
    const reviewed = Object.fromEntries(
      Object.entries(STAFF_ROUTES).map(([key, group]) => [key, ACCESS[group] as Access]),
    )
    expect(declared).toEqual(reviewed)
  })

  it('answers 403 to every role a route does not allow, and lets the others through', async () => {
    const routes = staffRoutes()
    expect(routes.length).toBe(Object.keys(STAFF_ROUTES).length)
    for (const route of routes) {
      for (const role of ROLES) {
        // A fresh session each time: a route may end the one it is called with (sign-out).
        const { token } = await sessions.start(people[role], { ip: '127.0.0.1', userAgent: 'test' })
        const where = `${keyOf(route)} as ${role}`
        if (route.access!.includes(role) && STREAMS.has(keyOf(route))) continue
        const response = await call(route, { authorization: `Bearer ${token}` })
        if (route.access!.includes(role)) {
          expect([401, 403], where).not.toContain(response.statusCode)
          expect(response.statusCode, where).toBeLessThan(500)
        } else {
          expect(response.statusCode, where).toBe(403)
          expect(response.json().message, where).toBe(
            'Your role does not allow this. Ask an owner if you need it.',
          )
        }
      }
    }
  })

  it('answers 401 on every staff route without a token, and with expired, revoked or forged ones', async () => {
    for (const route of staffRoutes()) {
      const variants: Record<string, Record<string, string>> = {
        'no token': {},
        ...Object.fromEntries(
          Object.entries(badTokens).map(([name, token]) => [name, { authorization: `Bearer ${token}` }]),
        ),
      }
      for (const [name, headers] of Object.entries(variants)) {
        const response = await call(route, headers)
        expect(response.statusCode, `${keyOf(route)} with ${name}`).toBe(401)
        expect(response.json().success).toBe(false)
      }
    }
  })

  it('records every staff write in the audit log, but the reviewed exceptions', () => {
    const writes = staffRoutes().filter((route) => route.method !== 'GET')
    const unaudited = writes.filter((route) => !route.audited).map(keyOf)
    expect(new Set(unaudited)).toEqual(NOT_AUDITED)
  })
})
