import { z } from 'zod'

/** Who made a revision: the person (their id, null once their account is gone) and their name at the time. */
export const RevisionAuthorSchema = z.object({ _id: z.string().nullable(), name: z.string() })

/**
 * What made a revision: a save ('create', 'update'), a restore, a publish, a scheduled change, or 'earlier' (the
 * state an item had before its history was kept, recorded with the first save after).
 */
export const RevisionSummarySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  author: RevisionAuthorSchema,
  action: z.string(),
})

/** An item's content whole (platform/content-store.ts): its fields and its parts' rows. */
export const ContentSnapshotSchema = z.object({
  fields: z.record(z.string(), z.unknown()),
  parts: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
})

export const RevisionSchema = RevisionSummarySchema.extend({ content: ContentSnapshotSchema })

export const RevisionParamsSchema = z.object({ id: z.string().max(100), revisionId: z.string().max(100) })
export const SingleRevisionParamsSchema = z.object({ revisionId: z.string().max(100) })

export type RevisionSummary = z.infer<typeof RevisionSummarySchema>
export type Revision = z.infer<typeof RevisionSchema>
