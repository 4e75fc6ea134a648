import type { ChangeEvent } from 'react'

/** A controlled input's props: its value, its setter and its error (no schema here: the sign-in page loads it). */
export const bind = (value: string, set: (value: string) => void, error: string | undefined) => ({
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.currentTarget.value),
  error,
})

/** The field for the code of an authenticator app: six digits (seven characters let "123 456" through). */
export const APP_CODE_INPUT = {
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
  required: true,
} as const
