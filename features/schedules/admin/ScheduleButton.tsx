import { Badge, Button, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrapList } from '../../../ui/backoffice/api-client'
import { WINDOW_TITLE_STYLES } from '../../../ui/backoffice/components/FormModal'
import { CalendarIcon } from '../../../ui/backoffice/components/icons'
import { toast } from '../../../ui/backoffice/notify'
import { useApi } from '../../../ui/backoffice/queries'
import type { Schedule, ScheduleAction } from '../schedule.schema'
import { ChangeOrCancel } from './ChangeOrCancel'
import { ScheduleForm } from './ScheduleForm'
import {
  formatInZone,
  SCHEDULE_ACTION_LABELS,
  SCHEDULE_STATUS_BADGE,
  SCHEDULES_QUERY_KEY,
} from './schedules-admin'

type Props = {
  /** The content type's name in the registry: 'services', 'team', … */
  type: string
  itemId: string
  /** Whether the type can be shown and hidden (its declaration has an `active` flag). */
  canActivate?: boolean
  /** Whether the item has a draft: only then can its publishing be scheduled. */
  hasDraft?: boolean
}

/**
 * docs/product.md#scheduled — "Schedule…" in an item's edit window: a change at a chosen time (publish the draft,
 * activate, deactivate), and this item's pending schedules, each to change or cancel.
 */
export function ScheduleButton({ type, itemId, canActivate = true, hasDraft = false }: Props) {
  const [opened, setOpened] = useState(false)
  const actions: ScheduleAction[] = [
    ...(hasDraft ? (['publish'] as const) : []),
    ...(canActivate ? (['activate', 'deactivate'] as const) : []),
  ]
  if (actions.length === 0) return null
  return (
    <>
      <Button
        variant="light"
        leftSection={<CalendarIcon size={16} />}
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        Schedule…
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Schedule a change"
        size="md"
        styles={WINDOW_TITLE_STYLES}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened ? <SchedulePanel type={type} itemId={itemId} actions={actions} /> : null}
      </Modal>
    </>
  )
}

/** The panel itself: a new schedule, and the item's pending ones. */
export function SchedulePanel({
  type,
  itemId,
  actions,
}: {
  type: string
  itemId: string
  actions: ScheduleAction[]
}) {
  const api = useApi()
  const client = useQueryClient()
  const [editing, setEditing] = useState<Schedule | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const key = [...SCHEDULES_QUERY_KEY, 'item', type, itemId]
  const pending = useQuery({
    queryKey: key,
    queryFn: async () =>
      unwrapList<Schedule>(
        await api.get(
          `/schedules?status=pending&type=${encodeURIComponent(type)}&id=${encodeURIComponent(itemId)}`,
        ),
      ),
  })
  const refresh = () => client.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY })

  async function cancel(schedule: Schedule) {
    setBusyId(schedule._id)
    try {
      await api.delete(`/schedules/${schedule._id}`)
      toast('success', 'Schedule cancelled')
      await refresh()
    } catch (error) {
      toast('error', error instanceof Error ? error.message : 'Could not cancel the schedule')
    } finally {
      setBusyId(null)
    }
  }

  return (
    <Stack gap="md">
      {editing ? (
        <>
          <Text size="sm" fw={600}>
            Change the schedule
          </Text>
          <ScheduleForm
            key={editing._id}
            actions={actions.includes(editing.action) ? actions : [editing.action, ...actions]}
            initial={{ action: editing.action, at: editing.at }}
            submitLabel="Save schedule"
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await api.put(`/schedules/${editing._id}`, values)
              toast('success', 'Schedule changed')
              setEditing(null)
              await refresh()
            }}
          />
        </>
      ) : (
        <ScheduleForm
          actions={actions}
          submitLabel="Schedule"
          onSubmit={async (values) => {
            await api.post('/schedules', { type, id: itemId, ...values })
            toast(
              'success',
              `${SCHEDULE_ACTION_LABELS[values.action]}: scheduled for ${formatInZone(values.at)}`,
            )
            await refresh()
          }}
        />
      )}
      <Divider />
      <Text size="sm" fw={600} component="h3" m={0}>
        Pending for this item
      </Text>
      {pending.isPending ? (
        <Loader size="sm" aria-label="Loading schedules" />
      ) : pending.isError ? (
        <Text size="sm" c="red.8">
          Could not load the schedules
        </Text>
      ) : pending.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nothing is scheduled.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {pending.data.map((schedule) => (
            <Group key={schedule._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm" fw={500}>
                  {SCHEDULE_ACTION_LABELS[schedule.action]}{' '}
                  {schedule.status === 'overdue' ? (
                    <Badge color="orange" variant="light" size="sm">
                      Overdue
                    </Badge>
                  ) : schedule.status !== 'upcoming' ? (
                    <Badge color={SCHEDULE_STATUS_BADGE[schedule.status].color} variant="light" size="sm">
                      {SCHEDULE_STATUS_BADGE[schedule.status].label}
                    </Badge>
                  ) : null}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatInZone(schedule.at)} · by {schedule.createdBy.name || 'someone'}
                </Text>
              </div>
              <ChangeOrCancel
                changeLabel={`Change: ${SCHEDULE_ACTION_LABELS[schedule.action]}, ${formatInZone(schedule.at)}`}
                cancelLabel={`Cancel: ${SCHEDULE_ACTION_LABELS[schedule.action]}, ${formatInZone(schedule.at)}`}
                onChange={() => setEditing(schedule)}
                onCancel={() => void cancel(schedule)}
                isCancelling={busyId === schedule._id}
              />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
