import { Checkbox, Grid, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Product, ProductInputSchema } from '../product.schema'
import { PRODUCT_MESSAGES } from './categories-admin'
import { CATEGORY_UPLOAD_PATH } from './CategoryFormModal'
import { FormActions } from '../../../ui/backoffice/components/FormActions'
import { FormModal } from '../../../ui/backoffice/components/FormModal'

type Props = {
  opened: boolean
  onClose: () => void
  categoryId: string | null
  /** The product to edit; null adds one at the end of the category's list. */
  product: Product | null
  nextOrder: number
  fullScreen?: boolean
}

/** Add or edit a product of a category: the fields the public category page shows. */
export function ProductFormModal({ opened, onClose, categoryId, product, nextOrder, fullScreen }: Props) {
  const [isSaving, setSaving] = useState(false)
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={product ? 'Edit product' : 'Add product'}
      size={760}
      fullScreen={fullScreen}
      isSaving={isSaving}
    >
      <ProductForm
        key={product?._id ?? `new-${categoryId}`}
        categoryId={categoryId}
        product={product}
        nextOrder={nextOrder}
        onDone={onClose}
        onSavingChange={setSaving}
      />
    </FormModal>
  )
}

function ProductForm({
  categoryId,
  product,
  nextOrder,
  onDone,
  onSavingChange,
}: {
  categoryId: string | null
  product: Product | null
  nextOrder: number
  onDone: () => void
  onSavingChange: (isSaving: boolean) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const { form, errors, isSaving, onSubmit, field, checkbox } = useEntityForm({
    initialValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product?.price === null || product?.price === undefined ? '' : product.price.toFixed(2),
      imageUrl: product?.imageUrl ?? (null as string | null),
      isNew: product?.isNew ?? false,
      isEcoFriendly: product?.isEcoFriendly ?? false,
    },
    schema: ProductInputSchema,
    toInput: (values) => ({ ...values, imageUrl: values.imageUrl ?? '', order: product?.order ?? nextOrder }),
    save: async (data) => {
      if (product) await api.put(`/categories/${categoryId}/products/${product._id}`, data)
      else await api.post(`/categories/${categoryId}/products`, data)
      await invalidate(queryKeys.categories)
    },
    success: product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created,
    failure: (error) => PRODUCT_MESSAGES.saveFailed(errorMessage(error)),
    onSavingChange,
    onSaved: onDone,
  })

  return (
    <form onSubmit={categoryId ? onSubmit : (event) => event.preventDefault()} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Name"
              withAsterisk
              data-autofocus
              {...field('name')}
              placeholder="e.g. Modular switchboard MS-400"
            />
            <Textarea label="Description" {...field('description')} autosize minRows={3} maxRows={8} />
            <TextInput
              label="Price (EUR)"
              description="Leave empty to show ‘Contact us’ instead of a price."
              inputMode="decimal"
              {...field('price')}
              placeholder="e.g. 1249.00"
              w={220}
            />
            <Group gap="xl">
              <Checkbox label="New" description="Shows a ‘New’ badge." {...checkbox('isNew')} />
              <Checkbox
                label="Eco-friendly"
                description="Shows an ‘Eco-friendly’ badge."
                {...checkbox('isEcoFriendly')}
              />
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ImageUploadField
            label="Product image"
            description="Recommended 800×800, up to 5 MB."
            uploadPath={CATEGORY_UPLOAD_PATH}
            value={form.values.imageUrl}
            onChange={(url) => form.setFieldValue('imageUrl', url)}
            error={errors.imageUrl}
            onError={(message) => notify.error(message)}
            previewHeight={160}
          />
        </Grid.Col>
      </Grid>
      <FormActions
        onCancel={onDone}
        isSaving={isSaving}
        submitLabel={product ? 'Save changes' : 'Add Product'}
      />
    </form>
  )
}
