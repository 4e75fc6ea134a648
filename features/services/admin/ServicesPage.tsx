import {
  Avatar,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { truncate } from '../../../ui/lib/text'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import type { Service } from '../service.schema'
import {
  EditIcon,
  EyeIcon,
  PhotoIcon,
  PlusIcon,
  SortIcon,
  TrashIcon,
} from '../../../ui/backoffice/components/icons'
import { ServiceFormModal } from './ServiceFormModal'
import { ServicePreviewModal } from './ServicePreviewModal'
import classes from './ServicesTable.module.css'
import {
  ariaSort,
  nextSort,
  selectAllState,
  selectedVisible,
  SMALL_SCREEN_DESCRIPTION_MAX,
  type SortDirection,
  type StatusFilter,
  toggleAll,
  toggleOne,
  visibleRows,
} from './services-table'
import { RowAction } from '../../../ui/backoffice/components/RowAction'
import { StatusBadge } from '../../../ui/backoffice/components/StatusBadge'

export const SERVICES_MESSAGES = {
  loadFailed: 'Failed to load services. Please try again later.',
  deleteFailed: 'Failed to delete service. Please try again.',
  bulkDeleteFailed: 'Failed to delete some services. Please try again.',
  toggleFailed: 'Failed to toggle service status. Please try again.',
  deleted: 'Service deleted successfully',
} as const

type DialogKind = 'form' | 'preview' | 'delete' | 'bulkDelete'
type Dialog = { kind: DialogKind; opened: boolean; service: Service | null }

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
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const services = useApiList<Service>(queryKeys.services, '/services')

  const [filter, setFilter] = useState<StatusFilter>('all')
  const [sort, setSort] = useState<SortDirection | null>(null)
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const [pendingStatus, setPendingStatus] = useState<Record<string, Service['status']>>({})
  const [dialog, setDialog] = useState<Dialog>({ kind: 'form', opened: false, service: null })

  const rows = useMemo(() => visibleRows(services.data ?? [], filter, sort), [services.data, filter, sort])
  const selectedIds = selectedVisible(selected, rows)
  const allState = selectAllState(selected, rows)
  const selectedServices = rows.filter((row) => selected.has(row._id))

  const open = (kind: DialogKind, service: Service | null = null) =>
    setDialog({ kind, opened: true, service })
  const close = () => setDialog((current) => ({ ...current, opened: false }))
  const isOpen = (kind: DialogKind) => dialog.opened && dialog.kind === kind
  /** The freshest copy of the service a dialog is about (the list refetches after every write). */
  const dialogService = dialog.service
    ? (services.data?.find((service) => service._id === dialog.service!._id) ?? dialog.service)
    : null

  async function toggleStatus(service: Service) {
    const next = service.status === 'active' ? 'inactive' : 'active'
    setPendingStatus((current) => ({ ...current, [service._id]: next }))
    try {
      await api.put(`/services/${service._id}`, { status: next })
      await invalidate(queryKeys.services)
      notify.success(
        next === 'active' ? 'Service activated successfully' : 'Service deactivated successfully',
      )
    } catch {
      notify.error(SERVICES_MESSAGES.toggleFailed)
    } finally {
      setPendingStatus(({ [service._id]: _done, ...rest }) => rest)
    }
  }

  async function deleteOne(service: Service) {
    await api.delete(`/services/${service._id}`)
    setSelected((current) => {
      const next = new Set(current)
      next.delete(service._id)
      return next
    })
    await invalidate(queryKeys.services)
    notify.success(SERVICES_MESSAGES.deleted)
  }

  /**
   * docs/product.md#deleting-services: one DELETE per selected id; the ones that failed stay selected for another
   * try.
   */
  async function deleteSelected() {
    const ids = [...selectedIds]
    const results = await Promise.allSettled(ids.map((id) => api.delete(`/services/${id}`)))
    const failed = ids.filter((_, i) => results[i]!.status === 'rejected')
    const deleted = ids.length - failed.length
    setSelected(new Set(failed))
    await invalidate(queryKeys.services)
    if (deleted > 0) {
      notify.success(
        deleted === 1 ? '1 service deleted successfully' : `${deleted} services deleted successfully`,
      )
    }
    if (failed.length > 0) throw new Error(SERVICES_MESSAGES.bulkDeleteFailed)
  }

  const hasServices = (services.data?.length ?? 0) > 0

  return (
    <>
      <PageHeader
        title="Services"
        description="The services shown on the website, with their pages and images."
      >
        <Button leftSection={<PlusIcon />} onClick={() => open('form')}>
          Add Service
        </Button>
      </PageHeader>

      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="md" py="sm" gap="sm" wrap="wrap" bg="white">
          <SegmentedControl
            aria-label="Filter services by status"
            value={filter}
            onChange={(value) => setFilter(value as StatusFilter)}
            data={FILTERS}
            size="sm"
          />
          <Group gap="sm">
            {services.data ? (
              <Text size="sm" c="gray.7" aria-live="polite">
                {rows.length === 1 ? '1 service' : `${rows.length} services`}
              </Text>
            ) : null}
            {selectedIds.length > 0 ? (
              <Button
                color="red"
                variant="light"
                size="sm"
                leftSection={<TrashIcon size={16} />}
                onClick={() => open('bulkDelete')}
              >
                Delete ({selectedIds.length})
              </Button>
            ) : null}
          </Group>
        </Group>

        {services.isError && !services.data ? (
          <LoadError
            message={SERVICES_MESSAGES.loadFailed}
            onRetry={() => services.refetch()}
            isRetrying={services.isFetching}
          />
        ) : (
          <Table.ScrollContainer minWidth={isSmallScreen ? 0 : 760} type="native">
            <Table
              role="table"
              className={classes.table}
              aria-label="Services"
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Table.Thead bg="gray.0" role="rowgroup">
                <Table.Tr role="row" className={classes.headRow}>
                  <Table.Th w={44} role="columnheader">
                    <Checkbox
                      aria-label="Select all services"
                      checked={allState === 'all'}
                      indeterminate={allState === 'some'}
                      disabled={rows.length === 0}
                      onChange={() => setSelected(toggleAll(selected, rows))}
                    />
                  </Table.Th>
                  <Table.Th aria-sort={ariaSort(sort)} role="columnheader">
                    <UnstyledButton
                      onClick={() => setSort(nextSort(sort))}
                      fw={700}
                      fz="sm"
                      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
                    >
                      Service
                      <SortIcon direction={sort} />
                      <VisuallyHidden>
                        {sort === 'asc' ? ', sorted A to Z' : sort === 'desc' ? ', sorted Z to A' : ''}
                      </VisuallyHidden>
                    </UnstyledButton>
                  </Table.Th>
                  <Table.Th role="columnheader" className={classes.mobileHidden}>
                    Description
                  </Table.Th>
                  <Table.Th w={150} role="columnheader" className={classes.mobileHidden}>
                    Status
                  </Table.Th>
                  <Table.Th w={140} ta="right" role="columnheader" className={classes.mobileHidden}>
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {services.isPending ? (
                  <LoadingRows />
                ) : rows.length === 0 ? (
                  <Table.Tr role="row" className={classes.empty}>
                    <Table.Td colSpan={5} role="cell" className={classes.empty}>
                      <Empty
                        filtered={hasServices}
                        onAdd={() => open('form')}
                        onShowAll={() => setFilter('all')}
                      />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((service) => {
                    const status = pendingStatus[service._id] ?? service.status
                    const isSelected = selected.has(service._id)
                    const imageCount = service.images.length
                    return (
                      <Table.Tr
                        key={service._id}
                        role="row"
                        className={classes.row}
                        bg={isSelected ? 'blue.0' : undefined}
                      >
                        <Table.Td role="cell" className={classes.select}>
                          <Checkbox
                            aria-label={`Select ${service.title}`}
                            checked={isSelected}
                            onChange={() => setSelected(toggleOne(selected, service._id))}
                          />
                        </Table.Td>
                        <Table.Td role="cell" className={classes.service}>
                          <Group gap="sm" wrap="nowrap">
                            <Avatar
                              src={service.mainImageUrl ? thumbnailUrl(service.mainImageUrl) : null}
                              alt=""
                              radius="md"
                              size={isSmallScreen ? 36 : 44}
                              color="gray"
                            >
                              <PhotoIcon size={18} />
                            </Avatar>
                            <div style={{ minWidth: 0 }}>
                              {/* Two lines of one cell, not a heading and its paragraph. */}
                              <Text component="div" fw={600} size="sm" lineClamp={2}>
                                {service.title}
                              </Text>
                              <Text component="div" size="xs" c="gray.7">
                                {imageCount === 0
                                  ? 'No images'
                                  : imageCount === 1
                                    ? '1 image'
                                    : `${imageCount} images`}
                                {service.features.length > 0
                                  ? ` · ${service.features.length} feature${service.features.length === 1 ? '' : 's'}`
                                  : ''}
                              </Text>
                            </div>
                          </Group>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.description}>
                          {isSmallScreen ? (
                            <Text size="sm" c="gray.8" title={service.shortDescription}>
                              {truncate(service.shortDescription, SMALL_SCREEN_DESCRIPTION_MAX)}
                            </Text>
                          ) : (
                            <Text size="sm" c="gray.8" lineClamp={2} maw={440}>
                              {service.shortDescription}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td role="cell" className={classes.status}>
                          <Group gap="xs" wrap="nowrap">
                            <Switch
                              aria-label={`Status of ${service.title}`}
                              checked={status === 'active'}
                              disabled={service._id in pendingStatus}
                              onChange={() => toggleStatus(service)}
                              color="green.8"
                            />
                            <StatusBadge isActive={status === 'active'} />
                          </Group>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.actions}>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <RowAction
                              color="gray"
                              label={`Preview ${service.title}`}
                              onClick={() => open('preview', service)}
                            >
                              <EyeIcon />
                            </RowAction>
                            <RowAction
                              color="blue"
                              label={`Edit ${service.title}`}
                              onClick={() => open('form', service)}
                            >
                              <EditIcon />
                            </RowAction>
                            <RowAction
                              color="red"
                              label={`Delete ${service.title}`}
                              onClick={() => open('delete', service)}
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

      <ServiceFormModal
        opened={isOpen('form')}
        onClose={close}
        service={dialog.kind === 'form' ? dialogService : null}
        fullScreen={isSmallScreen}
      />
      <ServicePreviewModal
        opened={isOpen('preview')}
        onClose={close}
        service={dialog.kind === 'preview' ? dialogService : null}
        fullScreen={isSmallScreen}
        onEdit={(service) => open('form', service)}
      />
      <ConfirmModal
        opened={isOpen('delete')}
        onClose={close}
        title="Delete service"
        message={
          <Text size="sm">
            Delete <strong>{dialogService?.title}</strong>? Its page and images leave the website. This cannot
            be undone.
          </Text>
        }
        onConfirm={() => deleteOne(dialogService!)}
        failureMessage={SERVICES_MESSAGES.deleteFailed}
      />
      <ConfirmModal
        opened={isOpen('bulkDelete')}
        onClose={close}
        title={
          selectedServices.length === 1 ? 'Delete 1 service' : `Delete ${selectedServices.length} services`
        }
        message={
          <Stack gap="xs">
            <Text size="sm">
              These services, their pages and images leave the website. This cannot be undone.
            </Text>
            <List size="sm" spacing={2} withPadding listStyleType="disc" fw={600}>
              {selectedServices.map((service) => (
                <List.Item key={service._id}>{service.title}</List.Item>
              ))}
            </List>
          </Stack>
        }
        confirmLabel={`Delete (${selectedServices.length})`}
        onConfirm={deleteSelected}
        failureMessage={SERVICES_MESSAGES.bulkDeleteFailed}
      />
    </>
  )
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2, 3].map((row) => (
        <Table.Tr key={row} role="row" className={classes.row} aria-hidden={row > 0 ? true : undefined}>
          <Table.Td role="cell" className={classes.select}>
            <Skeleton h={18} w={18} radius="sm" />
          </Table.Td>
          <Table.Td role="cell" className={classes.service}>
            <Group gap="sm" wrap="nowrap">
              <Skeleton h={44} w={44} radius="md" />
              <Stack gap={6}>
                <Skeleton h={12} w={140} />
                <Skeleton h={10} w={80} />
              </Stack>
            </Group>
            {row === 0 ? <VisuallyHidden role="status">Loading services...</VisuallyHidden> : null}
          </Table.Td>
          <Table.Td role="cell" className={classes.description}>
            <Skeleton h={12} w="80%" />
          </Table.Td>
          <Table.Td role="cell" className={classes.status}>
            <Skeleton h={20} w={80} radius="xl" />
          </Table.Td>
          <Table.Td role="cell" className={classes.actions}>
            <Skeleton h={28} w={100} ml="auto" />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  )
}

function Empty({
  filtered,
  onAdd,
  onShowAll,
}: {
  filtered: boolean
  onAdd: () => void
  onShowAll: () => void
}) {
  return (
    <Stack align="center" gap="xs" py={48}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <PhotoIcon size={24} />
      </ThemeIcon>
      <Title order={2} size="h4" mt="xs">
        No services found
      </Title>
      <Text size="sm" c="gray.7" ta="center" maw={360}>
        {filtered
          ? 'No service has this status. Choose another filter or show them all.'
          : 'Add the first service to show it on the website.'}
      </Text>
      <Button
        variant="light"
        mt="xs"
        onClick={filtered ? onShowAll : onAdd}
        leftSection={filtered ? undefined : <PlusIcon size={16} />}
      >
        {filtered ? 'Show all services' : 'Add your first service'}
      </Button>
    </Stack>
  )
}
