import { SectionCard } from '../../../ui/backoffice/components/SectionCard'
import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ROLE_LABELS, type Role } from '../../../platform/auth/access'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { notify } from '../../../ui/backoffice/notify'
import { useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import { type ListColumn, PagedList } from '../../../ui/backoffice/table/PagedList'
import { unpagedSource } from '../../../ui/backoffice/table/paging'
import type { StaffMember } from '../staff.schema'
import { RoleSelect } from './RoleSelect'
import { lastSignInText, ROLE_COLORS, STAFF_KEYS } from './staff-admin'

type Action = { kind: 'role' | 'status' | 'remove'; person: StaffMember }

const Dots = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
)

/** Everyone who may sign in: role, status, two-factor sign-in, last sign-in; and what an owner may change. */
export function PeopleTable() {
  const api = useApi()
  const invalidate = useInvalidate()
  const { admin: me } = useAuth()
  const list = useApiList<StaffMember>(STAFF_KEYS.people, '/users')
  const [action, setAction] = useState<Action | null>(null)
  const [role, setRole] = useState<Role | null>(null)

  async function update(
    person: StaffMember,
    body: { role?: Role; status?: StaffMember['status'] },
    done: string,
  ) {
    await api.put(`/users/${person._id}`, body)
    notify.success(done)
    await invalidate(STAFF_KEYS.people)
  }

  async function remove(person: StaffMember) {
    await api.delete(`/users/${person._id}`)
    notify.success(`${person.name} was removed from the staff`)
    await invalidate(STAFF_KEYS.all)
  }

  const person = action?.person
  const isActive = person?.status === 'active'

  const columns: ListColumn<StaffMember>[] = [
    {
      header: 'Person',
      breakAnywhere: true,
      cell: (row) => (
        <>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            {row._id === me?._id ? (
              <Badge size="xs" variant="outline" color="gray.8">
                You
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="gray.7">
            {row.email}
          </Text>
          <Text size="xs" c="gray.7" hiddenFrom="xs">
            Last sign-in: {lastSignInText(row.lastSignInAt)}
          </Text>
        </>
      ),
    },
    {
      header: 'Role',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color={ROLE_COLORS[row.role]}>
            {ROLE_LABELS[row.role]}
          </Badge>
          {row.status === 'deactivated' ? (
            <Badge variant="light" color="red" size="sm">
              Deactivated
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      header: 'Two-factor',
      visibleFrom: 'sm',
      cell: (row) => <Text size="sm">{row.twoFactorEnabled ? 'On' : 'Off'}</Text>,
    },
    {
      header: 'Last sign-in',
      visibleFrom: 'xs',
      cell: (row) => <Text size="sm">{lastSignInText(row.lastSignInAt)}</Text>,
    },
    {
      header: 'Actions',
      width: 56,
      cell: (row) => {
        const isMe = row._id === me?._id
        return (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={isMe ? `Actions for ${row.name} (not for yourself)` : `Actions for ${row.name}`}
                disabled={isMe}
              >
                <Dots />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() => {
                  setRole(row.role)
                  setAction({ kind: 'role', person: row })
                }}
              >
                Change role
              </Menu.Item>
              <Menu.Item onClick={() => setAction({ kind: 'status', person: row })}>
                {row.status === 'active' ? 'Deactivate' : 'Reactivate'}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red.8" onClick={() => setAction({ kind: 'remove', person: row })}>
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )
      },
    },
  ]

  return (
    <SectionCard title="People">
      <PagedList
        list={unpagedSource(list)}
        columns={columns}
        label="Staff"
        rowProps={(row) => ({ style: row.status === 'active' ? undefined : { opacity: 0.75 } })}
        loadingLabel="Loading staff"
        loadFailed="Failed to load the staff"
        empty="Nobody on the staff yet"
      />

      <ConfirmModal
        opened={action?.kind === 'role'}
        onClose={() => setAction(null)}
        title={person ? `Change the role of ${person.name}` : 'Change role'}
        message={
          <Stack gap="sm">
            <RoleSelect label="New role" value={role} onChange={setRole} />
            <Text size="sm" c="gray.7">
              A new role signs {person?.name ?? 'them'} out everywhere; they sign in again with what it
              allows.
            </Text>
          </Stack>
        }
        color="primary"
        confirmLabel="Change role"
        busyLabel="Saving..."
        confirmDisabled={!role || role === person?.role}
        onConfirm={() =>
          update(person!, { role: role! }, `${person!.name} is now ${ROLE_LABELS[role!].toLowerCase()}`)
        }
      />
      <ConfirmModal
        opened={action?.kind === 'status'}
        onClose={() => setAction(null)}
        title={isActive ? `Deactivate ${person?.name}` : `Reactivate ${person?.name}`}
        message={
          isActive
            ? `${person?.name} will be signed out everywhere and cannot sign in until an owner reactivates the account. What they wrote stays.`
            : `${person?.name} can sign in again with their password, as ${person ? ROLE_LABELS[person.role].toLowerCase() : ''}.`
        }
        color={isActive ? 'danger' : 'primary'}
        confirmLabel={isActive ? 'Deactivate' : 'Reactivate'}
        busyLabel="Saving..."
        onConfirm={() =>
          update(
            person!,
            { status: isActive ? 'deactivated' : 'active' },
            isActive ? `${person!.name} was deactivated` : `${person!.name} was reactivated`,
          )
        }
      />
      <ConfirmModal
        opened={action?.kind === 'remove'}
        onClose={() => setAction(null)}
        title={`Remove ${person?.name}`}
        message={`Remove ${person?.name} (${person?.email}) from the staff? Their account is deleted and they are signed out; replies and announcements they wrote stay. To keep the account for later, deactivate it instead.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() => remove(person!)}
      />
    </SectionCard>
  )
}
