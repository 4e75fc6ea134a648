import { Modal, Paper, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { WINDOW_TITLE_STYLES } from '../../../ui/backoffice/components/FormModal'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { toast } from '../../../ui/backoffice/notify'
import { useApi } from '../../../ui/backoffice/queries'
import { FailureLine } from '../../../ui/backoffice/table/FailureLine'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { RefreshButton } from '../../../ui/backoffice/table/RefreshButton'
import { usePagedList } from '../../../ui/backoffice/table/usePagedList'
import type { Schedule, ScheduleFilter } from '../schedule.schema'
import { ChangeOrCancel } from './ChangeOrCancel'
import { ScheduleForm } from './ScheduleForm'
import {
  formatInZone,
  SCHEDULE_ACTION_LABELS,
  SCHEDULE_LIST_FILTERS,
  SCHEDULE_STATUS_BADGE,
  SCHEDULES_LIST_SIZE,
  SCHEDULES_QUERY_KEY,
  viewerZone,
} from './schedules-admin'

const isPending = (schedule: Schedule) => schedule.status === 'upcoming' || schedule.status === 'overdue'

/** docs/product.md#scheduled — every scheduled change: what, when, by whom, how it stands; change or cancel it. */
export function SchedulesPage() {
  const api = useApi()
  const client = useQueryClient()
  const [changing, setChanging] = useState<Schedule | null>(null)
  const [cancelling, setCancelling] = useState<Schedule | null>(null)
  const list = usePagedList<Schedule, ScheduleFilter>({
    queryKey: [...SCHEDULES_QUERY_KEY, 'list'],
    path: '/schedules',
    pageSize: SCHEDULES_LIST_SIZE,
    initialStatus: 'pending',
    // A schedule due soon changes state by itself: look again every half minute.
    refetchInterval: () => 30_000,
  })
  const refresh = () => client.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY })

  const columns: ListColumn<Schedule>[] = [
    {
      header: 'What',
      maxWidth: 320,
      cell: (schedule) => (
        <>
          <Text component="div" size="sm" fw={500} truncate>
            {schedule.title || 'Untitled'}
          </Text>
          <Text component="div" size="xs" c="gray.7">
            {schedule.typeLabel}
          </Text>
        </>
      ),
    },
    {
      header: 'Action',
      nowrap: true,
      cell: (schedule) => <Text size="sm">{SCHEDULE_ACTION_LABELS[schedule.action]}</Text>,
    },
    {
      header: 'When',
      nowrap: true,
      cell: (schedule) => (
        <>
          <Text size="sm">{formatInZone(schedule.at)}</Text>
          <FailureLine failed={schedule.status === 'failed'} reason={schedule.lastError} />
        </>
      ),
    },
    {
      header: 'By',
      maxWidth: 160,
      cell: (schedule) => (
        <Text size="sm" truncate>
          {schedule.createdBy.name || '—'}
        </Text>
      ),
    },
    {
      header: 'Status',
      width: 112,
      cell: (schedule) => <ListBadge badge={SCHEDULE_STATUS_BADGE[schedule.status]} />,
    },
    {
      header: 'Actions',
      nowrap: true,
      cell: (schedule) =>
        isPending(schedule) ? (
          <ChangeOrCancel
            changeLabel={`Change the time of “${schedule.title}”: ${SCHEDULE_ACTION_LABELS[schedule.action]}`}
            cancelLabel={`Cancel “${schedule.title}”: ${SCHEDULE_ACTION_LABELS[schedule.action]}`}
            onChange={() => setChanging(schedule)}
            onCancel={() => setCancelling(schedule)}
          />
        ) : null,
    },
  ]

  return (
    <>
      <PageHeader
        title="Scheduled"
        description={`Changes of the website planned for a later time: publishing drafts, activating and deactivating items. Times are in your time zone (${viewerZone()}).`}
      >
        <RefreshButton onClick={() => void refresh()} isFetching={list.query.isFetching} />
      </PageHeader>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <PagedList
          list={list}
          search={{
            label: 'Search schedules',
            placeholder: 'Item title',
            statuses: SCHEDULE_LIST_FILTERS,
            switchAt: 'md',
          }}
          columns={columns}
          label="Scheduled changes"
          minWidth={720}
          loadingLabel="Loading schedules"
          loadFailed="Failed to load the schedules"
          empty={
            list.status === 'pending' && !list.debouncedSearch
              ? 'Nothing is scheduled. Schedule a change from an item’s edit window.'
              : 'No schedules found'
          }
          noun="schedule"
        />
      </Paper>

      <Modal
        opened={changing !== null}
        onClose={() => setChanging(null)}
        title="Change the schedule"
        size="md"
        styles={WINDOW_TITLE_STYLES}
      >
        {changing ? (
          <>
            <Text size="sm" c="gray.7" mb="sm">
              {changing.typeLabel}: {changing.title}
            </Text>
            <ScheduleForm
              actions={[changing.action]}
              initial={{ action: changing.action, at: changing.at }}
              submitLabel="Save schedule"
              onCancel={() => setChanging(null)}
              onSubmit={async (values) => {
                await api.put(`/schedules/${changing._id}`, { at: values.at })
                toast('success', 'Schedule changed')
                setChanging(null)
                await refresh()
              }}
            />
          </>
        ) : null}
      </Modal>

      <ConfirmModal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title="Cancel this schedule?"
        message={
          cancelling
            ? `“${cancelling.title}” will not be changed at ${formatInZone(cancelling.at)} (${SCHEDULE_ACTION_LABELS[cancelling.action].toLowerCase()}).`
            : ''
        }
        confirmLabel="Cancel schedule"
        cancelLabel="Keep it"
        color="danger"
        onConfirm={async () => {
          await api.delete(`/schedules/${cancelling!._id}`)
          toast('success', 'Schedule cancelled')
          await refresh()
        }}
        failureMessage="Could not cancel the schedule"
      />
    </>
  )
}
