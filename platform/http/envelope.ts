import { z } from 'zod'

/** The API's success envelope as a schema, for the OpenAPI document. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data })

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})

/** Error responses documented on every route that can produce them. */
export const errorResponses = {
  400: ErrorEnvelopeSchema.describe('Invalid input; field messages under errors'),
  401: ErrorEnvelopeSchema.describe('Missing, invalid or expired token, or a session that has ended'),
  403: ErrorEnvelopeSchema.describe('The caller’s role does not allow this'),
  404: ErrorEnvelopeSchema.describe('Not found'),
}
