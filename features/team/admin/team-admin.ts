import { contentReads } from '../../../ui/backoffice/queries'
import { teamContentType } from '../team.content-type'
/** The Team screen's pure rules and texts (docs/product.md#team). */

export const TEAM_MESSAGES = {
  loadFailed: 'Failed to load team members. Please try again.',
  fixErrors: 'Please fix the validation errors before submitting.',
  saveFailed: 'Error saving team member. Please try again.',
  deleteFailed: 'Failed to delete team member. Please try again.',
  toggleFailed: 'Failed to toggle team member status. Please try again.',
  orderFailed: 'Failed to save the team’s new order. Please try again.',
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

/** Name and surname, as the website shows them. */
export function fullName(member: { name: string; surname?: string | null }): string {
  return [member.name, member.surname].filter(Boolean).join(' ')
}

/** The team's list in the query cache, named after the content type. */
export const TEAM = contentReads(teamContentType)
