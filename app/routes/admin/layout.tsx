import { AppShell, Avatar, Burger, Group, Menu, NavLink, Text, Title, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Link, Navigate, Outlet, useLocation } from 'react-router'
import { useAuth } from '../../../features/admin/AuthProvider'
import { BackofficeSpinner } from '../backoffice'

/** Admin areas whose screens exist; the sidebar grows with them. */
export const ADMIN_AREAS = [{ label: 'Dashboard', to: '/admin', end: true }] as const

export function meta() {
  return [{ title: 'Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function AdminLayout() {
  const { status, admin, logout } = useAuth()
  const location = useLocation()
  const [isNavOpen, { toggle, close }] = useDisclosure(false)

  if (status === 'loading') return <BackofficeSpinner />
  if (status === 'signedOut') {
    const redirect = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`/login?redirect=${redirect}`} replace />
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Title order={2} size="h4">
              Back-office
            </Title>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label={`Account menu for ${admin?.name ?? 'administrator'}`}>
                <Group gap="xs">
                  <Avatar radius="xl" size="sm" color="blue">
                    {(admin?.name ?? 'A').slice(0, 1).toUpperCase()}
                  </Avatar>
                  <Text size="sm" fw={500} visibleFrom="sm">
                    {admin?.name}
                  </Text>
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                <Text size="sm" fw={600} c="dark">
                  {admin?.name}
                </Text>
                <Text size="xs">{admin?.email}</Text>
              </Menu.Label>
              <Menu.Divider />
              <Menu.Item component={Link} to="/">
                View website
              </Menu.Item>
              <Menu.Item color="red" onClick={logout}>
                Sign out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Back-office">
        {ADMIN_AREAS.map((area) => (
          <NavLink
            key={area.to}
            component={Link}
            to={area.to}
            label={area.label}
            active={area.end ? location.pathname === area.to : location.pathname.startsWith(area.to)}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
