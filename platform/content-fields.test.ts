import { describe, expect, it } from 'vitest'
import { defineFields, fieldLabels, richTextNames, textMessages } from './content-fields'
import { declaredText, textSchema } from './fields'

const FIELDS = defineFields([
  { name: 'name', label: 'Name', kind: 'text', max: 10, required: true },
  { name: 'note', label: 'Note', kind: 'text', max: 5 },
  { name: 'email', label: 'Email', kind: 'text', max: 254, required: true, input: 'email' },
  { name: 'body', label: 'Body', kind: 'richText' },
  { name: 'photo', label: 'Photo', kind: 'image', folder: 'team', alt: 'photoAlt' },
  { name: 'isActive', label: 'Active', kind: 'active' },
])

describe('declared fields (platform/content-fields.ts)', () => {
  it('name each field, and an image’s alt text, as the edit window labels them', () => {
    expect(fieldLabels(FIELDS)).toEqual({
      name: 'Name',
      note: 'Note',
      email: 'Email',
      body: 'Body',
      photo: 'Photo',
      photoAlt: 'Photo: alt text',
      isActive: 'Active',
    })
    expect(richTextNames(FIELDS)).toEqual(['body'])
  })

  it('make a plain text field’s schema: required or not, trimmed, within its limit, in its words', () => {
    const name = declaredText(FIELDS, 'name')
    expect(name.parse('  Ada  ')).toBe('Ada')
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required')
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Name must be at most 10 characters',
    )
    expect(declaredText(FIELDS, 'note').parse('')).toBe('')
    expect(
      textSchema({ label: 'Email', kind: 'text', max: 254, input: 'email', name: 'email' }).parse('A@B.CO'),
    ).toBe('a@b.co')
    expect(textMessages({ label: 'Job title', max: 150 })).toEqual({
      required: 'Job title is required',
      tooLong: 'Job title must be at most 150 characters',
    })
  })

  it('refuse a name that is not a declared plain text field at once', () => {
    expect(() => declaredText(FIELDS, 'body')).toThrow('No plain text field "body" is declared')
    expect(() => declaredText(FIELDS, 'missing')).toThrow()
  })
})
