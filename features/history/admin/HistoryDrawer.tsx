import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ContentType } from '../../../platform/content-types'
import { ApiError, unwrapData, unwrapList } from '../../../ui/backoffice/api-client'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { WINDOW_TITLE_STYLES } from '../../../ui/backoffice/components/FormModal'
import { HistoryIcon } from '../../../ui/backoffice/components/icons'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { RestoreAsDialog } from '../../../ui/backoffice/components/RestoreAsDialog'
import { SnapshotDiff } from '../../../ui/backoffice/diff/SnapshotDiff'
import { useEscapeLayer } from '../../../ui/backoffice/escape-layers'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { contentReads, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { Revision, RevisionSummary } from '../history.schema'
import {
  actionLabel,
  comparedPair,
  exactTime,
  relativeTime,
  restoredMessage,
  revisionsKey,
  revisionsPath,
  titleIn,
  versionLabel,
  versionTime,
} from './history-admin'
import classes from './HistoryDrawer.module.css'

type Props = {
  type: ContentType
  /** The item's id; null for a single record (the company). */
  itemId: string | null
  /**
   * After a restore: the edit window behind closes (its form holds the values from before the restore; reopened,
   * it shows the restored ones).
   */
  onRestored?: () => void
}

/**
 * docs/product.md#history — "History" in an item's edit window: its versions newest first, what changed between any
 * two, and restoring one (its parts included) as a new version.
 */
export function HistoryButton({ type, itemId, onRestored }: Props) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        leftSection={<HistoryIcon size={16} />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        History
      </Button>
      <HistoryDrawer
        type={type}
        itemId={itemId}
        opened={opened}
        onClose={() => setOpened(false)}
        onRestored={() => {
          setOpened(false)
          onRestored?.()
        }}
      />
    </>
  )
}

