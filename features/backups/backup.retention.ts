/**
 * Which backups are kept (docs/product.md#backups): the newest successful backup of each of the last 7 days that
 * have one, and the newest of each of the 4 ISO weeks before those that have one. Manual backups follow the same
 * rule; a backup still running is never touched; a failed one is forgotten once it is older than the days kept.
 */

export const KEEP_DAILY = 7
export const KEEP_WEEKLY = 4

const DAY_MS = 24 * 60 * 60 * 1000

/** What retention reads of a backup. */
export type RetainedBackup = { id: string; status: 'running' | 'done' | 'failed'; startedAt: Date }

/** The UTC day of an instant: '2026-11-28'. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** The ISO 8601 week of an instant (UTC), as '2026-W48': weeks start on Monday, week 1 holds the first Thursday. */
export function isoWeekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const weekday = day.getUTCDay() || 7
  // The Thursday of the same week decides its year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** The newest backup of each group, for the first `limit` groups in order (newest first). */
function newestOfEach<T extends RetainedBackup>(
  newestFirst: T[],
  groupOf: (at: Date) => string,
  limit: number,
) {
  const kept: T[] = []
  const seen = new Set<string>()
  for (const backup of newestFirst) {
    const group = groupOf(backup.startedAt)
    if (seen.has(group)) continue
    if (seen.size === limit) break
    seen.add(group)
    kept.push(backup)
  }
  return kept
}

/**
 * Splits the backups into those kept and those to delete (their archives and rows), as of `now`. The newest
 * successful backup is always kept: it is the first of the daily ones.
 */
export function retention<T extends RetainedBackup>(backups: T[], now: Date): { keep: T[]; remove: T[] } {
  const newestFirst = [...backups].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
  const done = newestFirst.filter((backup) => backup.status === 'done')
  const daily = newestOfEach(done, dayOf, KEEP_DAILY)
  const oldestDay = daily.length ? dayOf(daily.at(-1)!.startedAt) : undefined
  const before = oldestDay ? done.filter((backup) => dayOf(backup.startedAt) < oldestDay) : []
  const weekly = newestOfEach(before, isoWeekOf, KEEP_WEEKLY)
  const kept = new Set<T>([...daily, ...weekly])
  // Failures stay visible for as many days as the daily backups are kept.
  const failedSince = now.getTime() - KEEP_DAILY * DAY_MS
  for (const backup of newestFirst) {
    if (backup.status === 'running') kept.add(backup)
    if (backup.status === 'failed' && backup.startedAt.getTime() >= failedSince) kept.add(backup)
  }
  return {
    keep: newestFirst.filter((backup) => kept.has(backup)),
    remove: newestFirst.filter((backup) => !kept.has(backup)),
  }
}
