import { Modal } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * The add/edit window of every back-office screen: full screen on phones, and not closable (Escape, the close
 * button, the overlay) while its form is saving, so a save is never cut off half way.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  fullScreen,
  isSaving,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: string
  size: number
  fullScreen?: boolean
  isSaving: boolean
  children: ReactNode
}) {
  return (
    <Modal
      opened={opened}
      onClose={isSaving ? () => {} : onClose}
      title={title}
      size={size}
      fullScreen={fullScreen}
      radius={fullScreen ? 0 : 'lg'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  )
}
