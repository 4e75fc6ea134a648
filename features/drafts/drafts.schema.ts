import { z } from 'zod'

/** How long a share link works unless its maker chooses otherwise, and the longest it may. */
export const DEFAULT_LINK_DAYS = 7
export const MAX_LINK_DAYS = 90

/** An item's unpublished changes: the fields of its edit form, as last saved as a draft. */
export const DraftSchema = z.object({
  type: z.string(),
  itemId: z.string(),
  fields: z.record(z.string(), z.unknown()),
  /** Counts the draft's saves; a share link shows the one it was made from. */
  version: z.number(),
  /** The item was added as a draft: hidden from the public site until it is published. */
  isNew: z.boolean(),
  updatedAt: z.string(),
  author: z.object({ _id: z.string().nullable(), name: z.string() }),
})

/** Which items have a draft (the lists mark them). */
export const DraftSummarySchema = DraftSchema.omit({ fields: true })

export const PreviewLinkBodySchema = z
  .object({
    expiresInDays: z.coerce
      .number({ error: `Choose between 1 and ${MAX_LINK_DAYS} days` })
      .int(`Choose between 1 and ${MAX_LINK_DAYS} days`)
      .min(1, `Choose between 1 and ${MAX_LINK_DAYS} days`)
      .max(MAX_LINK_DAYS, `Choose between 1 and ${MAX_LINK_DAYS} days`)
      .default(DEFAULT_LINK_DAYS),
  })
  .default({ expiresInDays: DEFAULT_LINK_DAYS })

/** A share link as its item's window lists it (its address only when it is made: it is not kept). */
export const PreviewLinkSchema = z.object({
  _id: z.string(),
  url: z.string().optional(),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string().nullable(), name: z.string() }),
  draftVersion: z.number(),
  opens: z.number(),
  lastOpenedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})

export const CreatedPreviewLinkSchema = PreviewLinkSchema.extend({ url: z.string() })

/** The address of a preview for the person editing (short-lived, not a share link). */
export const StaffPreviewSchema = z.object({ url: z.string(), expiresAt: z.string() })

export type Draft = z.infer<typeof DraftSchema>
export type PreviewLink = z.infer<typeof PreviewLinkSchema>
