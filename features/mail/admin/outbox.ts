import type { MailStatus } from '../mail.schema'
import type { OutboxSummary } from '../mail.schema'
import { statusFilters } from '../../../ui/backoffice/status-filters'

export const OUTBOX_PAGE_SIZE = 20

export type OutboxFilter = MailStatus | 'all'

/** How a mail stands, as its badge says it, in the order a mail goes through its states. */
export const MAIL_STATUS_BADGE: Record<MailStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  kept: { label: 'Kept', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
}

/** The status filter: All, then the states in that order. */
export const OUTBOX_FILTERS: { value: OutboxFilter; label: string }[] = statusFilters(MAIL_STATUS_BADGE)

/** The filter's label with how many mails it holds: 'Failed (2)'. */
export function filterLabel(
  filter: { value: OutboxFilter; label: string },
  counts?: OutboxSummary['counts'],
) {
  if (!counts) return filter.label
  const n =
    filter.value === 'all'
      ? Object.values(counts).reduce((sum, count) => sum + count, 0)
      : (counts[filter.value] ?? 0)
  return `${filter.label} (${n})`
}

/** Where mail goes, in a sentence for the banner over the outbox. */
export function deliveryBanner(summary: Pick<OutboxSummary, 'mode' | 'server'>): {
  title: string
  text: string
  color: string
} {
  if (summary.mode === 'smtp')
    return {
      title: 'Mail is delivered',
      text: `Every mail is sent through ${summary.server ?? 'the SMTP server'}. A mail that fails is tried again for about two hours.`,
      color: 'green',
    }
  if (summary.mode === 'local')
    return {
      title: 'Mail is kept here, not delivered',
      text: 'No SMTP server is set (SMTP_URL), so every mail is kept in this outbox for you to read. Set SMTP_URL to deliver mail.',
      color: 'yellow',
    }
  return {
    title: 'Mail is not being delivered',
    text: 'No SMTP server is set (SMTP_URL). Mail waits here, queued, and is sent once SMTP_URL is set and the server restarted.',
    color: 'red',
  }
}

/** Mail still on its way: the screen looks again until it has arrived or failed. */
export const isOnItsWay = (status: MailStatus) => status === 'queued' || status === 'sending'
