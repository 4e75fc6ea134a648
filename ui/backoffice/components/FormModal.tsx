import { Modal } from '@mantine/core'
import { Fragment, type ReactNode, useState } from 'react'
import { useIsSmallScreen } from '../useIsSmallScreen'

/** The title of every back-office window: bold, a size up. */
export const WINDOW_TITLE_STYLES = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }

/** How a back-office window looks: edge to edge when full screen, else rounded; its title; a named close button. */
export const windowLook = (fullScreen: boolean | undefined) =>
  ({
    fullScreen,
    radius: fullScreen ? 0 : 'lg',
    styles: WINDOW_TITLE_STYLES,
    closeButtonProps: { 'aria-label': 'Close' },
  }) as const

/** What an add/edit form inside a FormModal is told: how to close the window, and when it saves. */
export type FormFrame = {
  /** Closes the window (Cancel, or after a save). */
  onDone: () => void
  /** While true, the window holds itself open. */
  onSavingChange: (isSaving: boolean) => void
}

/** The props a screen gives an add/edit window (`dialogs.props('form')`). */
export type FormModalProps = {
  opened: boolean
  onClose: () => void
  /** Full screen; by default on phones and narrow windows. */
  fullScreen?: boolean
}

/**
 * The add/edit window of every back-office screen: full screen on phones, and not closable (Escape, the close
 * button, the overlay) while its form is saving, so a save is never cut off half way. The form is made afresh
 * (its values from the item) whenever `formKey` changes: another item, or a new one.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  fullScreen,
  formKey,
  children,
}: FormModalProps & {
  title: string
  size: number
  formKey: string
  children: (frame: FormFrame) => ReactNode
}) {
  const [isSaving, setSaving] = useState(false)
  const isSmallScreen = useIsSmallScreen()
  const isFullScreen = fullScreen ?? isSmallScreen
  return (
    <Modal
      opened={opened}
      onClose={isSaving ? () => {} : onClose}
      title={title}
      size={size}
      {...windowLook(isFullScreen)}
    >
      <Fragment key={formKey}>{children({ onDone: onClose, onSavingChange: setSaving })}</Fragment>
    </Modal>
  )
}

/** What an entity's form is given: the item to edit (null adds one), its window, and the screen's own props. */
export type EntityFormProps<T, Extra = object> = Extra & { item: T | null; frame: FormFrame }

/**
 * An entity's add/edit window from its form: titled 'Add …' or 'Edit …', and a fresh form for each item (for a
 * new one, per `newKey` when what it starts from can change: the category it goes in, its place in the list).
 */
export function entityFormModal<T extends { _id: string }, Extra = object>(
  Form: (props: EntityFormProps<T, Extra>) => ReactNode,
  options: { titles: [add: string, edit: string]; size: number; newKey?: (props: Extra) => string },
) {
  return function EntityFormModal({
    opened,
    onClose,
    fullScreen,
    ...props
  }: FormModalProps & Extra & { item: T | null }) {
    const extra = props as unknown as Extra & { item: T | null }
    return (
      <FormModal
        opened={opened}
        onClose={onClose}
        fullScreen={fullScreen}
        title={options.titles[extra.item ? 1 : 0]}
        size={options.size}
        formKey={extra.item?._id ?? (options.newKey ? `new-${options.newKey(extra)}` : 'new')}
      >
        {(frame) => <Form {...extra} frame={frame} />}
      </FormModal>
    )
  }
}
