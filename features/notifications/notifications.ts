/** docs/product.md#notification-bell: the bell's count badge reads '9+' above nine. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null
  return count > 9 ? '9+' : String(count)
}

/** docs/product.md#notification-bell: the unread list refreshes every 5 minutes. */
export const UNREAD_REFRESH_MS = 5 * 60 * 1000
/** How many unread messages the dropdown lists. */
export const UNREAD_SHOWN = 5
