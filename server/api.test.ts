import { describe, expect, it } from 'vitest'
import { useTestApp } from '../tests/helpers/test-app'

describe('the API surface', () => {
  const h = useTestApp()

  it('publishes an OpenAPI 3.1 document that lists every route', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([url, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
      ),
    )
    const routes = h.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        !['/api/*', '/api/openapi.json'].includes(route.url) &&
        !['HEAD', 'OPTIONS'].includes(route.method),
    )
    expect(routes.length).toBeGreaterThan(5)
    for (const route of routes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}')
      expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${openApiPath}`)
    }
    // Request bodies come from the zod schemas, with their constraints.
    const login = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema
    expect(login.required).toEqual(['email', 'password'])
  })

  it('serves the browsable documentation from this server', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/)
  })

  it('sends security headers and no CORS permission to other origins', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/services',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuses bodies over the limit with 413 and a clear message', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large.' })
  })

  it('answers unknown addresses under /api, /api itself included, in the envelope', async () => {
    for (const url of ['/api', '/api/', '/api/nothing/here']) {
      const response = await h.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({ success: false, message: `No API route for GET ${url}` })
    }
  })

  it('answers a malformed percent-encoding in a path with 400 in the envelope', async () => {
    for (const url of ['/api/services/%ED%A0%80', '/api/services/%', '/api/categories/%zz/products']) {
      const response = await h.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual({
        success: false,
        message: 'The address is not valid: it has a malformed percent-encoding.',
      })
    }
  })

  // The auth suite's non-JSON body is here too: a body the parser refuses is an error answer, never a 500.
  it.each([
    ['answers 400, not 500, to a body that is not JSON', 'application/json', '{"email": ', 400],
    ['answers an unsupported content type with 415', 'text/xml', '<login/>', 415],
  ])('%s', async (_, contentType, payload, status) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType },
      payload,
    })
    expect(response.statusCode).toBe(status)
    expect(response.json().success).toBe(false)
  })
})
