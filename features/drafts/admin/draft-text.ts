/** Pure parts of the drafts screens (docs/product.md#drafts): the words the notice, toasts and share dialog use. */

export const DRAFT_MESSAGES = {
  saved: 'Draft saved — not published yet',
  savedNew: 'Draft saved — not on the website until it is published',
  deletedNew: 'Draft deleted — it is in the Trash for 30 days',
  published: 'Published',
  discarded: 'Draft discarded',
  savedAndDiscarded: 'Saved and published — the draft was discarded, the website now shows these changes',
  linkCreated: 'Share link created',
  linkRevoked: 'Share link revoked',
} as const

/** The expiries a share link may be given, in days; the default first chosen. */
export const LINK_DAYS = [1, 7, 30] as const
export const DEFAULT_DAYS = 7

const pad = (n: number) => String(n).padStart(2, '0')

/** '14:32' today, '3 Nov, 14:32' another day this year, '3 Nov 2025, 14:32' before. */
export function whenText(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value)
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  if (date.toDateString() === now.toDateString()) return time
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  })
  return `${day}, ${time}`
}

/**
 * 'You are editing a draft (saved 14:32 by Ada). The website shows the published version.'; for an item added as a
 * draft, 'This is a new draft (saved 14:32 by Ada): it is not on the website until it is published.'
 */
export function draftNoticeText(
  draft: { updatedAt: string; author: { name: string }; isNew?: boolean },
  now?: Date,
): string {
  const by = draft.author.name ? ` by ${draft.author.name}` : ''
  if (draft.isNew) {
    return `This is a new draft (saved ${whenText(draft.updatedAt, now)}${by}): it is not on the website until it is published.`
  }
  return `You are editing a draft (saved ${whenText(draft.updatedAt, now)}${by}). The website shows the published version.`
}

/** 'Opened 3 times, last 27 Nov, 14:32' or 'Not opened yet'. */
export function opensText(link: { opens: number; lastOpenedAt: string | null }, now?: Date): string {
  if (link.opens === 0 || !link.lastOpenedAt) return 'Not opened yet'
  const times = link.opens === 1 ? 'once' : `${link.opens} times`
  return `Opened ${times}, last ${whenText(link.lastOpenedAt, now)}`
}

/** Whether the lists' summary names this item: its type and id. */
export function hasDraft(
  drafts: readonly { type: string; itemId: string }[] | undefined,
  type: string,
  itemId: string | null | undefined,
): boolean {
  return !!itemId && !!drafts?.some((draft) => draft.type === type && draft.itemId === itemId)
}
