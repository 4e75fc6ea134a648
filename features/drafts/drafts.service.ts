import { type ContentStore, isShown } from '../../platform/content-store'
import type { ContentType } from '../../platform/content-types'
import type { Database } from '../../platform/db/database'
import { inTransaction } from '../../platform/db/unit-of-work'
import { AppError } from '../../platform/errors'
import { isUuid } from '../../platform/fields'
import {
  countOpening,
  deleteDraft,
  type DraftRow,
  findDraft,
  findPreviewLink,
  insertPreviewLink,
  listDrafts,
  listPreviewLinks,
  markNotNew,
  type PreviewLinkRow,
  revokePreviewLink,
  saveDraft,
} from './drafts.repository'
import type { Draft, PreviewLink } from './drafts.schema'
import type { PreviewTokens } from './preview-tokens'

export const NO_DRAFT = 'This item has no draft'
export const NO_DRAFT_TO_PUBLISH = 'This item has no draft to publish'
export const LINK_NEEDS_DRAFT = 'Save a draft first: a share link shows a draft'
export const LINK_NOT_FOUND = 'Preview link not found'
export const noNewDrafts = (label: string) => `A new ${label.toLowerCase()} cannot start as a draft`

const DAY_MS = 24 * 60 * 60 * 1000
/** How long the person editing may keep a preview open before asking again. */
export const EDITOR_PREVIEW_MS = 30 * 60 * 1000

/** A content type's edit form, as drafts need it (platform/content-modules.ts `editing`, bound to its services). */
export type DraftEditor = {
  type: ContentType
  save: (itemId: string, fields: Record<string, unknown>) => Promise<unknown>
  /** Adds a new item (as `POST /api/{type}` does) and says which fields of it its edit form (the draft) holds. */
  create?: {
    save: (input: Record<string, unknown>) => Promise<{ _id: string }>
    fieldsOf: (input: Record<string, unknown>) => Record<string, unknown>
  }
}

type Person = { id: string | null; name: string }

/** What publishing records in the item's history (the history feature's, passed in by the composition root). */
type History = {
  beforeWrite: (type: ContentType, itemId: string) => Promise<unknown>
  record: (type: ContentType, itemId: string, action: string, author: Person) => Promise<unknown>
}

/** What a preview address leads to. */
export type PreviewOpening =
  | {
      status: 'ok'
      type: ContentType
      itemId: string
      fields: Record<string, unknown>
      expiresAt: Date
      shared: boolean
    }
  | { status: 'invalid' | 'expired' | 'revoked' | 'no-draft' }

/** A value in one spelling whatever the order of its objects' keys (jsonb keeps its own order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}

/**
 * What a draft keeps of the fields its form sent: those that differ from the live item. The form sends all of them,
 * so a field the draft did not change (a service's status, a category's order) would otherwise be put back by
 * publishing, undoing what was done to the item meanwhile (switched off in its list, by a schedule, moved). A field
 * the item does not hold under the same name is kept.
 */
export function changedFields(
  fields: Record<string, unknown>,
  live: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => !(key in live) || canonical(value) !== canonical(live[key]),
    ),
  )
}

