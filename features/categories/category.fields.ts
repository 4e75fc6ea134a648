import { z } from 'zod'

/** Field builders shared by the category, event and product schemas. */

/** A media storage identifier, or none. */
export const optionalPublicId = z
  .string()
  .trim()
  .max(500, 'Image id is too long')
  .nullable()
  .transform((value) => value || null)

/** A whole number from 0 to 1,000,000, sent as a number or as a numeric string (number inputs give strings). */
export const orderField = (message: string, rangeMessage: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : String(value)
    const order = text === '' ? Number.NaN : Number(text)
    if (!Number.isInteger(order)) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    if (order < 0 || order > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: rangeMessage })
      return z.NEVER
    }
    return order
  })
