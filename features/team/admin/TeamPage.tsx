import {
  Anchor,
  Avatar,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import classes from '../../../ui/backoffice/components/CardTable.module.css'
import { ConfirmModal } from '../../../ui/backoffice/components/ConfirmModal'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { EditIcon, PlusIcon, TeamIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { EmailText } from '../../../ui/backoffice/components/EmailText'
import { StatusBadge } from '../../../ui/backoffice/components/StatusBadge'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useApiList, useInvalidate } from '../../../ui/backoffice/queries'
import type { TeamMember } from '../team.schema'
import { fullName, sortTeamMembers, TEAM_MESSAGES } from './team-admin'
import { TeamMemberFormModal } from './TeamMemberFormModal'
import { RowAction } from '../../../ui/backoffice/components/RowAction'

type DialogKind = 'form' | 'delete'
type Dialog = { kind: DialogKind; opened: boolean; member: TeamMember | null }

const initials = (member: TeamMember) =>
  `${member.name.charAt(0)}${member.surname.charAt(0)}`.toUpperCase() || '?'

/** docs/product.md#team — the table (active first, then by name), status switch, add/edit and delete modals. */
export function TeamPage() {
  const api = useApi()
  const invalidate = useInvalidate()
  const isSmallScreen = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })
  const team = useApiList<TeamMember>(queryKeys.team, '/team')
  const [pendingStatus, setPendingStatus] = useState<Record<string, boolean>>({})
  const [dialog, setDialog] = useState<Dialog>({ kind: 'form', opened: false, member: null })

  const rows = useMemo(() => sortTeamMembers(team.data ?? []), [team.data])
  const open = (kind: DialogKind, member: TeamMember | null = null) =>
    setDialog({ kind, opened: true, member })
  const close = () => setDialog((current) => ({ ...current, opened: false }))
  const isOpen = (kind: DialogKind) => dialog.opened && dialog.kind === kind
  const dialogMember = dialog.member
    ? (team.data?.find((member) => member._id === dialog.member!._id) ?? dialog.member)
    : null

  async function toggleStatus(member: TeamMember) {
    const next = !member.isActive
    setPendingStatus((current) => ({ ...current, [member._id]: next }))
    try {
      await api.put(`/team/${member._id}`, { isActive: next })
      await invalidate(queryKeys.team)
      notify.success(next ? TEAM_MESSAGES.activated : TEAM_MESSAGES.deactivated)
    } catch {
      notify.error(TEAM_MESSAGES.toggleFailed)
    } finally {
      setPendingStatus(({ [member._id]: _done, ...rest }) => rest)
    }
  }

  async function deleteMember(member: TeamMember) {
    await api.delete(`/team/${member._id}`)
    await invalidate(queryKeys.team)
    notify.success(TEAM_MESSAGES.deleted)
  }

  return (
    <>
      <PageHeader title="Team" description="The people shown in the “Meet the Team” section of the website.">
        <Button leftSection={<PlusIcon />} onClick={() => open('form')}>
          Add Team Member
        </Button>
      </PageHeader>

      <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="md" py="sm" gap="sm" bg="white">
          <Text fw={600} size="sm">
            Team members
          </Text>
          {team.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {countLabel(rows)}
            </Text>
          ) : null}
        </Group>

        {team.isError && !team.data ? (
          <LoadError
            message={TEAM_MESSAGES.loadFailed}
            onRetry={() => team.refetch()}
            isRetrying={team.isFetching}
          />
        ) : (
          <Table.ScrollContainer minWidth={isSmallScreen ? 0 : 900} type="native">
            <Table
              role="table"
              className={classes.table}
              aria-label="Team members"
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Table.Thead bg="gray.0" role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader">Team Member</Table.Th>
                  <Table.Th role="columnheader">Position</Table.Th>
                  <Table.Th role="columnheader">Job Title</Table.Th>
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
                {team.isPending ? (
                  <LoadingRows />
                ) : rows.length === 0 ? (
                  <Table.Tr role="row" className={classes.empty}>
                    <Table.Td colSpan={6} role="cell" className={classes.empty}>
                      <Empty onAdd={() => open('form')} />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((member) => {
                    const name = fullName(member)
                    const isActive = pendingStatus[member._id] ?? member.isActive
                    return (
                      <Table.Tr key={member._id} role="row" className={classes.row}>
                        <Table.Td role="cell" className={classes.primary}>
                          <Group gap="sm" wrap="nowrap">
                            <Avatar
                              src={member.imageUrl ? thumbnailUrl(member.imageUrl) : null}
                              alt=""
                              radius="xl"
                              size={isSmallScreen ? 40 : 44}
                              color="blue"
                            >
                              {initials(member)}
                            </Avatar>
                            <Text fw={600} size="sm" lineClamp={2}>
                              {name}
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.labelled} data-label="Position">
                          <Text size="sm">{member.position}</Text>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.labelled} data-label="Job title">
                          <Text size="sm">{member.jobTitle}</Text>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.labelled} data-label="Email">
                          <Anchor href={`mailto:${member.email}`} size="sm">
                            <EmailText email={member.email} />
                          </Anchor>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.status}>
                          <Group gap="xs" wrap="nowrap">
                            <Switch
                              aria-label={`Status of ${name}`}
                              checked={isActive}
                              disabled={member._id in pendingStatus}
                              onChange={() => toggleStatus(member)}
                              color="green.8"
                            />
                            <StatusBadge isActive={isActive} />
                          </Group>
                        </Table.Td>
                        <Table.Td role="cell" className={classes.actions}>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <RowAction
                              color="blue"
                              label={`Edit ${name}`}
                              onClick={() => open('form', member)}
                            >
                              <EditIcon />
                            </RowAction>
                            <RowAction
                              color="red"
                              label={`Delete ${name}`}
                              onClick={() => open('delete', member)}
                            >
                              <TrashIcon />
                            </RowAction>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    )
                  })
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      <TeamMemberFormModal
        opened={isOpen('form')}
        onClose={close}
        member={dialog.kind === 'form' ? dialogMember : null}
        fullScreen={isSmallScreen}
      />
      <ConfirmModal
        opened={isOpen('delete')}
        onClose={close}
        title="Delete team member"
        message={
          <Text size="sm">
            Delete <strong>{dialogMember ? fullName(dialogMember) : ''}</strong>? They leave the website’s
            team section. This cannot be undone.
          </Text>
        }
        onConfirm={() => deleteMember(dialogMember!)}
        failureMessage={TEAM_MESSAGES.deleteFailed}
      />
    </>
  )
}

