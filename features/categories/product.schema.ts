import { z } from 'zod'
import {
  altTextField,
  optionalText,
  requiredText,
  recordSchema,
  optionalImageUrl,
} from '../../platform/fields'
import { orderField } from './category.fields'

const PRICE_NOT_A_NUMBER = 'Price must be a number'

/**
 * A price in the currency's units, rounded to cents; null or an empty string means "price on request" (the site
 * shows 'Contact us'). Numeric strings are accepted, as number inputs send them.
 */
export const priceField = z
  .union([z.number(), z.string()], { error: PRICE_NOT_A_NUMBER })
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null
    const text = typeof value === 'string' ? value.trim() : String(value)
    if (text === '') return null
    const price = Number(text)
    if (!Number.isFinite(price)) {
      ctx.addIssue({ code: 'custom', message: PRICE_NOT_A_NUMBER })
      return z.NEVER
    }
    if (price < 0) {
      ctx.addIssue({ code: 'custom', message: 'Price must be zero or more' })
      return z.NEVER
    }
    const cents = Math.round(price * 100) / 100
    // The column is numeric(12, 2): at most 9999999999.99 once rounded (9999999999.995 rounds up past it).
    if (cents >= 1e10) {
      ctx.addIssue({ code: 'custom', message: 'Price is too large' })
      return z.NEVER
    }
    return cents
  })

const fields = {
  name: requiredText('Name is required', 200, 'Name must be at most 200 characters'),
  description: optionalText(5000, 'Description must be less than 5000 characters'),
  imageUrl: optionalImageUrl,
  imageAlt: altTextField,
  price: priceField,
  isNew: z.boolean({ error: 'isNew must be true or false' }),
  isEcoFriendly: z.boolean({ error: 'isEcoFriendly must be true or false' }),
  order: orderField('Order must be a number', 'Order must be between 0 and 1000000'),
}

/** POST /categories/{id}/products: a name is required; no price means 'Contact us'. */
export const ProductInputSchema = z
  .object(fields)
  .partial({ description: true, imageUrl: true, price: true, order: true })
  .extend({ isNew: fields.isNew.default(false), isEcoFriendly: fields.isEcoFriendly.default(false) })
export type ProductInput = z.infer<typeof ProductInputSchema>

/** PUT /categories/{id}/products/{productId}: only the fields sent change. */
export const ProductUpdateSchema = z.object(fields).partial()
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>

export const ProductSchema = recordSchema({
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  price: z.number().nullable(),
  isNew: z.boolean(),
  isEcoFriendly: z.boolean(),
  order: z.number(),
  category: z.string(),
})
export type Product = z.infer<typeof ProductSchema>
