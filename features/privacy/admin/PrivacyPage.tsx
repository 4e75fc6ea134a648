import { Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { DownloadIcon, SearchIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { saveFile } from '../../../ui/backoffice/save-file'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { PrivacyEmailInputSchema, type PrivacyRequest, type PrivacySummary } from '../privacy.schema'
import { erasedToast, isSameAddress } from './privacy'
import { PrivacyRequests } from './PrivacyRequests'
import { EraseMessage, StartHint, SummaryCard } from './PrivacySummary'

/**
 * docs/product.md#privacy-requests — find what is stored about one e-mail address, download it as JSON, erase it;
 * the requests carried out, below. The address is kept in the screen's state only, never in its URL.
 */
export function PrivacyPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const [email, setEmail] = useState<string | null>(null)
  const [isExporting, setExporting] = useState(false)
  const [isConfirming, setConfirming] = useState(false)
  const [typed, setTyped] = useState('')
  const [page, setPage] = useState(1)

  const summary = useQuery({
    queryKey: [...queryKeys.privacy, 'lookup', email],
    queryFn: async () => unwrapData<PrivacySummary>(await api.post('/privacy/lookup', { email })),
    enabled: email !== null,
    staleTime: 0,
  })

  const finder = useEntityForm({
    schema: PrivacyEmailInputSchema,
    initialValues: { email: '' },
    save: async (data) => {
      if (data.email === email) await summary.refetch()
      else setEmail(data.email)
    },
    failure: (error) => errorMessage(error),
  })

  async function downloadExport(address: string) {
    setExporting(true)
    try {
      const { blob, filename } = await api.download('/privacy/export', {
        method: 'POST',
        body: { email: address },
      })
      const name = filename ?? `privacy-export-${address}.json`
      saveFile(blob, name)
      notify.success(`Export downloaded: ${name}`)
      await invalidate([...queryKeys.privacy, 'requests'])
    } catch (error) {
      notify.error(`Failed to export: ${errorMessage(error)}`)
    } finally {
      setExporting(false)
    }
  }

  async function erase(address: string) {
    const body = await api.post<{ data: PrivacyRequest }>('/privacy/erase', { email: address })
    notify.success(erasedToast(address, unwrapData<PrivacyRequest>(body).counts))
    setPage(1)
    // Messages, subscribers and mail were deleted: every list, count and the bell are read again.
    await invalidate()
  }

  const found = summary.data

  return (
    <>
      <PageHeader
        title="Privacy requests"
        description="Find, export or erase everything stored about one e-mail address: contact messages and their replies, the newsletter subscription and mail. Every export and erasure is recorded."
      />

      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
          <form onSubmit={finder.onSubmit} noValidate aria-label="Find an address">
            <TextInput
              {...finder.field('email')}
              label="E-mail address"
              placeholder="name@example.com"
              type="email"
              autoComplete="off"
              leftSection={<SearchIcon size={16} />}
              maw={640}
              // The button sits beside the input itself: level with it whatever the label or an error add.
              inputContainer={(input) => (
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                  <Button type="submit" loading={summary.isFetching} style={{ flexShrink: 0 }}>
                    Find
                  </Button>
                </Group>
              )}
            />
            <Text size="xs" c="gray.7" mt={6}>
              The address the person wrote from or subscribed with, in any letter case.
            </Text>
          </form>
        </Paper>

        {email === null ? (
          <StartHint />
        ) : summary.isPending ? (
          <Paper withBorder radius="lg" p="xl">
            <Group justify="center" gap="sm" role="status">
              <Loader size="sm" />
              <Text size="sm" c="gray.7">
                Looking up {email}...
              </Text>
            </Group>
          </Paper>
        ) : summary.isError || !found ? (
          <Paper withBorder radius="lg">
            <LoadError
              message="Failed to look up the address"
              onRetry={() => summary.refetch()}
              isRetrying={summary.isFetching}
            />
          </Paper>
        ) : (
          <SummaryCard
            summary={found}
            actions={
              <>
                <Button
                  variant="default"
                  w={{ base: '100%', xs: 'auto' }}
                  leftSection={<DownloadIcon size={16} />}
                  onClick={() => downloadExport(found.email)}
                  disabled={isExporting}
                >
                  {isExporting ? 'Preparing export...' : 'Download export (JSON)'}
                </Button>
                <Button
                  color="red"
                  w={{ base: '100%', xs: 'auto' }}
                  leftSection={<TrashIcon size={16} />}
                  onClick={() => {
                    setTyped('')
                    setConfirming(true)
                  }}
                >
                  Erase everything…
                </Button>
              </>
            }
          />
        )}

        <PrivacyRequests page={page} onPage={setPage} />
      </Stack>

      <ConfirmModal
        opened={isConfirming && found !== undefined}
        onClose={() => setConfirming(false)}
        title="Erase everything about this address"
        message={found ? <EraseMessage summary={found} typed={typed} onType={setTyped} /> : ''}
        confirmLabel="Erase everything"
        busyLabel="Erasing..."
        confirmDisabled={!found || !isSameAddress(typed, found.email)}
        onConfirm={() => erase(found!.email)}
        failureMessage="Failed to erase the address. Nothing was erased; please try again."
      />
    </>
  )
}
