const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/**
 * docs/product.md#notification-bell: "N min(s) ago" under 60 minutes, then "N hour(s) ago" under 24 hours, then "N
 * day(s) ago".
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(date).getTime())
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'min')
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour')
  return plural(Math.floor(elapsed / DAY), 'day')
}

/** How long ago, for lists of what happened: "just now" under a minute, then as {@link relativeTime}. */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  return now.getTime() - new Date(date).getTime() < MINUTE ? 'just now' : relativeTime(date, now)
}

/** The exact moment, for a tooltip beside "how long ago": 'Sat, Nov 28, 2026, 9:48:21 PM'. */
export const formatExact = (at: string) =>
  new Date(at).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  })
