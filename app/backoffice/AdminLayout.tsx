import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Button,
  Divider,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router'
import { SETTINGS_PATH } from '../../ui/backoffice/paths'
import { type AdminArea, MENU_PAGES, mayOpen, sidebarOf } from './areas'
import { NotAllowedPage } from './NotAllowedPage'
import { allows, ACCESS } from '../../platform/auth/access'
import { useAuth } from '../../ui/backoffice/AuthProvider'
import {
  CollapseIcon,
  ExpandIcon,
  ExternalIcon,
  LogoutIcon,
  SettingsIcon,
} from '../../ui/backoffice/components/icons'
import { NotificationsBell } from '../../features/notifications/admin/NotificationsBell'
import { BackofficeSpinner } from '../../ui/backoffice/MantineShell'
// After Mantine's styles (imported by MantineShell), which its rules refine.
import './admin.css'
import { LiveUpdates } from '../../ui/backoffice/live-updates'
import { queryClient, WithQueries } from '../../ui/backoffice/query-client'
import { toastSignal } from '../../ui/backoffice/toast-signal'
import { TwoFactorRequiredPage } from '../../features/auth/admin/TwoFactorRequiredPage'
import { LeaveGuardProvider } from '../../ui/backoffice/components/LeaveGuard'
import { SessionExpiredDialog } from '../../ui/backoffice/components/SessionExpiredDialog'

const NAV_WIDTH = 248
const NAV_WIDTH_COLLAPSED = 76

