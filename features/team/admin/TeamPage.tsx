import { DraftBadge } from '../../editing/admin/DraftBadge'
import { Anchor, Avatar, Group, Skeleton, Text } from '@mantine/core'
import { TeamIcon } from '../../../ui/backoffice/components/icons'
import { EmailText } from '../../../ui/backoffice/components/EmailText'
import { DeleteMessage, EntityPage, useEntityList } from '../../../ui/backoffice/EntityPage'
import { thumbnailUrl } from '../../../ui/backoffice/images'
import {
  actionsColumn,
  orderColumn,
  statusColumn,
  useStatusToggle,
} from '../../../ui/backoffice/table/columns'
import { useListOrder } from '../../../ui/backoffice/table/useListOrder'
import { type Column, useDataTable } from '../../../ui/backoffice/table/useDataTable'
import { useIsSmallScreen } from '../../../ui/backoffice/useIsSmallScreen'
import type { TeamMember } from '../team.schema'
import { fullName, TEAM_MESSAGES, TEAM } from './team-admin'
import { TeamMemberFormModal } from './TeamMemberFormModal'

const initials = (member: TeamMember) =>
  `${member.name.charAt(0)}${member.surname.charAt(0)}`.toUpperCase() || '?'

/** docs/product.md#team — the table in the website’s order, status switch, add/edit and delete modals. */
export function TeamPage() {
  const isSmallScreen = useIsSmallScreen()
  const page = useEntityList<TeamMember>({
    ...TEAM,
    deleted: TEAM_MESSAGES.deleted,
  })
  const { dialogs } = page
  const status = useStatusToggle<TeamMember>({
    ...TEAM,
    messages: { ...TEAM_MESSAGES, failed: TEAM_MESSAGES.toggleFailed },
  })
  const reorder = useListOrder<TeamMember>({ ...TEAM, failed: TEAM_MESSAGES.orderFailed })

  const text = (label: string, value: (member: TeamMember) => string): Column<TeamMember> => ({
    id: label,
    header: label,
    className: 'labelled',
    label: label.charAt(0) + label.slice(1).toLowerCase(),
    render: (member) => <Text size="sm">{value(member)}</Text>,
  })
  const columns: Column<TeamMember>[] = [
    {
      id: 'member',
      header: 'Team Member',
      className: 'primary',
      skeleton: (
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={44} w={44} circle />
          <Skeleton h={12} w={140} />
        </Group>
      ),
      render: (member) => (
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
            {fullName(member)}
          </Text>
          <DraftBadge type="team" itemId={member._id} />
        </Group>
      ),
    },
    text('Position', (member) => member.position),
    text('Job Title', (member) => member.jobTitle),
    {
      id: 'email',
      header: 'Email',
      className: 'labelled',
      label: 'Email',
      render: (member) => (
        <Anchor href={`mailto:${member.email}`} size="sm">
          <EmailText email={member.email} />
        </Anchor>
      ),
    },
    statusColumn(status, fullName),
    orderColumn(),
    actionsColumn((member) => page.rowActions(member, fullName(member))),
  ]
  const model = useDataTable({ data: page.list.data, columns, getRowId: (member) => member._id })
  const deleting = dialogs.current

  return (
    <EntityPage
      page={page}
      title="Team"
      description="The people shown in the “Meet the Team” section of the website."
      addLabel="Add Team Member"
      table={{
        model,
        label: 'Team members',
        minWidth: 940,
        title: (
          <Text size="sm" c="gray.7">
            The order here is the order on the website (inactive members are not shown there).
          </Text>
        ),
        count: countLabel,
        loadFailed: TEAM_MESSAGES.loadFailed,
        loadingText: 'Loading team members...',
        sortable: { nameOf: fullName, onChange: reorder },
      }}
      empty={{
        icon: <TeamIcon size={24} />,
        title: 'No team members yet',
        text: 'Add the people who should appear in the team section of the website.',
        action: 'Add your first team member',
      }}
      confirmDelete={{
        title: 'Delete team member',
        message: (
          <DeleteMessage name={deleting ? fullName(deleting) : ''}>
            They leave the website’s team section.
          </DeleteMessage>
        ),
        failureMessage: TEAM_MESSAGES.deleteFailed,
      }}
    >
      <TeamMemberFormModal {...dialogs.props('form')} item={dialogs.item('form')} />
    </EntityPage>
  )
}

function countLabel(rows: TeamMember[]) {
  const active = rows.filter((row) => row.isActive).length
  const total = rows.length === 1 ? '1 member' : `${rows.length} members`
  return rows.length === 0 ? total : `${total}, ${active} active`
}
