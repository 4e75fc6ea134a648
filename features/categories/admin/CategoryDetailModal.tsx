import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Tabs,
  Text,
} from '@mantine/core'
import { useState } from 'react'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BoxIcon,
  CalendarIcon,
  EditIcon,
  ExternalIcon,
  PhotoIcon,
  PlusIcon,
  TrashIcon,
} from '../../../ui/backoffice/components/icons'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiObject, useInvalidate } from '../../../ui/backoffice/queries'
import type { Event } from '../event.schema'
import type { Category } from '../category.schema'
import { formatEventDateTime, formatPrice, isUpcoming } from '../category.rules'
import type { Product } from '../product.schema'
import { EVENT_MESSAGES, moveProduct, PRODUCT_MESSAGES } from './categories-admin'
import { EventFormModal } from './EventFormModal'
import { ProductFormModal } from './ProductFormModal'
import { RowAction } from '../../../ui/backoffice/components/RowAction'

type Props = {
  opened: boolean
  onClose: () => void
  categoryId: string | null
  fullScreen?: boolean
}

type Child =
  | { kind: 'event'; event: Event | null }
  | { kind: 'deleteEvent'; event: Event }
  | { kind: 'product'; product: Product | null }
  | { kind: 'deleteProduct'; product: Product }

/**
 * docs/product.md#category-window: the category's detail window, listing its events (add, edit, delete) and its
 * products.
 */
