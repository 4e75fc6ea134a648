import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'

export type FieldErrors = Record<string, string>

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Whether the message may be shown to the caller; 5xx messages never are. */
    readonly expose = statusCode < 500,
    /** For 429 and 503: when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'AppError'
  }

  static badRequest(message: string, errors?: FieldErrors) {
    return new AppError(400, message, errors)
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(401, message)
  }
  static forbidden(message: string) {
    return new AppError(403, message)
  }
  static notFound(message = 'Not found') {
    return new AppError(404, message)
  }
  static conflict(message: string, errors?: FieldErrors) {
    return new AppError(409, message, errors)
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, message, undefined, true, retryAfterSeconds)
  }
  static unavailable(message = 'The database is unavailable. Please try again in a moment.') {
    return new AppError(503, message, undefined, true)
  }
}

export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    errors[key] ??= issue.message
  }
  return errors
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
])

/** Whether an error (or its cause) says the database connection is gone rather than the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true
    const message = (current as { message?: unknown }).message
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(message)
    )
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The unique index a database error (or its cause) violates, if that is what it is. */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (code === '23505' && typeof constraint === 'string') return constraint
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** One error handler for the whole API: every failure leaves in the envelope `{ success: false, message, errors? }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (!error.expose) request.log.error({ err: error }, 'request failed')
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.status(error.statusCode).send({
        success: false,
        message: error.expose ? error.message : 'Internal server error',
        ...(error.errors ? { errors: error.errors } : {}),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {}
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        errors[key] ??= issue.message ?? 'Invalid value'
      }
      return reply
        .status(400)
        .send({ success: false, message: Object.values(errors)[0] ?? 'Invalid input', errors })
    }
    if (error instanceof ZodError) {
      const errors = fieldErrorsFromZod(error)
      return reply
        .status(400)
        .send({ success: false, message: Object.values(errors)[0] ?? 'Invalid input', errors })
    }
    if (uniqueViolationOf(error)?.endsWith('_slug_idx')) {
      // Two saves chose the same address at once: the second is told, as if it had been taken before.
      const message = 'This address was just taken by another item. Choose another one.'
      return reply.status(409).send({ success: false, message, errors: { slug: message } })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply.status(503).send({ success: false, message: AppError.unavailable().message })
    }
    const status = (error as FastifyError).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientErrorMessage(error as FastifyError) })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ success: false, message: 'Internal server error' })
  })
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a malformed percent-encoding, an over-long path
 * parameter), in the API's envelope under /api and as plain text for pages.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400
  const message = status < 500 ? clientErrorMessage(error) : 'Internal server error'
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  if (/^\/api(?:[/?]|$)/.test(request.url)) return reply.status(status).send({ success: false, message })
  return reply.status(status).type('text/plain; charset=utf-8').send(message)
}

/** Fastify's own 4xx errors (body parsing, limits, malformed addresses) in words a caller can act on. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid: it has a malformed percent-encoding.'
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address is too long.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type. Send JSON (application/json) or multipart/form-data for uploads.'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; JSON was expected.'
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.'
    default:
      return error.message
  }
}
