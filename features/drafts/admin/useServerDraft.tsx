import { Button } from '@mantine/core'
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import type { Draft } from '../drafts.schema'
import { DRAFT_MESSAGES, hasDraft } from './draft-text'
import { DraftNotice } from './DraftNotice'
import { type DraftSummary, useDrafts } from './useDrafts'

/** What a form built on useEntityForm lends its draft: its values, its check, and how to show saved values. */
type DraftForm<Values, Data> = {
  values: Values
  isSaving: boolean
  isDirty: boolean
  checked: () => Data | null
  markSaved: (values: Values) => void
}

/**
 * The server draft of one item's edit form (docs/product.md#drafts): `Save as draft` beside Save (the form's own
 * check, then PUT …/draft); when the item has a draft, its fields are loaded over the live values and a notice at the
 * top of the form says so, with Publish, Discard draft, Preview and Share…. A normal save goes live and then
 * discards the draft (`afterSave`): the form showed the draft, so what was saved is the draft, now published.
 */
export function useServerDraft<Values extends Record<string, unknown>, Data>({
  type,
  path,
  itemId,
  form,
  body,
  fromFields,
  liveValues,
  keys = [],
  create,
  close,
}: {
  /** The content type's name, as GET /api/drafts names it ('services'). */
  type: string
  /** The item's API path ('/services/abc', '/company/info'). */
  path: string
  /** The item's id; null while it is being added (no draft then). */
  itemId: string | null
  form: DraftForm<Values, Data>
  /** What PUT …/draft is sent: the body the form's Save sends. */
  body: (data: Data, values: Values) => unknown
  /** The form's values from the draft's fields (over the live values). */
  fromFields: (fields: Record<string, unknown>) => Values
  /** The form's values from the live item (after Discard draft). */
  liveValues: Values
  /** The reads a publish changes (the type's list). */
  keys?: QueryKey[]
  /**
   * A new item can start as a draft (types that can be hidden): `Save as draft` on the Add form sends `POST
   * {path}/draft` what Create would send, and the item is added hidden until its draft is published.
   */
  create?: { path: string; body: (data: Data, values: Values) => unknown }
  /** Closes the window: after a new item's draft is saved, or a never-published item is deleted. */
  close?: () => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const client = useQueryClient()
  const drafts = useDrafts()
  const exists = !!itemId && hasDraft(drafts.data, type, itemId)
  const draft = useQuery({
    queryKey: [...queryKeys.drafts, type, itemId],
    queryFn: async () => unwrapData<Draft>(await api.get(`${path}/draft`)),
    enabled: exists,
  })
  const [isBusy, setBusy] = useState(false)
  // The draft's fields are put in the form once per version: later reads (after a save) leave the typing alone.
  const loaded = useRef<number | null>(null)
  const current = exists ? (draft.data ?? null) : null
  const fromFieldsRef = useRef(fromFields)
  const markSavedRef = useRef(form.markSaved)
  useEffect(() => {
    fromFieldsRef.current = fromFields
    markSavedRef.current = form.markSaved
  })
  useEffect(() => {
    if (!current || loaded.current === current.version) return
    const first = loaded.current === null
    loaded.current = current.version
    if (first) markSavedRef.current(fromFieldsRef.current(current.fields))
  }, [current])

  const refresh = () => invalidate(queryKeys.drafts, ...keys)
  /** The draft is gone: the lists forget it at once, so its read is not asked again (a 404) before they reload. */
  const forget = () => {
    client.setQueryData<DraftSummary[]>(queryKeys.drafts, (list) =>
      list?.filter((entry) => !(entry.type === type && entry.itemId === itemId)),
    )
    client.removeQueries({ queryKey: [...queryKeys.drafts, type, itemId], exact: true })
    loaded.current = null
  }

  async function saveDraft(): Promise<boolean> {
    const data = form.checked()
    if (data === null) return false
    setBusy(true)
    try {
      const saved = unwrapData<Draft>(await api.put(`${path}/draft`, body(data, form.values)))
      loaded.current = saved.version
      form.markSaved(form.values)
      await refresh()
      return true
    } finally {
      setBusy(false)
    }
  }

  /** A new item, added as a draft: hidden from the website, in the list with its Draft badge. */
  async function saveNewDraft(): Promise<boolean> {
    const data = form.checked()
    if (data === null || !create) return false
    setBusy(true)
    try {
      await api.post(`${create.path}/draft`, create.body(data, form.values))
      form.markSaved(form.values)
      await refresh()
      notify.success(DRAFT_MESSAGES.savedNew)
      close?.()
      return true
    } finally {
      setBusy(false)
    }
  }

  async function onSaveDraft() {
    try {
      if (!itemId) await saveNewDraft()
      else if (await saveDraft()) notify.success(DRAFT_MESSAGES.saved)
    } catch (error) {
      notify.error(`Failed to save the draft: ${error instanceof Error ? error.message : 'Unknown error'}`)
    }
  }

  /** Publishes what the form shows: unsaved changes go into the draft first. */
  async function publish() {
    if (form.isDirty && !(await saveDraft())) return
    await api.post(`${path}/publish`)
    forget()
    form.markSaved(form.values)
    await refresh()
    notify.success(DRAFT_MESSAGES.published)
  }

  async function discard() {
    if (current?.isNew) {
      // Never published: there is nothing to go back to, so the item goes to the Trash (restorable there).
      await api.delete(path)
      forget()
      form.markSaved(form.values)
      await refresh()
      notify.success(DRAFT_MESSAGES.deletedNew)
      close?.()
      return
    }
    await api.delete(`${path}/draft`)
    forget()
    form.markSaved(liveValues)
    await refresh()
    notify.success(DRAFT_MESSAGES.discarded)
  }

  /** After a normal save (which went live): the draft it replaced goes, and the toast says so. */
  async function afterSave(): Promise<boolean> {
    if (!exists) return false
    await api.delete(`${path}/draft`)
    forget()
    await invalidate(queryKeys.drafts)
    return true
  }

  const saveDraftButton =
    itemId || create ? (
      <Button variant="light" onClick={onSaveDraft} disabled={form.isSaving || isBusy}>
        {isBusy ? 'Saving draft...' : 'Save as draft'}
      </Button>
    ) : null

  const notice = current ? (
    <DraftNotice
      draft={current}
      path={path}
      onPublish={publish}
      onDiscard={discard}
      disabled={form.isSaving}
    />
  ) : null

  return { notice, saveDraftButton, afterSave, hasDraft: exists }
}
