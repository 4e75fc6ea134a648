import { z } from 'zod'

/** Field builders shared by every entity schema (API and admin forms alike). */

export const requiredText = (message: string, max = 500, maxMessage = `Must be at most ${max} characters`) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage)

export const optionalText = (max = 5000, maxMessage = `Must be at most ${max} characters`) =>
  z.string().trim().max(max, maxMessage)

export const emailField = (requiredMessage = 'Email is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((value) => value.toLowerCase())

/** An image reference: a path in media storage (/uploads/…) or an absolute http(s) URL. */
export const imageUrlField = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine(
    (value) =>
      (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..')) ||
      /^https?:\/\/[^\s"'<>]+$/i.test(value),
    'Please enter a valid image URL',
  )

/** An optional web address; empty means none. */
export const websiteField = (message = 'Please enter a valid website URL') =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((value) => value === '' || isHttpUrl(value), message)

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const IdParamsSchema = z.object({ id: z.string().max(100) })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether an id can exist at all; anything else is answered as "not found" without asking the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/** Boolean query flags as the spec's calls send them: "true" / "false". */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional()
