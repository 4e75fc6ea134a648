import { Button } from '@mantine/core'
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiError, unwrapData } from '../../../ui/backoffice/api-client'
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
 * top of the form says so, with Publish, Discard draft, Preview and Share…. A content item's edit window saves
 * into the draft while there is one (features/editing/admin/useEditWindow.tsx); a form that saves live beside a
 * draft (the company screen's tabs) then takes out of the draft what went live (`afterSave`).
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
  shared = false,
  note,
  onDiscarded,
}: {
  /** The content type's name, as GET /api/drafts names it ('services'). */
  type: string
  /** The item's API path ('/services/abc', '/company/info'). */
  path: string
  /** The item's id; null while it is being added (no draft then). */
  itemId: string | null
  form: DraftForm<Values, Data>
  /**
   * What PUT …/draft is sent: the body the form's Save sends. It may be made on the way (an image chosen in the form
   * is uploaded first); null when that stopped, having said why: no draft is saved then.
   */
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
  /**
   * The item's draft is shared by several forms, each with fields of its own (the company's Hero and FAQ tabs):
   * `body` is this form's fields, Save as draft keeps the fields the draft holds for the others, and `afterSave`
   * takes out of the draft only the fields that went live. `markSaved` is then given this form's values on a save
   * and every form's on a load or a discard (`fromFields`, `liveValues`).
   */
  shared?: boolean
  /** A sentence the notice adds from the draft's fields: what else a shared draft changes ('It also changes …'). */
  note?: (fields: Record<string, unknown>) => string | null
  /** After Discard draft, for what the form shows beside its values (a client's image). */
  onDiscarded?: () => void
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

  /** The fields the draft holds now, read afresh (a colleague may have saved it since); none when it is gone. */
  async function heldFields(): Promise<Record<string, unknown>> {
    if (!exists) return {}
    try {
      return unwrapData<Draft>(await api.get(`${path}/draft`)).fields
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return {}
      throw error
    }
  }

  /** PUT …/draft with these fields (over the others' in a shared draft); the form now holds `values`. */
  async function putDraft(fields: Record<string, unknown>, values: Values) {
    setBusy(true)
    try {
      const sent = shared ? { ...(await heldFields()), ...fields } : fields
      const saved = unwrapData<Draft>(await api.put(`${path}/draft`, sent))
      loaded.current = saved.version
      form.markSaved(values)
      await refresh()
    } finally {
      setBusy(false)
    }
  }

  async function saveDraft(): Promise<boolean> {
    const data = form.checked()
    if (data === null) return false
    const values = form.values
    setBusy(true)
    let fields: unknown
    try {
      fields = await body(data, values)
    } finally {
      setBusy(false)
    }
    if (fields === null) return false
    await putDraft(fields as Record<string, unknown>, values)
    return true
  }

  /** A new item, added as a draft: hidden from the website, in the list with its Draft badge. */
  async function saveNewDraft(): Promise<boolean> {
    const data = form.checked()
    if (data === null || !create) return false
    setBusy(true)
    try {
      const body = await create.body(data, form.values)
      if (body === null) return false
      await api.post(`${create.path}/draft`, body)
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
    onDiscarded?.()
    await refresh()
    notify.success(DRAFT_MESSAGES.discarded)
  }

  /**
   * After a normal save (which went live): the draft it replaced goes, and the toast says so. A shared draft keeps
   * what it holds for the other forms (`published`: this form's fields); true when the draft went altogether.
   */
  async function afterSave(published: readonly string[] = []): Promise<boolean> {
    if (!exists) return false
    if (shared) {
      const held = await heldFields()
      // The draft held nothing of this form's: it stays as it is.
      if (!published.some((key) => key in held)) return false
      const rest = Object.fromEntries(Object.entries(held).filter(([key]) => !published.includes(key)))
      if (Object.keys(rest).length > 0) {
        await api.put(`${path}/draft`, rest)
        client.removeQueries({ queryKey: [...queryKeys.drafts, type, itemId], exact: true })
        loaded.current = null
        await invalidate(queryKeys.drafts)
        return false
      }
    }
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
      note={note?.(current.fields) ?? null}
      path={path}
      onPublish={publish}
      onDiscard={discard}
      disabled={form.isSaving}
    />
  ) : null

  return {
    notice,
    saveDraftButton,
    afterSave,
    hasDraft: exists,
    /** The draft's fields once read (null without a draft). */
    fields: current?.fields ?? null,
    /** Saves these fields into the draft as they are, without the form's check (an uploaded image). */
    putDraft,
    /** Checks the form and saves it into the draft (a new item: added as a hidden draft), with its toast. */
    saveDraft: onSaveDraft,
    /** Whether a draft is being saved, published or discarded. */
    isBusy,
  }
}
