import type { ContactMessage } from '../contact/contact.schema'
import type { NewsletterSubscriber } from '../newsletter/newsletter.schema'

export type ActivityEntry = {
  id: string
  kind: 'message' | 'reply' | 'subscriber'
  at: string
  title: string
  detail: string
  /** The message this entry belongs to, to open it. */
  messageId?: string
  isUnread?: boolean
}

/** Recent activity, newest first: messages received, replies written, newsletter sign-ups. */
export function buildActivity(
  messages: ContactMessage[],
  subscribers: NewsletterSubscriber[],
  limit = 30,
): ActivityEntry[] {
  const entries: ActivityEntry[] = []
  for (const message of messages) {
    entries.push({
      id: `message-${message._id}`,
      kind: 'message',
      at: message.createdAt,
      title: `${message.name} sent “${message.subject}”`,
      detail: message.message,
      messageId: message._id,
      isUnread: message.status === 'unread',
    })
    for (const reply of message.replies) {
      entries.push({
        id: `reply-${reply._id}`,
        kind: 'reply',
        at: reply.createdAt,
        title: `${reply.admin.name} replied to ${message.name}`,
        detail: reply.message,
        messageId: message._id,
      })
    }
  }
  for (const subscriber of subscribers) {
    entries.push({
      id: `subscriber-${subscriber._id}`,
      kind: 'subscriber',
      // A sign-up counts once its address is confirmed (docs/product.md#newsletter-form).
      at: subscriber.confirmedAt ?? subscriber.createdAt,
      title: `${subscriber.email} subscribed to the newsletter`,
      detail: '',
    })
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit)
}
