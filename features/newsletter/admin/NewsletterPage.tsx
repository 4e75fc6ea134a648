import { ActionIcon, Button, Paper, Table, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrapList } from '../../../ui/backoffice/api-client'
import { ListStates } from '../../../ui/backoffice/table/ListStates'
import { ListFooter } from '../../../ui/backoffice/table/ListFooter'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { DownloadIcon, SearchIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { formatMessageDate } from '../../contact/admin/messages'
import type { Pagination as PageInfo } from '../../contact/contact.schema'
import type { NewsletterSubscriber } from '../newsletter.schema'

const PAGE_SIZE = 20

/** The newsletter's subscribers: search, pages, delete, and a CSV export for the mailing tool. */
export function NewsletterPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const [search, setSearch] = useState('')
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const [page, setPage] = useState(1)
  const [toDelete, setToDelete] = useState<NewsletterSubscriber | null>(null)
  const [isExporting, setExporting] = useState(false)

  const list = useQuery({
    queryKey: [...queryKeys.newsletter, 'list', { search: debouncedSearch, page }],
    queryFn: async () => {
      const body = await api.get<{ pagination?: PageInfo }>('/newsletter', {
        query: { search: debouncedSearch, page, limit: PAGE_SIZE },
      })
      return { subscribers: unwrapList<NewsletterSubscriber>(body), pagination: body?.pagination }
    },
    placeholderData: keepPreviousData,
  })

  /** The export needs the bearer token, so it is fetched, then handed to the browser as a file. */
  async function exportCsv() {
    setExporting(true)
    try {
      const { blob, filename } = await api.download('/newsletter/export.csv')
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = filename ?? 'newsletter-subscribers.csv'
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (error) {
      notify.error(`Failed to export subscribers: ${errorMessage(error)}`)
    } finally {
      setExporting(false)
    }
  }

  async function remove(subscriber: NewsletterSubscriber) {
    await api.delete(`/newsletter/${subscriber._id}`)
    notify.success('Subscriber removed')
    await invalidate(queryKeys.newsletter)
  }

  const subscribers = list.data?.subscribers ?? []
  const total = list.data?.pagination?.total
  const totalPages = list.data?.pagination?.totalPages ?? 1

  return (
    <>
      <PageHeader
        title="Newsletter Subscribers"
        description="People who signed up in the website's footer. Export them as CSV for your mailing tool."
      >
        <Button
          variant="default"
          leftSection={<DownloadIcon size={16} />}
          onClick={exportCsv}
          disabled={isExporting}
        >
          {isExporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </PageHeader>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <TextInput
          label="Search subscribers"
          placeholder="E-mail address"
          leftSection={<SearchIcon size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setPage(1)
          }}
          mb="md"
          maw={420}
        />
        <ListStates
          query={list}
          loadingLabel="Loading subscribers"
          loadFailed="Failed to load subscribers"
          isEmpty={subscribers.length === 0}
          emptyText="No subscribers found"
        >
          <Table highlightOnHover verticalSpacing="sm" aria-label="Newsletter subscribers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th visibleFrom="xs">Subscribed</Table.Th>
                <Table.Th w={56}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subscribers.map((subscriber) => (
                <Table.Tr key={subscriber._id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{subscriber.email}</Text>
                    <Text size="xs" c="gray.7" hiddenFrom="xs">
                      {formatMessageDate(subscriber.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="xs">
                    <Text size="sm">{formatMessageDate(subscriber.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={`Remove ${subscriber.email}`}
                        onClick={() => setToDelete(subscriber)}
                      >
                        <TrashIcon size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListStates>
        {subscribers.length > 0 ? (
          <ListFooter page={page} totalPages={totalPages} onPage={setPage} total={total} noun="subscriber" />
        ) : null}
      </Paper>
      <ConfirmModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Remove subscriber"
        message={toDelete ? `Remove ${toDelete.email} from the newsletter? This cannot be undone.` : ''}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() => remove(toDelete!)}
        failureMessage="Failed to remove subscriber. Please try again."
      />
    </>
  )
}
