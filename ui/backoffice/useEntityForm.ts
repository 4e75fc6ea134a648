import { useForm } from '@mantine/form'
import { type FormEvent, useState } from 'react'
import type { z } from 'zod'
import type { FormFrame } from './components/FormModal'
import { type FieldErrors, type FormCheck, focusField, serverFieldErrors, validateForm } from './form'
import { notify } from './notify'

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
}

/**
 * One add/edit form of the back-office on @mantine/form (docs/product.md#forms): the values, checked on submit with
 * the entity's zod schema (the API's own messages); the first faulty field takes the focus; field errors the
 * server sends back show under their fields; the success or failure toast; `isSaving` while the save runs.
 * Inputs mark their field with `data-field`, which the focus looks for.
 */
export function useEntityForm<Values extends Record<string, unknown>, Data>(options: Options<Values, Data>) {
  const [isSaving, setSavingState] = useState(false)
  const check = (values: Values): FormCheck<Data> =>
    options.check
      ? options.check(values)
      : validateForm(options.schema, options.toInput ? options.toInput(values) : values)
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values) => check(values).errors ?? {},
  })

  function setSaving(value: boolean) {
    setSavingState(value)
    options.frame?.onSavingChange(value)
  }

  async function save(values: Values) {
    const { data } = check(values)
    if (data === null) return
    setSaving(true)
    try {
      const done = await options.save(data, values)
      setSaving(false)
      if (done === false) return
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

  const errors = form.errors as FieldErrors
  /** The props of the form's FormLayout: its submit, Cancel (closing the window) and saving state. */
  const layout = { onSubmit, isSaving, onCancel: () => options.frame?.onDone() }
  return { form, values: form.values, errors, isSaving, onSubmit, field, checkbox, image, layout }
}
