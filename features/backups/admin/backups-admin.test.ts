import { describe, expect, it } from 'vitest'
import { describeEntry } from '../../audit/admin/audit'
import type { Backup } from '../backup.schema'
import {
  backupAlert,
  countsText,
  formatSize,
  isBusy,
  scheduleText,
  tableDetails,
  verificationOf,
} from './backups-admin'

const backup = (patch: Partial<Backup>): Backup => ({
  _id: 'b1',
  kind: 'scheduled',
  status: 'done',
  fileName: 'switchboard.tar.gz',
  size: 10,
  tables: {},
  startedAt: '2026-11-28T03:00:00.000Z',
  finishedAt: '2026-11-28T03:00:02.000Z',
  error: null,
  verification: null,
  requestedBy: null,
  ...patch,
})

describe('the Backups screen’s rules', () => {
  it('shows sizes in the units people read', () => {
    expect(formatSize(null)).toBe('—')
    expect(formatSize(512)).toBe('512 B')
    expect(formatSize(1536)).toBe('1.5 KB')
    expect(formatSize(2 * 1024 * 1024)).toBe('2 MB')
    expect(formatSize(345 * 1024 * 1024)).toBe('345 MB')
    expect(formatSize(3.25 * 1024 ** 3)).toBe('3.3 GB')
  })

  it('counts tables and rows, and lists the tables with the most rows first', () => {
    expect(countsText(null)).toBeNull()
    expect(countsText({ services: 12, audit_log: 3400 })).toBe('2 tables · 3,412 rows')
    expect(countsText({ services: 1 })).toBe('1 table · 1 row')
    expect(tableDetails({ services: 12, audit_log: 3400, team: 12 })).toEqual([
      { table: 'audit_log', rows: '3,400' },
      { table: 'services', rows: '12' },
      { table: 'team', rows: '12' },
    ])
  })

  it('says the schedule and what is kept', () => {
    const keeps = { daily: 7, weekly: 4 }
    expect(scheduleText({ schedule: { hourUtc: 3, minuteUtc: 0 }, keeps })).toBe(
      'Every day at 03:00 UTC · keeps 7 daily and 4 weekly',
    )
    expect(scheduleText({ schedule: { hourUtc: 1, minuteUtc: 5 }, keeps })).toBe(
      'Every day at 01:05 UTC · keeps 7 daily and 4 weekly',
    )
    expect(scheduleText({ schedule: null, keeps })).toBe(
      'No automatic backups (BACKUP_SCHEDULE=off) · keeps 7 daily and 4 weekly',
    )
  })

  it('tells verified, not verified and failed verifications apart, and keeps looking while work is under way', () => {
    expect(verificationOf(backup({ status: 'failed' }))).toBeNull()
    expect(verificationOf(backup({}))?.label).toBe('Not verified')
    expect(verificationOf(backup({ verification: { at: '', ok: true, problems: [] } }))?.label).toBe(
      'Verified ✓',
    )
    expect(verificationOf(backup({ verification: { at: '', ok: false, problems: ['table x'] } }))).toEqual({
      label: 'Verification failed',
      color: 'red',
      problems: ['table x'],
    })
    expect(isBusy([backup({ status: 'running' })])).toBe(true)
    expect(isBusy([backup({})])).toBe(true)
    expect(
      isBusy([backup({ verification: { at: '', ok: true, problems: [] } }), backup({ status: 'failed' })]),
    ).toBe(false)
  })

  it('alerts the dashboard to a failed or missing backup only', () => {
    const status = {
      message: null,
      lastSuccessAt: null,
      running: false,
      schedule: null,
      dir: '/data/backups',
      keeps: { daily: 7, weekly: 4 },
    }
    expect(backupAlert(undefined)).toBeNull()
    expect(backupAlert({ ...status, state: 'ok' })).toBeNull()
    expect(backupAlert({ ...status, state: 'first-day' })).toBeNull()
    expect(backupAlert({ ...status, state: 'failed' })?.title).toBe('The latest backup failed')
    expect(backupAlert({ ...status, state: 'missing', message: 'No backup has been made yet' })?.title).toBe(
      'No backup has been made yet',
    )
  })
})

describe('backups in the audit log', () => {
  it('reads as a sentence: started, downloaded', () => {
    expect(describeEntry({ entity: 'backups', action: 'create', label: '' })).toBe('Started a backup')
    expect(describeEntry({ entity: 'backups', action: 'download', label: 'switchboard-x.tar.gz' })).toBe(
      'Downloaded backup “switchboard-x.tar.gz”',
    )
  })
})
