import type { ContactMessage, ContactStatus } from '../contact.schema'

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'archived', label: 'Archived' },
] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value']

export const STATUS_BADGE: Record<ContactStatus, { label: string; color: string }> = {
  unread: { label: 'Unread', color: 'blue' },
  read: { label: 'Read', color: 'gray' },
  archived: { label: 'Archived', color: 'dark' },
}

/**
 * Which row actions a message offers (docs/product.md#messages-table): mark read only when unread, archive unless
 * archived.
 */
export function messageActions(message: Pick<ContactMessage, 'status'>) {
  return { canMarkRead: message.status === 'unread', canArchive: message.status !== 'archived' }
}

export const MESSAGES_PAGE_SIZE = 20
