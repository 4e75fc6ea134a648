import { Checkbox, Group, TextInput } from '@mantine/core'
import { TextBlock } from '../../../ui/backoffice/components/fields'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type Product, ProductInputSchema } from '../product.schema'
import { PRODUCT_MESSAGES, CATEGORIES } from './categories-admin'
import { CATEGORY_UPLOAD_PATH } from './CategoryFormModal'

type Extra = {
  categoryId: string | null
  /** Where a new product goes: the end of the category's list. */
  nextOrder: number
}

/** Add or edit a product of a category: the fields the public category page shows. */
export const ProductFormModal = entityFormModal(ProductForm, {
  titles: ['Add product', 'Edit product'],
  size: 760,
  newKey: ({ categoryId }: Extra) => String(categoryId),
})

function ProductForm({ item: product, categoryId, nextOrder, frame }: EntityFormProps<Product, Extra>) {
  const save = useSaveEntity(`/categories/${categoryId}/products`, product, CATEGORIES.queryKey)
  const { layout, field, checkbox, image } = useEntityForm({
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
    save,
    success: product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created,
    failure: (error) => PRODUCT_MESSAGES.saveFailed(errorMessage(error)),
    frame,
  })

  return (
    <FormLayout
      {...layout}
      onSubmit={categoryId ? layout.onSubmit : (event) => event.preventDefault()}
      submitLabel={product ? 'Save changes' : 'Add Product'}
      aside={
        <ImageUploadField
          label="Product image"
          description="Recommended 800×800, up to 5 MB."
          uploadPath={CATEGORY_UPLOAD_PATH}
          {...image('imageUrl')}
          onError={(message) => notify.error(message)}
          previewHeight={160}
        />
      }
    >
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        {...field('name')}
        placeholder="e.g. Modular switchboard MS-400"
      />
      <TextBlock label="Description" {...field('description')} maxLength={5000} rows={[3, 8]} />
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
    </FormLayout>
  )
}
