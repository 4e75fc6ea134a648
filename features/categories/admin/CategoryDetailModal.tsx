import { Anchor, Badge, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core'
import { Thumbnail } from '../../../ui/backoffice/components/Thumbnail'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { BoxIcon, CalendarIcon, ExternalIcon, PhotoIcon } from '../../../ui/backoffice/components/icons'
import { notify } from '../../../ui/backoffice/notify'
import { useApi, useApiObject, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityDialogs } from '../../../ui/backoffice/useEntityDialogs'
import type { Category } from '../category.schema'
import type { Event } from '../event.schema'
import type { Product } from '../product.schema'
import { useListOrder } from '../../../ui/backoffice/table/useListOrder'
import { EVENT_MESSAGES, PRODUCT_MESSAGES, CATEGORIES, EVENTS_KEY } from './categories-admin'
import { EventList, ProductList } from './CategoryDetailLists'
import { EventFormModal } from './EventFormModal'
import { ProductFormModal } from './ProductFormModal'
import { WINDOW_TITLE_STYLES } from '../../../ui/backoffice/components/FormModal'

type Props = {
  opened: boolean
  onClose: () => void
  categoryId: string | null
  fullScreen?: boolean
}

/**
 * docs/product.md#category-window: the category's detail window, listing its events (add, edit, delete) and its
 * products.
 */
/**
 * What deleting an event or a product does (docs/product.md#category-window): it is not a trashed item of its own, but
 * the category's History keeps it in every earlier version.
 */
const PART_NOT_TRASHED =
  'It does not go to the Trash: restoring an earlier version of the category from its History brings it back.'

export function CategoryDetailModal({ opened, onClose, categoryId, fullScreen }: Props) {
  const api = useApi()
  const invalidate = useInvalidate()
  const detail = useApiObject<Category>(
    CATEGORIES.item(categoryId ?? 'none'),
    `/categories/${categoryId}?includeEvents=true&includeProducts=true`,
    { enabled: opened && categoryId !== null },
  )
  const eventDialogs = useEntityDialogs<'event' | 'deleteEvent', Event>()
  const productDialogs = useEntityDialogs<'product' | 'deleteProduct', Product>()
  const reorderProducts = useListOrder<Product, Category>({
    queryKey: CATEGORIES.item(categoryId ?? 'none'),
    path: `/categories/${categoryId}/products`,
    failed: PRODUCT_MESSAGES.orderFailed,
    within: (data, products) => ({ ...data, products }),
  })
  const category = detail.data
  const events = category?.events ?? []
  const products = category?.products ?? []

  async function deleteEvent(event: Event) {
    await api.delete(`/categories/${categoryId}/events/${event._id}`)
    await invalidate(CATEGORIES.queryKey, EVENTS_KEY)
    notify.success(EVENT_MESSAGES.deleted)
  }

  async function deleteProduct(product: Product) {
    await api.delete(`/categories/${categoryId}/products/${product._id}`)
    await invalidate(CATEGORIES.queryKey)
    notify.success(PRODUCT_MESSAGES.deleted)
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={category ? category.title : 'Category'}
        size={900}
        fullScreen={fullScreen}
        radius={fullScreen ? 0 : 'lg'}
        styles={WINDOW_TITLE_STYLES}
      >
        {detail.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading category" />
          </Group>
        ) : detail.isError || !category ? (
          <LoadError
            message="Failed to load the category. Please try again."
            onRetry={() => detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : (
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Thumbnail imageUrl={category.imageUrl} size={72}>
                <PhotoIcon size={24} />
              </Thumbnail>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Badge variant="light" color={category.isActive ? 'green' : 'gray'}>
                    {category.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                  {category.isActive ? (
                    <Anchor
                      href={`/categories/${category.slug}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                    >
                      <Group gap={4} component="span">
                        View on website <ExternalIcon size={14} />
                      </Group>
                    </Anchor>
                  ) : null}
                </Group>
                {category.shortDescription ? (
                  <Text size="sm" c="gray.8">
                    {category.shortDescription}
                  </Text>
                ) : null}
              </Stack>
            </Group>

            <Tabs defaultValue="events" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="events" leftSection={<CalendarIcon size={16} />}>
                  Events ({events.length})
                </Tabs.Tab>
                <Tabs.Tab value="products" leftSection={<BoxIcon size={16} />}>
                  Products ({products.length})
                </Tabs.Tab>
              </Tabs.List>

              <Tabs.Panel value="events" pt="md">
                <EventList
                  events={events}
                  onAdd={() => eventDialogs.open('event')}
                  onEdit={(event) => eventDialogs.open('event', event)}
                  onDelete={(event) => eventDialogs.open('deleteEvent', event)}
                />
              </Tabs.Panel>

              <Tabs.Panel value="products" pt="md">
                <ProductList
                  products={products}
                  onReorder={reorderProducts}
                  onAdd={() => productDialogs.open('product')}
                  onEdit={(product) => productDialogs.open('product', product)}
                  onDelete={(product) => productDialogs.open('deleteProduct', product)}
                />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </Modal>

      <EventFormModal
        opened={eventDialogs.isOpen('event')}
        onClose={eventDialogs.close}
        categoryId={categoryId}
        item={eventDialogs.item('event')}
        fullScreen={fullScreen}
      />
      <ProductFormModal
        opened={productDialogs.isOpen('product')}
        onClose={productDialogs.close}
        categoryId={categoryId}
        item={productDialogs.item('product')}
        nextOrder={products.length === 0 ? 0 : Math.max(...products.map((p) => p.order)) + 1}
        fullScreen={fullScreen}
      />
      <ConfirmModal
        opened={eventDialogs.isOpen('deleteEvent')}
        onClose={eventDialogs.close}
        title="Delete event"
        message={
          <Text size="sm">
            Delete the event <strong>{eventDialogs.item('deleteEvent')?.title ?? ''}</strong>?{' '}
            {PART_NOT_TRASHED}
          </Text>
        }
        onConfirm={() => deleteEvent(eventDialogs.item('deleteEvent')!)}
        failureMessage={EVENT_MESSAGES.deleteFailed}
      />
      <ConfirmModal
        opened={productDialogs.isOpen('deleteProduct')}
        onClose={productDialogs.close}
        title="Delete product"
        message={
          <Text size="sm">
            Delete the product <strong>{productDialogs.item('deleteProduct')?.name ?? ''}</strong>?{' '}
            {PART_NOT_TRASHED}
          </Text>
        }
        onConfirm={() => deleteProduct(productDialogs.item('deleteProduct')!)}
        failureMessage={PRODUCT_MESSAGES.deleteFailed}
      />
    </>
  )
}