function countLabel(rows: TeamMember[]) {
  const active = rows.filter((row) => row.isActive).length
  const total = rows.length === 1 ? '1 member' : `${rows.length} members`
  return rows.length === 0 ? total : `${total}, ${active} active`
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <Table.Tr key={row} role="row" className={classes.row} aria-hidden={row > 0 ? true : undefined}>
          <Table.Td role="cell" className={classes.primary}>
            <Group gap="sm" wrap="nowrap">
              <Skeleton h={44} w={44} circle />
              <Skeleton h={12} w={140} />
            </Group>
            {row === 0 ? <VisuallyHidden role="status">Loading team members...</VisuallyHidden> : null}
          </Table.Td>
          {[0, 1, 2].map((cell) => (
            <Table.Td key={cell} role="cell" className={classes.labelled}>
              <Skeleton h={12} w="70%" />
            </Table.Td>
          ))}
          <Table.Td role="cell" className={classes.status}>
            <Skeleton h={20} w={80} radius="xl" />
          </Table.Td>
          <Table.Td role="cell" className={classes.actions}>
            <Skeleton h={28} w={70} ml="auto" />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  )
}

function Empty({ onAdd }: { onAdd: () => void }) {
  return (
    <Stack align="center" gap="xs" py={48}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <TeamIcon size={24} />
      </ThemeIcon>
      <Title order={2} size="h4" mt="xs">
        No team members yet
      </Title>
      <Text size="sm" c="gray.7" ta="center" maw={360}>
        Add the people who should appear in the team section of the website.
      </Text>
      <Button variant="light" mt="xs" onClick={onAdd} leftSection={<PlusIcon size={16} />}>
        Add your first team member
      </Button>
    </Stack>
  )
}
