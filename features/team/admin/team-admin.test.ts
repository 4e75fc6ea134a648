import { describe, expect, it } from 'vitest'
import { fullName, sortTeamMembers, TEAM_MESSAGES } from './team-admin'

const member = (_id: string, name: string, surname: string, isActive: boolean) => ({
  _id,
  name,
  surname,
  isActive,
})

describe('sortTeamMembers', () => {
  it('puts active members first, then sorts by name and surname ignoring case', () => {
    const members = [
      member('1', 'zoe', 'Adams', true),
      member('2', 'Anna', 'Berg', false),
      member('3', 'anna', 'Alvarez', true),
      member('4', 'Bruno', '', true),
      member('5', 'Carl', 'Diaz', false),
    ]
    expect(sortTeamMembers(members).map((m) => m._id)).toEqual(['3', '4', '1', '2', '5'])
  })

  it('does not change the list it is given', () => {
    const members = [member('1', 'B', '', true), member('2', 'A', '', true)]
    sortTeamMembers(members)
    expect(members.map((m) => m._id)).toEqual(['1', '2'])
  })
})

describe('fullName', () => {
  it('joins name and surname, leaving out an empty surname', () => {
    expect(fullName({ name: 'Anna', surname: 'Berg' })).toBe('Anna Berg')
    expect(fullName({ name: 'Anna', surname: '' })).toBe('Anna')
  })
})

describe('upload messages', () => {
  it('follow docs/product.md#team-member-form', () => {
    expect(TEAM_MESSAGES.uploadRefused('Image size should be less than 5MB')).toBe(
      'Upload error: Image size should be less than 5MB',
    )
    expect(TEAM_MESSAGES.uploadFailed('File too large. Maximum size is 5MB.')).toBe(
      'Failed to upload image: File too large. Maximum size is 5MB.',
    )
  })
})
