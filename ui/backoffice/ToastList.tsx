import { Notifications } from '@mantine/notifications'

/** docs/product.md#toasts: top-right, closing after 5000 ms. Loaded on demand (BackofficeShell.tsx). */
export default function ToastList() {
  return <Notifications position="top-right" autoClose={5000} />
}
