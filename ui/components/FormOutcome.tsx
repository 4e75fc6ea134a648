/** Where a public form stands: being filled in, sending, accepted, or refused with a message. */
export type FormStatus = { state: 'idle' | 'sending' | 'success' } | { state: 'error'; message: string }

/** The outcome's looks: on the dark footer, or on a white card. */
const LOOKS = {
  dark: { row: 'mt-2 min-h-5 text-sm', success: 'text-green-300', error: 'text-red-300' },
  light: {
    row: 'mt-4 min-h-6 text-sm',
    success: 'font-medium text-green-700',
    error: 'font-medium text-red-700',
  },
} as const

/** A public form's outcome, announced politely: the success text once accepted, the message once refused. */
export function FormOutcome({
  look,
  status,
  success,
}: {
  look: keyof typeof LOOKS
  status: FormStatus
  success: string
}) {
  const { row, ...tone } = LOOKS[look]
  return (
    <div aria-live="polite" className={row}>
      {status.state === 'success' ? <p className={tone.success}>{success}</p> : null}
      {status.state === 'error' ? <p className={tone.error}>{status.message}</p> : null}
    </div>
  )
}
