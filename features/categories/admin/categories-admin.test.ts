import { describe, expect, it } from 'vitest'
import {
  fromDateTimeInput,
  isDuplicateTitleError,
  tableDescription,
  toDateTimeInput,
} from './categories-admin'

describe('the table description', () => {
  it('is the description cut at 100 characters, or the short description', () => {
    expect(tableDescription({ description: 'x'.repeat(150), shortDescription: 's' })).toBe(
      `${'x'.repeat(100)}...`,
    )
    expect(tableDescription({ description: '  ', shortDescription: 'Short one' })).toBe('Short one')
  })
})

it('recognises the duplicate-title failure by its message', () => {
  expect(
    isDuplicateTitleError('A category with this title already exists. Please use a different title.'),
  ).toBe(true)
  expect(isDuplicateTitleError('Title is required')).toBe(false)
})

describe('event dates in the form', () => {
  it('are edited in UTC, as the website shows them', () => {
    expect(toDateTimeInput('2027-03-05T14:30:00.000Z')).toBe('2027-03-05T14:30')
    expect(toDateTimeInput(null)).toBe('')
    expect(fromDateTimeInput('2027-03-05T14:30')).toBe('2027-03-05T14:30')
    expect(fromDateTimeInput(' ')).toBeNull()
  })
})
