import type { FormEvent, ReactNode } from 'react'
import type { ContentType } from '../../../platform/content-types'
import type { EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import type { FieldErrors } from '../../../ui/backoffice/form'
import { notify } from '../../../ui/backoffice/notify'
import { contentReads, useInvalidate, useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { useServerDraft } from '../../drafts/admin/useServerDraft'
import { HistoryButton } from '../../history/admin/HistoryDrawer'
import { ScheduleButton } from '../../schedules/admin/ScheduleButton'
import { declaredForm, type DeclaredFormOptions } from './declared-form'

type Item = { _id: string }

/** What a content type's edit window says (its spec's words where the spec gives them). */
export type EditWindowTexts = {
  /** The add form's button: 'Add team member'. */
  create: string
  /** The edit form's button: 'Save changes'. */
  update?: string
  /** Toasts after a save. */
  created: string
  updated: string
  /** The toast of a save that failed. */
  failed: (error: unknown) => string
  /** A toast after a check that failed, before the first faulty field takes the focus. */
  invalid?: (errors: FieldErrors) => string
}

export type EditWindowOptions<
  T extends Item,
  Values extends Record<string, unknown>,
  Data,
> = DeclaredFormOptions<T, Values, Data> &
  EntityFormProps<T> & {
    type: ContentType
    /**
     * What a save sends (and a draft holds), from the checked data: the data itself by default. Null when it stopped,
     * having said why (an image upload failed).
     */
    body?: (data: Data, values: Values, isNew: boolean) => unknown
    /** A save of the type's own (several calls); by default POST or PUT of `body` on the type's API path. */
    save?: (body: unknown, item: T | null) => Promise<unknown>
    /** What a save sends beyond what a draft holds (a service's new order of its images). */
    live?: (body: unknown, data: Data) => unknown
    texts: EditWindowTexts
    /**
     * The field errors a failed save shows: the server's (default), none, or the server's as the form reads them
     * (a category's title taken).
     */
    serverErrors?: false | ((error: unknown, sent: FieldErrors) => FieldErrors)
    /** Draft fields over the item; for what the form shows beside its values (a client's image). */
    onDraftFields?: (fields: Partial<T>) => void
    /** After Discard draft (a client's image goes back to the live one). */
    onDiscarded?: () => void
  }

/**
 * One content item's edit window (docs/product.md#edit-windows), wired once for every content type: the form on
 * the type's schema with its autosave and leave guard (useEntityForm); its server draft (Save as draft, the notice
 * with Publish, Preview, Share and Discard); History; the schedule. One save rule: without a draft the window's
 * main button saves live; while the item has a draft it saves into the draft, and the notice's Publish is the one
 * way to put it live.
 */
export function useEditWindow<T extends Item, Values extends Record<string, unknown>, Data>(
  options: EditWindowOptions<T, Values, Data>,
) {
  const { type, item, frame, texts } = options
  const reads = contentReads(type)
  const saveLive = useSaveEntity(reads.path, item, reads.queryKey)
  const invalidate = useInvalidate()
  const bodyOf = (data: Data, values: Values) =>
    options.body ? options.body(data, values, !item) : (data as unknown)
  // Declared fields have their values as their kinds edit them (a form's own come over them); declared images carry
  // their alt text: in the values, and required unless the image is marked decorative.
  const { valuesOf: valuesWith, check } = declaredForm<T, Values, Data>(type, options, !item)
  const form = useEntityForm<Values, Data>({
    check,
    initialValues: valuesWith(item),
    save: async (data, values) => {
      const body = await bodyOf(data, values)
      if (body === null) return false
      const sent = options.live ? options.live(body, data) : body
      if (!options.save) await saveLive(sent)
      else {
        await options.save(sent, item)
        await invalidate(reads.queryKey)
      }
    },
    success: item ? texts.updated : texts.created,
    failure: texts.failed,
    onInvalid: texts.invalid ? (errors) => notify.error(texts.invalid!(errors)) : undefined,
    serverErrors: options.serverErrors,
    frame,
  })
  const draft = useServerDraft({
    type: type.name,
    path: `${reads.path}/${item?._id}`,
    itemId: item?._id ?? null,
    form,
    body: bodyOf,
    fromFields: (fields) => {
      options.onDraftFields?.(fields as Partial<T>)
      return valuesWith({ ...item, ...(fields as Partial<T>) })
    },
    liveValues: valuesWith(item),
    onDiscarded: options.onDiscarded,
    keys: [reads.queryKey],
    // Only a type that can be hidden can start as a draft (docs/product.md#drafts).
    create: type.active ? { path: reads.path, body: bodyOf } : undefined,
    close: frame.onDone,
  })

  /** While the item has a draft, the main button saves into it: Publish is the one way to put it live. */
  const intoDraft = draft.hasDraft
  const onSubmit = intoDraft
    ? (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault()
        void draft.saveDraft()
      }
    : form.onSubmit

  const layout = {
    ...form.layout,
    onSubmit,
    isSaving: form.isSaving || draft.isBusy,
    notice: (
      <>
        {form.layout.notice}
        {draft.notice}
      </>
    ),
    secondaryAction: intoDraft ? null : draft.saveDraftButton,
    submitLabel: intoDraft ? 'Save draft' : item ? (texts.update ?? 'Save changes') : texts.create,
    secondary: item ? <HistoryButton type={type} itemId={item._id} onRestored={frame.onDone} /> : null,
    sticky: true,
  }
  const schedule: ReactNode = item ? (
    <ScheduleButton
      type={type.name}
      itemId={item._id}
      canActivate={!!type.active}
      hasDraft={draft.hasDraft}
    />
  ) : null

  return { form, draft, layout, schedule, type, itemId: item?._id ?? null }
}