/** Whether `active` has lasted `delayMs`: a wait shown only when it is long enough to be noticed. */
function useLasting(active: boolean, delayMs: number) {
  const [lasting, setLasting] = useState(false)
  useEffect(() => {
    if (!active) return setLasting(false)
    const timer = setTimeout(() => setLasting(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && lasting
}

/**
 * While the next screen's code (loaded when a screen is first opened) or list is on its way, the current screen
 * stays and, after 200 ms, a bar runs along the top of the window; the screen is marked busy for assistive
 * technology. Quicker changes show nothing, so nothing flashes.
 */
function NavigationProgress({ busy }: { busy: boolean }) {
  const isWaiting = useLasting(busy, 200)
  return isWaiting ? <div className="admin-navigation-progress" aria-hidden="true" /> : null
}

/** A sidebar entry; icons only, its name is its label and its tooltip. */
function SidebarLink({
  area,
  iconsOnly,
  active,
  onClick,
}: {
  area: AdminArea
  iconsOnly: boolean
  active: boolean
  onClick: () => void
}) {
  const Icon = area.icon
  const link = (
    <NavLink
      component={Link}
      to={area.to}
      label={iconsOnly ? undefined : area.label}
      aria-label={iconsOnly ? area.label : undefined}
      leftSection={<Icon />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      variant="light"
      style={{ borderRadius: 8 }}
      mb={4}
    />
  )
  return iconsOnly ? (
    <Tooltip label={area.label} position="right" withinPortal>
      {link}
    </Tooltip>
  ) : (
    link
  )
}

/** The signed-in shell, with the API cache its screens read through. */
export function AdminLayout() {
  return (
    <WithQueries>
      <LiveUpdates />
      <AdminShell />
    </WithQueries>
  )
}

function AdminShell() {
  const { status, admin, logout } = useAuth()
  const location = useLocation()
  const [isNavOpen, { toggle, close }] = useDisclosure(false)
  const [isCollapsed, setCollapsed] = useLocalStorage({
    key: 'admin-sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  })
  // Icons only is a desktop choice; on phones the sidebar slides in whole.
  const isDesktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false })
  const iconsOnly = isCollapsed && isDesktop
  // On phones the header's buttons show their icons only; their names stay for screen readers and voice control.
  const phoneHidden = isDesktop ? undefined : 'admin-visually-hidden'
  const navigationBusy = useNavigation().state === 'loading'
  useEffect(() => {
    // What one person's screens read is not shown to the next one who signs in in this tab.
    if (status === 'signedOut') queryClient.clear()
  }, [status])
  useEffect(() => {
    // The toasts, before the first one, once the first screen is drawn and the browser has time.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000))
    idle(() => toastSignal.raise())
  }, [])

  if (status === 'loading') return <BackofficeSpinner />
  if (status === 'signedOut') {
    const redirect = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`/login?redirect=${redirect}`} replace />
  }
  // docs/product.md#two-factor-sign-in: their role requires it; nothing else until it is set up.
  if (admin?.twoFactorSetupRequired) return <TwoFactorRequiredPage />

  const role = admin?.role
  // Each person sees only the screens their role allows (docs/product.md#roles); the server refuses the rest.
  const sidebar = sidebarOf(role)
  const menuPages = MENU_PAGES.filter((page) => allows(page.access, role))
  const isActive = (to: string, end?: boolean) =>
    end ? location.pathname === to : location.pathname === to || location.pathname.startsWith(`${to}/`)

  return (
    // Leaving an edited form asks first (docs/product.md#leave-guards); an expired session asks for the password
    // over the screen instead of dropping it (docs/product.md#session-expired-dialog).
    <LeaveGuardProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: iconsOnly ? NAV_WIDTH_COLLAPSED : NAV_WIDTH,
          breakpoint: 'sm',
          collapsed: { mobile: !isNavOpen },
        }}
        padding={{ base: 'md', sm: 'lg' }}
        transitionDuration={150}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={isNavOpen}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
                aria-expanded={isNavOpen}
                aria-controls="admin-sidebar"
              />
              <Tooltip label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  visibleFrom="sm"
                  aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                  aria-expanded={!isCollapsed}
                  aria-controls="admin-sidebar"
                  onClick={() => setCollapsed((value) => !value)}
                >
                  {isCollapsed ? <ExpandIcon /> : <CollapseIcon />}
                </ActionIcon>
              </Tooltip>
              <Text
                component={Link}
                to="/admin"
                fw={700}
                size="lg"
                c="dark.8"
                style={{ whiteSpace: 'nowrap' }}
              >
                Back-office
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {/* docs/product.md#back-office-shell: the public site, a click away at every width (phones: the icon). */}
              <Button
                component="a"
                href="/"
                target="_blank"
                rel="noopener"
                variant="subtle"
                color="gray"
                c="gray.8"
                leftSection={<ExternalIcon size={18} />}
                className="admin-view-website"
              >
                <span className={phoneHidden}>View website</span>
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
              {allows(ACCESS.inbox, role) && <NotificationsBell />}
              {/* Rendered inside the header, so the open menu is part of its landmark. */}
              <Menu
                position="bottom-end"
                withinPortal={false}
                width={240}
                shadow="md"
                withInitialFocusPlaceholder={false}
              >
                <Menu.Target>
                  {/* Named by what it shows (WCAG 2.5.3): the administrator's name, then what the button opens. */}
                  <UnstyledButton px={4}>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar radius="xl" size="sm" color="blue" aria-hidden="true">
                        {(admin?.name ?? 'A').slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Text size="sm" fw={500} className={phoneHidden}>
                        {admin?.name ?? 'Administrator'}
                      </Text>
                      <VisuallyHidden>account menu</VisuallyHidden>
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>
                    <Text component="div" size="sm" fw={600} c="dark">
                      {admin?.name}
                    </Text>
                    <Text component="div" size="xs" c="gray.7" truncate>
                      {admin?.email}
                    </Text>
                  </Menu.Label>
                  <Menu.Divider />
                  {mayOpen(SETTINGS_PATH, role) && (
                    <Menu.Item component={Link} to={SETTINGS_PATH} leftSection={<SettingsIcon size={16} />}>
                      Settings
                    </Menu.Item>
                  )}
                  {menuPages.map((page) => (
                    <Menu.Item
                      key={page.to}
                      component={Link}
                      to={page.to}
                      leftSection={<page.icon size={16} />}
                    >
                      {page.label}
                    </Menu.Item>
                  ))}
                  <Menu.Divider />
                  <Menu.Item color="red.8" onClick={logout} leftSection={<LogoutIcon size={16} />}>
                    Sign out
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" id="admin-sidebar" aria-label="Back-office" component="nav">
          <AppShell.Section grow component={ScrollArea}>
            {sidebar.map(({ group, areas }) => {
              const links = areas.map((area) => (
                <SidebarLink
                  key={area.to}
                  area={area}
                  iconsOnly={iconsOnly}
                  active={isActive(area.to, area.end)}
                  onClick={close}
                />
              ))
              if (!group) return links
              const headingId = `admin-sidebar-${group.toLowerCase()}`
              // A labelled group with a real heading (docs/product.md#back-office-shell); icons only, a rule marks
              // where it starts and the heading stays for screen readers.
              return (
                <div key={group} role="group" aria-labelledby={headingId} className="admin-sidebar-group">
                  {iconsOnly ? <Divider my={8} aria-hidden="true" /> : null}
                  <Text
                    component="h2"
                    id={headingId}
                    className={iconsOnly ? 'admin-visually-hidden' : 'admin-sidebar-heading'}
                  >
                    {group}
                  </Text>
                  {links}
                </div>
              )
            })}
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0" aria-busy={navigationBusy || undefined}>
          <NavigationProgress busy={navigationBusy} />
          {mayOpen(location.pathname, role) ? <Outlet /> : <NotAllowedPage role={role} />}
        </AppShell.Main>
      </AppShell>
      <SessionExpiredDialog />
    </LeaveGuardProvider>
  )
}
