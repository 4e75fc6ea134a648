import { Modal } from '@mantine/core'
import { Fragment, type ReactNode, useRef, useState } from 'react'
import { useIsSmallScreen } from '../useIsSmallScreen'
import { DiscardChangesDialog } from './LeaveGuard'

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
  /** Closes the window at once (after a save). */
  onDone: () => void
  /** Cancel: closes the window, asking first when the form is edited (docs/product.md#leave-guards). */
  onCancel: () => void
  /** While true, the window holds itself open. */
  onSavingChange: (isSaving: boolean) => void
  /** The form says whether it is edited, and how to throw its changes (and their unsaved copy) away. */
  onDirtyChange: (isDirty: boolean, discard: () => void) => void
  /** What the form's unsaved copy is kept under (docs/product.md#autosave): the form and the item, or none. */
  copy: { form: string; item: string } | null
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
 * button, the overlay) while its form is saving, so a save is never cut off half way. While its form is edited,
 * each of those (and Cancel) asks 'Discard unsaved changes?' first; a clean form closes at once. The form is made
 * afresh (its values from the item) whenever `formKey` changes: another item, or a new one. With `copyName` the
 * form autosaves an unsaved copy under that name and `formKey`.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  fullScreen,
  formKey,
  copyName,
  children,
}: FormModalProps & {
  title: string
  size: number
  formKey: string
  copyName?: string
  children: (frame: FormFrame) => ReactNode
}) {
  const [isSaving, setSaving] = useState(false)
  const [isDirty, setDirty] = useState(false)
  const [isAsking, setAsking] = useState(false)
  const discardRef = useRef<() => void>(() => {})
  const isSmallScreen = useIsSmallScreen()
  const isFullScreen = fullScreen ?? isSmallScreen
  /** Escape, the overlay, the close button, Cancel: asks first when there is something to lose. */
  const requestClose = () => {
    if (isSaving) return
    // Asked once the key press that closed the window is over: the question's own Escape listener, added while
    // that press is still being handled, would otherwise take it for 'Keep editing' and close at once.
    if (isDirty) setTimeout(() => setAsking(true), 0)
    else onClose()
  }
  const frame: FormFrame = {
    onDone: () => {
      setDirty(false)
      onClose()
    },
    onCancel: requestClose,
    onSavingChange: setSaving,
    onDirtyChange: (dirty, discard) => {
      discardRef.current = discard
      setDirty(dirty)
    },
    copy: copyName ? { form: copyName, item: formKey } : null,
  }
  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={title}
        size={size}
        // While the question is open it has the keyboard: Escape answers it, not this window.
        closeOnEscape={!isAsking}
        {...windowLook(isFullScreen)}
      >
        <Fragment key={formKey}>{children(frame)}</Fragment>
      </Modal>
      <DiscardChangesDialog
        opened={opened && isAsking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          discardRef.current()
          setAsking(false)
          setDirty(false)
          onClose()
        }}
      />
    </>
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
  options: {
    titles: [add: string, edit: string]
    size: number
    newKey?: (props: Extra) => string
    /** What its unsaved copies are kept under; by default the add title's noun ('Add service': 'service'). */
    copyName?: string
  },
) {
  const copyName =
    options.copyName ??
    options.titles[0]
      .replace(/^Add (New )?/i, '')
      .toLowerCase()
      .replace(/\s+/g, '-')
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
        copyName={copyName}
      >
        {(frame) => <Form {...extra} frame={frame} />}
      </FormModal>
    )
  }
}
