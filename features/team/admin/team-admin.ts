import { contentReads } from '../../../ui/backoffice/queries'
import { teamContentType } from '../team.content-type'
/** The Team screen's pure rules and texts (docs/product.md#team). */

type Member = { _id: string; name: string; surname: string; isActive: boolean }

export const TEAM_MESSAGES = {
  loadFailed: 'Failed to load team members. Please try again.',
  fixErrors: 'Please fix the validation errors before submitting.',
  saveFailed: 'Error saving team member. Please try again.',
  deleteFailed: 'Failed to delete team member. Please try again.',
  toggleFailed: 'Failed to toggle team member status. Please try again.',
  added: 'Team member added successfully',
  updated: 'Team member updated successfully',
  deleted: 'Team member deleted successfully',
  activated: 'Team member activated successfully',
  deactivated: 'Team member deactivated successfully',
  /** A file refused before it was sent (type or size). */
  uploadRefused: (message: string) => `Upload error: ${message}`,
  /** The upload call itself failed. */
  uploadFailed: (message: string) => `Failed to upload image: ${message}`,
} as const

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Name and surname, as the website shows them. */
export function fullName(member: { name: string; surname?: string | null }): string {
  return [member.name, member.surname].filter(Boolean).join(' ')
}

/** docs/product.md#team-table: active members first, then by name (and surname), ignoring case. */
export function sortTeamMembers<T extends Member>(members: readonly T[]): T[] {
  return [...members].sort(
    (a, b) =>
      Number(b.isActive) - Number(a.isActive) ||
      collator.compare(a.name, b.name) ||
      collator.compare(a.surname, b.surname) ||
      a._id.localeCompare(b._id),
  )
}

/** The team's list in the query cache, named after the content type. */
export const TEAM = contentReads(teamContentType)
