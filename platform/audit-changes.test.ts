import { describe, expect, it } from 'vitest'
import { boundValue, describeChanges, labelOf, NOT_SHOWN } from './audit-changes'

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

  it('keeps lists and objects as JSON values, so the screen can show what changed in them', () => {
    const slides = [{ imageUrl: '/uploads/a.jpg', title: 'Power' }]
    expect(
      describeChanges({
        before: { heroImages: slides, heroStats: { years: 10 } },
        after: { heroImages: [{ ...slides[0], title: 'Power plants' }], heroStats: { years: 11 } },
      }),
    ).toEqual({
      heroImages: { from: slides, to: [{ imageUrl: '/uploads/a.jpg', title: 'Power plants' }] },
      heroStats: { from: { years: 10 }, to: { years: 11 } },
    })
    expect(boundValue(new Date('2026-03-07T14:05:00Z'))).toBe('2026-03-07T14:05:00.000Z')
    expect(boundValue(undefined)).toBeNull()
  })

  it('cuts long texts at 2,000 characters between characters, never inside an emoji', () => {
    expect(boundValue('x'.repeat(2000))).toBe('x'.repeat(2000))
    const value = boundValue('😀'.repeat(3000)) as string
    expect(Array.from(value)).toHaveLength(2000)
    expect(value.endsWith('…')).toBe(true)
    expect(value).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
    // Inside lists and objects too.
    expect((boundValue([{ answer: 'y'.repeat(5000) }]) as { answer: string }[])[0]!.answer).toHaveLength(2000)
  })

  it('keeps a value too large for the log as shortened JSON text', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({
      question: `Q${index}`,
      answer: 'a'.repeat(1000),
    }))
    const kept = boundValue(many) as string
    expect(typeof kept).toBe('string')
    expect(kept.startsWith('[{"question":"Q0"')).toBe(true)
    expect(Array.from(kept)).toHaveLength(2000)
    const few = many.slice(0, 5)
    expect(boundValue(few)).toEqual(few)
  })

  it('hides secrets found inside a value', () => {
    const changes = describeChanges({
      before: { smtp: { host: 'a.example', password: 'hunter22' } },
      after: { smtp: { host: 'b.example', password: 'hunter23' } },
    })
    expect(changes).toEqual({
      smtp: {
        from: { host: 'a.example', password: NOT_SHOWN },
        to: { host: 'b.example', password: NOT_SHOWN },
      },
    })
    expect(JSON.stringify(changes)).not.toContain('hunter')
  })

  it('names a record by its title, name, subject or e-mail', () => {
    expect(labelOf(undefined, { name: 'Ada' })).toBe('Ada')
    expect(labelOf({ title: 'T' }, { name: 'N' })).toBe('T')
    expect(labelOf({ other: 1 })).toBe('')
  })
})
