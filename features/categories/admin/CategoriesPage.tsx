import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import {
  ArrowDownIcon,
  ArrowUpIcon,
  CalendarIcon,
  CategoriesIcon,
  EditIcon,
  EyeIcon,
  PhotoIcon,
  PlusIcon,
  TrashIcon,
} from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import type { Category } from '../category.schema'
import classes from './CategoriesTable.module.css'
import { CATEGORY_MESSAGES, moveCategory, tableDescription } from './categories-admin'
import { CategoryDetailModal } from './CategoryDetailModal'
import { CategoryFormModal } from './CategoryFormModal'
import { EventFormModal } from './EventFormModal'
import { RowAction } from '../../../ui/backoffice/components/RowAction'

type DialogKind = 'form' | 'detail' | 'delete' | 'event'
type Dialog = { kind: DialogKind; opened: boolean; category: Category | null }

/** docs/product.md#categories — the table with status and order, and the category, detail and event modals. */
export function CategoriesPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const categories = useApiList<Category>(queryKeys.categories, '/categories')
  const [dialog, setDialog] = useState<Dialog>({ kind: 'form', opened: false, category: null })
  const [pendingStatus, setPendingStatus] = useState<Record<string, boolean>>({})
  const [movingId, setMovingId] = useState<string | null>(null)

  const rows = categories.data ?? []
  const open = (kind: DialogKind, category: Category | null = null) =>
    setDialog({ kind, opened: true, category })
  const close = () => setDialog((current) => ({ ...current, opened: false }))
  const isOpen = (kind: DialogKind) => dialog.opened && dialog.kind === kind
  const dialogCategory = dialog.category
    ? (rows.find((category) => category._id === dialog.category!._id) ?? dialog.category)
    : null

  async function toggleStatus(category: Category) {
    const next = !category.isActive
    setPendingStatus((current) => ({ ...current, [category._id]: next }))
    try {
      await api.put(`/categories/${category._id}`, { isActive: next })
      await invalidate(queryKeys.categories)
      notify.success(next ? CATEGORY_MESSAGES.activated : CATEGORY_MESSAGES.deactivated)
    } catch {
      notify.error(CATEGORY_MESSAGES.statusFailed)
    } finally {
      setPendingStatus(({ [category._id]: _done, ...rest }) => rest)
    }
  }

  async function move(category: Category, direction: 'up' | 'down') {
    const result = moveCategory(rows, category._id, direction)
    if (result.kind === 'atTop') return notify.info(CATEGORY_MESSAGES.atTop)
    if (result.kind === 'atBottom') return notify.info(CATEGORY_MESSAGES.atBottom)
    if (result.kind === 'notInView') return notify.error(CATEGORY_MESSAGES.notInView)
    setMovingId(category._id)
    try {
      await api.put('/categories/reorder', { categories: result.orders })
      await invalidate(queryKeys.categories)
      notify.success(CATEGORY_MESSAGES.reordered)
    } catch {
      notify.error(CATEGORY_MESSAGES.orderFailed)
    } finally {
      setMovingId(null)
    }
  }

  async function deleteCategory(category: Category) {
    await api.delete(`/categories/${category._id}`)
    await invalidate(queryKeys.categories, queryKeys.events)
    notify.success(CATEGORY_MESSAGES.deleted)
  }

  return (
    <>
      <PageHeader
        title="Categories"
        description="Product categories shown on the website, with their events and products."
      >
        <Button leftSection={<PlusIcon />} onClick={() => open('form')}>
          Add Category
        </Button>
      </PageHeader>

      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="md" py="sm" bg="white">
          <Text size="sm" c="gray.7">
            The order here is the order on the website.
          </Text>
          {categories.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {rows.length === 1 ? '1 category' : `${rows.length} categories`}
            </Text>
          ) : null}
        </Group>
        {categories.isError && !categories.data ? (
          <LoadError
            message={CATEGORY_MESSAGES.loadFailed}
            onRetry={() => categories.refetch()}
            isRetrying={categories.isFetching}
          />
        ) : (
          <Table.ScrollContainer minWidth={isSmallScreen ? 0 : 880} type="native">
            <Table
              role="table"
              className={classes.table}
              aria-label="Categories"
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Table.Thead role="rowgroup" bg="gray.0">
                <Table.Tr role="row">
                  <Table.Th role="columnheader" w={330}>
                    Title
                  </Table.Th>
                  <Table.Th role="columnheader">Description</Table.Th>
                  <Table.Th role="columnheader" w={150}>
                    Status
                  </Table.Th>
                  <Table.Th role="columnheader" w={110}>
                    Order
                  </Table.Th>
                  <Table.Th role="columnheader" w={190} ta="right">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {categories.isPending ? (
                  <LoadingRows />
                ) : rows.length === 0 ? (
                  <Table.Tr role="row" className={classes.empty}>
                    <Table.Td role="cell" colSpan={5} className={classes.empty}>
                      <Stack align="center" gap="xs" py={48}>
                        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                          <CategoriesIcon size={24} />
                        </ThemeIcon>
                        <Title order={2} size="h4" mt="xs">
                          No categories found
                        </Title>
                        <Text size="sm" c="gray.7" ta="center" maw={360}>
                          Add the first category to show it on the website.
                        </Text>
                        <Button variant="light" mt="xs" onClick={() => open('form')}>
                          Add your first category
                        </Button>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((category, index) => {
                    const isActive = pendingStatus[category._id] ?? category.isActive
                    const isMoving = movingId !== null
                    return (
                      <Table.Tr role="row" key={category._id} className={classes.row}>
                        <Table.Td role="cell" className={classes.title}>
                          <Group gap="sm" wrap="nowrap">
                            <Avatar
                              src={category.imageUrl ? thumbnailUrl(category.imageUrl) : null}
                              alt=""
                              radius="md"
                              size={44}
                              color="gray"
                            >
                              <PhotoIcon size={18} />
                            </Avatar>
                            <div style={{ minWidth: 0 }}>
                              {/* Two lines of one cell, not a heading and its paragraph. */}
                              <Text component="div" fw={600} size="sm" lineClamp={2}>
                                {category.title}
                              </Text>
                              {category.shortDescription ? (
                                <Text component="div" size="xs" c="gray.7" lineClamp={1}>
                                  {category.shortDescription}
                                </Text>
                              ) : null}
                            </div>
                          </Group>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.description}>
                          <Text size="sm" c="gray.8" maw={420}>
                            {tableDescription(category) || (
                              <Text span c="gray.7" fs="italic" size="sm">
                                No description
                              </Text>
                            )}
                          </Text>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.status}>
                          <Group gap="xs" wrap="nowrap">
                            <Switch
                              aria-label={`Status of ${category.title}`}
                              checked={isActive}
                              disabled={category._id in pendingStatus}
                              onChange={() => toggleStatus(category)}
                              color="green.8"
                            />
                            <Badge
                              variant="light"
                              color={isActive ? 'green' : 'gray'}
                              size="sm"
                              aria-hidden="true"
                            >
                              {isActive ? 'Active' : 'Inactive'}
                            </Badge>
                          </Group>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.order}>
                          <Group gap={2} wrap="nowrap">
                            <VisuallyHidden>Position {index + 1}</VisuallyHidden>
                            <ActionIcon
                              variant="subtle"
                              color="gray.8"
                              size="lg"
                              aria-label={`Move ${category.title} up`}
                              disabled={category.displayOrder === 0 || isMoving}
                              onClick={() => move(category, 'up')}
                            >
                              <ArrowUpIcon size={18} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="gray.8"
                              size="lg"
                              aria-label={`Move ${category.title} down`}
                              disabled={isMoving}
                              onClick={() => move(category, 'down')}
                            >
                              <ArrowDownIcon size={18} />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.actions}>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label="View events and products" withinPortal>
                              <RowAction
                                color="gray"
                                label={`View ${category.title}`}
                                onClick={() => open('detail', category)}
                              >
                                <EyeIcon />
                              </RowAction>
                            </Tooltip>
                            <Tooltip label="Add event" withinPortal>
                              <RowAction
                                color="teal.9"
                                label={`Add event to ${category.title}`}
                                onClick={() => open('event', category)}
                              >
                                <CalendarIcon />
                              </RowAction>
                            </Tooltip>
                            <RowAction
                              color="blue"
                              label={`Edit ${category.title}`}
                              onClick={() => open('form', category)}
                            >
                              <EditIcon />
                            </RowAction>
                            <RowAction
                              color="red"
                              label={`Delete ${category.title}`}
                              onClick={() => open('delete', category)}
                            >
                              <TrashIcon />
                            </RowAction>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    )
                  })
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <CategoryFormModal
        opened={isOpen('form')}
        onClose={close}
        category={dialog.kind === 'form' ? dialogCategory : null}
        nextDisplayOrder={rows.length}
        fullScreen={isSmallScreen}
      />
      <CategoryDetailModal
        opened={isOpen('detail')}
        onClose={close}
        categoryId={dialog.kind === 'detail' ? (dialogCategory?._id ?? null) : null}
        fullScreen={isSmallScreen}
      />
      <EventFormModal
        opened={isOpen('event')}
        onClose={close}
        categoryId={dialog.kind === 'event' ? (dialogCategory?._id ?? null) : null}
        event={null}
        fullScreen={isSmallScreen}
      />
      <ConfirmModal
        opened={isOpen('delete')}
        onClose={close}
        title="Delete category"
        message={
          <Text size="sm">
            Delete <strong>{dialogCategory?.title}</strong>? Its page, events and products leave the website.
            This cannot be undone.
          </Text>
        }
        onConfirm={() => deleteCategory(dialogCategory!)}
        failureMessage={CATEGORY_MESSAGES.deleteFailed}
      />
    </>
  )
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2, 3].map((row) => (
        <Table.Tr role="row" key={row} className={classes.row} aria-hidden={row > 0 ? true : undefined}>
          <Table.Td role="cell" className={classes.title}>
            <Group gap="sm" wrap="nowrap">
              <Skeleton h={44} w={44} radius="md" />
              <Skeleton h={12} w={140} />
            </Group>
            {row === 0 ? <VisuallyHidden role="status">Loading categories...</VisuallyHidden> : null}
          </Table.Td>
          <Table.Td role="cell" className={classes.description}>
            <Skeleton h={12} w="80%" />
          </Table.Td>
          <Table.Td role="cell" className={classes.status}>
            <Skeleton h={20} w={80} radius="xl" />
          </Table.Td>
          <Table.Td role="cell" className={classes.order}>
            <Skeleton h={28} w={64} />
          </Table.Td>
          <Table.Td role="cell" className={classes.actions}>
            <Skeleton h={28} w={140} ml="auto" />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  )
}
