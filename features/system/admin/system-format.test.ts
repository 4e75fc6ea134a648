import { describe, expect, it } from 'vitest'
import { formatBytes, formatUptime } from './system-format'

describe('formatBytes', () => {
  it('uses the largest unit that keeps the number readable', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB')
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB')
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB')
  })
})

describe('formatUptime', () => {
  it('reads in seconds, minutes, hours, then days', () => {
    expect(formatUptime(42)).toBe('42 s')
    expect(formatUptime(12 * 60 + 5)).toBe('12 min')
    expect(formatUptime(3 * 3600 + 5 * 60)).toBe('3 h 5 min')
    expect(formatUptime(86400)).toBe('1 day 0 h')
    expect(formatUptime(2 * 86400 + 4 * 3600)).toBe('2 days 4 h')
  })
})
