import { describe, expect, it } from 'vitest'
import { describeChanges, labelOf, shorten } from './audit-changes'

describe('what an audit entry says changed', () => {
  it('lists the fields that differ, from → to, leaving out bookkeeping', () => {
    expect(
      describeChanges({
        before: { _id: '1', title: 'A', order: 1, updatedAt: 'x' },
        after: { _id: '1', title: 'B', order: 1, updatedAt: 'y' },
      }),
    ).toEqual({ title: { from: 'A', to: 'B' } })
  })

  it('without the record before, lists the fields sent', () => {
    expect(describeChanges({ body: { title: 'A', features: [], note: '' } })).toEqual({ title: { to: 'A' } })
  })

  it('names secret fields but never keeps their values', () => {
    const changes = describeChanges({
      body: { newPassword: 'hunter22', currentPassword: 'old', name: 'Kim' },
    })
    expect(changes).toEqual({ newPassword: {}, currentPassword: {}, name: { to: 'Kim' } })
    expect(JSON.stringify(changes)).not.toContain('hunter22')
  })

  it('shortens long values between characters, never inside an emoji', () => {
    const value = shorten('😀'.repeat(300)) as string
    expect(Array.from(value)).toHaveLength(200)
    expect(value.endsWith('…')).toBe(true)
    expect(value).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
    expect(shorten({ a: 1 })).toBe('{"a":1}')
  })

  it('names a record by its title, name, subject or e-mail', () => {
    expect(labelOf(undefined, { name: 'Ada' })).toBe('Ada')
    expect(labelOf({ title: 'T' }, { name: 'N' })).toBe('T')
    expect(labelOf({ other: 1 })).toBe('')
  })
})
