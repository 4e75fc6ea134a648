import { useForm } from '@mantine/form'
import { createElement, type FormEvent, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { useSessionRetry } from './AuthProvider'
import type { FormFrame } from './components/FormModal'
import { UnsavedCopyOffer, useLeaveGuard } from './components/LeaveGuard'
import { copyKey } from './unsaved-copies'
import { type FieldErrors, type FormCheck, focusField, serverFieldErrors, validateForm } from './form'
import { notify } from './notify'
import { useUnsavedCopy } from './useUnsavedCopy'

type Check<Values, Data> =
  /** The entity's zod schema, run on the values (or on what `toInput` makes of them). */
  | { schema: z.ZodType<Data>; toInput?: (values: Values) => unknown; check?: never }
  /** A form's own check, when it is more than a schema (the image of a client, the Admin User tab). */
  | { check: (values: Values) => FormCheck<Data>; schema?: never; toInput?: never }

type Options<Values extends Record<string, unknown>, Data> = Check<Values, Data> & {
  initialValues: Values
  /**
   * Sends the checked data (and refreshes what it changed). Resolves to false when it stopped on its own, having
   * said why (a failed image upload): no success toast then, and the form stays open.
   */
  save: (data: Data, values: Values) => Promise<unknown>
  /** The success toast (none when omitted). */
  success?: string
  /** The failure toast for a save that threw. */
  failure: (error: unknown) => string
  /** After a failed check, before the focus moves: a toast that sums the errors up. */
  onInvalid?: (errors: FieldErrors) => void
  /**
   * The field errors to show after a failed save: by default those the server sent back (400 with `errors`);
   * `false` leaves the fields as they are.
   */
  serverErrors?: false | ((error: unknown, sent: FieldErrors) => FieldErrors)
  /**
   * The window around the form (FormModal): told when saving starts and ends (it holds itself open meanwhile), and
   * closed after the success toast and by Cancel.
   */
  frame?: FormFrame
  /**
   * A form outside a window (a settings tab): the name its unsaved copy is kept under. A window's form is named
   * by its window (`frame.copy`); without either, nothing is autosaved (the form still asks before it is left).
   */
  copyName?: string
}

/**
 * One add/edit form of the back-office on @mantine/form (docs/product.md#forms): the values, checked on submit with
 * the entity's zod schema (the API's own messages); the first faulty field takes the focus; field errors the
 * server sends back show under their fields; the success or failure toast; `isSaving` while the save runs.
 * Inputs mark their field with `data-field`, which the focus looks for.
 *
 * Nothing typed is lost (docs/product.md#autosave): the values are autosaved as an unsaved copy per person, form and item
 * (secrets left out) and offered back when the form opens again; leaving the edited form asks first
 * (docs/product.md#leave-guards); a save refused because the session expired waits for the person to sign in again
 * in the session dialog, then is sent again (docs/product.md#session-expired-dialog).
 */
export function useEntityForm<Values extends Record<string, unknown>, Data>(options: Options<Values, Data>) {
  const [isSaving, setSavingState] = useState(false)
  // What the item holds: the values are 'edited' while they differ from it; a save moves it on.
  const [savedValues, setSavedValues] = useState(options.initialValues)
  const { personId, retryAfterSignIn } = useSessionRetry()
  const check = (values: Values): FormCheck<Data> =>
    options.check
      ? options.check(values)
      : validateForm(options.schema, options.toInput ? options.toInput(values) : values)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values) => check(values).errors ?? {},
  })

  const copyName =
    options.frame?.copy ?? (options.copyName ? { form: options.copyName, item: 'settings' } : null)
  const copy = useUnsavedCopy({
    key: copyName && personId ? copyKey(personId, copyName.form, copyName.item) : null,
    values: form.values,
    savedValues,
    onRestore: (values) => form.setValues(values),
  })
  const { isDirty } = copy
  // The window is told when the state changes (its frame and the discard are made afresh on each drawing).
  const onDirtyChange = useRef(options.frame?.onDirtyChange)
  const discard = useRef(copy.discard)
  useEffect(() => {
    onDirtyChange.current = options.frame?.onDirtyChange
    discard.current = copy.discard
  })
  useEffect(() => {
    onDirtyChange.current?.(isDirty, () => discard.current())
  }, [isDirty])
  // Another screen, a reload, closing the tab: asked first while edited (a window asks on its own closing too).
  useLeaveGuard(isDirty, copy.discard)

  function setSaving(value: boolean) {
    setSavingState(value)
    options.frame?.onSavingChange(value)
  }

  async function save(values: Values) {
    const { data } = check(values)
    if (data === null) return
    setSaving(true)
    try {
      // Refused for an expired session: sent again once the person has signed in again; the values stay.
      const done = await retryAfterSignIn(() => options.save(data, values))
      setSaving(false)
      if (done === false) return
      copy.clear()
      setSavedValues(values)
      if (options.success) notify.success(options.success)
      options.frame?.onDone()
    } catch (error) {
      setSaving(false)
      if (options.serverErrors !== false) {
        const sent = serverFieldErrors(error)
        const errors = options.serverErrors ? options.serverErrors(error, sent ?? {}) : sent
        if (errors) form.setErrors(errors)
      }
      notify.error(options.failure(error))
    }
  }

  const onSubmit: (event?: FormEvent<HTMLFormElement>) => void = form.onSubmit(save, (errors) => {
    options.onInvalid?.(errors as FieldErrors)
    focusField(Object.keys(errors)[0])
  })

  /** A text input's (or select's) props: its value, change handler, error and `data-field`. */
  function field<K extends keyof Values & string>(name: K) {
    const { value, onChange, error } = form.getInputProps(name)
    return {
      'data-field': name,
      value: value as Values[K],
      onChange: onChange as (value: unknown) => void,
      error: error as string | undefined,
    }
  }

  /** A checkbox's or switch's props: its checked state and change handler. */
  function checkbox<K extends keyof Values & string>(name: K) {
    const { checked, onChange } = form.getInputProps(name, { type: 'checkbox' })
    return { checked: checked as boolean, onChange: onChange as (value: unknown) => void }
  }

  /** An image field's props (ImageUploadField): its URL, change handler and error. */
  function image<K extends keyof Values & string>(name: K) {
    const { value, onChange } = form.getInputProps(name)
    return {
      value: value as string | null,
      onChange: onChange as (url: string | null) => void,
      error: form.errors[name] as string | undefined,
    }
  }

  /**
   * Checks the values as a save does (the errors under their fields, the first faulty one focused) without saving:
   * the data, or null. For another write of the same fields (Save as draft, docs/product.md#drafts).
   */
  function checked(): Data | null {
    const result = form.validate()
    if (result.hasErrors) {
      options.onInvalid?.(result.errors as FieldErrors)
      focusField(Object.keys(result.errors)[0])
      return null
    }
    return check(form.values).data
  }

  /** The item now holds these values (a draft loaded, saved or discarded): shown, and no longer 'edited'. */
  function markSaved(values: Values) {
    copy.clear()
    form.setValues(values)
    setSavedValues(values)
  }

  const errors = form.errors as FieldErrors
  /** 'Restore unsaved changes from 14:32?' while an unsaved copy from before waits for an answer. */
  const copyOffer = createElement(UnsavedCopyOffer, {
    offer: copy.offer,
    onRestore: copy.restore,
    onDiscard: copy.dismiss,
  })
  /** The props of the form's FormLayout: its submit, Cancel (closing the window), saving state and unsaved copy's offer. */
  const layout = { onSubmit, isSaving, onCancel: () => options.frame?.onCancel(), notice: copyOffer }
  return {
    form,
    values: form.values,
    errors,
    isSaving,
    isDirty,
    onSubmit,
    field,
    checkbox,
    image,
    layout,
    copyOffer,
    checked,
    markSaved,
  }
}
