import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import type { ContentField } from '../../../platform/content-fields'
import { ActiveSwitch, TextBlock } from '../../../ui/backoffice/components/fields'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { RichTextField } from '../../../ui/backoffice/components/RichTextField'
import { AltTextField } from './AltTextField'

/** What DeclaredFields needs of a form built on useEntityForm. */
type FieldsForm = {
  field: (name: string) => {
    'data-field': string
    value: unknown
    onChange: (value: unknown) => void
    error: string | undefined
  }
  checkbox: (name: string) => { checked: boolean; onChange: (value: unknown) => void }
  image: (name: string) => {
    value: string | null
    onChange: (url: string | null) => void
    error: string | undefined
  }
}

/** Props a form adds to one field beyond its declaration (an image field's upload messages). */
type Extra = Record<string, unknown>

/** One declared field as its kind is edited (platform/content-fields.ts). */
export function FieldInput({
  field,
  form,
  extra,
  autoFocus = false,
}: {
  field: ContentField
  form: FieldsForm
  extra?: Extra
  autoFocus?: boolean
}) {
  const common = {
    label: field.label,
    description: field.description,
    withAsterisk: field.required,
    placeholder: field.placeholder,
    ...(autoFocus ? { 'data-autofocus': true } : {}),
  }
  switch (field.kind) {
    case 'text': {
      const props = form.field(field.name) as ReturnType<FieldsForm['field']> & { value: string }
      if (field.lines)
        return <TextBlock {...common} {...props} maxLength={field.max} rows={[...field.lines]} {...extra} />
      return (
        <TextInput
          {...common}
          {...props}
          maxLength={field.max}
          type={field.input}
          inputMode={field.input}
          autoComplete={field.input === 'email' ? 'off' : undefined}
          {...extra}
        />
      )
    }
    case 'richText': {
      const props = form.field(field.name) as ReturnType<FieldsForm['field']> & { value: string }
      return (
        <RichTextField
          label={field.label}
          description={field.description}
          withAsterisk={field.required}
          value={props.value}
          onChange={props.onChange}
          error={props.error}
          data-field={props['data-field']}
          rows={[...(field.lines ?? [4, 12])] as [number, number]}
          {...extra}
        />
      )
    }
    case 'image': {
      const image = form.image(field.name)
      const alt = field.alt ? form.field(field.alt) : null
      return (
        <Stack gap="sm">
          <ImageUploadField
            label={field.label}
            description={field.description}
            uploadPath={`/upload?folder=${field.folder}`}
            previewHeight={field.preview}
            {...image}
            {...extra}
          />
          {alt && image.value ? (
            <AltTextField
              label={field.label}
              name={field.alt!}
              value={alt.value as string | null}
              onChange={alt.onChange}
              error={alt.error}
            />
          ) : null}
        </Stack>
      )
    }
    case 'active':
      return field.checkbox ? (
        <Checkbox label={field.label} description={field.description} {...form.checkbox(field.name)} />
      ) : (
        <ActiveSwitch description={field.description} {...form.checkbox(field.name)} {...extra} />
      )
  }
}

/**
 * The declared fields in their order, each as its kind is edited; fields that share a `row` stand side by side on
 * a wide screen. `extra` adds props to a field by name, `own` draws a field instead; the first field takes the focus
 * when the window opens.
 */
export function DeclaredFields({
  fields,
  form,
  extra = {},
  own = {},
}: {
  fields: readonly ContentField[]
  form: FieldsForm
  extra?: Record<string, Extra>
  /** Fields the form draws itself, in their declared place (a client's image, uploaded when the form is saved). */
  own?: Record<string, ReactNode>
}) {
  const groups: ContentField[][] = []
  for (const field of fields) {
    const last = groups.at(-1)
    if (field.row && last?.[0]?.row === field.row) last.push(field)
    else groups.push([field])
  }
  const first = fields[0]?.name
  const input = (field: ContentField) =>
    field.name in own ? (
      <Fragment key={field.name}>{own[field.name]}</Fragment>
    ) : (
      <FieldInput
        key={field.name}
        field={field}
        form={form}
        extra={extra[field.name]}
        autoFocus={field.name === first}
      />
    )
  return groups.map((group, index): ReactNode =>
    group.length > 1 ? (
      <SimpleGrid key={index} cols={{ base: 1, xs: group.length }} spacing="md">
        {group.map(input)}
      </SimpleGrid>
    ) : (
      <Fragment key={index}>{input(group[0]!)}</Fragment>
    ),
  )
}
