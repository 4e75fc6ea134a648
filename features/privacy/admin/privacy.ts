import type { MailStatus } from '../../mail/mail.schema'
import type { MailReason, PrivacyCounts, PrivacySummary } from '../privacy.schema'

export const REQUESTS_PAGE_SIZE = 20

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a request found or erased, in words: '2 messages, 1 reply, 1 subscription, 3 mails', or 'Nothing stored'. */
export function describeCounts(counts: PrivacyCounts): string {
  const parts = [
    counts.contactMessages ? plural(counts.contactMessages, 'message', 'messages') : '',
    counts.replies ? plural(counts.replies, 'reply', 'replies') : '',
    counts.subscriptions ? plural(counts.subscriptions, 'subscription', 'subscriptions') : '',
    counts.mails ? plural(counts.mails, 'mail', 'mails') : '',
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : 'Nothing stored'
}

export const hasStoredData = (counts: PrivacyCounts) => Object.values(counts).some((count) => count > 0)

/** The toast after an erasure. */
export function erasedToast(email: string, counts: PrivacyCounts): string {
  return hasStoredData(counts)
    ? `Erased everything stored about ${email}: ${describeCounts(counts)}.`
    : `Nothing was stored about ${email}. The request was recorded.`
}

/** The erasure is confirmed by typing the address again (any letter case, spaces around it ignored). */
export function isSameAddress(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase()
}

/** Why a mail is listed, as the summary says it. */
export const MAIL_REASON_LABELS: Record<MailReason, string> = {
  recipient: 'Sent to this address',
  'reply-to': 'Reply-To this address',
  message: 'About a message from this address',
}

/** The mail line under the counts: '2 sent, 1 queued'; queued or sending mail first, since erasing stops it. */
export function describeMailStatuses(statuses: PrivacySummary['mailStatuses']): string {
  const order: MailStatus[] = ['queued', 'sending', 'sent', 'kept', 'failed']
  return order
    .filter((status) => (statuses[status] ?? 0) > 0)
    .map((status) => `${statuses[status]} ${status}`)
    .join(', ')
}

/** The newsletter line of the summary. */
export function describeSubscription(subscription: PrivacySummary['subscription']): string {
  if (!subscription) return 'Not subscribed'
  return subscription.status === 'confirmed' ? 'Subscribed' : 'Awaiting confirmation'
}