export function createDraftsService(deps: {
  db: Database
  store: ContentStore
  tokens: PreviewTokens
  publicUrl: string
  editors: readonly DraftEditor[]
  history: History
}) {
  const { db, store, tokens } = deps

  function editorOf(typeName: string): DraftEditor {
    const editor = deps.editors.find((candidate) => candidate.type.name === typeName)
    if (!editor) throw AppError.notFound(`No content type "${typeName}" has drafts`)
    return editor
  }

  /** The item's id (the single item's for the company), 404 when there is no such item. */
  async function itemOf(typeName: string, id: string | undefined) {
    const editor = editorOf(typeName)
    const itemId = editor.type.single ? await store.singleId(db, editor.type) : id
    const snapshot = itemId && isUuid(itemId) ? await store.snapshot(db, editor.type, itemId) : undefined
    if (!itemId || !snapshot) throw AppError.notFound(`${editor.type.label.one} not found`)
    return { editor, itemId, snapshot }
  }

  const toDraft = (row: DraftRow): Draft => ({
    type: row.type,
    itemId: row.itemId,
    fields: row.fields,
    version: row.version,
    isNew: row.isNew,
    updatedAt: row.updatedAt.toISOString(),
    author: { _id: row.authorId, name: row.authorName },
  })

  const toLink = (row: PreviewLinkRow): PreviewLink => ({
    _id: row.id,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: { _id: row.createdById, name: row.createdByName },
    draftVersion: row.draftVersion,
    opens: row.opens,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  })

  const previewUrl = (token: string) => `${deps.publicUrl.replace(/\/$/, '')}/preview/${token}`

  const service = {
    editorOf,
    itemOf,

    /** Every draft (or a type's), newest first, without their fields: what the lists mark. */
    async list(typeName?: string) {
      const rows = await listDrafts(db, typeName)
      return rows.map(({ fields: _fields, ...row }) => {
        const { fields: _, ...summary } = toDraft({ ...row, fields: {} })
        return summary
      })
    },

    async get(typeName: string, id: string | undefined): Promise<Draft> {
      const { editor, itemId, snapshot } = await itemOf(typeName, id)
      const row = await findDraft(db, editor.type.name, itemId)
      if (!row) throw AppError.notFound(NO_DRAFT)
      // A new item shown meanwhile (switched on in its list, or by a schedule) is new no more: its draft is a
      // draft of changes like any other.
      if (row.isNew && isShown(editor.type, snapshot)) {
        return toDraft((await markNotNew(db, editor.type.name, itemId)) ?? row)
      }
      return toDraft(row)
    },

    /** Keeps the fields as the item's draft: the public site is unchanged. */
    async save(typeName: string, id: string | undefined, fields: Record<string, unknown>, author: Person) {
      const { editor, itemId, snapshot } = await itemOf(typeName, id)
      return toDraft(
        await saveDraft(db, {
          type: editor.type.name,
          itemId,
          fields: changedFields(fields, snapshot.fields),
          authorId: author.id,
          authorName: author.name,
        }),
      )
    },

    /**
     * Adds a new item that starts as a draft: created as `POST /api/{type}` creates it, but hidden from the public
     * site (the type's `active` flag off) until its draft is published. Types without such a flag cannot.
     */
    async createNew(typeName: string, input: Record<string, unknown>, author: Person): Promise<Draft> {
      const editor = editorOf(typeName)
      const { type, create } = editor
      if (!create || !type.active || type.single) throw AppError.badRequest(noNewDrafts(type.label.one))
      return inTransaction(db, async () => {
        const { _id: itemId } = await create.save(input)
        await store.setActive(db, type, itemId, false)
        return toDraft(
          await saveDraft(db, {
            type: type.name,
            itemId,
            fields: create.fieldsOf(input),
            isNew: true,
            authorId: author.id,
            authorName: author.name,
          }),
        )
      })
    },

    /** Drops the item's draft; a draft already gone (published or discarded by a colleague) is not an error. */
    async discard(typeName: string, id: string | undefined): Promise<void> {
      const { editor, itemId } = await itemOf(typeName, id)
      await deleteDraft(db, editor.type.name, itemId)
    },

    /**
     * Makes the draft live: saved as the edit form saves (same checks, caches, media), the draft dropped, a
     * revision recorded; an item that began as a draft is shown.
     */
    async publish(typeName: string, id: string | undefined, author: Person): Promise<{ itemId: string }> {
      const { editor, itemId } = await itemOf(typeName, id)
      return inTransaction(db, async () => {
        const draft = await findDraft(db, editor.type.name, itemId)
        if (!draft) throw AppError.badRequest(NO_DRAFT_TO_PUBLISH)
        await deps.history.beforeWrite(editor.type, itemId)
        if (draft.isNew) await store.setActive(db, editor.type, itemId, true)
        await editor.save(itemId, draft.fields)
        await deleteDraft(db, editor.type.name, itemId)
        await deps.history.record(editor.type, itemId, 'publish', author)
        return { itemId }
      })
    },

    /** A preview address for the person editing: the item with its draft as it is now, for half an hour. */
    async editorPreview(typeName: string, id: string | undefined) {
      const { editor, itemId } = await itemOf(typeName, id)
      const expiresAt = new Date(Date.now() + EDITOR_PREVIEW_MS)
      return {
        url: previewUrl(tokens.forEditor(editor.type.name, itemId, expiresAt)),
        expiresAt: expiresAt.toISOString(),
      }
    },

    /** A share link to the draft as it is now, for someone without an account, expiring after `days`. */
    async createLink(typeName: string, id: string | undefined, days: number, author: Person) {
      const { editor, itemId } = await itemOf(typeName, id)
      const draft = await findDraft(db, editor.type.name, itemId)
      if (!draft) throw AppError.badRequest(LINK_NEEDS_DRAFT)
      const row = await insertPreviewLink(db, {
        type: editor.type.name,
        itemId,
        draftVersion: draft.version,
        fields: draft.fields,
        expiresAt: new Date(Date.now() + days * DAY_MS),
        createdById: author.id,
        createdByName: author.name,
      })
      return { ...toLink(row), url: previewUrl(tokens.forLink({ ...row, itemId: row.itemId })) }
    },

    async links(typeName: string, id: string | undefined): Promise<PreviewLink[]> {
      const { editor, itemId } = await itemOf(typeName, id)
      return (await listPreviewLinks(db, editor.type.name, itemId)).map(toLink)
    },

    async revokeLink(typeName: string, id: string | undefined, linkId: string): Promise<void> {
      const { editor, itemId } = await itemOf(typeName, id)
      const row = isUuid(linkId) ? await revokePreviewLink(db, editor.type.name, itemId, linkId) : undefined
      if (!row) throw AppError.notFound(LINK_NOT_FOUND)
    },

    /** What a preview address shows: a share link's pinned draft, or an editor's item with its draft now. */
    async open(token: string, now = new Date()): Promise<PreviewOpening> {
      if (token.startsWith('s.')) {
        const verified = tokens.verifyEditor(token, now.getTime())
        if (verified === undefined) return { status: 'invalid' }
        if (verified === 'expired') return { status: 'expired' }
        const editor = deps.editors.find((candidate) => candidate.type.name === verified.type)
        if (!editor || !(await store.snapshot(db, editor.type, verified.itemId))) return { status: 'invalid' }
        const draft = await findDraft(db, editor.type.name, verified.itemId)
        return {
          status: 'ok',
          type: editor.type,
          itemId: verified.itemId,
          fields: draft?.fields ?? {},
          expiresAt: new Date(now.getTime() + EDITOR_PREVIEW_MS),
          shared: false,
        }
      }
      const linkId = tokens.linkIdOf(token)
      const link = linkId ? await findPreviewLink(db, linkId) : undefined
      if (!link || !tokens.verifyLink(token, { ...link, itemId: link.itemId })) return { status: 'invalid' }
      if (link.revokedAt) return { status: 'revoked' }
      if (link.expiresAt.getTime() <= now.getTime()) return { status: 'expired' }
      const editor = deps.editors.find((candidate) => candidate.type.name === link.type)
      if (!editor || !(await store.snapshot(db, editor.type, link.itemId))) return { status: 'invalid' }
      await countOpening(db, link.id)
      return {
        status: 'ok',
        type: editor.type,
        itemId: link.itemId,
        fields: link.fields,
        expiresAt: link.expiresAt,
        shared: true,
      }
    },
  }
  return service
}

export type DraftsService = ReturnType<typeof createDraftsService>
