import { z } from 'zod'
import { optionalPublicId } from './category.fields'
import {
  altTextField,
  isHttpUrl,
  optionalText,
  requiredText,
  recordSchema,
  optionalImageUrl,
} from '../../platform/fields'

const INVALID_DATE = 'Please enter a valid date'
export const DATE_OUT_OF_RANGE = 'Please enter a date between the years 1900 and 9999'
/**
 * PostgreSQL has no year 0 and no 5-digit years in ISO form, and JavaScript reads the years below 100 it sends
 * back as 19xx/20xx: event dates stay within these bounds (UTC), which no real event leaves.
 */
const EARLIEST_DATE = Date.UTC(1900, 0, 1)
const LATEST_DATE = Date.UTC(10000, 0, 1) - 1
const INVALID_REGISTRATION_URL = 'Please enter a valid registration URL'

/**
 * An ISO 8601 date or date-time, or none (null or an empty string). A date-time without an offset is read as UTC;
 * browsers should send `Date.prototype.toISOString()`.
 */
export const eventDateField = z
  .union([z.literal(''), z.iso.datetime({ offset: true, local: true, error: INVALID_DATE }), z.iso.date()], {
    error: INVALID_DATE,
  })
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null
    const hasOffset = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) || !value.includes('T')
    const date = new Date(hasOffset ? value : `${value}Z`)
    if (!(date.getTime() >= EARLIEST_DATE && date.getTime() <= LATEST_DATE)) {
      ctx.addIssue({ code: 'custom', message: DATE_OUT_OF_RANGE })
      return z.NEVER
    }
    return date.toISOString()
  })

/** A registration page: an absolute http(s) URL, or none (null or an empty string). */
export const registrationUrlField = z
  .string({ error: INVALID_REGISTRATION_URL })
  .trim()
  .max(2048, INVALID_REGISTRATION_URL)
  .refine((value) => value === '' || isHttpUrl(value), INVALID_REGISTRATION_URL)
  .nullable()
  .transform((value) => value || null)

const fields = {
  title: requiredText('Title is required', 200, 'Title must be at most 200 characters'),
  description: requiredText('Description is required', 5000, 'Description must be less than 5000 characters'),
  /** HTML; sanitised by the service before it is stored. */
  details: optionalText(50000, 'Details must be less than 50000 characters'),
  date: eventDateField,
  imageUrl: optionalImageUrl,
  imageAlt: altTextField,
  imagePublicId: optionalPublicId,
  location: optionalText(300, 'Location must be at most 300 characters'),
  organizer: optionalText(300, 'Organizer must be at most 300 characters'),
  registrationUrl: registrationUrlField,
}

/** POST /categories/{id}/events: the category comes from the path. */
export const EventInputSchema = z
  .object(fields)
  .partial()
  .extend({ title: fields.title, description: fields.description })
export type EventInput = z.infer<typeof EventInputSchema>

const categoryField = z
  .string({ error: 'Category is required' })
  .trim()
  .min(1, 'Category is required')
  .max(100, 'Category not found')

/** POST /events: as above, with the category's id in `category`. */
export const EventCreateSchema = EventInputSchema.extend({ category: categoryField })
export type EventCreate = z.infer<typeof EventCreateSchema>

/** PUT /categories/{id}/events/{eventId}: only the fields sent change. */
export const EventUpdateSchema = z.object(fields).partial()
export type EventUpdate = z.infer<typeof EventUpdateSchema>

/** PUT /events/{id}: as above; sending `category` moves the event to that category. */
export const EventMoveSchema = EventUpdateSchema.extend({ category: categoryField.optional() })
export type EventMove = z.infer<typeof EventMoveSchema>

export const EventSchema = recordSchema({
  title: z.string(),
  description: z.string(),
  details: z.string(),
  date: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  imagePublicId: z.string().nullable(),
  location: z.string(),
  organizer: z.string(),
  category: z.string(),
  registrationUrl: z.string().nullable(),
})
export type Event = z.infer<typeof EventSchema>

export const EventListQuerySchema = z.object({
  category: z.string().max(100).optional(),
})
export type EventListQuery = z.infer<typeof EventListQuerySchema>
