import type { Announcement } from '../announcement.schema'
import type { SubscriberStatus } from '../newsletter.schema'
import { statusFilters } from '../../../ui/backoffice/status-filters'

export const NEWSLETTER_PATH = '/admin/newsletter'
export const NEW_ANNOUNCEMENT_PATH = '/admin/newsletter/announcements/new'
export const announcementPath = (id: string) => `/admin/newsletter/announcements/${id}`
export const ANNOUNCEMENTS_TAB = `${NEWSLETTER_PATH}?tab=announcements`

export type SubscriberFilter = SubscriberStatus | 'all'

export const SUBSCRIBER_BADGE: Record<SubscriberStatus, { label: string; color: string }> = {
  confirmed: { label: 'Confirmed', color: 'green' },
  pending: { label: 'Pending', color: 'yellow' },
}

/** The subscribers' status filter: everyone, those who receive the newsletter, those who have not confirmed yet. */
export const SUBSCRIBER_FILTERS: { value: SubscriberFilter; label: string }[] =
  statusFilters(SUBSCRIBER_BADGE)

/** '1 subscriber', '{n} subscribers'. */
export const subscribersLabel = (n: number) => `${n.toLocaleString('en-US')} subscriber${n === 1 ? '' : 's'}`

/**
 * Where an announcement's mails stand: delivered (sent), kept in the Outbox (no mail server: they never leave), on
 * their way, failed.
 */
export function progressSummary({
  progress,
  recipientCount,
}: Pick<Announcement, 'progress' | 'recipientCount'>) {
  const delivered = progress.sent
  const kept = progress.kept
  const waiting = progress.queued + progress.sending
  const failed = progress.failed
  const total = Math.max(recipientCount, delivered + kept + waiting + failed)
  const percent = (n: number) => (total ? (n / total) * 100 : 0)
  return {
    total,
    delivered,
    kept,
    waiting,
    failed,
    /** Share of the mails that are settled (delivered, kept or failed), 0–100, rounded down. */
    done: Math.floor(percent(delivered + kept + failed)),
    sections: {
      delivered: percent(delivered),
      kept: percent(kept),
      failed: percent(failed),
      waiting: percent(waiting),
    },
  }
}

/** What the screen says once no mail of the announcement is on its way. */
export function doneText(summary: ReturnType<typeof progressSummary>): string {
  if (summary.failed) return `Done: ${summary.failed} of ${summary.total} could not be delivered`
  // Why is said by the notice above the progress (no mail server).
  if (summary.kept === summary.total) return 'Done, but not e-mailed: every mail is kept in the Outbox'
  if (summary.kept) return `Done: ${summary.kept} of ${summary.total} kept in the Outbox, not e-mailed`
  return 'Done: every mail has been delivered'
}

/** The announcement's status as its badge says it. */
export function announcementBadge(announcement: Pick<Announcement, 'status' | 'progress'>) {
  if (announcement.status === 'sending') return { label: 'Sending', color: 'blue' }
  if (announcement.progress.failed > 0) return { label: 'Sent with failures', color: 'orange' }
  // Without a mail server nothing leaves: "Sent" would not be true.
  if (announcement.progress.kept > 0) return { label: 'Kept in the Outbox', color: 'yellow' }
  return { label: 'Sent', color: 'green' }
}

/** While mails of an announcement are on their way, its screen looks again this often. */
export const POLL_MS = 2000

/** Mails of the announcement are still on their way (its sending, or a failed mail sent again). */
export const isMoving = (announcement: Announcement) =>
  announcement.status === 'sending' || announcement.progress.queued + announcement.progress.sending > 0
