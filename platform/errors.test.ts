import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { frameworkErrorHandler } from './errors'

describe('frameworkErrorHandler', () => {
  it('answers what Fastify refuses before routing with a 4xx: plain text for pages', async () => {
    const app = Fastify({ frameworkErrors: frameworkErrorHandler })
    app.get('/service/:id', async () => 'page')
    const response = await app.inject({ method: 'GET', url: '/service/%ED%A0%80' })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe('The address is not valid: it has a malformed percent-encoding.')
    await app.close()
  })
})
