import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from 'react-router'
import { ROLE_LABELS, type Role } from '../../platform/auth/access'
import { ShieldIcon } from '../../ui/backoffice/components/icons'

/** What a screen the person's role does not allow shows instead (docs/product.md#roles). */
export function NotAllowedPage({ role }: { role: Role | undefined }) {
  const roleName = role ? ROLE_LABELS[role] : 'your role'
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <ShieldIcon size={28} />
        </ThemeIcon>
        <Title order={1} size="h3">
          This page is not available to you
        </Title>
        <Text c="gray.7">
          Your role, <strong>{roleName}</strong>, does not include this part of the back-office. If you need
          it, ask an owner to change your role.
        </Text>
        <Button component={Link} to="/admin" mt="xs">
          Go to the dashboard
        </Button>
      </Stack>
    </Paper>
  )
}
