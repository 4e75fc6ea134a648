import { describe, expect, it } from 'vitest'
import { actionLabel, actorOptions, changedFields, describeEntry, entityLabel, humanize } from './audit'

describe('the audit log screen’s words', () => {
  it('names actions and entities as a person reads them', () => {
    expect(actionLabel('update')).toBe('Updated')
    expect(actionLabel('2fa-enabled')).toBe('2fa enabled')
    expect(humanize('heroImages')).toBe('Hero images')
    for (const [action, entity, label, sentence] of [
      ['update', 'service', 'Switchgear', 'Updated service “Switchgear”'],
      ['create', 'category', '', 'Created category'],
      // A restore and the drafts' actions read as sentences, naming the item.
      ['restore', 'category', 'Lighting', 'Restored category “Lighting”'],
      ['delete', 'trash', 'Lighting', 'Deleted for good from the Trash: Lighting'],
      ['discard-draft', 'service', 'Switchgear', 'Discarded the draft of service “Switchgear”'],
      // What a schedule did, and the schedule itself.
      ['deactivate', 'service', 'Switchgear', 'Deactivated service “Switchgear”'],
      ['cancel', 'schedules', 'Switchgear', 'Cancelled schedule “Switchgear”'],
      [
        'password-reset-by-operator',
        'staff',
        'ada@x.example',
        'Password reset by the server operator: ada@x.example',
      ],
      ['signed-in', 'sign-in', 'Password', 'Signed in with password'],
      ['enabled', 'two-factor', 'Ada', 'Turned on two-factor sign-in'],
      ['sign-out', 'session', '', 'Signed out'],
      ['export', 'privacy', 'a@x.example', 'Exported what is stored about a@x.example'],
      ['read', 'contact', 'Quote', 'Marked as read message “Quote”'],
    ] as const) {
      expect(describeEntry({ action, entity, label }), `${action} ${entity}`).toBe(sentence)
    }
    expect(entityLabel('staff')).toBe('Staff account')
  })

  it('names content types by their declarations, and a move by the new place', () => {
    // Content types are named by their declarations, which the API sends with the facets.
    const names = { services: 'Service', 'categories/events': 'Event' }
    expect(describeEntry({ action: 'update', entity: 'services', label: 'Switchgear' }, names)).toBe(
      'Updated service “Switchgear”',
    )
    expect(entityLabel('categories/events', names)).toBe('Event')
    // A list's new order: the item moved and its new place.
    const moved = { from: '4 of 5', to: '2 of 5' }
    expect(
      describeEntry(
        { action: 'move', entity: 'categories', label: 'Cables', changes: { position: moved } },
        { categories: 'Category' },
      ),
    ).toBe('Moved category “Cables” to position 2 of 5')
    expect(entityLabel('categories/events')).toBe('Categories events')
  })

  it('lists changes as before → after, or the side that is known, or neither for a secret', () => {
    expect(
      changedFields({
        title: { from: 'Old', to: 'New' },
        email: { to: 'a@b.example' },
        password: {},
        logo: { from: null, to: { imageUrl: '/uploads/a.png' } },
      }),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New', isHidden: false },
      { field: 'email', before: undefined, after: 'a@b.example', isHidden: false },
      { field: 'password', before: undefined, after: undefined, isHidden: true },
      { field: 'logo', before: null, after: { imageUrl: '/uploads/a.png' }, isHidden: false },
    ])
  })

  it('reads back the lists and objects older entries kept as JSON text, when the text is whole', () => {
    const [change] = changedFields({
      heroImages: {
        from: '[{"imageUrl":"/uploads/a.jpg","title":"A"}]',
        to: '[{"imageUrl":"/uploads/a.jpg","ti…',
      },
    })
    expect(change!.before).toEqual([{ imageUrl: '/uploads/a.jpg', title: 'A' }])
    // Cut short when it was stored: shown as the text it is.
    expect(change!.after).toBe('[{"imageUrl":"/uploads/a.jpg","ti…')
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
