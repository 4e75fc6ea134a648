import { z } from 'zod'
import {
  altTextField,
  declaredText,
  optionalImageUrl,
  websiteField,
  recordSchema,
} from '../../platform/fields'
import { PARTNER_FIELDS } from './partner.content-type'

const WEBSITE_MESSAGE = 'Please enter a valid website URL'
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i
const BARE_HOST = /^[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/

/**
 * A partner's web address: empty means none (stored as null). A bare host such as "www.example.com" gets
 * "https://" in front, so that the public 'Visit Website' link does not become a path on this site.
 */
const website = z
  .string({ error: WEBSITE_MESSAGE })
  .trim()
  .max(2048, WEBSITE_MESSAGE)
  .transform((value) =>
    value && !HAS_SCHEME.test(value) && BARE_HOST.test(value) ? `https://${value}` : value,
  )
  .pipe(websiteField(WEBSITE_MESSAGE))
  .nullable()
  .transform((value) => value || null)

const fields = {
  name: declaredText(PARTNER_FIELDS, 'name'),
  description: declaredText(PARTNER_FIELDS, 'description'),
  website,
  logo: optionalImageUrl,
  logoAlt: altTextField,
  order: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(1_000_000, 'Order must be at most 1000000'),
}

/** POST /partners: website, logo and order optional (a new partner goes last). */
export const PartnerInputSchema = z.object(fields).partial({ website: true, logo: true, order: true })
export type PartnerInput = z.infer<typeof PartnerInputSchema>

/** PUT /partners/{id}: only the fields sent change. */
export const PartnerUpdateSchema = z.object(fields).partial()
export type PartnerUpdate = z.infer<typeof PartnerUpdateSchema>

export const PartnerSchema = recordSchema({
  name: z.string(),
  logo: z.string().nullable(),
  logoAlt: z.string().nullable(),
  description: z.string(),
  website: z.string().nullable(),
  order: z.number(),
})
export type Partner = z.infer<typeof PartnerSchema>
