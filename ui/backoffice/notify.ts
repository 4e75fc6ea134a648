import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { toastSignal } from './toast-signal'

/**
 * docs/product.md#toasts: toasts come in four types, top-right under the header (phones: at the bottom, clear of a form's buttons), and close after 5000 ms (the provider, ToastList.tsx, sets both).
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info'

const LOOK: Record<ToastType, { color: string; title: string }> = {
  success: { color: 'green', title: 'Done' },
  error: { color: 'red', title: 'Something went wrong' },
  warning: { color: 'yellow', title: 'Warning' },
  info: { color: 'blue', title: 'Note' },
}

/**
 * `autoClose`: how long it stays, in ms, when not the usual 5000 (a toast with a link to follow stays longer;
 * pointing at a toast holds it open). `title`: what it is about, when the type's word says too little.
 */
export function toast(
  type: ToastType,
  message: ReactNode,
  options: { autoClose?: number; title?: string } = {},
) {
  const { color } = LOOK[type]
  const title = options.title ?? LOOK[type].title
  toastSignal.raise()
  // pre-line: a message of several lines (the client form's validation failures) shows one per line.
  notifications.show({
    color,
    title,
    message,
    withBorder: true,
    styles: { description: { whiteSpace: 'pre-line' } },
    ...(options.autoClose ? { autoClose: options.autoClose } : {}),
  })
}

export const notify = {
  success: (message: string) => toast('success', message),
  error: (message: string) => toast('error', message),
  warning: (message: string) => toast('warning', message),
  info: (message: string) => toast('info', message),
}

/** The message of whatever was thrown, or the generic fallback of docs/product.md#error-messages. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback
}
