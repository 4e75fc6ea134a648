import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { type AdminArea, ADMIN_AREAS } from './areas'
import { ACCESS, allows } from '../../platform/auth/access'
import { SCHEDULES_PATH, SCHEDULES_QUERY_KEY } from '../../features/schedules/admin/schedules-admin'
import type { ScheduleSummary } from '../../features/schedules/schedule.schema'
import { unwrapData, unwrapList } from '../../ui/backoffice/api-client'
import { useAuth } from '../../ui/backoffice/AuthProvider'
import { AlertIcon, ArrowRightIcon } from '../../ui/backoffice/components/icons'
import { greeting } from './greeting'
import { BACKUPS_PATH, BACKUPS_QUERY_KEY, backupAlert } from '../../features/backups/admin/backups-admin'
import type { BackupStatus } from '../../features/backups/backup.schema'
import { useApi } from '../../ui/backoffice/queries'

/** A list's size: the `total` the API reports when it pages, else the length of the list. */
function countOf(body: unknown): number {
  const page = body as { total?: unknown; pagination?: { total?: unknown } } | undefined
  const total = page?.pagination?.total ?? page?.total
  return typeof total === 'number' ? total : unwrapList(body).length
}

function AreaCard({ area }: { area: AdminArea & { card: NonNullable<AdminArea['card']> } }) {
  const api = useApi()
  const { card } = area
  const { data: count, isError } = useQuery({
    queryKey: [...card.countKey, 'count'],
    queryFn: async () => api.get(card.countPath),
    select: card.count ?? countOf,
  })
  const Icon = area.icon
  return (
    <Card component={Link} to={area.to} withBorder radius="lg" padding="lg" className="admin-area-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color="blue">
          <Icon size={24} />
        </ThemeIcon>
        <Text c="gray.6" aria-hidden="true">
          <ArrowRightIcon size={18} />
        </Text>
      </Group>
      <Title order={2} fz="lg" fw={600} lh={1.55} mt="md">
        {area.label}
      </Title>
      {isError ? (
        <Text size="sm" c="red.8">
          Could not count
        </Text>
      ) : count === undefined ? (
        <Skeleton h={28} w={80} mt={4} />
      ) : (
        // A figure, not a paragraph: a div, so that its large type is not taken for an unmarked heading.
        <Text component="div" size="xl" fw={700} lh={1.3} data-testid="area-count">
          {count}{' '}
          <Text span size="sm" fw={400} c="gray.7">
            {card.noun[count === 1 ? 0 : 1]}
          </Text>
        </Text>
      )}
      <Text size="sm" c="gray.7" mt={4}>
        {card.description}
      </Text>
    </Card>
  )
}

/** docs/product.md#scheduled: schedules late by more than a minute, in a card that leads to the Scheduled screen. */
function OverdueSchedules() {
  const { data } = useCardQuery<ScheduleSummary>([...SCHEDULES_QUERY_KEY, 'summary'], '/schedules/summary')
  if (!data?.overdue) return null
  return (
    <ProblemCard
      to={`${SCHEDULES_PATH}`}
      testId="overdue-schedules"
      color="orange"
      title={`${data.overdue} scheduled change${data.overdue === 1 ? '' : 's'} overdue`}
      text="Late by more than a minute: open Scheduled to see what is waiting."
    />
  )
}

/** docs/product.md#backups: a failed or missing backup, for owners, in a card that leads to the Backups screen. */
function BackupProblem() {
  const { data } = useCardQuery<BackupStatus>([...BACKUPS_QUERY_KEY, 'status'], '/backups/status')
  const alert = backupAlert(data)
  if (!alert) return null
  return (
    <ProblemCard
      to={BACKUPS_PATH}
      testId="backup-problem"
      color="red"
      title={alert.title}
      text={alert.text}
    />
  )
}

/** What a card of the dashboard reads from `path`, again every minute. */
function useCardQuery<T>(queryKey: readonly unknown[], path: string) {
  const api = useApi()
  return useQuery({
    queryKey,
    queryFn: async () => unwrapData<T>(await api.get(path)),
    refetchInterval: 60_000,
  })
}

/** A problem above the dashboard's areas, in a card of its colour that leads to the screen where it is solved. */
function ProblemCard({
  to,
  testId,
  color,
  title,
  text,
}: {
  to: string
  testId: string
  color: 'orange' | 'red'
  title: string
  text: string
}) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding="md"
      mb="lg"
      className="admin-area-card"
      data-testid={testId}
      style={{ borderColor: `var(--mantine-color-${color}-6)` }}
    >
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="md" variant="light" color={color}>
          <AlertIcon size={22} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="gray.7">
            {text}
          </Text>
        </div>
        <Text c="gray.6" aria-hidden="true" ml="auto">
          <ArrowRightIcon size={18} />
        </Text>
      </Group>
    </Card>
  )
}

export function DashboardPage() {
  const { admin } = useAuth()
  // Only the areas the person's role opens (their counts come from routes the role may call).
  const cards = ADMIN_AREAS.filter(
    (area): area is AdminArea & { card: NonNullable<AdminArea['card']> } =>
      Boolean(area.card) && allows(area.access, admin?.role),
  )
  return (
    <>
      <Title order={1} size="h2">
        {greeting(new Date().getHours())}, {admin?.name}
      </Title>
      <Text c="gray.7" mt="xs" mb="xl">
        {cards.length
          ? 'Pick an area of the website to manage.'
          : 'Welcome to the back-office of the website.'}
      </Text>
      {allows(ACCESS.staff, admin?.role) ? <BackupProblem /> : null}
      {allows(ACCESS.content, admin?.role) ? <OverdueSchedules /> : null}
      {cards.length ? (
        <SimpleGrid
          cols={{ base: 1, xs: 2, lg: 3 }}
          spacing="lg"
          component="section"
          aria-label="Quick access"
        >
          {cards.map((area) => (
            <AreaCard key={area.to} area={area} />
          ))}
        </SimpleGrid>
      ) : null}
    </>
  )
}
