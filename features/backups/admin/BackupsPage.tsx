import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { unwrapData, unwrapList } from '../../../ui/backoffice/api-client'
import { AlertIcon, DatabaseIcon, DownloadIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { errorMessage, notify, toast } from '../../../ui/backoffice/notify'
import { useApi } from '../../../ui/backoffice/queries'
import { saveFile } from '../../../ui/backoffice/save-file'
import { EmptyState } from '../../../ui/backoffice/table/EmptyState'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { unpagedSource } from '../../../ui/backoffice/table/paging'
import { RefreshButton } from '../../../ui/backoffice/table/RefreshButton'
import { TimeCell } from '../../../ui/backoffice/table/TimeCell'
import { formatExact } from '../../../ui/lib/relative-time'
import type { Backup, BackupStatus } from '../backup.schema'
import {
  BACKUP_POLL_MS,
  DOWNLOAD_TIMEOUT_MS,
  BACKUPS_QUERY_KEY,
  backupAlert,
  countsText,
  formatSize,
  isBusy,
  KIND_LABEL,
  scheduleText,
  STATUS_BADGE,
  tableDetails,
  verificationOf,
} from './backups-admin'

function When({ backup }: { backup: Backup }) {
  return <TimeCell at={backup.startedAt} fw={600} />
}

function Status({ backup }: { backup: Backup }) {
  if (backup.status === 'running')
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size={14} aria-hidden="true" />
        <Text size="sm" c="blue.8" fw={600}>
          Running…
        </Text>
      </Group>
    )
  return (
    <Stack gap={2} align="flex-start">
      <ListBadge badge={STATUS_BADGE[backup.status]} />
      {backup.status === 'failed' && backup.error ? (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {backup.error}
        </Text>
      ) : null}
    </Stack>
  )
}

