/**
 * The back-office's HTTP client for the REST API (docs/product.md#api, docs/product.md#error-messages).
 * Browser-only; no server imports.
 */

export const API_BASE = '/api'
export const API_TIMEOUT_MS = 30_000
export const UPLOAD_TIMEOUT_MS = 120_000

export const NO_RESPONSE_MESSAGE = 'No response received from server. Please check your connection.'
export const CONNECTION_MESSAGE = 'An error occurred while connecting to the server'
export const GENERIC_MESSAGE = 'An error occurred'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Envelope = { success?: boolean; message?: unknown; errors?: unknown; data?: unknown }

/**
 * docs/product.md#error-messages: the server's message; else 'Error {status}: {statusText}'; else, when nothing
 * came back, the no-response sentence; else the connection sentence.
 */
export function resolveErrorMessage(input: {
  body?: unknown
  status?: number
  statusText?: string
  noResponse?: boolean
}): string {
  const message = (input.body as Envelope | undefined)?.message
  if (typeof message === 'string' && message.trim()) return message
  if (input.status) return `Error ${input.status}: ${input.statusText || 'Request failed'}`
  if (input.noResponse) return NO_RESPONSE_MESSAGE
  return CONNECTION_MESSAGE
}

/** docs/product.md#api: a list may come bare, under data, or under data.data. */
export function unwrapList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[]
  const data = (body as Envelope | undefined)?.data
  if (Array.isArray(data)) return data as T[]
  const nested = (data as Envelope | undefined)?.data
  if (Array.isArray(nested)) return nested as T[]
  return []
}

/** The payload of a success envelope (or the body itself when it has none). */
export function unwrapData<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body) return (body as Envelope).data as T
  return body as T
}

type RequestOptions = {
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  timeoutMs?: number
  signal?: AbortSignal
}

export type ApiClientOptions = {
  getToken: () => string | null
  /** Called on a 401 from any call (the session signs out). */
  onUnauthorized?: () => void
  baseUrl?: string
}

export function createApiClient({ getToken, onUnauthorized, baseUrl = API_BASE }: ApiClientOptions) {
  function url(path: string, query?: RequestOptions['query']) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== '') search.set(key, String(value))
    }
    const qs = search.toString()
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`
  }

  function headers(extra: Record<string, string> = {}) {
    const token = getToken()
    return { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra }
  }

  function fail(status: number | undefined, statusText: string | undefined, body: unknown): never {
    if (status === 401) onUnauthorized?.()
    const errors = (body as Envelope | undefined)?.errors
    throw new ApiError(
      resolveErrorMessage({ body, status, statusText }),
      status,
      errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined,
    )
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    let response: Response
    try {
      response = await fetch(url(path, options.query), {
        method,
        credentials: 'include',
        headers: headers(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      })
    } catch (error) {
      const noResponse = (error as Error).name === 'TimeoutError' || (error as Error).name === 'TypeError'
      throw new ApiError(noResponse ? NO_RESPONSE_MESSAGE : CONNECTION_MESSAGE)
    }
    const text = await response.text()
    let body: unknown = undefined
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    // docs/product.md#error-messages: any body with success set to false is an error, whatever the status.
    if (!response.ok || (body as Envelope | undefined)?.success === false) {
      fail(response.status, response.statusText, body)
    }
    return body as T
  }

  /**
   * Multipart upload of one file with progress, 120 s timeout (docs/product.md#image-uploads): an image in the
   * field `image` unless `options.field` names another (a CSV import's `file`), `options.query` in the address.
   */
  function upload<T>(
    path: string,
    file: Blob,
    onProgress?: (fraction: number) => void,
    options: { field?: string; query?: RequestOptions['query'] } = {},
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', url(path, options.query))
      xhr.timeout = UPLOAD_TIMEOUT_MS
      xhr.withCredentials = true
      for (const [key, value] of Object.entries(headers())) xhr.setRequestHeader(key, value)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total)
      }
      xhr.onload = () => {
        let body: unknown
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
        } catch {
          body = undefined
        }
        if (xhr.status < 200 || xhr.status >= 300 || (body as Envelope | undefined)?.success === false) {
          try {
            fail(xhr.status, xhr.statusText, body)
          } catch (error) {
            reject(error)
          }
          return
        }
        resolve(body as T)
      }
      xhr.onerror = () => reject(new ApiError(NO_RESPONSE_MESSAGE))
      xhr.ontimeout = () => reject(new ApiError(NO_RESPONSE_MESSAGE))
      const form = new FormData()
      form.append(options.field ?? 'image', file)
      xhr.send(form)
    })
  }

  /**
   * A file from the API (CSV export, a privacy export): its bytes and the name the server gives it. GET, or POST
   * with a JSON body when what the file is about should not be in the URL.
   */
  async function download(
    path: string,
    options: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number } = {},
  ): Promise<{ blob: Blob; filename: string | null }> {
    const { method = 'GET', body, timeoutMs = API_TIMEOUT_MS } = options
    let response: Response
    try {
      response = await fetch(url(path), {
        method,
        credentials: 'include',
        headers: headers(
          body === undefined ? { accept: '*/*' } : { accept: '*/*', 'content-type': 'application/json' },
        ),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      throw new ApiError(NO_RESPONSE_MESSAGE)
    }
    if (!response.ok) {
      let body: unknown
      try {
        body = await response.json()
      } catch {
        body = undefined
      }
      fail(response.status, response.statusText, body)
    }
    const disposition = response.headers.get('content-disposition') ?? ''
    return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null }
  }

  return {
    download,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    upload,
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** The upload checks on what came back (docs/product.md#image-uploads). */
export function imageUrlFromUpload(body: unknown): string {
  if (body === undefined || body === null || body === '')
    throw new ApiError('Upload API returned an empty response')
  const data = (body as Envelope).data as Record<string, unknown> | undefined
  const root = body as Record<string, unknown>
  const candidate =
    data?.imageUrl ??
    data?.url ??
    (data?.data as Record<string, unknown> | undefined)?.imageUrl ??
    root.imageUrl ??
    root.secure_url
  if (typeof candidate !== 'string' || !candidate)
    throw new ApiError('Upload API did not return an image URL')
  return candidate
}

/**
 * Whether an upload failed on what came back (empty, or without an image URL) rather than in transfer, so a
 * form can say 'invalid response' (docs/product.md#image-uploads) instead of asking to try again.
 */
export function isInvalidUploadResponse(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === undefined &&
    (error.message === 'Upload API returned an empty response' ||
      error.message === 'Upload API did not return an image URL')
  )
}
