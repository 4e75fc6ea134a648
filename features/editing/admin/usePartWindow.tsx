import type { QueryKey } from '@tanstack/react-query'
import type { ContentPart, ContentType } from '../../../platform/content-types'
import type { EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import type { FieldErrors } from '../../../ui/backoffice/form'
import { notify } from '../../../ui/backoffice/notify'
import { useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { declaredForm, type DeclaredFormOptions } from './declared-form'
import type { EditWindowTexts } from './useEditWindow'

type Item = { _id: string }

export type PartWindowOptions<
  T extends Item,
  Values extends Record<string, unknown>,
  Data,
> = DeclaredFormOptions<T, Values, Data> &
  EntityFormProps<T> & {
    /** The content type the part belongs to (a category). */
    type: ContentType
    /** The part, with its declared fields (a category's events). */
    part: ContentPart
    /** Where its items are written: POST to it, PUT to it with the item's id (`/categories/{id}/events`). */
    path: string
    /** What a save changes in the query cache. */
    keys: readonly QueryKey[]
    /**
     * What a save sends, from the checked data: the data itself by default. Null when it stopped, having said why.
     */
    body?: (data: Data, values: Values, isNew: boolean) => unknown
    texts: EditWindowTexts
    /** The field errors a failed save shows: the server's (default), or none. */
    serverErrors?: false | ((error: unknown, sent: FieldErrors) => FieldErrors)
  }

/**
 * The edit window of a part of a content type (an event or a product of a category: no draft, History or schedule),
 * from the part's declared fields as useEditWindow makes a type's (declared-form.ts): the values as their kinds edit
 * them, the schema's check, an image's alt text required unless decorative; its autosave and leave guard
 * (useEntityForm). Save sends everything in the form, the image included; Cancel leaves the item as it was.
 */
export function usePartWindow<T extends Item, Values extends Record<string, unknown>, Data>(
  options: PartWindowOptions<T, Values, Data>,
) {
  const { type, part, item, frame, texts } = options
  const saveItem = useSaveEntity(options.path, item, ...options.keys)
  const { valuesOf, check } = declaredForm<T, Values, Data>(part, options, !item)
  const form = useEntityForm<Values, Data>({
    check,
    initialValues: valuesOf(item),
    save: async (data, values) => {
      const body = options.body ? await options.body(data, values, !item) : data
      if (body === null) return false
      await saveItem(body)
    },
    success: item ? texts.updated : texts.created,
    failure: texts.failed,
    onInvalid: texts.invalid ? (errors) => notify.error(texts.invalid!(errors)) : undefined,
    serverErrors: options.serverErrors,
    frame,
  })
  const layout = {
    ...form.layout,
    submitLabel: item ? (texts.update ?? 'Save changes') : texts.create,
    sticky: true,
  }
  return { form, layout, schedule: null, type, itemId: item?._id ?? null }
}
