import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ContentField } from '../../../platform/content-fields'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { DeclaredFields } from './DeclaredFields'
import type { useEditWindow } from './useEditWindow'

/**
 * An edit window's form from its type's (or part's) declared fields (platform/content-fields.ts): the texts in a
 * column, the images (and the fields declared `side`) beside them on a wide screen, the schedule after the active switch (last
 * without one); Cancel, Save as draft and the save button under them, and History at their start (useEditWindow).
 */
export function EditWindowForm({
  edit,
  fields,
  extra,
  own = {},
  split,
  submitDisabled,
  children,
  aside,
}: {
  /** The window (useEditWindow, or usePartWindow for a part without draft, History or schedule). */
  edit: Pick<ReturnType<typeof useEditWindow>, 'type' | 'itemId'> & {
    form: object
    layout: Omit<Parameters<typeof FormLayout>[0], 'children'>
    schedule: ReactNode
  }
  fields: readonly ContentField[]
  /** Props added to a field by name (an image field's upload messages). */
  extra?: Record<string, Record<string, unknown>>
  /**
   * Fields the form draws itself, in their declared place (DeclaredFields): among the texts, or beside them when
   * declared `side` (an event's image, uploaded on saving).
   */
  own?: Record<string, ReactNode>
  /** Twelfths of a wide window for the column of texts (7 by default). */
  split?: number
  /** Holds the save back while something else runs (an image upload). */
  submitDisabled?: boolean
  /** What the form holds beside its declared fields, after them. */
  children?: ReactNode
  /** What stands beside the fields, under the declared images. */
  aside?: ReactNode
}) {
  const beside = (field: ContentField) => field.side || (field.kind === 'image' && !(field.name in own))
  const images = fields.filter(beside)
  const texts = fields.filter((field) => !beside(field))
  const form = edit.form as unknown as Parameters<typeof DeclaredFields>[0]['form']
  const window = { type: edit.type, itemId: edit.itemId }
  const hasSwitch = (list: readonly ContentField[]) => list.some((field) => field.kind === 'active')
  const side =
    images.length > 0 || aside ? (
      <Stack gap="md">
        <DeclaredFields
          fields={images}
          form={form}
          window={window}
          extra={extra}
          own={own}
          schedule={edit.schedule}
          focus={false}
        />
        {aside}
      </Stack>
    ) : undefined
  return (
    <FormLayout {...edit.layout} split={split} submitDisabled={submitDisabled} aside={side}>
      <DeclaredFields
        fields={texts}
        form={form}
        window={window}
        extra={extra}
        own={own}
        schedule={edit.schedule}
      />
      {children}
      {hasSwitch(fields) ? null : edit.schedule}
    </FormLayout>
  )
}