function Verified({ backup }: { backup: Backup }) {
  const verification = verificationOf(backup)
  if (!verification) return null
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={verification.color} style={{ overflow: 'visible' }}>
        {verification.label}
      </Badge>
      {verification.problems.length ? (
        <List size="xs" c="red.8" spacing={0}>
          {verification.problems.map((problem) => (
            <List.Item key={problem} style={{ overflowWrap: 'anywhere' }}>
              {problem}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  )
}

/**
 * docs/product.md#backups — the backups the server keeps: when, kind, size, what they hold, whether a trial restore
 * of each worked; make one now, download any of them. For owners.
 */
export function BackupsPage() {
  const api = useApi()
  const client = useQueryClient()
  const [starting, setStarting] = useState(false)
  const [downloading, setDownloading] = useState<string | null>(null)
  const [open, setOpen] = useState<string | null>(null)
  // The backup this person started, until it is done or failed (a toast says which).
  const watching = useRef<string | null>(null)

  const list = useQuery({
    queryKey: [...BACKUPS_QUERY_KEY, 'list'],
    queryFn: async () => unwrapList<Backup>(await api.get('/backups')),
    // While a backup is being made or verified, look again every two seconds.
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data) ? BACKUP_POLL_MS : false),
  })
  const rows = useMemo(() => list.data ?? [], [list.data])
  const status = useQuery({
    queryKey: [...BACKUPS_QUERY_KEY, 'status'],
    queryFn: async () => unwrapData<BackupStatus>(await api.get('/backups/status')),
  })
  const refresh = () => client.invalidateQueries({ queryKey: BACKUPS_QUERY_KEY })
  const running = rows.some((backup) => backup.status === 'running')

  // The status (alerts, last success) follows the list: read again whenever a backup changes.
  const fingerprint = rows.map((backup) => `${backup._id}:${backup.status}:${backup.verification?.ok}`).join()
  useEffect(() => {
    if (fingerprint) void client.invalidateQueries({ queryKey: [...BACKUPS_QUERY_KEY, 'status'] })
  }, [fingerprint, client])

  useEffect(() => {
    const id = watching.current
    const backup = id ? rows.find((row) => row._id === id) : undefined
    if (!backup || backup.status === 'running') return
    watching.current = null
    if (backup.status === 'done') toast('success', `The backup is made (${formatSize(backup.size)}).`)
    else toast('error', `The backup failed: ${backup.error ?? 'no reason was given'}`)
  }, [rows])

  async function backUpNow() {
    setStarting(true)
    try {
      const { id } = unwrapData<{ id: string }>(await api.post('/backups', {}))
      watching.current = id
      notify.info('The backup has started. It takes a moment; this page shows when it is done.')
      await refresh()
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to start a backup. Please try again.'))
    } finally {
      setStarting(false)
    }
  }

  async function download(backup: Backup) {
    setDownloading(backup._id)
    try {
      // An archive may be large: it has longer than an API call to arrive.
      const { blob, filename } = await api.download(`/backups/${backup._id}/download`, {
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
      })
      saveFile(blob, filename ?? backup.fileName ?? 'switchboard-backup.tar.gz')
    } catch (error) {
      notify.error(`Failed to download the backup: ${errorMessage(error)}`)
      await refresh()
    } finally {
      setDownloading(null)
    }
  }

  const columns: ListColumn<Backup>[] = [
    {
      header: 'When',
      maxWidth: 300,
      cell: (backup) => (
        <Stack gap={2} align="flex-start">
          <When backup={backup} />
          <Text size="xs" c="gray.7">
            {formatExact(backup.startedAt)}
          </Text>
          {/* On phones the columns beside are folded in here. */}
          <Stack gap={4} hiddenFrom="md" align="flex-start" mt={4}>
            <Text size="xs" c="gray.7">
              {[
                KIND_LABEL[backup.kind],
                backup.size !== null && formatSize(backup.size),
                countsText(backup.tables),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Status backup={backup} />
              <Verified backup={backup} />
            </Group>
          </Stack>
        </Stack>
      ),
    },
    {
      header: 'Kind',
      nowrap: true,
      visibleFrom: 'md',
      cell: (backup) => (
        <Stack gap={0}>
          <Text size="sm">{KIND_LABEL[backup.kind]}</Text>
          {backup.requestedBy ? (
            <Text size="xs" c="gray.7" truncate maw={140}>
              by {backup.requestedBy.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      header: 'Size',
      nowrap: true,
      visibleFrom: 'md',
      cell: (backup) => <Text size="sm">{formatSize(backup.size)}</Text>,
    },
    {
      header: 'Contents',
      visibleFrom: 'md',
      nowrap: true,
      cell: (backup) =>
        backup.tables ? (
          <UnstyledButton
            onClick={() => setOpen(open === backup._id ? null : backup._id)}
            aria-expanded={open === backup._id}
            aria-controls={`backup-tables-${backup._id}`}
          >
            <Text size="sm" c="blue.8" td="underline">
              {countsText(backup.tables)}
            </Text>
          </UnstyledButton>
        ) : (
          <Text size="sm" c="gray.7">
            —
          </Text>
        ),
    },
    {
      header: 'Status',
      maxWidth: 260,
      visibleFrom: 'md',
      cell: (backup) => <Status backup={backup} />,
    },
    {
      header: 'Verified',
      maxWidth: 260,
      visibleFrom: 'md',
      cell: (backup) => <Verified backup={backup} />,
    },
    {
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (backup) =>
        backup.status === 'done' ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<DownloadIcon size={14} />}
            aria-label={`Download the backup of ${formatExact(backup.startedAt)}`}
            loading={downloading === backup._id}
            disabled={downloading !== null && downloading !== backup._id}
            onClick={() => download(backup)}
          >
            Download
          </Button>
        ) : null,
    },
  ]

  const alert = backupAlert(status.data)

  return (
    <>
      <PageHeader
        title="Backups"
        description="Copies of the whole website — its content, settings, staff accounts and uploaded images — made by the server. Download one to keep it somewhere else too."
      >
        <RefreshButton onClick={refresh} isFetching={list.isFetching && !isBusy(rows)} />
        <Button
          leftSection={<DatabaseIcon size={16} />}
          onClick={backUpNow}
          loading={starting}
          disabled={running || status.data?.running}
        >
          Back up now
        </Button>
      </PageHeader>

      {alert ? (
        <Alert
          color="red"
          variant="light"
          radius="lg"
          mb="lg"
          icon={<AlertIcon size={20} />}
          title={alert.title}
        >
          {status.data?.state === 'failed' ? status.data.message : 'Make one now with “Back up now”.'}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <div>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              Schedule
            </Text>
            <Text size="sm" mt={2} data-testid="backup-schedule">
              {status.data ? scheduleText(status.data) : '…'}
            </Text>
          </div>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              Kept on the server in
            </Text>
            <Text size="sm" mt={2} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {status.data?.dir ?? '…'}
            </Text>
          </div>
          <div>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              To restore one
            </Text>
            <Text size="sm" mt={2}>
              Run <Code>npm run restore -- FILE</Code> on the server (on the embedded database, stop it
              first).{' '}
              <Anchor component={Link} to="/admin/documentation#backups" underline="always" c="blue.8">
                How restoring works
              </Anchor>
            </Text>
          </div>
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <PagedList
          list={unpagedSource(list)}
          columns={columns}
          label="Backups"
          minWidth={0}
          loadingLabel="Loading the backups"
          loadFailed="Failed to load the backups"
          expansion={{
            isOpen: (backup) => open === backup._id && Boolean(backup.tables),
            id: (backup) => `backup-tables-${backup._id}`,
            content: (backup) => (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing={2} maw={900}>
                {tableDetails(backup.tables ?? {}).map(({ table, rows }) => (
                  <Group key={table} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="xs" ff="monospace" truncate>
                      {table}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {rows}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            ),
          }}
          empty={
            <EmptyState
              icon={<DatabaseIcon size={24} />}
              title="No backups yet"
              text="The server makes one every day at the time shown above, and keeps 7 daily and 4 weekly. Press “Back up now” to make the first one."
            />
          }
        />
      </Paper>
    </>
  )
}
