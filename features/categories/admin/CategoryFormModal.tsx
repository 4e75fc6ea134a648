import { Select, Stack, TextInput } from '@mantine/core'
import { ScheduleButton } from '../../schedules/admin/ScheduleButton'
import { AddressField } from '../../../ui/backoffice/components/AddressField'
import { isInvalidUploadResponse } from '../../../ui/backoffice/api-client'
import { ActiveSwitch, TextBlock } from '../../../ui/backoffice/components/fields'
import { RichTextField } from '../../../ui/backoffice/components/RichTextField'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { pageAddress, SeoFields, seoInput, seoValues } from '../../editing/admin/SeoFields'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { focusField } from '../../../ui/backoffice/form'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApiList, useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Category, CATEGORY_TITLE_TAKEN, CategoryInputSchema } from '../category.schema'
import { CATEGORY_MESSAGES, isDuplicateTitleError, CATEGORIES } from './categories-admin'
import { HistoryButton } from '../../history/admin/HistoryDrawer'
import { categoryContentType } from '../category.content-type'
import { DRAFT_MESSAGES } from '../../drafts/admin/draft-text'
import { useServerDraft } from '../../drafts/admin/useServerDraft'

export const CATEGORY_UPLOAD_PATH = '/upload/categories'

type Extra = {
  /**
   * docs/product.md#category-form: a new category's display order defaults to the current number of categories.
   */
  nextDisplayOrder: number
}

export const CategoryFormModal = entityFormModal(CategoryForm, {
  titles: ['Add category', 'Edit category'],
  size: 880,
  newKey: ({ nextDisplayOrder }: Extra) => String(nextDisplayOrder),
})

function CategoryForm({ item: category, nextDisplayOrder, frame }: EntityFormProps<Category, Extra>) {
  const save = useSaveEntity(CATEGORIES.path, category, CATEGORIES.queryKey)
  const all = useApiList<Category>(CATEGORIES.queryKey, CATEGORIES.path)
  const valuesOf = (item: Partial<Category> | null) => ({
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    reclaimSlug: false,
    shortDescription: item?.shortDescription ?? '',
    description: item?.description ?? '',
    longDescription: item?.longDescription ?? '',
    details: item?.details ?? '',
    imageUrl: item?.imageUrl ?? (null as string | null),
    parentId: item?.parentId ?? (null as string | null),
    isActive: item?.isActive ?? true,
    displayOrder: String(item?.displayOrder ?? nextDisplayOrder),
    seo: seoValues(item?.seo),
  })
  const entityForm = useEntityForm({
    initialValues: valuesOf(category),
    schema: CategoryInputSchema,
    toInput: (values) => ({
      ...values,
      // A new item's empty address is made from its title by the server.
      slug: values.slug.trim() === '' && !category ? undefined : values.slug,
      reclaimSlug: values.reclaimSlug || undefined,
      imageUrl: values.imageUrl ?? '',
      seo: seoInput(values.seo),
    }),
    save: async (data) => {
      await save(data)
      // The form showed the draft: what went live is it, so the draft goes (docs/product.md#drafts).
      if (await serverDraft.afterSave()) notify.success(DRAFT_MESSAGES.savedAndDiscarded)
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
    frame,
  })
  const { form, values, errors, layout, field, checkbox, image } = entityForm
  // Events and products are saved on their own (their windows): the draft is of this form's fields only.
  const serverDraft = useServerDraft({
    type: 'categories',
    path: `${CATEGORIES.path}/${category?._id}`,
    itemId: category?._id ?? null,
    form: entityForm,
    body: (data) => data,
    fromFields: (fields) => valuesOf({ ...category, ...(fields as Partial<Category>) }),
    liveValues: valuesOf(category),
    keys: [CATEGORIES.queryKey],
    create: { path: CATEGORIES.path, body: (data) => data },
    close: frame.onDone,
  })

  // A category cannot sit under itself; deeper cycles are refused by the server.
  const parents = (all.data ?? [])
    .filter((other) => other._id !== category?._id && other.parentId !== category?._id)
    .map((other) => ({ value: other._id, label: other.title }))

  return (
    <FormLayout
      {...layout}
      notice={
        <>
          {layout.notice}
          {serverDraft.notice}
        </>
      }
      secondaryAction={serverDraft.saveDraftButton}
      submitLabel={category ? 'Save changes' : 'Add Category'}
      secondary={
        category ? (
          <HistoryButton type={categoryContentType} itemId={category._id} onRestored={frame.onDone} />
        ) : null
      }
      aside={
        <Stack gap="md">
          <ImageUploadField
            label="Category image"
            description="Shown on the category card and page. Recommended 1200×800, up to 5 MB."
            uploadPath={CATEGORY_UPLOAD_PATH}
            {...image('imageUrl')}
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
          <ActiveSwitch description="Active categories are shown on the website." {...checkbox('isActive')} />
          {category ? (
            <ScheduleButton type="categories" itemId={category._id} hasDraft={serverDraft.hasDraft} />
          ) : null}
        </Stack>
      }
    >
      <TextInput
        label="Title"
        withAsterisk
        data-autofocus
        description="3 to 100 characters, different from every other category."
        {...field('title')}
        placeholder="e.g. Switchgear"
      />
      <AddressField
        address={categoryContentType.address}
        title={form.values.title}
        slug={field('slug')}
        reclaim={checkbox('reclaimSlug')}
        reclaimOffer={errors.reclaimSlug}
      />
      <TextBlock
        label="Short description"
        description="Shown on the category card."
        {...field('shortDescription')}
        maxLength={200}
        rows={[2, 4]}
      />
      <TextBlock
        label="Description"
        description="The opening paragraph of the category page’s About block."
        {...field('description')}
        maxLength={5000}
        rows={[3, 8]}
      />
      <RichTextField
        label="Long description"
        description="Optional. Follows the description in the category page’s About block."
        {...field('longDescription')}
        rows={[3, 10]}
      />
      <RichTextField
        label="Details"
        description="Optional. Shown after the long description, e.g. specifications or terms."
        {...field('details')}
        rows={[3, 10]}
      />
      <SeoFields
        value={values.seo}
        onChange={(seo) => entityForm.form.setFieldValue('seo', seo)}
        own={{
          title: values.title || 'Category title',
          description: values.shortDescription || values.description,
          image: values.imageUrl,
        }}
        address={pageAddress(categoryContentType.address, values.slug)}
        uploadPath={CATEGORY_UPLOAD_PATH}
        errors={{ title: errors['seo'] }}
      />
    </FormLayout>
  )
}
