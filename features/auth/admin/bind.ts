import type { ChangeEvent } from 'react'

/** A controlled input's props: its value, its setter and its error (no schema here: the sign-in page loads it). */
export const bind = (value: string, set: (value: string) => void, error: string | undefined) => ({
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.currentTarget.value),
  error,
})
