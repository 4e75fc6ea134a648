import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core'
import { SearchIcon } from '../components/icons'

/**
 * A searched list's filters: the search box, and the status filter as a segmented control on wide screens and a
 * select below `switchAt` (where the segments would not fit); a list without statuses (redirects) has the box
 * only. Each change goes to the caller, which usually starts again at page 1.
 */
export function ListFilters<Status extends string>({
  searchLabel,
  placeholder,
  search,
  onSearch,
  searchMaxWidth,
  status,
  statuses,
  onStatus,
  switchAt,
  statusLabel = 'Status',
}: {
  searchLabel: string
  placeholder: string
  search: string
  onSearch: (value: string) => void
  searchMaxWidth?: number
  status: Status
  statuses: { value: Status; label: string }[]
  onStatus: (value: Status) => void
  switchAt: 'sm' | 'md'
  /** The filter's name, when it filters by something other than a status (the redirects' kind: 'Show'). */
  statusLabel?: string
}) {
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        placeholder={placeholder}
        leftSection={<SearchIcon size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
        maw={searchMaxWidth}
      />
      {statuses.length > 0 ? (
        <>
          <SegmentedControl
            visibleFrom={switchAt}
            aria-label={statusLabel}
            value={status}
            onChange={(value) => onStatus(value as Status)}
            data={statuses}
          />
          <NativeSelect
            hiddenFrom={switchAt}
            label={statusLabel}
            value={status}
            onChange={(event) => onStatus(event.currentTarget.value as Status)}
            data={statuses}
            style={{ flex: '1 1 160px' }}
          />
        </>
      ) : null}
    </Group>
  )
}
