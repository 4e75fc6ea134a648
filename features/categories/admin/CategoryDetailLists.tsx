import type { ReactNode } from 'react'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { BoxIcon, CalendarIcon, EditIcon, PlusIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import {
  type ListMove,
  OrderControls,
  SortableItem,
  SortableList,
  UNSTYLED_LIST,
} from '../../../ui/backoffice/components/SortableList'
import { RowAction } from '../../../ui/backoffice/components/RowAction'
import { Thumbnail } from '../../../ui/backoffice/components/Thumbnail'
import { formatEventDateTime, formatPrice, isUpcoming } from '../category.rules'
import type { Event } from '../event.schema'
import type { Product } from '../product.schema'

type ListActions<T> = { onAdd: () => void; onEdit: (item: T) => void; onDelete: (item: T) => void }

/** docs/product.md#category-window: the Events tab — upcoming and past events, each with edit and delete. */
export function EventList({ events, onAdd, onEdit, onDelete }: { events: Event[] } & ListActions<Event>) {
  const now = Date.now()
  return (
    <Section
      note="Upcoming and past events on the category page."
      add="Add Event"
      onAdd={onAdd}
      empty={events.length === 0 ? 'No events yet.' : null}
    >
      {events.map((event) => {
        const upcoming = isUpcoming(event, now)
        return (
          <Paper key={event._id} component="li" withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Thumbnail imageUrl={event.imageUrl} size={48}>
                <CalendarIcon size={18} />
              </Thumbnail>
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
                <EditAndDelete
                  name={`event ${event.title}`}
                  onEdit={() => onEdit(event)}
                  onDelete={() => onDelete(event)}
                />
              </Group>
            </Group>
          </Paper>
        )
      })}
    </Section>
  )
}

/**
 * docs/product.md#category-window: the Products tab — in their order, each with its drag handle and arrows
 * (docs/product.md#ordering-lists), edit and delete.
 */
export function ProductList({
  products,
  onReorder,
  onAdd,
  onEdit,
  onDelete,
}: {
  products: Product[]
  onReorder: (products: Product[], move: ListMove<Product> | null) => void
} & ListActions<Product>) {
  return (
    <Section
      note="Shown on the category page in this order."
      add="Add Product"
      onAdd={onAdd}
      empty={products.length === 0 ? 'No products yet.' : null}
      order={{ items: products, onChange: onReorder }}
    >
      {products.map((product, index) => (
        <Paper key={product._id} component={SortableItem} index={index} withBorder radius="md" p="sm">
          <Group gap="sm" wrap="wrap">
            <Thumbnail imageUrl={product.imageUrl} size={48}>
              <BoxIcon size={18} />
            </Thumbnail>
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
              <OrderControls />
              <EditAndDelete
                name={`product ${product.name}`}
                onEdit={() => onEdit(product)}
                onDelete={() => onDelete(product)}
              />
            </Group>
          </Group>
        </Paper>
      ))}
    </Section>
  )
}

/** A tab's note and Add button, then its list (or the words for an empty one). */
function Section({
  note,
  add,
  onAdd,
  empty,
  order,
  children,
}: {
  note: string
  add: string
  onAdd: () => void
  empty: string | null
  /** Items the person reorders (their SortableItems are the children). */
  order?: { items: Product[]; onChange: (products: Product[], move: ListMove<Product> | null) => void }
  children: ReactNode
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          {note}
        </Text>
        <Button size="xs" leftSection={<PlusIcon size={16} />} onClick={onAdd}>
          {add}
        </Button>
      </Group>
      {empty !== null ? (
        <Text size="sm" c="gray.7" ta="center" py="lg">
          {empty}
        </Text>
      ) : order ? (
        <SortableList
          items={order.items}
          getKey={(product: Product) => product._id}
          nameOf={(product: Product) => product.name}
          onChange={order.onChange}
        >
          {children}
        </SortableList>
      ) : (
        <Stack component="ul" gap="xs" style={UNSTYLED_LIST}>
          {children}
        </Stack>
      )}
    </Stack>
  )
}

/** 'Edit event …' and 'Delete event …' (or product). */
function EditAndDelete({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <>
      <RowAction color="blue" label={`Edit ${name}`} onClick={onEdit}>
        <EditIcon size={18} />
      </RowAction>
      <RowAction color="red" label={`Delete ${name}`} onClick={onDelete}>
        <TrashIcon size={18} />
      </RowAction>
    </>
  )
}
