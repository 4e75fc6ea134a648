import {
  createTheme,
  type CSSVariablesResolver,
  defaultVariantColorsResolver,
  Loader,
  MantineProvider,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { Outlet } from 'react-router'
import { AuthProvider } from './AuthProvider'

/**
 * Text on Mantine's "light" variant (badges, active nav links, light buttons) is shade 9 at best, which is
 * under 4.5:1 on the tinted backgrounds for green, yellow, orange and on hover; it is darkened by half, which
 * keeps every colour's light variant above 7:1 (WCAG AAA) on its tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme })
  if (!parsed.isThemeColor) return colors
  // Filled red buttons (Delete, Remove) use shade 9, the one dark enough for white text.
  if (input.variant === 'filled' && parsed.color === 'red' && !input.color?.includes('.')) {
    return {
      ...colors,
      background: 'var(--mantine-color-red-9)',
      hover: 'color-mix(in srgb, var(--mantine-color-red-9), black 12%)',
    }
  }
  if (input.variant !== 'light') return colors
  const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 50%)`
  return { ...colors, color: text, hoverColor: text }
}

/**
 * Mantine's blues and reds with shades 8 and 9 darkened: shade 8 (links, primary buttons, error text) is above
 * 7:1 against white both ways (WCAG AAA contrast), shade 9 (hover, filled red) darker still.
 */
const colors = {
  blue: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#228be6',
    '#1c7ed6',
    '#174ea6',
    '#123f87',
  ] as MantineColorsTuple,
  red: [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#fa5252',
    '#f03e3e',
    '#a51d1d',
    '#8f1a1a',
  ] as MantineColorsTuple,
}

const theme = createTheme({
  variantColorResolver,
  colors,
  primaryColor: 'blue',
  primaryShade: 8,
  // Dialogs, menus and the sidebar appear at once for those who asked their system for less motion.
  respectReducedMotion: true,
  fontFamily: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  defaultRadius: 'md',
  components: {
    // Mantine's dimmed grey (#868e96) is under 4.5:1 on white; toasts use a darker one.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // A dialog's title bar, not a second banner landmark beside the back-office's header.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
})

/** Descriptions and error texts in Mantine's default grays and reds fall below 4.5:1 on white (WCAG AA). */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
})

export const CACHE_TIME_MS = 5 * 60 * 1000

/** Providers shared by /login and /admin: Mantine, toasts (top-right, 5 s), the API cache (5 min), the session. */
export function BackofficeShell() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: CACHE_TIME_MS, retry: 1 } } }),
  )
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" autoClose={5000} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}

export function BackofficeSpinner() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Loader aria-label="Loading" />
    </div>
  )
}
