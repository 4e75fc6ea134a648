/** The pure rules of the Backups screen (docs/product.md#backups). */
import { formatBytes } from '../../../platform/bytes'
import type { Backup, BackupStatus } from '../backup.schema'

export const BACKUPS_PATH = '/admin/backups'
export const BACKUPS_QUERY_KEY = ['backups'] as const
/** How often the screen looks again while a backup is being made or verified. */
export const BACKUP_POLL_MS = 2_000
/** How long an archive's download may take (the API's calls get 30 s). */
export const DOWNLOAD_TIMEOUT_MS = 15 * 60_000

/** 1536 → '1.5 KB', or '—' for a backup not written yet (platform/bytes.ts). */
export function formatSize(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '—' : formatBytes(bytes)
}

const number = (value: number) => value.toLocaleString('en-US')

/** '12 tables · 3,412 rows' (null while nothing was counted). */
export function countsText(tables: Record<string, number> | null): string | null {
  if (!tables) return null
  const counts = Object.values(tables)
  const rows = counts.reduce((sum, count) => sum + count, 0)
  return `${number(counts.length)} table${counts.length === 1 ? '' : 's'} · ${number(rows)} row${rows === 1 ? '' : 's'}`
}

/** The tables with rows, most rows first, for the details shown on demand. */
export function tableDetails(tables: Record<string, number>): { table: string; rows: string }[] {
  return Object.entries(tables)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([table, rows]) => ({ table, rows: number(rows) }))
}

const two = (value: number) => String(value).padStart(2, '0')

/** 'Every day at 03:00 UTC · keeps 7 daily and 4 weekly', or what happens when there is no schedule. */
export function scheduleText(status: Pick<BackupStatus, 'schedule' | 'keeps'>): string {
  const keeps = `keeps ${status.keeps.daily} daily and ${status.keeps.weekly} weekly`
  if (!status.schedule) return `No automatic backups (BACKUP_SCHEDULE=off) · ${keeps}`
  return `Every day at ${two(status.schedule.hourUtc)}:${two(status.schedule.minuteUtc)} UTC · ${keeps}`
}

/** Whether the list should be read again soon: a backup is being made, or one made is not verified yet. */
export const isBusy = (backups: Backup[]) =>
  backups.some((backup) => backup.status === 'running' || (backup.status === 'done' && !backup.verification))

export type Verification = { label: string; color: 'green' | 'gray' | 'red'; problems: string[] }

/** Verified ✓ / Not verified / Verification failed (with its problems); nothing for a backup that failed. */
export function verificationOf(backup: Backup): Verification | null {
  if (backup.status !== 'done') return null
  if (!backup.verification) return { label: 'Not verified', color: 'gray', problems: [] }
  return backup.verification.ok
    ? { label: 'Verified ✓', color: 'green', problems: [] }
    : { label: 'Verification failed', color: 'red', problems: backup.verification.problems }
}

export const STATUS_BADGE: Record<Backup['status'], { color: 'blue' | 'green' | 'red'; label: string }> = {
  running: { color: 'blue', label: 'Running' },
  done: { color: 'green', label: 'Done' },
  failed: { color: 'red', label: 'Failed' },
}

export const KIND_LABEL: Record<Backup['kind'], string> = { scheduled: 'Automatic', manual: 'Manual' }

/** What the dashboard says of the backups, when something is wrong (null: nothing to say). */
export function backupAlert(status: BackupStatus | undefined): { title: string; text: string } | null {
  if (status?.state === 'failed')
    return { title: 'The latest backup failed', text: 'Open Backups to see why, and make one now.' }
  if (status?.state === 'missing')
    return {
      title: status.message ?? 'No backup has succeeded for more than a day',
      text: 'Backups should run every day. Open Backups to see what happened, and make one now.',
    }
  return null
}
