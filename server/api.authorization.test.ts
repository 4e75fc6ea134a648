import { randomUUID } from 'node:crypto'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession } from '../tests/helpers/auth'
import { createTestApp } from '../tests/helpers/test-app'

/**
 * Every API route is for administrators unless it is on this list. A new public route fails this test until it is
 * added here — on purpose: making something public is a decision to review.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
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

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/')
const isFallback = (url: string) => url === '/api/*' || url === '/api' || url === '/api/'

describe('authorisation of every API route', () => {
  let h: Awaited<ReturnType<typeof createTestApp>>
  let tokens: Record<string, string>

  beforeAll(async () => {
    h = await createTestApp()
    const { admin } = await adminSession(h.app, h.db)
    const now = Math.floor(Date.now() / 1000)
    const key = new TextEncoder().encode(h.config.jwtSecret)
    tokens = {
      expired: await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 60)
        .sign(key),
      'signed by another key': await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode('a-different-key-of-sufficient-length-123')),
      'alg none': new UnsecuredJWT({ ver: 0 })
        .setSubject(admin.id)
        .setExpirationTime(now + 3600)
        .encode(),
      'no expiry': await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .sign(key),
    }
  })
  afterAll(async () => {
    await h.close()
  })

  const apiRoutes = () =>
    h.app.routeTable.filter(
      (route) => route.url.startsWith('/api') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    )

  it('declares exactly the reviewed public routes as public', () => {
    const declared = apiRoutes()
      .filter((route) => route.isPublic && !isDocs(route.url) && !isFallback(route.url))
      .map((route) => `${route.method} ${route.url}`)
    expect(new Set(declared)).toEqual(PUBLIC_ROUTES)
  })

  it('answers 401 on every other route without a token and with bad tokens', async () => {
    const protectedRoutes = apiRoutes().filter((route) => !route.isPublic)
    expect(protectedRoutes.length).toBeGreaterThan(5)
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:\w+/g, () => randomUUID()).replace('*', 'x')
      const variants: Record<string, Record<string, string>> = {
        'no token': {},
        ...Object.fromEntries(
          Object.entries(tokens).map(([name, token]) => [name, { authorization: `Bearer ${token}` }]),
        ),
      }
      for (const [name, headers] of Object.entries(variants)) {
        const response = await h.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        })
        expect(response.statusCode, `${route.method} ${route.url} with ${name}`).toBe(401)
        expect(response.json().success).toBe(false)
      }
    }
  })
})
