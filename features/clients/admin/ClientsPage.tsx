import {
  Anchor,
  Avatar,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { API_BASE } from '../../../ui/backoffice/api-client'
import classes from '../../../ui/backoffice/components/CardTable.module.css'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { EmailText } from '../../../ui/backoffice/components/EmailText'
import {
  CheckIcon,
  ClientsIcon,
  EditIcon,
  PlusIcon,
  TrashIcon,
} from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { StatusBadge } from '../../../ui/backoffice/components/StatusBadge'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import { tokenStore } from '../../../ui/backoffice/session'
import type { Client } from '../client.schema'
import { ClientFormModal } from './ClientFormModal'
import {
  clientCount,
  CLIENTS_MESSAGES,
  deleteFailureMessage,
  isClientData,
  pendingDelete,
  testimonialPreview,
} from './clients-admin'
import { RowAction } from '../../../ui/backoffice/components/RowAction'

type DialogKind = 'form' | 'delete'
type Dialog = { kind: DialogKind; opened: boolean; client: Client | null }

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?'

/** docs/product.md#clients — testimonials, their status, activate-all, add/edit and delete. */
export function ClientsPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const clients = useApiList<Client>(queryKeys.clients, '/clients')
  const [pendingStatus, setPendingStatus] = useState<Record<string, boolean>>({})
  const [isActivating, setActivating] = useState(false)
  const [dialog, setDialog] = useState<Dialog>({ kind: 'form', opened: false, client: null })

  const rows = clients.data ?? []
  const close = () => setDialog((current) => ({ ...current, opened: false }))
  const isOpen = (kind: DialogKind) => dialog.opened && dialog.kind === kind
  const dialogClient = dialog.client
    ? (clients.data?.find((client) => client._id === dialog.client!._id) ?? dialog.client)
    : null

  function openForm(client: Client | null = null) {
    setDialog({ kind: 'form', opened: true, client })
  }

  function openDelete(client: unknown) {
    if (!isClientData(client)) {
      notify.error(CLIENTS_MESSAGES.invalidClient)
      return
    }
    setDialog({ kind: 'delete', opened: true, client: client as Client })
  }

  async function toggleStatus(client: Client) {
    const next = !client.isActive
    setPendingStatus((current) => ({ ...current, [client._id]: next }))
    try {
      await api.put(`/clients/${client._id}`, { isActive: next })
      await invalidate(queryKeys.clients)
      notify.success(next ? CLIENTS_MESSAGES.clientActivated : CLIENTS_MESSAGES.clientDeactivated)
    } catch {
      notify.error(CLIENTS_MESSAGES.toggleFailed)
    } finally {
      setPendingStatus(({ [client._id]: _done, ...rest }) => rest)
    }
  }

  /**
   * docs/product.md#activate-all-clients: every inactive client is activated one by one, then the list is loaded
   * again.
   */
  async function activateAll() {
    const inactive = rows.filter((client) => !client.isActive)
    if (inactive.length === 0) {
      notify.info(CLIENTS_MESSAGES.noneInactive)
      return
    }
    setActivating(true)
    try {
      for (const client of inactive) await api.put(`/clients/${client._id}`, { isActive: true })
      notify.success(CLIENTS_MESSAGES.activated(inactive.length))
    } catch {
      notify.error(CLIENTS_MESSAGES.activateFailed)
    } finally {
      await invalidate(queryKeys.clients)
      setActivating(false)
    }
  }

  /**
   * docs/product.md#deleting-a-client: the delete is tried first as a direct request, then through the normal
   * client; the pending delete is kept in local storage meanwhile.
   */
  async function deleteClient(client: Client) {
    if (!client._id) throw new Error(CLIENTS_MESSAGES.missingId)
    pendingDelete.remember(window.localStorage, { id: client._id, name: client.name })
    try {
      const direct = await deleteDirectly(client._id)
      if (!direct.ok) {
        try {
          await api.delete(`/clients/${client._id}`)
        } catch (error) {
          throw new Error(deleteFailureMessage(direct.status ? direct : { error }))
        }
      }
    } finally {
      pendingDelete.forget(window.localStorage)
    }
    await invalidate(queryKeys.clients)
    notify.success(CLIENTS_MESSAGES.deleted(client.name))
  }

  const hasClients = rows.length > 0
  return (
    <>
      <PageHeader
        title="Clients Management"
        description="Manage the client testimonials shown on the website."
      >
        <Button
          variant="default"
          leftSection={<CheckIcon size={18} />}
          onClick={activateAll}
          disabled={isActivating || !clients.data}
        >
          {isActivating ? 'Activating...' : 'Activate All Clients'}
        </Button>
        <Button leftSection={<PlusIcon />} onClick={() => openForm()}>
          Add New Client
        </Button>
      </PageHeader>

      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="md" py="sm" gap="sm" bg="white">
          <Title order={2} size="h5">
            Client Testimonials
          </Title>
          {clients.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {clientCount(rows.length)}
            </Text>
          ) : null}
        </Group>

        {clients.isPending ? (
          <Group
            justify="center"
            gap="sm"
            py={56}
            role="status"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Loader size="sm" />
            <Text size="sm" c="gray.7">
              Loading clients...
            </Text>
          </Group>
        ) : clients.isError && !clients.data ? (
          <LoadError
            message={CLIENTS_MESSAGES.loadFailed}
            onRetry={() => clients.refetch()}
            isRetrying={clients.isFetching}
          />
        ) : !hasClients ? (
          <Empty onAdd={() => openForm()} />
        ) : (
          <Table.ScrollContainer minWidth={isSmallScreen ? 0 : 760} type="native">
            <Table
              role="table"
              className={classes.table}
              aria-label="Client testimonials"
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Table.Thead bg="gray.0" role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader">Client</Table.Th>
                  <Table.Th role="columnheader">Email</Table.Th>
                  <Table.Th w={150} role="columnheader">
                    Status
                  </Table.Th>
                  <Table.Th w={110} ta="right" role="columnheader">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {rows.map((client, index) => {
                  const name = typeof client?.name === 'string' ? client.name : ''
                  const label = name || 'client'
                  const isActive = pendingStatus[client?._id] ?? !!client?.isActive
                  return (
                    <Table.Tr key={client?._id ?? `row-${index}`} role="row" className={classes.row}>
                      <Table.Td role="cell" className={classes.primary}>
                        <Group gap="sm" wrap="nowrap" align="flex-start">
                          <Avatar
                            src={client?.imageUrl ? thumbnailUrl(client.imageUrl) : null}
                            alt=""
                            radius="50%"
                            size={isSmallScreen ? 44 : 48}
                            color="blue"
                          >
                            {initials(name)}
                          </Avatar>
                          <div style={{ minWidth: 0 }}>
                            <Text fw={600} size="sm">
                              {name}
                            </Text>
                            <Text size="sm" c="gray.7" title={client?.description}>
                              {testimonialPreview(client?.description ?? '')}
                            </Text>
                          </div>
                        </Group>
                      </Table.Td>
                      <Table.Td role="cell" className={classes.labelled} data-label="Email">
                        {client?.email ? (
                          <Anchor href={`mailto:${client.email}`} size="sm">
                            <EmailText email={client.email} />
                          </Anchor>
                        ) : null}
                      </Table.Td>
                      <Table.Td role="cell" className={classes.status}>
                        <Group gap="xs" wrap="nowrap">
                          <Switch
                            aria-label={`Status of ${label}`}
                            checked={isActive}
                            disabled={!client?._id || client._id in pendingStatus}
                            onChange={() => toggleStatus(client)}
                            color="green.8"
                          />
                          <StatusBadge isActive={isActive} />
                        </Group>
                      </Table.Td>
                      <Table.Td role="cell" className={classes.actions}>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <RowAction color="blue" label={`Edit ${label}`} onClick={() => openForm(client)}>
                            <EditIcon />
                          </RowAction>
                          <RowAction color="red" label={`Delete ${label}`} onClick={() => openDelete(client)}>
                            <TrashIcon />
                          </RowAction>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <ClientFormModal
        opened={isOpen('form')}
        onClose={close}
        client={dialog.kind === 'form' ? dialogClient : null}
        fullScreen={isSmallScreen}
      />
      <ConfirmModal
        opened={isOpen('delete')}
        onClose={close}
        title="Delete Client"
        message={
          <Text size="sm">
            Are you sure you want to delete <strong>{dialogClient?.name}</strong>? Their testimonial leaves
            the website. This action cannot be undone.
          </Text>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        cancelLabel="Cancel"
        color="danger"
        onConfirm={() => deleteClient(dialogClient!)}
      />
    </>
  )
}

/** DELETE /api/clients/{id} straight through fetch; success needs an ok status and no error flag. */
async function deleteDirectly(
  id: string,
): Promise<{ ok: boolean; status?: number; body?: unknown; error?: unknown }> {
  const token = tokenStore.read().token
  try {
    const response = await fetch(`${API_BASE}/clients/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      credentials: 'include',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(30_000),
    })
    let body: unknown
    try {
      body = await response.json()
    } catch {
      body = undefined
    }
    const flagged = (body as { success?: unknown } | undefined)?.success === false
    return { ok: response.ok && !flagged, status: response.status, body }
  } catch (error) {
    return { ok: false, error }
  }
}

function Empty({ onAdd }: { onAdd: () => void }) {
  return (
    <Stack align="center" gap="xs" py={48} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <ClientsIcon size={24} />
      </ThemeIcon>
      <Text fw={600} mt="xs">
        No clients found.
      </Text>
      <Text size="sm" c="gray.7" ta="center" maw={360}>
        Testimonials you add here appear in the website’s client section.
      </Text>
      <Button variant="light" mt="xs" onClick={onAdd} leftSection={<PlusIcon size={16} />}>
        Add Your First Client
      </Button>
    </Stack>
  )
}
