import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { EditWindowForm } from '../../editing/admin/EditWindowForm'
import { usePartWindow } from '../../editing/admin/usePartWindow'
import { categoryContentType, PRODUCT_FIELDS, PRODUCTS_PART } from '../category.content-type'
import { type Product, ProductInputSchema } from '../product.schema'
import { PRODUCT_MESSAGES, CATEGORIES } from './categories-admin'

type Extra = {
  categoryId: string | null
  /** Where a new product goes: the end of the category's list. */
  nextOrder: number
}

/**
 * Add or edit a product of a category: the fields the public category page shows, from its declared fields
 * (PRODUCT_FIELDS; docs/product.md#product-form).
 */
export const ProductFormModal = entityFormModal(ProductForm, {
  titles: ['Add product', 'Edit product'],
  size: 760,
  newKey: ({ categoryId }: Extra) => String(categoryId),
})

function ProductForm({ item: product, categoryId, nextOrder, frame }: EntityFormProps<Product, Extra>) {
  const edit = usePartWindow({
    type: categoryContentType,
    part: PRODUCTS_PART,
    item: product,
    frame,
    path: `/categories/${categoryId}/products`,
    keys: [CATEGORIES.queryKey],
    valuesOf: () => ({}),
    schema: ProductInputSchema,
    toInput: (values: Record<string, unknown>) => ({
      ...values,
      imageUrl: values.imageUrl ?? '',
      order: product?.order ?? nextOrder,
    }),
    texts: {
      create: 'Add Product',
      created: PRODUCT_MESSAGES.created,
      updated: PRODUCT_MESSAGES.updated,
      failed: (error) => PRODUCT_MESSAGES.saveFailed(errorMessage(error)),
    },
  })
  const layout = edit.layout
  return (
    <EditWindowForm
      edit={{
        ...edit,
        layout: { ...layout, onSubmit: categoryId ? layout.onSubmit : (event) => event?.preventDefault() },
      }}
      fields={PRODUCT_FIELDS}
      extra={{ imageUrl: { onError: (message: string) => notify.error(message) } }}
    />
  )
}
