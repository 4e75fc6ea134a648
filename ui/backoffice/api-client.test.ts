import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession } from '../../tests/helpers/auth'
import { createTestApp } from '../../tests/helpers/test-app'
import {
  ApiError,
  CONNECTION_MESSAGE,
  createApiClient,
  imageUrlFromUpload,
  isInvalidUploadResponse,
  NO_RESPONSE_MESSAGE,
  resolveErrorMessage,
  unwrapData,
  unwrapList,
} from './api-client'

describe('the back-office API client rules', () => {
  it('resolves messages in the documented order (docs/product.md#error-messages)', () => {
    expect(
      resolveErrorMessage({ body: { message: 'Service not found' }, status: 404, statusText: 'Not Found' }),
    ).toBe('Service not found')
    expect(resolveErrorMessage({ body: {}, status: 502, statusText: 'Bad Gateway' })).toBe(
      'Error 502: Bad Gateway',
    )
    expect(resolveErrorMessage({ noResponse: true })).toBe(NO_RESPONSE_MESSAGE)
    expect(resolveErrorMessage({})).toBe(CONNECTION_MESSAGE)
  })

  it('accepts lists bare, under data, or under data.data', () => {
    expect(unwrapList([1, 2])).toEqual([1, 2])
    expect(unwrapList({ success: true, data: [1] })).toEqual([1])
    expect(unwrapList({ data: { data: [3] } })).toEqual([3])
    expect(unwrapList({ data: { items: [] } })).toEqual([])
    expect(unwrapData({ success: true, data: { a: 1 } })).toEqual({ a: 1 })
  })

  it('reads the image URL from every upload answer shape, and says what is missing', () => {
    expect(imageUrlFromUpload({ data: { imageUrl: '/uploads/a.webp' } })).toBe('/uploads/a.webp')
    expect(imageUrlFromUpload({ data: { url: '/uploads/b.webp' } })).toBe('/uploads/b.webp')
    expect(imageUrlFromUpload({ data: { data: { imageUrl: '/uploads/c.webp' } } })).toBe('/uploads/c.webp')
    expect(imageUrlFromUpload({ imageUrl: '/uploads/d.webp' })).toBe('/uploads/d.webp')
    expect(imageUrlFromUpload({ secure_url: 'https://cdn.example/e.webp' })).toBe(
      'https://cdn.example/e.webp',
    )
    expect(() => imageUrlFromUpload(undefined)).toThrow('Upload API returned an empty response')
    expect(() => imageUrlFromUpload({ data: {} })).toThrow('Upload API did not return an image URL')
  })

  it('tells an invalid upload response from a failed transfer', () => {
    const caught = (body: unknown) => {
      try {
        imageUrlFromUpload(body)
      } catch (error) {
        return error
      }
    }
    expect(isInvalidUploadResponse(caught(undefined))).toBe(true)
    expect(isInvalidUploadResponse(caught({ data: {} }))).toBe(true)
    expect(isInvalidUploadResponse(new ApiError(NO_RESPONSE_MESSAGE))).toBe(false)
    expect(isInvalidUploadResponse(new ApiError('File too large. Maximum size is 5MB.', 413))).toBe(false)
  })
})

describe('the back-office API client against the real server', () => {
  let h: Awaited<ReturnType<typeof createTestApp>>
  let base: string
  let token: string
  beforeAll(async () => {
    h = await createTestApp()
    token = (await adminSession(h.app, h.db)).token
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    const address = h.app.server.address() as { port: number }
    base = `http://127.0.0.1:${address.port}/api`
  })
  afterAll(async () => {
    await h.close()
  })

  it('sends the bearer token and unwraps the envelope', async () => {
    const client = createApiClient({ getToken: () => token, baseUrl: base })
    const created = unwrapData<{ _id: string; title: string }>(
      await client.post('/services', { title: 'Client-made', shortDescription: 'Through the admin client' }),
    )
    expect(created.title).toBe('Client-made')
    const list = unwrapList<{ _id: string }>(await client.get('/services', { query: { status: 'active' } }))
    expect(list.map((service) => service._id)).toContain(created._id)
  })

  it('turns an error envelope into an ApiError with the server’s message and field errors', async () => {
    const client = createApiClient({ getToken: () => token, baseUrl: base })
    const error = await client.post('/services', { title: '' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).message).toBe('Service title is required')
    expect((error as ApiError).errors).toMatchObject({ shortDescription: 'Short description is required' })
  })

  it('calls onUnauthorized on a 401 so the session can sign out', async () => {
    let signedOut = 0
    const client = createApiClient({
      getToken: () => 'not.a.token',
      baseUrl: base,
      onUnauthorized: () => signedOut++,
    })
    await expect(client.get('/auth/verify')).rejects.toBeInstanceOf(ApiError)
    expect(signedOut).toBe(1)
  })

  it('says so when nothing answers', async () => {
    const client = createApiClient({ getToken: () => null, baseUrl: 'http://127.0.0.1:1/api' })
    await expect(client.get('/services')).rejects.toThrow(NO_RESPONSE_MESSAGE)
  })
})
