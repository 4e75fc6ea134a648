/**
 * The options of a list's status filter: everyone ('All'), then each status as its badge names it, in the badges'
 * order.
 */
export function statusFilters<Status extends string>(
  badges: Record<Status, { label: string }>,
): { value: Status | 'all'; label: string }[] {
  const statuses = Object.keys(badges) as Status[]
  return [{ value: 'all', label: 'All' }, ...statuses.map((value) => ({ value, label: badges[value].label }))]
}
