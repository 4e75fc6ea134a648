import { z } from 'zod'
import {
  altTextField,
  emailField,
  imageUrlField,
  queryFlag,
  requiredText,
  recordSchema,
} from '../../platform/fields'

export const CLIENT_IMAGE_REQUIRED = 'Client image is required'
/** Where the client upload route stores images (POST /api/upload/clients). */
export const CLIENT_IMAGE_FOLDER = '/uploads/clients/'

const BARE_FILE_NAME = /^[a-z0-9][\w.-]*$/i

/**
 * docs/product.md#data: a client image is a full URL or a stored path. A bare file name ("anna.webp") names a file
 * in the clients upload folder and becomes "/uploads/clients/anna.webp"; "uploads/…" without its leading slash
 * gets one. Anything else is kept as given and must be a valid image URL.
 */
export function resolveClientImageUrl(value: string): string {
  if (BARE_FILE_NAME.test(value) && !value.includes('..')) return `${CLIENT_IMAGE_FOLDER}${value}`
  if (value.startsWith('uploads/')) return `/${value}`
  return value
}

const fields = {
  name: requiredText('Client name is required', 150, 'Client name must be at most 150 characters'),
  email: emailField('Client email is required'),
  description: requiredText(
    'Client testimonial is required',
    5000,
    'Client testimonial must be at most 5000 characters',
  ),
  imageUrl: z
    .string({ error: CLIENT_IMAGE_REQUIRED })
    .trim()
    .min(1, CLIENT_IMAGE_REQUIRED)
    .max(2048, 'Image URL is too long')
    .transform(resolveClientImageUrl)
    .pipe(imageUrlField),
  imageAlt: altTextField,
  isActive: z.boolean({ error: 'Status must be true or false' }),
}

/** POST /clients: every field but isActive is required; a new testimonial is shown unless told otherwise. */
export const ClientInputSchema = z.object({ ...fields, isActive: fields.isActive.default(true) })
export type ClientInput = z.infer<typeof ClientInputSchema>

/** PUT /clients/{id}: only the fields sent change; none of them can be emptied. */
export const ClientUpdateSchema = z.object(fields).partial()
export type ClientUpdate = z.infer<typeof ClientUpdateSchema>

export const ClientSchema = recordSchema({
  name: z.string(),
  email: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  isActive: z.boolean(),
})
export type Client = z.infer<typeof ClientSchema>

/** isActive=true: active testimonials only (visitors never see inactive ones, whatever they ask). */
export const ClientListQuerySchema = z.object({ isActive: queryFlag })
