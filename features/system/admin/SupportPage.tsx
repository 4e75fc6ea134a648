import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { Anchor, Badge, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { SystemStatus } from '../system.schema'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { PageHeader } from '../../../ui/backoffice/components/PageHeader'
import { useApi } from '../../../ui/backoffice/queries'
import { formatBytes, formatUptime } from './system-format'

/** One figure of the status, a term and its value in the list (a <dl>), so nothing reads as a stray heading. */
function Fact({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text component="dd" size="lg" fw={600} mt={4} ml={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint ? (
        <Text component="dd" size="xs" c="gray.7" mt={2} ml={0} style={{ overflowWrap: 'anywhere' }}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  )
}

/** /admin/support: the state of the running system, and where to get help. */
export function SupportPage() {
  const api = useApi()
  const status = useQuery({
    queryKey: ['system', 'status'],
    queryFn: async () => unwrapData<SystemStatus>(await api.get('/system/status')),
    staleTime: 0,
    refetchInterval: 60_000,
  })
  const data = status.data

  return (
    <>
      <PageHeader
        title="Support"
        description="The state of this installation, for you and for whoever helps you run it."
      />
      <Stack gap="lg">
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="system-status-title"
        >
          <Title order={2} size="h4" mb="md" id="system-status-title">
            System status
          </Title>
          {status.isPending ? (
            <Center py="lg">
              <Loader aria-label="Loading system status" />
            </Center>
          ) : status.isError || !data ? (
            <LoadError
              message="Failed to load the system status"
              onRetry={() => status.refetch()}
              isRetrying={status.isFetching}
            />
          ) : (
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
              <Fact label="Version" value={`Switchboard ${data.version}`} hint={`Node.js ${data.node}`} />
              <Fact
                label="Database"
                value={
                  <>
                    {data.database.mode === 'embedded' ? 'Embedded (PGlite)' : 'PostgreSQL server'}{' '}
                    <Badge color={data.database.reachable ? 'green' : 'red'} variant="light" ml={4}>
                      {data.database.reachable ? 'Reachable' : 'Unreachable'}
                    </Badge>
                  </>
                }
                hint={data.database.serverVersion?.split(' on ')[0] ?? undefined}
              />
              <Fact
                label="Media storage"
                value={formatBytes(data.media.bytes)}
                hint={`${data.media.files} file${data.media.files === 1 ? '' : 's'} on ${data.media.storage === 'local' ? 'this server’s disk' : data.media.storage}`}
              />
              <Fact
                label="Server uptime"
                value={formatUptime(data.uptimeSeconds)}
                hint={`Started ${new Date(data.startedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`}
              />
              <Fact
                label="Server memory"
                value={formatBytes(data.memoryBytes)}
                hint="Resident memory of the web server"
              />
            </SimpleGrid>
          )}
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} size="h4" mb="sm">
            Getting help
          </Title>
          {/* Links within sentences are underlined: their colour alone is too close to the text's. */}
          <Stack gap="xs">
            <Text size="sm">
              Most questions are answered in the{' '}
              <Anchor component={Link} to="/admin/help" underline="always">
                help pages
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/admin/documentation" underline="always">
                back-office guide
              </Anchor>
              .
            </Text>
            <Text size="sm">
              When you contact whoever runs this website for you, send them the figures above: the version and
              database tell them which installation you use; an unreachable database or a full disk explain
              most outages.
            </Text>
            <Text size="sm">
              Machine-readable health for monitoring tools: <code>/api/health</code> (answers 503 while the
              database is unreachable). The API is documented at{' '}
              <Anchor href="/api/docs" target="_blank" rel="noopener noreferrer" underline="always">
                /api/docs
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </>
  )
}