export function HistoryDrawer({
  type,
  itemId,
  opened,
  onClose,
  onRestored,
}: Props & { opened: boolean; onClose: () => void }) {
  const isSmallScreen = useIsSmallScreen()
  useEscapeLayer(opened, onClose)
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isSmallScreen ? '100%' : 1040}
      title="Version history"
      styles={{ ...WINDOW_TITLE_STYLES, body: { padding: 0 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      radius={0}
    >
      {opened ? (
        <HistoryPanel type={type} itemId={itemId} isSmallScreen={isSmallScreen} onRestored={onRestored} />
      ) : null}
    </Drawer>
  )
}

function HistoryPanel({ type, itemId, isSmallScreen, onRestored }: Props & { isSmallScreen: boolean }) {
  const api = useApi()
  const path = revisionsPath(type, itemId)
  const key = revisionsKey(type, itemId)
  const revisions = useQuery({
    queryKey: key,
    queryFn: async () => unwrapList<RevisionSummary>(await api.get(path)),
  })
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [compareId, setCompareId] = useState<string | null>(null)
  // On phones the list and the comparison take turns; on wider screens they sit side by side.
  const [showList, setShowList] = useState(true)

  if (revisions.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading the history" />
      </Group>
    )
  }
  if (revisions.isError) {
    return (
      <div className={classes.padded}>
        <LoadError
          message="Could not load the history."
          onRetry={() => revisions.refetch()}
          isRetrying={revisions.isFetching}
        />
      </div>
    )
  }
  const list = revisions.data
  if (list.length === 0) {
    return (
      <Text className={classes.padded} c="gray.7" size="sm">
        No versions yet: the first save keeps one.
      </Text>
    )
  }
  const selected = list.find((revision) => revision._id === selectedId) ?? list[0]!
  const choose = (id: string) => {
    setSelectedId(id)
    setCompareId(null)
    setShowList(false)
  }

  const versions = (
    <nav aria-label="Versions" className={classes.list}>
      <ol className={classes.versions}>
        {list.map((revision, index) => (
          <li key={revision._id}>
            <UnstyledButton
              className={classes.version}
              onClick={() => choose(revision._id)}
              aria-current={revision._id === selected._id ? 'true' : undefined}
            >
              <Group gap={8} wrap="nowrap" justify="space-between">
                <Text fw={600} size="sm">
                  {actionLabel(revision.action)}
                </Text>
                {index === 0 ? (
                  <Badge size="sm" variant="light" color="green">
                    Current
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="gray.8">
                <time dateTime={revision.createdAt} title={exactTime(revision.createdAt)}>
                  {relativeTime(revision.createdAt)}
                </time>
              </Text>
              <Text size="xs" c="gray.7">
                {revision.author.name || 'Unknown person'}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ol>
    </nav>
  )

  const comparison = (
    <Comparison
      key={selected._id}
      type={type}
      path={path}
      list={list}
      selected={selected}
      compareId={compareId}
      onCompare={setCompareId}
      onBack={isSmallScreen ? () => setShowList(true) : undefined}
      onRestored={onRestored}
    />
  )

  if (isSmallScreen) return showList ? versions : comparison
  return (
    <div className={classes.columns}>
      <ScrollArea className={classes.side} type="auto">
        {versions}
      </ScrollArea>
      <div className={classes.main}>{comparison}</div>
    </div>
  )
}

function useRevision(path: string, key: readonly unknown[], id: string | undefined) {
  const api = useApi()
  return useQuery({
    queryKey: [...key, id],
    queryFn: async () => unwrapData<Revision>(await api.get(`${path}/${id}`)),
    enabled: Boolean(id),
    staleTime: Infinity,
  })
}

function Comparison({
  type,
  path,
  list,
  selected,
  compareId,
  onCompare,
  onBack,
  onRestored,
}: {
  type: ContentType
  path: string
  list: RevisionSummary[]
  selected: RevisionSummary
  compareId: string | null
  onCompare: (id: string | null) => void
  onBack?: () => void
  onRestored?: () => void
}) {
  const key = ['revision', path]
  const pair = comparedPair(list, selected._id, compareId)
  const older = useRevision(path, key, pair?.older?._id)
  const newer = useRevision(path, key, pair?.newer._id)
  const [restoring, setRestoring] = useState(false)
  const isCurrent = selected._id === list[0]!._id
  const other = pair ? (pair.newer._id === selected._id ? pair.older : pair.newer) : null
  const options = list
    .filter((revision) => revision._id !== selected._id)
    .map((revision) => ({
      value: revision._id,
      label: versionLabel(revision, revision._id === list[0]!._id),
    }))

  const nameOf = (revision: RevisionSummary) =>
    revision._id === list[0]!._id
      ? 'the current version'
      : revision._id === selected._id
        ? 'this version'
        : `the version of ${versionTime(revision.createdAt)}`
  const loading = older.isLoading || newer.isLoading
  const failed = older.isError || newer.isError

  return (
    <Stack gap="md" className={classes.padded}>
      {onBack ? (
        <Button variant="subtle" onClick={onBack} style={{ alignSelf: 'flex-start' }} px={4}>
          ← All versions
        </Button>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={3} size="h4">
            {isCurrent ? 'Current version' : `${actionLabel(selected.action)} version`}
          </Title>
          <Text size="sm" c="gray.7">
            <time dateTime={selected.createdAt} title={exactTime(selected.createdAt)}>
              {exactTime(selected.createdAt)}
            </time>
            {selected.author.name ? ` · ${selected.author.name}` : ''}
          </Text>
        </div>
        {isCurrent ? null : (
          <Button onClick={() => setRestoring(true)} leftSection={<HistoryIcon size={16} />}>
            Restore this version
          </Button>
        )}
      </Group>
      {options.length > 0 ? (
        <Select
          label="Compare with"
          data={options}
          value={other?._id ?? null}
          onChange={(value) => onCompare(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          maw={420}
        />
      ) : null}
      <Text size="sm" c="gray.7">
        {pair && other
          ? `From ${nameOf(pair.older!)} to ${nameOf(pair.newer)}: removed text is marked in red, added text in green.`
          : 'The first version: everything it held.'}
      </Text>
      <section aria-label="Changes" className={classes.diff}>
        {loading ? (
          <Group justify="center" py="xl">
            <Loader aria-label="Loading the versions" />
          </Group>
        ) : failed ? (
          <Alert color="red" variant="light">
            Could not load this version. {errorMessage(older.error ?? newer.error)}
          </Alert>
        ) : newer.data ? (
          <SnapshotDiff
            type={type}
            before={older.data?.content ?? null}
            after={newer.data.content}
            headingOrder={4}
          />
        ) : null}
      </section>
      <RestoreDialogs
        type={type}
        path={path}
        revision={selected}
        opened={restoring}
        onClose={() => setRestoring(false)}
        onRestored={onRestored}
      />
    </Stack>
  )
}

/** 'Restore this version?' and, when the item's name is taken meanwhile, the same under another name. */
function RestoreDialogs({
  type,
  path,
  revision,
  opened,
  onClose,
  onRestored,
}: {
  type: ContentType
  path: string
  revision: RevisionSummary
  opened: boolean
  onClose: () => void
  onRestored?: () => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [taken, setTaken] = useState<string | null>(null)
  const [name, setName] = useState('')
  useEscapeLayer(opened, onClose)

  async function restore(body?: { title: string }) {
    await api.post(`${path}/${revision._id}/restore`, body ?? {})
    await invalidate(
      contentReads(type).queryKey,
      ...(type.parts ?? []).map((part) => [part.area ?? part.table]),
    )
    notify.success(restoredMessage(revision))
    onRestored?.()
  }

  async function confirm() {
    try {
      await restore()
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const content = await api.get(`${path}/${revision._id}`).then((body) => unwrapData<Revision>(body))
        setName(`${titleIn(type, content.content.fields)} (restored)`)
        setTaken(error.message)
        return
      }
      throw error
    }
  }

  const parts = (type.parts ?? []).map((part) => part.label.toLowerCase() + 's')
  return (
    <>
      <ConfirmModal
        opened={opened}
        onClose={onClose}
        title="Restore this version?"
        color="primary"
        confirmLabel="Restore"
        busyLabel="Restoring..."
        onConfirm={confirm}
        message={
          <Stack gap="xs">
            <Text size="sm">
              The {type.label.one.toLowerCase()} goes back to the version of {exactTime(revision.createdAt)}
              {parts.length > 0 ? `, its ${parts.join(' and ')} included` : ''}. The current version stays in
              the history.
            </Text>
            <Text size="sm" c="gray.7">
              Unsaved changes in the edit window are left out: it closes, and shows the restored version when
              you open it again.
            </Text>
          </Stack>
        }
      />
      <RestoreAsDialog
        opened={taken !== null}
        onClose={() => setTaken(null)}
        title="Restore under another name"
        message={taken}
        label="New name"
        initialName={name}
        onRestore={(title) => restore({ title })}
        nameErrorOf={(error) =>
          error instanceof ApiError && (error.status === 409 || error.status === 400) ? error.message : null
        }
      />
    </>
  )
}
