import { Button, Checkbox, Grid, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../ui/backoffice/form'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { type Product, ProductInputSchema } from '../product.schema'
import { PRODUCT_MESSAGES } from './categories-admin'
import { CATEGORY_UPLOAD_PATH } from './CategoryFormModal'
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

type Values = {
  name: string
  description: string
  price: string
  imageUrl: string | null
  isNew: boolean
  isEcoFriendly: boolean
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
  const [values, setValues] = useState<Values>(() => ({
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price === null || product?.price === undefined ? '' : product.price.toFixed(2),
    imageUrl: product?.imageUrl ?? null,
    isNew: product?.isNew ?? false,
    isEcoFriendly: product?.isEcoFriendly ?? false,
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

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!categoryId) return
    const checked = validateForm(ProductInputSchema, {
      ...values,
      imageUrl: values.imageUrl ?? '',
      order: product?.order ?? nextOrder,
    })
    if (checked.errors) {
      setErrors(checked.errors)
      const first = Object.keys(checked.errors)[0]
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    try {
      if (product) await api.put(`/categories/${categoryId}/products/${product._id}`, checked.data)
      else await api.post(`/categories/${categoryId}/products`, checked.data)
      await invalidate(queryKeys.categories)
      notify.success(product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created)
      setSaving(false)
      onDone()
    } catch (error) {
      setSaving(false)
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors) setErrors(fieldErrors)
      notify.error(PRODUCT_MESSAGES.saveFailed(errorMessage(error)))
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <TextInput
              label="Name"
              withAsterisk
              data-autofocus
              data-field="name"
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.name}
              placeholder="e.g. Modular switchboard MS-400"
            />
            <Textarea
              label="Description"
              data-field="description"
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errors.description}
              autosize
              minRows={3}
              maxRows={8}
            />
            <TextInput
              label="Price (EUR)"
              description="Leave empty to show ‘Contact us’ instead of a price."
              data-field="price"
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set('price', e.currentTarget.value)}
              error={errors.price}
              placeholder="e.g. 1249.00"
              w={220}
            />
            <Group gap="xl">
              <Checkbox
                label="New"
                description="Shows a ‘New’ badge."
                checked={values.isNew}
                onChange={(e) => set('isNew', e.currentTarget.checked)}
              />
              <Checkbox
                label="Eco-friendly"
                description="Shows an ‘Eco-friendly’ badge."
                checked={values.isEcoFriendly}
                onChange={(e) => set('isEcoFriendly', e.currentTarget.checked)}
              />
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ImageUploadField
            label="Product image"
            description="Recommended 800×800, up to 5 MB."
            uploadPath={CATEGORY_UPLOAD_PATH}
            value={values.imageUrl}
            onChange={(url) => set('imageUrl', url)}
            error={errors.imageUrl}
            onError={(message) => notify.error(message)}
            previewHeight={160}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : product ? 'Save changes' : 'Add Product'}
        </Button>
      </Group>
    </form>
  )
}
