import { Button, Grid, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { isInvalidUploadResponse } from '../../../ui/backoffice/api-client'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../ui/backoffice/form'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import { type Category, CATEGORY_TITLE_TAKEN, CategoryInputSchema } from '../category.schema'
import { CATEGORY_MESSAGES, isDuplicateTitleError } from './categories-admin'
import { FormModal } from '../../../ui/backoffice/components/FormModal'

export const CATEGORY_UPLOAD_PATH = '/upload/categories'

type Props = {
  opened: boolean
  onClose: () => void
  /** The category to edit; null adds one. */
  category: Category | null
  /**
   * docs/product.md#category-form: a new category's display order defaults to the current number of categories.
   */
  nextDisplayOrder: number
  fullScreen?: boolean
}

export function CategoryFormModal({ opened, onClose, category, nextDisplayOrder, fullScreen }: Props) {
  const [isSaving, setSaving] = useState(false)
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit category' : 'Add category'}
      size={880}
      fullScreen={fullScreen}
      isSaving={isSaving}
    >
      <CategoryForm
        key={category?._id ?? `new-${nextDisplayOrder}`}
        category={category}
        nextDisplayOrder={nextDisplayOrder}
        onDone={onClose}
        onSavingChange={setSaving}
      />
    </FormModal>
  )
}

type Values = {
  title: string
  shortDescription: string
  description: string
  longDescription: string
  imageUrl: string | null
  parentId: string | null
  isActive: boolean
  displayOrder: string
}

function CategoryForm({
  category,
  nextDisplayOrder,
  onDone,
  onSavingChange,
}: {
  category: Category | null
  nextDisplayOrder: number
  onDone: () => void
  onSavingChange: (isSaving: boolean) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const all = useApiList<Category>(queryKeys.categories, '/categories')
  const [values, setValues] = useState<Values>(() => ({
    title: category?.title ?? '',
    shortDescription: category?.shortDescription ?? '',
    description: category?.description ?? '',
    longDescription: category?.longDescription ?? '',
    imageUrl: category?.imageUrl ?? null,
    parentId: category?.parentId ?? null,
    isActive: category?.isActive ?? true,
    displayOrder: String(category?.displayOrder ?? nextDisplayOrder),
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSaving, setSavingState] = useState(false)

  function setSaving(value: boolean) {
    setSavingState(value)
    onSavingChange(value)
  }

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  // A category cannot sit under itself; deeper cycles are refused by the server.
  const parents = (all.data ?? [])
    .filter((other) => other._id !== category?._id && other.parentId !== category?._id)
    .map((other) => ({ value: other._id, label: other.title }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = validateForm(CategoryInputSchema, { ...values, imageUrl: values.imageUrl ?? '' })
    if (checked.errors) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    try {
      if (category) await api.put(`/categories/${category._id}`, checked.data)
      else await api.post('/categories', checked.data)
      await invalidate(queryKeys.categories)
      notify.success(category ? CATEGORY_MESSAGES.updated : CATEGORY_MESSAGES.created)
      setSaving(false)
      onDone()
    } catch (error) {
      setSaving(false)
      const message = errorMessage(error)
      const fieldErrors = serverFieldErrors(error) ?? {}
      if (isDuplicateTitleError(message)) fieldErrors.title = CATEGORY_TITLE_TAKEN
      setErrors(fieldErrors)
      if (fieldErrors.title) document.querySelector<HTMLElement>('[data-field="title"]')?.focus()
      notify.error(
        category ? CATEGORY_MESSAGES.updateFailed(message) : CATEGORY_MESSAGES.createFailed(message),
      )
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              withAsterisk
              data-autofocus
              data-field="title"
              description="3 to 100 characters, different from every other category."
              value={values.title}
              onChange={(event) => set('title', event.currentTarget.value)}
              error={errors.title}
              placeholder="e.g. Switchgear"
            />
            <Textarea
              label="Short description"
              description="Shown on the category card (up to 200 characters)."
              data-field="shortDescription"
              value={values.shortDescription}
              onChange={(event) => set('shortDescription', event.currentTarget.value)}
              error={errors.shortDescription}
              autosize
              minRows={2}
              maxRows={4}
            />
            <Textarea
              label="Description"
              description="The opening paragraph of the category page’s About block (up to 5000 characters)."
              data-field="description"
              value={values.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              error={errors.description}
              autosize
              minRows={3}
              maxRows={8}
            />
            <Textarea
              label="Long description"
              description="Optional. Limited HTML is kept: paragraphs, lists, bold, italic and links."
              data-field="longDescription"
              value={values.longDescription}
              onChange={(event) => set('longDescription', event.currentTarget.value)}
              error={errors.longDescription}
              autosize
              minRows={3}
              maxRows={10}
              styles={{
                input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 },
              }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="md">
            <ImageUploadField
              label="Category image"
              description="Shown on the category card and page. Recommended 1200×800, up to 5 MB."
              uploadPath={CATEGORY_UPLOAD_PATH}
              value={values.imageUrl}
              onChange={(url) => set('imageUrl', url)}
              error={errors.imageUrl}
              onError={(message) => notify.error(message)}
              failureMessage={(error) =>
                isInvalidUploadResponse(error)
                  ? CATEGORY_MESSAGES.invalidUpload
                  : CATEGORY_MESSAGES.uploadFailed
              }
              previewHeight={140}
            />
            <Select
              label="Parent category"
              description="Optional: show this category as a subcategory of another."
              placeholder="None (top level)"
              data={parents}
              value={values.parentId}
              onChange={(value) => set('parentId', value)}
              error={errors.parentId}
              clearable
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Display order"
              description="0 comes first. The arrows in the table change it too."
              data-field="displayOrder"
              inputMode="numeric"
              value={values.displayOrder}
              onChange={(event) => set('displayOrder', event.currentTarget.value)}
              error={errors.displayOrder}
              w={180}
            />
            <Switch
              label="Active"
              description="Active categories are shown on the website."
              checked={values.isActive}
              onChange={(event) => set('isActive', event.currentTarget.checked)}
              color="green.8"
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : category ? 'Save changes' : 'Add Category'}
        </Button>
      </Group>
    </form>
  )
}
