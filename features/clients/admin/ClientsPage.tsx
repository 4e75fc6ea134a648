import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core'
import { DraftBadge } from '../../editing/admin/DraftBadge'
import { useState } from 'react'
import { API_BASE } from '../../../ui/backoffice/api-client'
import { EmailText } from '../../../ui/backoffice/components/EmailText'
import { CheckIcon, ClientsIcon } from '../../../ui/backoffice/components/icons'
import { EntityPage, useEntityList } from '../../../ui/backoffice/EntityPage'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { tokenStore } from '../../../ui/backoffice/session'
import { TrashNote } from '../../../ui/backoffice/trash-note'
import { actionsColumn, statusColumn, useStatusToggle } from '../../../ui/backoffice/table/columns'
import { type Column, useDataTable } from '../../../ui/backoffice/table/useDataTable'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { Client } from '../client.schema'
import { ClientFormModal } from './ClientFormModal'
import {
  clientCount,
  CLIENTS_MESSAGES,
  deleteFailureMessage,
  isClientData,
  pendingDelete,
  testimonialPreview,
  CLIENTS,
} from './clients-admin'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?'

/** The name of a client row, which may come back from the API without one. */
const nameOf = (client: Client) => (typeof client?.name === 'string' ? client.name : '')
const labelOf = (client: Client) => nameOf(client) || 'client'

/** docs/product.md#clients — testimonials, their status, activate-all, add/edit and delete. */
export function ClientsPage() {
  const isSmallScreen = useIsSmallScreen()
  const page = useEntityList<Client>({
    ...CLIENTS,
    deleted: (client) => CLIENTS_MESSAGES.deleted(client.name),
  })
  const { api, invalidate, list: clients, dialogs } = page
  const [isActivating, setActivating] = useState(false)
  const status = useStatusToggle<Client>({
    ...CLIENTS,
    messages: {
      activated: CLIENTS_MESSAGES.clientActivated,
      deactivated: CLIENTS_MESSAGES.clientDeactivated,
      failed: CLIENTS_MESSAGES.toggleFailed,
    },
  })

  const rows = clients.data ?? []

  function openDelete(client: unknown) {
    if (!isClientData(client)) {
      notify.error(CLIENTS_MESSAGES.invalidClient)
      return
    }
    dialogs.open('delete', client as Client)
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
      await invalidate(CLIENTS.queryKey)
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
    await invalidate(CLIENTS.queryKey)
    notify.success(CLIENTS_MESSAGES.deleted(client.name))
  }

  const columns: Column<Client>[] = [
    {
      id: 'client',
      header: 'Client',
      className: 'primary',
      render: (client) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={client?.imageUrl ? thumbnailUrl(client.imageUrl) : null}
            alt=""
            radius="50%"
            size={isSmallScreen ? 44 : 48}
            color="blue"
          >
            {initials(nameOf(client))}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} size="sm">
                {nameOf(client)}
              </Text>
              {client?._id ? <DraftBadge type="clients" itemId={client._id} /> : null}
            </Group>
            <Text size="sm" c="gray.7" title={client?.description}>
              {testimonialPreview(client?.description ?? '')}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      className: 'labelled',
      label: 'Email',
      render: (client) =>
        client?.email ? (
          <Anchor href={`mailto:${client.email}`} size="sm">
            <EmailText email={client.email} />
          </Anchor>
        ) : null,
    },
    statusColumn(status, labelOf),
    actionsColumn((client) => page.rowActions(client, labelOf(client), () => openDelete(client))),
  ]
  const model = useDataTable({
    data: clients.data,
    columns,
    getRowId: (client, index) => client?._id ?? `row-${index}`,
  })

  return (
    <EntityPage
      page={page}
      title="Clients Management"
      description="Manage the client testimonials shown on the website."
      addLabel="Add New Client"
      actions={
        <Button
          variant="default"
          leftSection={<CheckIcon size={18} />}
          onClick={activateAll}
          disabled={isActivating || !clients.data}
        >
          {isActivating ? 'Activating...' : 'Activate All Clients'}
        </Button>
      }
      table={{
        model,
        label: 'Client testimonials',
        minWidth: 760,
        title: (
          <Title order={2} size="h5">
            Client Testimonials
          </Title>
        ),
        count: (shown) => clientCount(shown.length),
        loadFailed: CLIENTS_MESSAGES.loadFailed,
        loadingText: 'Loading clients...',
        loading: 'spinner',
        emptyPlacement: 'panel',
      }}
      empty={{
        icon: <ClientsIcon size={24} />,
        title: 'No clients found.',
        asHeading: false,
        text: 'Testimonials you add here appear in the website’s client section.',
        action: 'Add Your First Client',
        style: { borderTop: '1px solid var(--mantine-color-gray-2)' },
      }}
      confirmDelete={{
        title: 'Delete Client',
        message: (
          <Stack gap="xs">
            <Text size="sm">
              Are you sure you want to delete <strong>{dialogs.current?.name}</strong>? Their testimonial
              leaves the website.
            </Text>
            <TrashNote />
          </Stack>
        ),
        onConfirm: deleteClient,
      }}
    >
      <ClientFormModal {...dialogs.props('form')} item={dialogs.item('form')} />
    </EntityPage>
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
