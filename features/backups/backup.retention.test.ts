import { describe, expect, it } from 'vitest'
import { isoWeekOf, type RetainedBackup, retention } from './backup.retention'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-11-28T12:00:00Z')

/** A backup made `daysAgo` days before NOW at 03:00 UTC (`extra` hours later for a second one that day). */
const made = (daysAgo: number, status: RetainedBackup['status'] = 'done', extra = 0): RetainedBackup => {
  const at = new Date(Date.UTC(2026, 10, 28, 3 + extra) - daysAgo * DAY)
  return { id: `${at.toISOString()}-${status}`, status, startedAt: at }
}
const days = (kept: RetainedBackup[]) => kept.map((backup) => backup.startedAt.toISOString().slice(0, 10))

describe('backup retention', () => {
  it('names ISO weeks (Monday first; the first Thursday decides the year)', () => {
    expect(isoWeekOf(new Date('2026-11-28T12:00:00Z'))).toBe('2026-W48')
    expect(isoWeekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48')
    expect(isoWeekOf(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47')
    expect(isoWeekOf(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53')
    expect(isoWeekOf(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01')
  })

  it('keeps exactly 7 daily and 4 weekly of 60 days of daily backups', () => {
    const backups = Array.from({ length: 60 }, (_, day) => made(day))
    const { keep, remove } = retention(backups, NOW)
    expect(keep).toHaveLength(11)
    expect(remove).toHaveLength(49)
    expect(days(keep)).toEqual([
      // The last 7 days…
      '2026-11-28',
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      // …then the newest of each of the 4 weeks before (Sunday 22 is in W47, so W47's newest before it is the 21st).
      '2026-11-21',
      '2026-11-15',
      '2026-11-08',
      '2026-11-01',
    ])
  })

  it('moves with the clock: a day later the oldest daily becomes a weekly and an old weekly goes', () => {
    let backups = Array.from({ length: 60 }, (_, day) => made(day))
    for (let day = 1; day <= 30; day++) {
      const now = new Date(NOW.getTime() + day * DAY)
      backups.push({
        id: `new-${day}`,
        status: 'done',
        startedAt: new Date(now.getTime() - 9 * 60 * 60 * 1000),
      })
      backups = retention(backups, now).keep
      expect(backups.length).toBeLessThanOrEqual(11)
      expect(backups[0]!.id).toBe(`new-${day}`)
    }
    expect(backups).toHaveLength(11)
  })

  it('keeps the newest of a day with several, counts days that have one, and manual ones alike', () => {
    const backups = [made(0, 'done', 0), made(0, 'done', 5), made(10), made(30), made(40)]
    const { keep, remove } = retention(backups, NOW)
    expect(keep.map((backup) => backup.id)).toEqual([
      made(0, 'done', 5).id,
      made(10).id,
      made(30).id,
      made(40).id,
    ])
    expect(remove.map((backup) => backup.id)).toEqual([made(0).id])
  })

  it('never deletes the newest successful backup however old, nor one running; old failures go', () => {
    const backups = [made(0, 'running'), made(1, 'failed'), made(9, 'failed'), made(200)]
    const { keep, remove } = retention(backups, NOW)
    expect(keep.map((backup) => backup.id)).toEqual([
      made(0, 'running').id,
      made(1, 'failed').id,
      made(200).id,
    ])
    expect(remove.map((backup) => backup.id)).toEqual([made(9, 'failed').id])
  })
})
