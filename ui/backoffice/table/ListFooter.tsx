import { Pagination, Stack, Text } from '@mantine/core'

/** Below a paged list: the page buttons (when there is more than one page) and how many items there are. */
export function ListFooter({
  page,
  totalPages,
  onPage,
  total,
  noun,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
  total: number | undefined
  /** What is counted, singular ('message'); an s is added for any other number. */
  noun: string
}) {
  return (
    <Stack align="center" gap="xs" mt="md">
      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
      {total !== undefined ? (
        <Text size="xs" c="gray.7">
          {total} {noun}
          {total === 1 ? '' : 's'}
        </Text>
      ) : null}
    </Stack>
  )
}
