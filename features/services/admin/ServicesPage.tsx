import { DraftBadge } from '../../editing/admin/DraftBadge'
import { Button, Group, List, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core'
import type { SortingState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { truncate } from '../../../ui/lib/text'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { EyeIcon, PhotoIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { DeleteMessage, EntityPage, useEntityList } from '../../../ui/backoffice/EntityPage'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys } from '../../../ui/backoffice/queries'
import {
  actionsColumn,
  selectColumn,
  statusColumn,
  useStatusToggle,
} from '../../../ui/backoffice/table/columns'
import { PictureCell } from '../../../ui/backoffice/table/PictureCell'
import { countOf } from '../../../ui/backoffice/table/rules'
import { type Column, useDataTable } from '../../../ui/backoffice/table/useDataTable'
import { TrashNote } from '../../../ui/backoffice/trash-note'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { Service } from '../service.schema'
import { ServiceFormModal } from './ServiceFormModal'
import { ServicePreviewModal } from './ServicePreviewModal'
import classes from './ServicesTable.module.css'
import {
  compareTitles,
  SMALL_SCREEN_DESCRIPTION_MAX,
  type StatusFilter,
  statusFilters,
  SERVICES,
} from './services-table'

export const SERVICES_MESSAGES = {
  loadFailed: 'Failed to load services. Please try again later.',
  deleteFailed: 'Failed to delete service. Please try again.',
  bulkDeleteFailed: 'Failed to delete some services. Please try again.',
  toggleFailed: 'Failed to toggle service status. Please try again.',
  activated: 'Service activated successfully',
  deactivated: 'Service deactivated successfully',
  deleted: 'Service deleted successfully',
} as const

const FILTERS: { label: string; value: StatusFilter }[] = [
  { label: 'All', value: 'all' },
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
]

/**
 * docs/product.md#services — the table, its filter, sort and selection, and the add/edit, preview and delete
 * modals.
 */
export function ServicesPage() {
  const isSmallScreen = useIsSmallScreen()
  const page = useEntityList<Service, 'preview' | 'bulkDelete'>({
    ...SERVICES,
    deleted: SERVICES_MESSAGES.deleted,
  })
  const { api, invalidate, list: services, dialogs } = page
  const [filter, setFilter] = useState<StatusFilter>('all')
  const [sorting, setSorting] = useState<SortingState>([])
  const status = useStatusToggle<Service>({
    ...SERVICES,
    messages: { ...SERVICES_MESSAGES, failed: SERVICES_MESSAGES.toggleFailed },
    isActive: (service) => service.status === 'active',
    body: (isActive) => ({ status: isActive ? 'active' : 'inactive' }),
  })

  const columns: Column<Service>[] = [
    selectColumn({ all: 'Select all services', row: (service) => `Select ${service.title}` }),
    {
      id: 'service',
      header: 'Service',
      className: 'service',
      accessor: (service) => service.title,
      compare: compareTitles(sorting[0]?.desc ?? false),
      skeleton: (
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={44} w={44} radius="md" />
          <Stack gap={6}>
            <Skeleton h={12} w={140} />
            <Skeleton h={10} w={80} />
          </Stack>
        </Group>
      ),
      render: (service) => (
        <PictureCell
          imageUrl={service.mainImageUrl}
          size={isSmallScreen ? 36 : 44}
          title={service.title}
          subtitle={
            <>
              <DraftBadge type="services" itemId={service._id} />{' '}
              {(service.images.length === 0
                ? 'No images'
                : countOf(service.images.length, 'image', 'images')) +
                (service.features.length > 0
                  ? ` · ${countOf(service.features.length, 'feature', 'features')}`
                  : '')}
            </>
          }
        />
      ),
    },
    {
      id: 'description',
      header: 'Description',
      headerClassName: 'mobileHidden',
      className: 'description',
      skeleton: <Skeleton h={12} w="80%" />,
      render: (service) =>
        isSmallScreen ? (
          <Text size="sm" c="gray.8" title={service.shortDescription}>
            {truncate(service.shortDescription, SMALL_SCREEN_DESCRIPTION_MAX)}
          </Text>
        ) : (
          <Text size="sm" c="gray.8" lineClamp={2} maw={440}>
            {service.shortDescription}
          </Text>
        ),
    },
    statusColumn(status, (service) => service.title, {
      headerClassName: 'mobileHidden',
      accessor: (service) => service.status,
    }),
    actionsColumn(
      (service) => [
        {
          color: 'gray',
          label: `Preview ${service.title}`,
          icon: <EyeIcon />,
          onClick: () => dialogs.open('preview', service),
        },
        ...page.rowActions(service, service.title),
      ],
      { width: 140, skeletonWidth: 100, headerClassName: 'mobileHidden' },
    ),
  ]
  const filters = useMemo(() => statusFilters(filter), [filter])
  const model = useDataTable<Service>({
    data: services.data,
    columns,
    getRowId: getId,
    filters,
    sorting,
    onSortingChange: setSorting,
  })
  const selected = model.selected

  async function deleteOne(service: Service) {
    await api.delete(`/services/${service._id}`)
    model.unselect(service._id)
    await invalidate(SERVICES.queryKey)
    notify.success(SERVICES_MESSAGES.deleted)
  }

  /**
   * docs/product.md#deleting-services: one call for all the selected services (POST /api/trash), one group in the
   * Trash, restorable together; when it fails, none is deleted and all stay selected for another try.
   */
  async function deleteSelected() {
    const ids = selected.map(getId)
    try {
      await api.post('/trash', { type: SERVICES.queryKey[0], ids })
    } catch {
      await invalidate(SERVICES.queryKey)
      throw new Error(SERVICES_MESSAGES.bulkDeleteFailed)
    }
    model.select([])
    await invalidate(SERVICES.queryKey, queryKeys.trash)
    notify.success(`${countOf(ids.length, 'service', 'services')} deleted successfully`)
  }

  const filtered = (services.data?.length ?? 0) > 0
  return (
    <EntityPage
      page={page}
      title="Services"
      description="The services shown on the website, with their pages and images."
      addLabel="Add Service"
      table={{
        model,
        label: 'Services',
        minWidth: 760,
        classes,
        title: (
          <SegmentedControl
            aria-label="Filter services by status"
            value={filter}
            onChange={(value) => setFilter(value as StatusFilter)}
            data={FILTERS}
            size="sm"
          />
        ),
        count: (rows) => countOf(rows.length, 'service', 'services'),
        toolbar:
          selected.length > 0 ? (
            <Button
              color="red"
              variant="light"
              size="sm"
              leftSection={<TrashIcon size={16} />}
              onClick={() => dialogs.open('bulkDelete')}
            >
              Delete ({selected.length})
            </Button>
          ) : null,
        loadFailed: SERVICES_MESSAGES.loadFailed,
        loadingText: 'Loading services...',
        loading: { rows: 4 },
      }}
      empty={{
        icon: <PhotoIcon size={24} />,
        title: 'No services found',
        text: filtered
          ? 'No service has this status. Choose another filter or show them all.'
          : 'Add the first service to show it on the website.',
        action: filtered ? 'Show all services' : 'Add your first service',
        withPlus: !filtered,
        onAction: filtered ? () => setFilter('all') : undefined,
      }}
      confirmDelete={{
        title: 'Delete service',
        message: (
          <DeleteMessage name={dialogs.current?.title}>Its page and images leave the website.</DeleteMessage>
        ),
        onConfirm: deleteOne,
        failureMessage: SERVICES_MESSAGES.deleteFailed,
      }}
    >
      <ServiceFormModal {...dialogs.props('form')} item={dialogs.item('form')} />
      <ServicePreviewModal
        {...dialogs.props('preview')}
        service={dialogs.item('preview')}
        fullScreen={isSmallScreen}
        onEdit={(service) => dialogs.open('form', service)}
      />
      <ConfirmModal
        {...dialogs.props('bulkDelete')}
        title={`Delete ${countOf(selected.length, 'service', 'services')}`}
        message={
          <Stack gap="xs">
            <Text size="sm">These services, their pages and images leave the website.</Text>
            <TrashNote count={selected.length} />
            <List size="sm" spacing={2} withPadding listStyleType="disc" fw={600}>
              {selected.map((service) => (
                <List.Item key={service._id}>{service.title}</List.Item>
              ))}
            </List>
          </Stack>
        }
        confirmLabel={`Delete (${selected.length})`}
        onConfirm={deleteSelected}
        failureMessage={SERVICES_MESSAGES.bulkDeleteFailed}
      />
    </EntityPage>
  )
}

const getId = (service: Service) => service._id
