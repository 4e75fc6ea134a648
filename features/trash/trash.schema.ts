import { z } from 'zod'
import { limitQuery, MAX_PAGE_SIZE, pageQuery, searchQuery } from '../../platform/pagination'

/** How long a deleted item stays restorable before the job worker purges it. */
export const TRASH_DAYS = 30

/** One deletion as the Trash lists it: what, with what, by whom, when, and until when it can come back. */
export const TrashGroupSchema = z.object({
  _id: z.string(),
  type: z.string(),
  typeLabel: z.string(),
  label: z.string(),
  items: z.array(z.object({ _id: z.string(), title: z.string() })),
  /** What went with it, per part ('events': 3) and in words ('3 events and 12 products'). */
  parts: z.record(z.string(), z.number()),
  withIt: z.string(),
  deletedAt: z.string(),
  deletedBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  purgeAt: z.string(),
})

export const TrashQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(20, MAX_PAGE_SIZE),
  search: searchQuery,
  type: z.string().max(50).optional(),
})

/** Deletes several items of one type as one group (a bulk delete): restored together. */
export const TrashBodySchema = z.object({
  type: z.string().min(1, 'Type is required').max(50),
  ids: z.array(z.string().max(100)).min(1, 'Choose at least one item').max(500, 'At most 500 items at once'),
})

/** What deleting would take with it, before it is done (the confirmation says so). */
export const TrashContentsQuerySchema = z.object({
  type: z.string().min(1).max(50),
  ids: z
    .string()
    .max(20_000)
    .transform((value) => value.split(',').filter(Boolean)),
})
export const TrashContentsSchema = z.object({
  items: z.array(z.object({ _id: z.string(), title: z.string() })),
  parts: z.record(z.string(), z.number()),
  children: z.number(),
  withIt: z.string(),
})

/** What a restore brought back: the type, the ids, and its name for a person (the audit log's label). */
export const TrashRestoredSchema = z.object({ type: z.string(), ids: z.array(z.string()), title: z.string() })

/** A content type whose items can be deleted into the trash: its name and its names for a person. */
export const TrashTypeSchema = z.object({ name: z.string(), one: z.string(), many: z.string() })

export type TrashGroup = z.infer<typeof TrashGroupSchema>
export type TrashQuery = z.infer<typeof TrashQuerySchema>
export type TrashType = z.infer<typeof TrashTypeSchema>
