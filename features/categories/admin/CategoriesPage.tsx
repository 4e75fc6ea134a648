import { Group, Skeleton, Text } from '@mantine/core'
import { DraftBadge } from '../../editing/admin/DraftBadge'
import { CalendarIcon, CategoriesIcon, EyeIcon } from '../../../ui/backoffice/components/icons'
import { DeleteMessage, EntityPage, useEntityList } from '../../../ui/backoffice/EntityPage'
import {
  actionsColumn,
  orderColumn,
  statusColumn,
  useStatusToggle,
} from '../../../ui/backoffice/table/columns'
import { useListOrder } from '../../../ui/backoffice/table/useListOrder'
import { PictureCell } from '../../../ui/backoffice/table/PictureCell'
import { countOf } from '../../../ui/backoffice/table/rules'
import { type Column, useDataTable } from '../../../ui/backoffice/table/useDataTable'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { Category } from '../category.schema'
import classes from './CategoriesTable.module.css'
import { CATEGORY_MESSAGES, tableDescription, CATEGORIES, EVENTS_KEY } from './categories-admin'
import { CategoryDetailModal } from './CategoryDetailModal'
import { CategoryFormModal } from './CategoryFormModal'
import { EventFormModal } from './EventFormModal'

/** docs/product.md#categories — the table with status and order, and the category, detail and event modals. */
export function CategoriesPage() {
  const isSmallScreen = useIsSmallScreen()
  const page = useEntityList<Category, 'detail' | 'event'>({
    ...CATEGORIES,
    deleted: CATEGORY_MESSAGES.deleted,
    also: [EVENTS_KEY],
  })
  const { list: categories, dialogs } = page
  const status = useStatusToggle<Category>({
    ...CATEGORIES,
    messages: { ...CATEGORY_MESSAGES, failed: CATEGORY_MESSAGES.statusFailed },
  })
  const rows = categories.data ?? []
  const reorder = useListOrder<Category>({ ...CATEGORIES, failed: CATEGORY_MESSAGES.orderFailed })

  const columns: Column<Category>[] = [
    {
      id: 'title',
      header: 'Title',
      width: 330,
      className: 'title',
      skeleton: (
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={44} w={44} radius="md" />
          <Skeleton h={12} w={140} />
        </Group>
      ),
      render: (category) => (
        <PictureCell
          imageUrl={category.imageUrl}
          title={category.title}
          subtitle={
            <>
              <DraftBadge type="categories" itemId={category._id} /> {category.shortDescription}
            </>
          }
          subtitleClamp={1}
        />
      ),
    },
    {
      id: 'description',
      header: 'Description',
      className: 'description',
      skeleton: <Skeleton h={12} w="80%" />,
      render: (category) => (
        <Text size="sm" c="gray.8" maw={420}>
          {tableDescription(category) || (
            <Text span c="gray.7" fs="italic" size="sm">
              No description
            </Text>
          )}
        </Text>
      ),
    },
    statusColumn(status, (category) => category.title),
    orderColumn(),
    actionsColumn(
      (category) => [
        {
          color: 'gray',
          label: `View ${category.title}`,
          icon: <EyeIcon />,
          tooltip: 'View events and products',
          onClick: () => dialogs.open('detail', category),
        },
        {
          color: 'teal.9',
          label: `Add event to ${category.title}`,
          icon: <CalendarIcon />,
          tooltip: 'Add event',
          onClick: () => dialogs.open('event', category),
        },
        ...page.rowActions(category, category.title),
      ],
      { width: 190, skeletonWidth: 140 },
    ),
  ]
  const model = useDataTable({ data: categories.data, columns, getRowId: (category) => category._id })

  return (
    <EntityPage
      page={page}
      title="Categories"
      description="Product categories shown on the website, with their events and products."
      addLabel="Add Category"
      table={{
        model,
        label: 'Categories',
        minWidth: 880,
        classes,
        title: (
          <Text size="sm" c="gray.7">
            The order here is the order on the website.
          </Text>
        ),
        count: (shown) => countOf(shown.length, 'category', 'categories'),
        loadFailed: CATEGORY_MESSAGES.loadFailed,
        loadingText: 'Loading categories...',
        loading: { rows: 4 },
        sortable: { nameOf: (category) => category.title, onChange: reorder },
      }}
      empty={{
        icon: <CategoriesIcon size={24} />,
        title: 'No categories found',
        text: 'Add the first category to show it on the website.',
        action: 'Add your first category',
        withPlus: false,
      }}
      confirmDelete={{
        title: 'Delete category',
        message: (
          <DeleteMessage
            name={dialogs.current?.title}
            contentsOf={
              dialogs.current ? { type: CATEGORIES.queryKey[0], ids: [dialogs.current._id] } : undefined
            }
          >
            Its page, events and products leave the website.
          </DeleteMessage>
        ),
        failureMessage: CATEGORY_MESSAGES.deleteFailed,
      }}
    >
      <CategoryFormModal
        {...dialogs.props('form')}
        item={dialogs.item('form')}
        nextDisplayOrder={rows.length}
      />
      <CategoryDetailModal
        {...dialogs.props('detail')}
        categoryId={dialogs.item('detail')?._id ?? null}
        fullScreen={isSmallScreen}
      />
      <EventFormModal
        {...dialogs.props('event')}
        categoryId={dialogs.item('event')?._id ?? null}
        item={null}
      />
    </EntityPage>
  )
}
