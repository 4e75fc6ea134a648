import {
  Alert,
  Box,
  Button,
  Code,
  FileButton,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { StickyActions } from '../../../ui/backoffice/components/FormActions'
import { windowLook } from '../../../ui/backoffice/components/FormModal'
import { AlertIcon, ExternalIcon, SpreadsheetIcon, UploadIcon } from '../../../ui/backoffice/components/icons'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { ListBadge } from '../../../ui/backoffice/table/ListBadge'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { ImportReport } from '../redirects.schema'
import {
  ACTION_BADGE,
  countOf,
  CSV_ACCEPT,
  csvFileProblem,
  dryRunSummary,
  fileSize,
  formatCount,
  importButtonLabel,
  importedCount,
  importResultMessage,
  isExternal,
  NOT_FOUND,
  PREVIEW_ROWS,
  REDIRECTS,
  shownOf,
  STATUS_BADGE,
} from './redirects-admin'

type Step =
  | { name: 'choose'; problem?: string }
  | { name: 'checking'; file: File }
  | { name: 'report'; file: File; report: ImportReport }
  | { name: 'importing'; file: File; report: ImportReport }

/**
 * Import redirects from a CSV file (docs/product.md#importing-redirects): the file is checked first (a dry run that
 * writes nothing) and the report says what would be added, changed and refused, and why; 'Import N redirects'
 * sends it again to be written, all or nothing.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useIsSmallScreen()
  const [step, setStep] = useState<Step>({ name: 'choose' })

  const send = async (file: File, dryRun: boolean) =>
    unwrapData<ImportReport>(
      await api.upload(`${REDIRECTS.path}/import`, file, undefined, {
        field: 'file',
        query: { dryRun: String(dryRun) },
      }),
    )

  async function check(file: File | null) {
    if (!file) return
    const problem = csvFileProblem(file)
    if (problem) return setStep({ name: 'choose', problem })
    setStep({ name: 'checking', file })
    try {
      setStep({ name: 'report', file, report: await send(file, true) })
    } catch (error) {
      setStep({ name: 'choose', problem: errorMessage(error, 'The file could not be checked') })
    }
  }

  async function apply() {
    if (step.name !== 'report') return
    setStep({ name: 'importing', file: step.file, report: step.report })
    try {
      const done = await send(step.file, false)
      await invalidate(REDIRECTS.queryKey, NOT_FOUND.queryKey)
      notify.success(importResultMessage(done))
      close(true)
    } catch (error) {
      notify.error(`Nothing was imported: ${errorMessage(error)}`)
      setStep({ name: 'report', file: step.file, report: step.report })
    }
  }

  function close(force = false) {
    if (!force && (step.name === 'checking' || step.name === 'importing')) return
    onClose()
    // After the window's closing transition, the next opening starts afresh.
    setTimeout(() => setStep({ name: 'choose' }), 300)
  }

  const isBusy = step.name === 'checking' || step.name === 'importing'
  return (
    <Modal
      opened={opened}
      onClose={() => close()}
      title="Import redirects"
      size={step.name === 'report' || step.name === 'importing' ? 880 : 560}
      closeOnEscape={!isBusy}
      closeOnClickOutside={!isBusy}
      {...windowLook(isSmallScreen)}
    >
      {step.name === 'choose' || step.name === 'checking' ? (
        <ChooseFile
          onFile={check}
          problem={step.name === 'choose' ? step.problem : undefined}
          checking={step.name === 'checking' ? step.file : null}
          onCancel={() => close()}
        />
      ) : (
        <Report
          file={step.file}
          report={step.report}
          isImporting={step.name === 'importing'}
          onOtherFile={() => setStep({ name: 'choose' })}
          onCancel={() => close()}
          onImport={apply}
        />
      )}
    </Modal>
  )
}

function ChooseFile({
  onFile,
  problem,
  checking,
  onCancel,
}: {
  onFile: (file: File | null) => void
  problem?: string
  checking: File | null
  onCancel: () => void
}) {
  const [isOver, setOver] = useState(false)
  // Back from a report ('Choose another file') or a refused file, the focus is on the button, not lost.
  const chooseButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!checking) chooseButton.current?.focus()
  }, [checking])
  // Dropping a file is for the mouse; the button does the same from the keyboard.
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault()
      setOver(true)
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      setOver(false)
      onFile(event.dataTransfer.files[0] ?? null)
    },
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        One redirect a line: <Code>from,to,status</Code>, a note after them if you like. A first line of
        column names is skipped; the status is 301 or 302, and 301 when left out. A file made by Export CSV
        can be imported as it is.
      </Text>
      <Code block>
        {
          'from,to,status\n/old-page,/new-page,301\n/summer-sale,/offers,302\n/brochure,https://example.com/brochure.pdf'
        }
      </Code>
      <Paper
        withBorder
        radius="md"
        p="xl"
        {...dropHandlers}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: isOver ? 'var(--mantine-color-blue-8)' : undefined,
          background: isOver ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
        }}
      >
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color={isOver ? 'blue' : 'gray'}>
            <SpreadsheetIcon size={24} />
          </ThemeIcon>
          {checking ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">
                Checking {checking.name} ({fileSize(checking.size)})…
              </Text>
            </Group>
          ) : (
            <>
              <Text size="sm" fw={600} ta="center">
                Drop a CSV file here, or
              </Text>
              <FileButton onChange={onFile} accept={CSV_ACCEPT}>
                {(props) => (
                  <Button
                    {...props}
                    ref={chooseButton}
                    variant="light"
                    leftSection={<UploadIcon size={16} />}
                    data-autofocus
                  >
                    Choose a CSV file
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="gray.7" ta="center">
                Nothing is saved until you have seen what the file would change.
              </Text>
            </>
          )}
        </Stack>
      </Paper>
      {problem ? (
        <Alert
          color="red"
          variant="light"
          icon={<AlertIcon size={18} />}
          role="alert"
          title="This file cannot be imported"
        >
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={checking !== null}>
          Cancel
        </Button>
      </Group>
    </Stack>
  )
}

function Report({
  file,
  report,
  isImporting,
  onOtherFile,
  onCancel,
  onImport,
}: {
  file: File
  report: ImportReport
  isImporting: boolean
  onOtherFile: () => void
  onCancel: () => void
  onImport: () => void
}) {
  const preview = report.rows.slice(0, PREVIEW_ROWS)
  const count = importedCount(report)
  // The file chosen, the focus moves to what it would do (the button that chose it is gone).
  const summary = useRef<HTMLParagraphElement>(null)
  useEffect(() => summary.current?.focus(), [])
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <SpreadsheetIcon size={18} />
          <Text size="sm" fw={600} truncate>
            {file.name}
          </Text>
          <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {fileSize(file.size)}
          </Text>
        </Group>
        <Button variant="subtle" size="xs" onClick={onOtherFile} disabled={isImporting}>
          Choose another file
        </Button>
      </Group>

      <Text size="sm" role="status" ref={summary} tabIndex={-1} style={{ outline: 'none' }}>
        {dryRunSummary(report)}
      </Text>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Will be added" value={report.added} color="green" />
        <Figure label="Will be changed" value={report.changed} color="blue" />
        <Figure label="Unchanged" value={report.unchanged} color="gray" />
        <Figure
          label="Refused"
          value={report.refused.length}
          color={report.refused.length > 0 ? 'red' : 'gray'}
        />
      </SimpleGrid>

      {report.refused.length > 0 ? (
        <Section
          title={`Refused: ${countOf(report.refused.length, 'line')}`}
          note={`These lines are skipped. Correct them in the file and import it again. ${shownOf(report.refused.length) ?? ''}`}
        >
          <Scroller label="Refused lines" maxHeight={220}>
            <Table verticalSpacing={6} aria-label="Refused lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={72}>Line</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.refused.slice(0, PREVIEW_ROWS).map((refusal) => (
                  <Table.Tr key={`${refusal.line}-${refusal.reason}`}>
                    <Table.Td>{refusal.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{refusal.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Scroller>
        </Section>
      ) : null}

      {report.collapsed.length > 0 ? (
        <Section
          title={`Chains collapsed: ${countOf(report.collapsed.length, 'line')}`}
          note={`These lines pointed at an address that is itself redirected: they will send visitors straight to the end of the chain, in one step. ${shownOf(report.collapsed.length) ?? ''}`}
        >
          <Scroller label="Chains collapsed" maxHeight={180}>
            <List size="sm" spacing={4} listStyleType="none" p="xs">
              {report.collapsed.slice(0, PREVIEW_ROWS).map((chain) => (
                <List.Item key={chain.line} style={{ overflowWrap: 'anywhere' }}>
                  <Text span size="sm" c="gray.7">
                    Line {chain.line}:
                  </Text>{' '}
                  <Code>{chain.from}</Code> → <Code>{chain.to}</Code>
                </List.Item>
              ))}
            </List>
          </Scroller>
        </Section>
      ) : null}

      {preview.length > 0 ? (
        <Section title="Preview" note={shownOf(report.rows.length) ?? undefined}>
          <Scroller label="Lines to import" maxHeight={320}>
            <Table verticalSpacing={6} aria-label="Lines to import" style={{ tableLayout: 'fixed' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>Line</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th visibleFrom="sm">To</Table.Th>
                  <Table.Th w={130} visibleFrom="sm">
                    Type
                  </Table.Th>
                  <Table.Th w={120}>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{row.from}</Text>
                      {/* On phones the target and type fold in here. */}
                      <Text size="xs" c="gray.7" hiddenFrom="sm">
                        → {row.to} · {row.status}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Group gap={4} wrap="nowrap" align="flex-start">
                        <Text size="sm" style={{ minWidth: 0 }}>
                          {row.to}
                        </Text>
                        {isExternal(row.to) ? (
                          <ExternalIcon size={14} aria-label="External address" role="img" />
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{STATUS_BADGE[row.status].label}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ListBadge badge={ACTION_BADGE[row.action]} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Scroller>
        </Section>
      ) : null}

      {/* Kept in view at the bottom of a long report. */}
      <StickyActions>
        <Button variant="default" onClick={onCancel} disabled={isImporting}>
          Cancel
        </Button>
        <Button
          onClick={onImport}
          disabled={isImporting || count === 0}
          leftSection={<UploadIcon size={16} />}
        >
          {isImporting ? 'Importing...' : importButtonLabel(report)}
        </Button>
      </StickyActions>
    </Stack>
  )
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={700} c={value > 0 && color !== 'gray' ? `${color}.9` : undefined}>
        {formatCount(value)}
      </Text>
    </Paper>
  )
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Box>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {note ? (
        <Text size="xs" c="gray.7" mb="xs">
          {note}
        </Text>
      ) : null}
      {children}
    </Box>
  )
}

/** A long list in the report scrolls within itself; the keyboard can scroll it too (it takes the focus). */
function Scroller({ label, maxHeight, children }: { label: string; maxHeight: number; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{
        maxHeight,
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {children}
    </Box>
  )
}
