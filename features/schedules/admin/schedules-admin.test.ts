import { describe, expect, it } from 'vitest'
import { formatInZone, fromLocalInput, nextFullHour, toLocalInput } from './schedules-admin'

describe('times of schedules in the back-office', () => {
  it('shows a moment in the viewer’s zone, with the zone', () => {
    expect(formatInZone('2026-12-01T08:00:00Z', 'Europe/Berlin')).toBe('Tue, 1 Dec 2026, 09:00 CET')
    expect(formatInZone('2026-07-01T08:00:00Z', 'UTC')).toBe('Wed, 1 Jul 2026, 08:00 UTC')
  })

  it('reads a local date and time as a UTC moment, and back', () => {
    const local = toLocalInput(new Date(2026, 11, 1, 9, 30))
    expect(local).toBe('2026-12-01T09:30')
    expect(fromLocalInput(local)).toBe(new Date(2026, 11, 1, 9, 30).toISOString())
    expect(fromLocalInput('')).toBeUndefined()
    expect(fromLocalInput('tomorrow')).toBeUndefined()
  })

  it('offers the next full hour first', () => {
    expect(nextFullHour(new Date(2026, 0, 1, 10, 20)).getTime()).toBe(new Date(2026, 0, 1, 11, 0).getTime())
  })
})
