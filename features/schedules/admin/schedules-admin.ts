import { SCHEDULE_ACTION_LABELS, type ScheduleFilter, type ScheduleStatus } from '../schedule.schema'

export { SCHEDULE_ACTION_LABELS }

export const SCHEDULES_PATH = '/admin/scheduled'
export const SCHEDULES_QUERY_KEY = ['schedules'] as const
export const SCHEDULES_LIST_SIZE = 20

/** How a schedule stands, as its badge says it. */
export const SCHEDULE_STATUS_BADGE: Record<ScheduleStatus, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'blue' },
  overdue: { label: 'Overdue', color: 'orange' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
}

export const SCHEDULE_LIST_FILTERS: { value: ScheduleFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'done', label: 'Done' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
]

/** The viewer's time zone ('Europe/Berlin'), as the browser knows it. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** A moment in the viewer's time zone, with the zone: 'Mon 1 Dec 2026, 09:00 CET'. */
export function formatInZone(iso: string, zone = viewerZone()): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as a datetime-local field shows it: the viewer's local date and time, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** What a datetime-local field holds (the viewer's local time), as a UTC moment; undefined when it is no time. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** A sensible first choice for a new schedule: the next full hour. */
export function nextFullHour(now = new Date()): Date {
  const next = new Date(now)
  next.setMinutes(0, 0, 0)
  next.setHours(next.getHours() + 1)
  return next
}
