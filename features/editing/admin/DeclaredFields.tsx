import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import {
  cleanLines,
  type ContentField,
  type ParentFieldKind,
  type SeoFieldKind,
  uploadPathOf,
} from '../../../platform/content-fields'
import type { ContentType } from '../../../platform/content-types'
import type { Seo } from '../../../platform/fields'
import { AddressField } from '../../../ui/backoffice/components/AddressField'
import { ActiveSwitch, TextBlock } from '../../../ui/backoffice/components/fields'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { RichTextField } from '../../../ui/backoffice/components/RichTextField'
import { TextListField } from '../../../ui/backoffice/components/TextListField'
import { contentReads, useApiList } from '../../../ui/backoffice/queries'
import { AltTextField } from './AltTextField'
import { RECLAIM } from './declared-values'
import { pageAddress, SeoFields } from './SeoFields'

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
  values: Record<string, unknown>
  errors: Record<string, string | undefined>
  form: { setFieldValue: (name: string, value: never) => void }
}

/** The window the fields are in: its content type (an address, a parent) and its item (none while adding). */
export type FieldsWindow = { type: ContentType; itemId: string | null }

/** Props a form adds to one field beyond its declaration (an image field's upload messages). */
type Extra = Record<string, unknown>

/** One declared field as its kind is edited (platform/content-fields.ts). */
export function FieldInput({
  field,
  form,
  window,
  extra,
  autoFocus = false,
}: {
  field: ContentField
  form: FieldsForm
  window: FieldsWindow
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
      const maxLength = field.stopsAtMax === false ? undefined : field.max
      if (field.lines)
        return <TextBlock {...common} {...props} maxLength={maxLength} rows={[...field.lines]} {...extra} />
      return (
        <TextInput
          {...common}
          {...props}
          maxLength={maxLength}
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
            uploadPath={uploadPathOf(field)}
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
    case 'number': {
      const props = form.field(field.name) as ReturnType<FieldsForm['field']> & { value: string }
      const inputMode = field.decimals === undefined ? 'numeric' : 'decimal'
      return <TextInput {...common} inputMode={inputMode} {...props} w={field.width} {...extra} />
    }
    case 'dateTime': {
      const props = form.field(field.name) as ReturnType<FieldsForm['field']> & { value: string }
      return <TextInput {...common} type="datetime-local" {...props} {...extra} />
    }
    case 'check':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          {...form.checkbox(field.name)}
          {...extra}
        />
      )
    case 'address':
      return window.type.address ? (
        <AddressField
          address={window.type.address}
          title={String(form.values[field.title] ?? '')}
          slug={form.field(field.name) as ReturnType<FieldsForm['field']> & { value: string }}
          reclaim={form.checkbox(RECLAIM)}
          reclaimOffer={form.errors[RECLAIM]}
        />
      ) : null
    case 'textList': {
      const props = form.field(field.name) as ReturnType<FieldsForm['field']> & { value: string[] }
      const count = field.counted ? cleanLines(props.value).length : 0
      return (
        <TextListField
          label={field.label}
          itemLabel={field.itemLabel}
          description={count > 0 ? field.description?.replace(/\.$/, ` (${count}).`) : field.description}
          {...props}
          errorOf={(index) => form.errors[`${field.name}.${index}`]}
          placeholder={field.placeholder}
          maxLength={field.max}
          max={field.most}
          {...extra}
        />
      )
    }
    case 'seo':
      return <DeclaredSeo field={field} form={form} window={window} extra={extra} />
    case 'parent':
      return <ParentSelect field={field} form={form} window={window} extra={extra} />
  }
}

/** A page's search and social fields, previewed with what its other declared fields say of it. */
function DeclaredSeo({
  field,
  form,
  window,
  extra,
}: {
  field: SeoFieldKind
  form: FieldsForm
  window: FieldsWindow
  extra?: Extra
}) {
  const { values } = form
  const text = (name: string) => String(values[name] ?? '')
  const slug = window.type.fields?.find((other) => other.kind === 'address')?.name
  return (
    <SeoFields
      value={values[field.name] as Required<Seo>}
      onChange={(seo) => form.form.setFieldValue(field.name, seo as never)}
      own={{
        title: text(field.own.title) || field.untitled,
        description: field.own.description.map(text).find(Boolean) ?? '',
        image: field.own.image ? ((values[field.own.image] as string | null) ?? null) : null,
        ...(extra?.own as object | undefined),
      }}
      address={pageAddress(window.type.address, slug ? text(slug) : '')}
      uploadPath={uploadPathOf(field)}
      errors={{ title: form.errors[field.name] }}
    />
  )
}

/** The item above this one among the type's others: neither itself nor one right under it (the server refuses deeper cycles). */
function ParentSelect({
  field,
  form,
  window,
  extra,
}: {
  field: ParentFieldKind
  form: FieldsForm
  window: FieldsWindow
  extra?: Extra
}) {
  const reads = contentReads(window.type)
  const all = useApiList<Record<string, unknown> & { _id: string }>(reads.queryKey, reads.path)
  const title = window.type.titleColumn.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
  const parents = (all.data ?? [])
    .filter((other) => other._id !== window.itemId && other[field.name] !== window.itemId)
    .map((other) => ({ value: other._id, label: String(other[title] ?? '') }))
  return (
    <Select
      label={field.label}
      description={field.description}
      placeholder={field.placeholder}
      data={parents}
      value={form.values[field.name] as string | null}
      onChange={(value) => form.form.setFieldValue(field.name, value as never)}
      error={form.errors[field.name]}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
      {...extra}
    />
  )
}

/**
 * The declared fields in their order, each as its kind is edited; fields that share a `row` stand side by side on
 * a wide screen. `extra` adds props to a field by name, `own` draws a field instead; the first field takes the focus
 * when the window opens.
 */
export function DeclaredFields({
  fields,
  form,
  window,
  extra = {},
  own = {},
  schedule = null,
  focus = true,
}: {
  fields: readonly ContentField[]
  form: FieldsForm
  window: FieldsWindow
  extra?: Record<string, Extra>
  /** Fields the form draws itself, in their declared place (a client's image, uploaded when the form is saved). */
  own?: Record<string, ReactNode>
  /** The schedule's button, right after the active switch (it shows and hides the item at a chosen time). */
  schedule?: ReactNode
  /** Whether the first field takes the focus when the window opens (not those beside it). */
  focus?: boolean
}) {
  const groups: ContentField[][] = []
  for (const field of fields) {
    const last = groups.at(-1)
    if (field.row && last?.[0]?.row === field.row) last.push(field)
    else groups.push([field])
  }
  const first = focus ? fields[0]?.name : undefined
  const input = (field: ContentField) => (
    <Fragment key={field.name}>
      {field.name in own ? (
        own[field.name]
      ) : (
        <FieldInput
          field={field}
          form={form}
          window={window}
          extra={extra[field.name]}
          autoFocus={field.name === first}
        />
      )}
      {field.kind === 'active' ? schedule : null}
    </Fragment>
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