export function CategoryDetailModal({ opened, onClose, categoryId, fullScreen }: Props) {
  const api = useApi()
  const invalidate = useInvalidate()
  const detail = useApiObject<Category>(
    queryKeys.category(categoryId ?? 'none'),
    `/categories/${categoryId}?includeEvents=true&includeProducts=true`,
    { enabled: opened && categoryId !== null },
  )
  const [child, setChild] = useState<Child | null>(null)
  const [childOpened, setChildOpened] = useState(false)
  const [movingId, setMovingId] = useState<string | null>(null)
  const category = detail.data
  const events = category?.events ?? []
  const products = category?.products ?? []
  const now = Date.now()

  const openChild = (next: Child) => {
    setChild(next)
    setChildOpened(true)
  }
  const closeChild = () => setChildOpened(false)

  async function deleteEvent(event: Event) {
    await api.delete(`/categories/${categoryId}/events/${event._id}`)
    await invalidate(queryKeys.categories, queryKeys.events)
    notify.success(EVENT_MESSAGES.deleted)
  }

  async function deleteProduct(product: Product) {
    await api.delete(`/categories/${categoryId}/products/${product._id}`)
    await invalidate(queryKeys.categories)
    notify.success(PRODUCT_MESSAGES.deleted)
  }

  async function move(product: Product, direction: 'up' | 'down') {
    const changes = moveProduct(products, product._id, direction)
    if (!changes) return
    setMovingId(product._id)
    try {
      for (const change of changes) {
        await api.put(`/categories/${categoryId}/products/${change._id}`, { order: change.order })
      }
      await invalidate(queryKeys.categories)
      notify.success(PRODUCT_MESSAGES.reordered)
    } catch {
      notify.error(PRODUCT_MESSAGES.orderFailed)
      await invalidate(queryKeys.categories)
    } finally {
      setMovingId(null)
    }
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
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
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
              <Avatar
                src={category.imageUrl ? thumbnailUrl(category.imageUrl) : null}
                alt=""
                radius="md"
                size={72}
                color="gray"
              >
                <PhotoIcon size={24} />
              </Avatar>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Badge variant="light" color={category.isActive ? 'green' : 'gray'}>
                    {category.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                  {category.isActive ? (
                    <Anchor
                      href={`/categories/${category._id}`}
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
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text size="sm" c="gray.7">
                      Upcoming and past events on the category page.
                    </Text>
                    <Button
                      size="xs"
                      leftSection={<PlusIcon size={16} />}
                      onClick={() => openChild({ kind: 'event', event: null })}
                    >
                      Add Event
                    </Button>
                  </Group>
                  {events.length === 0 ? (
                    <Text size="sm" c="gray.7" ta="center" py="lg">
                      No events yet.
                    </Text>
                  ) : (
                    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                      {events.map((event) => {
                        const upcoming = isUpcoming(event, now)
                        return (
                          <Paper key={event._id} component="li" withBorder radius="md" p="sm">
                            <Group gap="sm" wrap="nowrap" align="flex-start">
                              <Avatar
                                src={event.imageUrl ? thumbnailUrl(event.imageUrl) : null}
                                alt=""
                                radius="md"
                                size={48}
                                color="gray"
                              >
                                <CalendarIcon size={18} />
                              </Avatar>
                              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                                <Group gap="xs">
                                  <Text fw={600} size="sm">
                                    {event.title}
                                  </Text>
                                  <Badge size="xs" variant="light" color={upcoming ? 'blue' : 'gray'}>
                                    {upcoming ? 'Upcoming' : 'Past Event'}
                                  </Badge>
                                </Group>
                                <Text size="xs" c="gray.7">
                                  {formatEventDateTime(event.date)}
                                  {event.location ? ` · ${event.location}` : ''}
                                </Text>
                                <Text size="xs" c="gray.8" lineClamp={2}>
                                  {event.description}
                                </Text>
                              </Stack>
                              <Group gap={2} wrap="nowrap">
                                <RowAction
                                  color="blue"
                                  label={`Edit event ${event.title}`}
                                  onClick={() => openChild({ kind: 'event', event })}
                                >
                                  <EditIcon size={18} />
                                </RowAction>
                                <RowAction
                                  color="red"
                                  label={`Delete event ${event.title}`}
                                  onClick={() => openChild({ kind: 'deleteEvent', event })}
                                >
                                  <TrashIcon size={18} />
                                </RowAction>
                              </Group>
                            </Group>
                          </Paper>
                        )
                      })}
                    </Stack>
                  )}
                </Stack>
              </Tabs.Panel>

              <Tabs.Panel value="products" pt="md">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text size="sm" c="gray.7">
                      Shown on the category page in this order.
                    </Text>
                    <Button
                      size="xs"
                      leftSection={<PlusIcon size={16} />}
                      onClick={() => openChild({ kind: 'product', product: null })}
                    >
                      Add Product
                    </Button>
                  </Group>
                  {products.length === 0 ? (
                    <Text size="sm" c="gray.7" ta="center" py="lg">
                      No products yet.
                    </Text>
                  ) : (
                    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                      {products.map((product, index) => (
                        <Paper key={product._id} component="li" withBorder radius="md" p="sm">
                          <Group gap="sm" wrap="wrap">
                            <Avatar
                              src={product.imageUrl ? thumbnailUrl(product.imageUrl) : null}
                              alt=""
                              radius="md"
                              size={48}
                              color="gray"
                            >
                              <BoxIcon size={18} />
                            </Avatar>
                            <Stack gap={2} style={{ flex: 1, minWidth: 180 }}>
                              <Group gap="xs">
                                <Text fw={600} size="sm">
                                  {product.name}
                                </Text>
                                {product.isNew ? (
                                  <Badge size="xs" variant="light" color="blue">
                                    New
                                  </Badge>
                                ) : null}
                                {product.isEcoFriendly ? (
                                  <Badge size="xs" variant="light" color="green">
                                    Eco-friendly
                                  </Badge>
                                ) : null}
                              </Group>
                              <Text size="xs" c="gray.7">
                                {formatPrice(product.price)}
                              </Text>
                            </Stack>
                            <Group gap={2} wrap="nowrap" ml="auto">
                              <ActionIcon
                                variant="subtle"
                                color="gray.8"
                                size="lg"
                                aria-label={`Move ${product.name} up`}
                                disabled={index === 0 || movingId !== null}
                                onClick={() => move(product, 'up')}
                              >
                                <ArrowUpIcon size={18} />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                color="gray.8"
                                size="lg"
                                aria-label={`Move ${product.name} down`}
                                disabled={index === products.length - 1 || movingId !== null}
                                onClick={() => move(product, 'down')}
                              >
                                <ArrowDownIcon size={18} />
                              </ActionIcon>
                              <RowAction
                                color="blue"
                                label={`Edit product ${product.name}`}
                                onClick={() => openChild({ kind: 'product', product })}
                              >
                                <EditIcon size={18} />
                              </RowAction>
                              <RowAction
                                color="red"
                                label={`Delete product ${product.name}`}
                                onClick={() => openChild({ kind: 'deleteProduct', product })}
                              >
                                <TrashIcon size={18} />
                              </RowAction>
                            </Group>
                          </Group>
                        </Paper>
                      ))}
                    </Stack>
                  )}
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </Modal>

      <EventFormModal
        opened={childOpened && child?.kind === 'event'}
        onClose={closeChild}
        categoryId={categoryId}
        event={child?.kind === 'event' ? child.event : null}
        fullScreen={fullScreen}
      />
      <ProductFormModal
        opened={childOpened && child?.kind === 'product'}
        onClose={closeChild}
        categoryId={categoryId}
        product={child?.kind === 'product' ? child.product : null}
        nextOrder={products.length === 0 ? 0 : Math.max(...products.map((p) => p.order)) + 1}
        fullScreen={fullScreen}
      />
      <ConfirmModal
        opened={childOpened && child?.kind === 'deleteEvent'}
        onClose={closeChild}
        title="Delete event"
        message={
          <Text size="sm">
            Delete the event <strong>{child?.kind === 'deleteEvent' ? child.event.title : ''}</strong>? This
            cannot be undone.
          </Text>
        }
        onConfirm={() => child?.kind === 'deleteEvent' && deleteEvent(child.event)}
        failureMessage={EVENT_MESSAGES.deleteFailed}
      />
      <ConfirmModal
        opened={childOpened && child?.kind === 'deleteProduct'}
        onClose={closeChild}
        title="Delete product"
        message={
          <Text size="sm">
            Delete the product <strong>{child?.kind === 'deleteProduct' ? child.product.name : ''}</strong>?
            This cannot be undone.
          </Text>
        }
        onConfirm={() => child?.kind === 'deleteProduct' && deleteProduct(child.product)}
        failureMessage={PRODUCT_MESSAGES.deleteFailed}
      />
    </>
  )
}
