import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../../ui/backoffice/api-client'
import { errorMessage } from '../../../ui/backoffice/notify'
import { bind } from './bind'

/**
 * Turning two-factor sign-in off, or new recovery codes: a current code (or a recovery code), or the password.
 * `onConfirm` sends `{ code }` or `{ password }` and throws the API's error.
 */
export function TwoFactorConfirmForm({
  intro,
  confirmLabel,
  color,
  onConfirm,
  onCancel,
}: {
  intro: string
  confirmLabel: string
  color?: string
  onConfirm: (input: { code: string } | { password: string }) => Promise<void>
  onCancel: () => void
}) {
  const [withPassword, setWithPassword] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isBusy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!value.trim()) {
      setError(withPassword ? 'Password is required' : 'Code is required')
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      await onConfirm(withPassword ? { password: value } : { code: value.trim() })
    } catch (caught) {
      setBusy(false)
      setError(caught instanceof ApiError ? caught.message : errorMessage(caught))
    }
  }

  // The password or the code: the same field state, whichever is shown.
  const input = { required: true, 'data-autofocus': true, ...bind(value, setValue, error) }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {withPassword ? (
          <PasswordInput key="password" label="Your password" autoComplete="current-password" {...input} />
        ) : (
          <TextInput
            key="code"
            label="Code from your app or a recovery code"
            autoComplete="one-time-code"
            {...input}
          />
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="blue.8"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setWithPassword((current) => !current)
            setValue('')
            setError(undefined)
          }}
        >
          {withPassword ? 'Use a code instead' : 'Use your password instead'}
        </Anchor>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color={color} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
