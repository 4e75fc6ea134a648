/** Pure rules of the Trash screen (docs/product.md#trash). */
import { categoryContentType } from '../../categories/category.content-type'
import { clientContentType } from '../../clients/client.content-type'
import { partnerContentType } from '../../partners/partner.content-type'
import { serviceContentType } from '../../services/service.content-type'
import { teamContentType } from '../../team/team.content-type'
import { queryKeys } from '../../../ui/backoffice/queries'
import type { TrashGroup } from '../trash.schema'

export const TRASH_KEY = queryKeys.trash
export const TRASH_PAGE_SIZE = 20

/**
 * The content types whose items can be deleted into the trash, as the browser knows them: the declarations
 * (plain data) of the server's registry, without the single ones (the company's settings are never deleted).
 * trash.test.ts holds this list against server/content-types.ts.
 */
export const TRASHABLE_TYPES = [
  categoryContentType,
  serviceContentType,
  teamContentType,
  partnerContentType,
  clientContentType,
] as const

/** The type filter's options: every type, then each deletable type by its plural name. */
export const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...TRASHABLE_TYPES.map((type) => ({ value: type.name, label: type.label.many })),
]

/** A type's name for a person ('Category'), from the group, else the registry, else its name. */
export function typeLabelOf(group: Pick<TrashGroup, 'type' | 'typeLabel'>): string {
  return group.typeLabel || TRASHABLE_TYPES.find((type) => type.name === group.type)?.label.one || group.type
}

/** The toast after a restore: 'Restored “Lighting” with 3 events and 12 products' or 'Restored 3 services'. */
export function restoredMessage(
  group: Pick<TrashGroup, 'label' | 'items' | 'withIt'>,
  title?: string,
): string {
  const what = group.items.length === 1 ? `“${title ?? group.label}”` : group.label
  return group.withIt ? `Restored ${what} with ${group.withIt}` : `Restored ${what}`
}

/** The name proposed when the item's own is taken: 'Lighting (restored)'. */
export const renamedTitle = (title: string) => `${title} (restored)`

/** Whether a failed restore was refused for a taken title: the person may restore under another name. */
export function isTitleConflict(error: unknown): boolean {
  const failure = error as { status?: number; errors?: Record<string, string> } | undefined
  return failure?.status === 409 && Boolean(failure.errors?.title)
}

/** 'Dec 27, 2026': the day a group is purged. */
export const formatDay = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
