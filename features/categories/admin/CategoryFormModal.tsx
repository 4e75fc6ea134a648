import { Grid, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { isInvalidUploadResponse } from '../../../ui/backoffice/api-client'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { focusField } from '../../../ui/backoffice/form'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Category, CATEGORY_TITLE_TAKEN, CategoryInputSchema } from '../category.schema'
import { CATEGORY_MESSAGES, isDuplicateTitleError } from './categories-admin'
import { FormActions } from '../../../ui/backoffice/components/FormActions'
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
  const { form, errors, isSaving, onSubmit, field, checkbox } = useEntityForm({
    initialValues: {
      title: category?.title ?? '',
      shortDescription: category?.shortDescription ?? '',
      description: category?.description ?? '',
      longDescription: category?.longDescription ?? '',
      imageUrl: category?.imageUrl ?? (null as string | null),
      parentId: category?.parentId ?? (null as string | null),
      isActive: category?.isActive ?? true,
      displayOrder: String(category?.displayOrder ?? nextDisplayOrder),
    },
    schema: CategoryInputSchema,
    toInput: (values) => ({ ...values, imageUrl: values.imageUrl ?? '' }),
    save: async (data) => {
      if (category) await api.put(`/categories/${category._id}`, data)
      else await api.post('/categories', data)
      await invalidate(queryKeys.categories)
    },
    success: category ? CATEGORY_MESSAGES.updated : CATEGORY_MESSAGES.created,
    failure: (error) =>
      category
        ? CATEGORY_MESSAGES.updateFailed(errorMessage(error))
        : CATEGORY_MESSAGES.createFailed(errorMessage(error)),
    serverErrors: (error, fieldErrors) => {
      if (isDuplicateTitleError(errorMessage(error))) fieldErrors.title = CATEGORY_TITLE_TAKEN
      if (fieldErrors.title) focusField('title')
      return fieldErrors
    },
    onSavingChange,
    onSaved: onDone,
  })

  // A category cannot sit under itself; deeper cycles are refused by the server.
  const parents = (all.data ?? [])
    .filter((other) => other._id !== category?._id && other.parentId !== category?._id)
    .map((other) => ({ value: other._id, label: other.title }))

  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Title"
              withAsterisk
              data-autofocus
              description="3 to 100 characters, different from every other category."
              {...field('title')}
              placeholder="e.g. Switchgear"
            />
            <Textarea
              label="Short description"
              description="Shown on the category card (up to 200 characters)."
              {...field('shortDescription')}
              autosize
              minRows={2}
              maxRows={4}
            />
            <Textarea
              label="Description"
              description="The opening paragraph of the category page’s About block (up to 5000 characters)."
              {...field('description')}
              autosize
              minRows={3}
              maxRows={8}
            />
            <Textarea
              label="Long description"
              description="Optional. Limited HTML is kept: paragraphs, lists, bold, italic and links."
              {...field('longDescription')}
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
              value={form.values.imageUrl}
              onChange={(url) => form.setFieldValue('imageUrl', url)}
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
              value={form.values.parentId}
              onChange={(value) => form.setFieldValue('parentId', value)}
              error={errors.parentId}
              clearable
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Display order"
              description="0 comes first. The arrows in the table change it too."
              inputMode="numeric"
              {...field('displayOrder')}
              w={180}
            />
            <Switch
              label="Active"
              description="Active categories are shown on the website."
              {...checkbox('isActive')}
              color="green.8"
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <FormActions
        onCancel={onDone}
        isSaving={isSaving}
        submitLabel={category ? 'Save changes' : 'Add Category'}
      />
    </form>
  )
}
