/** Pure rules of the Trash screen (docs/product.md#trash). */
import { queryKeys } from '../../../ui/backoffice/queries'
import type { TrashGroup, TrashType } from '../trash.schema'

export const TRASH_KEY = queryKeys.trash
export const TRASH_PAGE_SIZE = 20

/** The type filter's options: every type, then each deletable type (the server's registry) by its plural name. */
export function typeOptions(types: readonly TrashType[]) {
  return [{ value: '', label: 'All types' }, ...types.map((type) => ({ value: type.name, label: type.many }))]
}

/** A type's name for a person ('Category'), from the group, else the registry's, else its name. */
export function typeLabelOf(
  group: Pick<TrashGroup, 'type' | 'typeLabel'>,
  types: readonly TrashType[] = [],
): string {
  return group.typeLabel || types.find((type) => type.name === group.type)?.one || group.type
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
