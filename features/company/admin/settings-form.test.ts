import { describe, expect, it } from 'vitest'
import {
  addHeroImage,
  credentialsErrorField,
  credentialsUpdate,
  type Draft,
  itemFields,
  otherPartsNote,
  parseStat,
} from './settings-form'

const admin = { name: 'Ada Admin', email: 'ada@example.com' }
const unchanged = { ...admin, currentPassword: '', newPassword: '', confirmPassword: '' }

describe('credentialsUpdate', () => {
  it('says nothing changed when nothing did', () => {
    expect(credentialsUpdate(admin, unchanged)).toEqual({ kind: 'unchanged' })
    expect(credentialsUpdate(admin, { ...unchanged, email: ' ADA@example.com ' })).toEqual({
      kind: 'unchanged',
    })
  })

  it('sends only the changed fields, never the confirmation', () => {
    expect(credentialsUpdate(admin, { ...unchanged, name: ' Ada Lovelace ' })).toEqual({
      kind: 'update',
      payload: { name: 'Ada Lovelace' },
    })
    expect(
      credentialsUpdate(admin, {
        ...unchanged,
        currentPassword: 'old-secret',
        newPassword: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    ).toEqual({ kind: 'update', payload: { currentPassword: 'old-secret', newPassword: 'new-secret' } })
  })

  it('needs the current password, a matching confirmation and 6 characters for a new password', () => {
    expect(credentialsUpdate(admin, { ...unchanged, newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      kind: 'errors',
      errors: {
        currentPassword: 'Current password is required to change password',
        newPassword: 'New password must be at least 6 characters long',
        confirmPassword: 'New passwords do not match',
      },
    })
  })

  it('needs a name and a valid e-mail', () => {
    expect(credentialsUpdate(admin, { ...unchanged, name: ' ', email: 'nope' })).toEqual({
      kind: 'errors',
      errors: { name: 'Name is required', email: 'Please enter a valid email address' },
    })
  })
})

it('puts a server message under the field it is about', () => {
  expect(credentialsErrorField('Current password is incorrect')).toBe('currentPassword')
  expect(credentialsErrorField('New password must be at least 6 characters long')).toBe('newPassword')
  expect(credentialsErrorField('This email is already in use')).toBe('email')
  expect(credentialsErrorField('Too many attempts')).toBeNull()
})

it('turns a non-numeric hero stat into 0', () => {
  expect(parseStat('25')).toBe(25)
  expect(parseStat('abc')).toBe(0)
  expect(parseStat('')).toBe(0)
  expect(parseStat('2.5')).toBe(2.5)
})

describe('lists (hero images, FAQ)', () => {
  it('stop at five hero images', () => {
    expect(addHeroImage(['1', '2'], '3')).toEqual({ list: ['1', '2', '3'], error: null })
    expect(addHeroImage(['1', '2', '3', '4', '5'], '6')).toEqual({
      error: 'Maximum of 5 hero images allowed',
    })
  })

  it('edit an item’s text field, clearing its error only', () => {
    const faq = [
      { question: 'Q1', answer: 'A1' },
      { question: 'Q2', answer: 'A2' },
    ]
    const updates: unknown[] = []
    const field = itemFields('faq', {
      draft: { faq } as Draft,
      errors: { 'faq.1.answer': 'Answer is required' },
      update: (...args) => updates.push(args),
    })
    const answer = field(1, 'answer')
    expect(answer).toMatchObject({ value: 'A2', error: 'Answer is required' })
    answer.onChange({ currentTarget: { value: 'New' } } as Parameters<typeof answer.onChange>[0])
    expect(updates).toEqual([[{ faq: [faq[0], { question: 'Q2', answer: 'New' }] }, ['faq.1.answer']]])
    expect(field(0, 'question').error).toBeUndefined()
  })
})

describe('otherPartsNote (the company draft notice, docs/product.md#drafts)', () => {
  it('says nothing when the draft holds only the tab’s own part', () => {
    expect(otherPartsNote({ heroImages: [] }, 'heroImages')).toBeNull()
    expect(otherPartsNote({}, 'faq')).toBeNull()
  })

  it('names what else the draft changes, which Publish puts live too', () => {
    expect(otherPartsNote({ heroImages: [], faq: [] }, 'heroImages')).toBe(
      'It also changes the FAQ: Publish puts all of it live.',
    )
    expect(otherPartsNote({ heroImages: [], heroStats: {}, faq: [] }, 'faq')).toBe(
      'It also changes the hero images and the figures: Publish puts all of it live.',
    )
  })
})
