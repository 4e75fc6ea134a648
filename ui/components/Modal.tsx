import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { StrokeIcon } from './StrokeIcon'

type ModalProps = {
  open: boolean
  onClose: () => void
  /** The dialog's accessible name, shown as its heading. */
  title: string
  children: ReactNode
  /** Extra classes for the panel (width). */
  className?: string
}

function unlockPage() {
  document.body.style.overflow = ''
}

/**
 * An accessible modal built on the native <dialog>: the browser traps focus, makes the page behind inert and
 * closes on Escape; focus returns to the element that opened it. Clicking the backdrop closes it too.
 */
export function Modal({ open, onClose, title, children, className = 'max-w-2xl' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const opener = useRef<Element | null>(null)

  // The page is locked and unlocked in the same task as the dialog opens or closes (a layout effect, and not only
  // on the 'close' event, which the browser dispatches later): never a closed dialog over a locked page.
  const close = () => {
    ref.current?.close()
    unlockPage()
  }
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
      document.body.style.overflow = 'hidden'
    } else if (!open && dialog.open) {
      dialog.close()
      unlockPage()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onDialogClose = () => {
      unlockPage()
      if (opener.current instanceof HTMLElement) opener.current.focus()
      onClose()
    }
    dialog.addEventListener('close', onDialogClose)
    return () => dialog.removeEventListener('close', onDialogClose)
  }, [onClose])

  return (
    <dialog
      ref={ref}
      aria-labelledby={open ? titleId : undefined}
      className={`m-auto w-[calc(100%-2rem)] overflow-hidden rounded-2xl bg-white p-0 text-left shadow-2xl backdrop:bg-navy-950/70 ${className}`}
      onClick={(event) => {
        if (event.target === ref.current) close()
      }}
    >
      {/* A closed dialog renders nothing inside, so the page carries no empty heading. */}
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <h2 id={titleId} className="text-lg font-semibold text-navy-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="-mr-2 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <StrokeIcon d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </button>
          </div>
          <div className="max-h-[75vh] overflow-y-auto px-6 py-6">{children}</div>
        </>
      ) : null}
    </dialog>
  )
}
