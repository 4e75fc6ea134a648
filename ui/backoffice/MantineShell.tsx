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
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react'
import { toastSignal } from './toast-signal'

// Mantine's provider, theme and styles, for every back-office screen but the sign-in page (which draws the same
// look with plain elements, ./light/): the signed-in shell, the password reset screens, the invitation screen and
// the code step of two-factor sign-in are rendered inside <WithMantine>.

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
  // Filled orange (the confirm dialog's 'warning', ui/backoffice/components/ConfirmModal.tsx): Mantine's shade 8
  // (#e8590c) is 3.58:1 under white text and shade 9 4.3:1; shade 9 darkened by 15 % is 5.66:1 (#b83d0d, a burnt
  // orange), and by 30 % on hover 7.51:1. Plain colours, so that contrast checkers (axe) can compute them.
  if (input.variant === 'filled' && parsed.color === 'orange' && !input.color?.includes('.')) {
    return { ...colors, background: '#b83d0d', hover: '#98320b', color: 'var(--mantine-color-white)' }
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
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close dialog' },
        // A window fades in where it stands. Mantine's default slid it 30 px down while it opened, with its buttons
        // already there to press: a press begun on "Delete" was let go above it, and the click was lost (no
        // delete, the window left open). tests/e2e/admin-categories.spec.ts, 'a Delete pressed as the window opens'.
        transitionProps: { transition: 'fade', duration: 200 },
      },
    },
    // A dialog's title bar, not a second banner landmark beside the back-office's header.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
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

/**
 * Mantine's toasts (with their transitions and portal) are loaded when the first one is shown, or once the
 * signed-in shell is drawn (it asks for them when the browser is idle).
 */
const ToastList = lazy(() => import('./ToastList'))

function Toasts() {
  const isWanted = useSyncExternalStore(toastSignal.subscribe, toastSignal.isWanted, () => false)
  return isWanted ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null
}

/** Mantine (theme, styles, colour contrast fixes) and its toasts, around a back-office screen. */
export function WithMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      {children}
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
