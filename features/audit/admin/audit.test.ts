import { describe, expect, it } from 'vitest'
import {
  actionLabel,
  actorOptions,
  changeLines,
  compactValue,
  describeEntry,
  entityLabel,
  humanize,
} from './audit'

describe('the audit log screen’s words', () => {
  it('names actions and entities as a person reads them', () => {
    expect(actionLabel('update')).toBe('Updated')
    expect(actionLabel('2fa-enabled')).toBe('2fa enabled')
    expect(humanize('heroImages')).toBe('Hero images')
    expect(describeEntry({ action: 'update', entity: 'service', label: 'Switchgear' })).toBe(
      'Updated service “Switchgear”',
    )
    expect(describeEntry({ action: 'create', entity: 'category', label: '' })).toBe('Created category')
    // What a schedule did, and the schedule itself.
    expect(describeEntry({ action: 'deactivate', entity: 'service', label: 'Switchgear' })).toBe(
      'Deactivated service “Switchgear”',
    )
    expect(describeEntry({ action: 'cancel', entity: 'schedules', label: 'Switchgear' })).toBe(
      'Cancelled schedule “Switchgear”',
    )
    expect(
      describeEntry({ action: 'password-reset-by-operator', entity: 'staff', label: 'ada@x.example' }),
    ).toBe('Password reset by the server operator: ada@x.example')
    expect(entityLabel('staff')).toBe('Staff account')
    expect(describeEntry({ action: 'signed-in', entity: 'sign-in', label: 'Password' })).toBe(
      'Signed in with password',
    )
    expect(describeEntry({ action: 'enabled', entity: 'two-factor', label: 'Ada' })).toBe(
      'Turned on two-factor sign-in',
    )
    expect(describeEntry({ action: 'sign-out', entity: 'session', label: '' })).toBe('Signed out')
    expect(describeEntry({ action: 'export', entity: 'privacy', label: 'a@x.example' })).toBe(
      'Exported what is stored about a@x.example',
    )
    expect(describeEntry({ action: 'read', entity: 'contact', label: 'Quote' })).toBe(
      'Marked as read message “Quote”',
    )
    // Content types are named by their declarations, which the API sends with the facets.
    const names = { services: 'Service', 'categories/events': 'Event' }
    expect(describeEntry({ action: 'update', entity: 'services', label: 'Switchgear' }, names)).toBe(
      'Updated service “Switchgear”',
    )
    expect(entityLabel('categories/events', names)).toBe('Event')
    expect(entityLabel('categories/events')).toBe('Categories events')
  })

  it('shows values compactly and cuts long ones', () => {
    expect(compactValue(null)).toBe('—')
    expect(compactValue('')).toBe('(empty)')
    expect(compactValue(['a', 'b'])).toBe('a, b')
    expect(compactValue({ x: 1 })).toBe('{"x":1}')
    expect(compactValue(true)).toBe('true')
    expect(compactValue('line one\n\nline  two')).toBe('line one line two')
    const long = compactValue('x'.repeat(200))
    expect(long).toHaveLength(80)
    expect(long.endsWith('…')).toBe(true)
  })

  it('lists changes as from → to, or the side that is known', () => {
    expect(
      changeLines({ title: { from: 'Old', to: 'New' }, email: { to: 'a@b.example' }, password: {} }),
    ).toEqual([
      { field: 'Title', from: 'Old', to: 'New', full: 'Old → New' },
      { field: 'Email', from: undefined, to: 'a@b.example', full: 'a@b.example' },
      { field: 'Password', from: undefined, to: undefined, full: '' },
    ])
  })

  it('offers people by id, and the operator by name', () => {
    expect(
      actorOptions([
        { id: 'u1', name: 'Ada', email: 'ada@x.example' },
        { id: null, name: 'Server operator (CLI)', email: '' },
      ]),
    ).toEqual([
      { value: 'u1', label: 'Ada (ada@x.example)' },
      { value: 'Server operator (CLI)', label: 'Server operator (CLI)' },
    ])
  })
})
