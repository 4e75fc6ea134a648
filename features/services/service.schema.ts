import { z } from 'zod'
import {
  altTextField,
  imageUrlField,
  optionalText,
  requiredText,
  recordSchema,
  SeoSchema,
} from '../../platform/fields'
import { addressInputFields } from '../../platform/slugs'

export const SERVICE_STATUSES = ['active', 'inactive'] as const
export const ServiceStatusSchema = z.enum(SERVICE_STATUSES, { error: 'Status must be active or inactive' })

const fields = {
  title: requiredText('Service title is required', 150, 'Service title must be at most 150 characters'),
  shortDescription: requiredText(
    'Short description is required',
    500,
    'Short description must be at most 500 characters',
  ),
  description: optionalText(5000),
  fullDescription: optionalText(20000, 'Full description must be at most 20000 characters'),
  /** HTML; sanitised by the service before it is stored. */
  details: optionalText(50000),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A feature cannot be empty')
        .max(200, 'A feature must be at most 200 characters'),
    )
    .max(30, 'At most 30 features'),
  status: ServiceStatusSchema,
  order: z.number().int().min(0).max(1_000_000),
  images: z.array(imageUrlField).max(20, 'At most 20 images'),
  mainImageUrl: imageUrlField.nullable(),
  mainImageAlt: altTextField,
  /**
   * The gallery images' alt texts (docs/product.md#alt-text), each named by its address: an image not named keeps
   * its own.
   */
  imageAlts: z
    .array(z.object({ url: z.string().trim().max(2100), alt: altTextField }))
    .max(20, 'At most 20 images'),
  /** Its search title, description and social image (docs/product.md#seo). */
  seo: SeoSchema,
  ...addressInputFields,
}

/** POST /services: title and short description required; status active by default. */
export const ServiceInputSchema = z
  .object(fields)
  .partial()
  .extend({
    title: fields.title,
    shortDescription: fields.shortDescription,
    status: fields.status.default('active'),
  })
export type ServiceInput = z.infer<typeof ServiceInputSchema>

/** PUT /services/{id}: only the fields sent change. */
export const ServiceUpdateSchema = z.object(fields).partial()
export type ServiceUpdate = z.infer<typeof ServiceUpdateSchema>

/** POST /services/{id}/images: the image, with its alt text when one is given (an image already there takes it). */
export const ServiceImageInputSchema = z.object({ imageUrl: imageUrlField, alt: altTextField })

/** A gallery image: its alt text is null when none was given (the site describes it), '' when it only decorates. */
export const ServiceImageSchema = z.object({ _id: z.string(), url: z.string(), alt: z.string().nullable() })

export const ServiceSchema = recordSchema({
  title: z.string(),
  /** Its readable address: /service/{slug} (docs/product.md#addresses). */
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  details: z.string(),
  mainImageUrl: z.string().nullable(),
  mainImageAlt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  seo: SeoSchema,
  images: z.array(z.string()),
  gallery: z.array(ServiceImageSchema),
  features: z.array(z.string()),
  status: ServiceStatusSchema,
  order: z.number(),
})
export type Service = z.infer<typeof ServiceSchema>

export const ServiceListQuerySchema = z.object({
  status: ServiceStatusSchema.optional(),
})
