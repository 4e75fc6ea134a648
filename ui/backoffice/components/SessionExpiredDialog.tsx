import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../api-client'
import { useAuth } from '../AuthProvider'
import { queryClient } from '../query-client'
import { WINDOW_TITLE_STYLES } from './FormModal'

export const SESSION_TEXT = {
  title: 'Your session has expired',
  intro:
    'Sign in again to go on. Nothing you typed is lost: an unfinished save is sent as soon as you are back.',
  code: 'Two-factor sign-in is on for your account: enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  wrongPassword: 'The password is not right. Please try again.',
  wrongCode: 'The code is not right. Please try again.',
  signOutHint:
    'Signing out leaves this screen; what you typed stays in this browser and is offered back next time.',
} as const

/**
 * docs/product.md#session-expired-dialog: the session ended while the person was working (it expired, or was ended
 * from another device). Instead of signing out and dropping the screen, this asks for the password (and the code,
 * when two-factor sign-in is on) for the same account; the saves that were refused then go on. Only 'Sign out'
 * leaves, and the forms' unsaved copies stay in storage.
 */
export function SessionExpiredDialog() {
  const { isExpired, admin, login, completeTwoFactor, logout } = useAuth()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [challenge, setChallenge] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [isBusy, setBusy] = useState(false)

  function reset() {
    setPassword('')
    setCode('')
    setChallenge(null)
    setFailure(null)
    setFieldError(undefined)
  }

  function fail(error: unknown, wrong: string) {
    setFailure(error instanceof ApiError && error.status === 401 ? wrong : errorText(error))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!admin) return
    const value = challenge ? code.trim() : password
    if (!value) return setFieldError(challenge ? 'Code is required' : 'Password is required')
    setFieldError(undefined)
    setFailure(null)
    setBusy(true)
    try {
      if (challenge) await completeTwoFactor(challenge, value)
      else {
        const answer = await login(admin.email, value)
        if ('challenge' in answer) {
          setChallenge(answer.challenge)
          return
        }
      }
      reset()
      // What failed to load while the session was gone is loaded again.
      void queryClient.invalidateQueries()
    } catch (error) {
      if (challenge) setCode('')
      else setPassword('')
      fail(error, challenge ? SESSION_TEXT.wrongCode : SESSION_TEXT.wrongPassword)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened={isExpired && !!admin}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={SESSION_TEXT.title}
      centered
      radius="lg"
      styles={WINDOW_TITLE_STYLES}
      // Above every other window: the form under it waits for this.
      zIndex={400}
      // Dims the window under it too, so the question stands out from the form it is about.
      overlayProps={{ backgroundOpacity: 0.35 }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{challenge ? SESSION_TEXT.code : SESSION_TEXT.intro}</Text>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput label="Email" value={admin?.email ?? ''} readOnly autoComplete="username" />
          {challenge ? (
            <TextInput
              key="code"
              label="Authentication code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              data-autofocus
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={fieldError}
            />
          ) : (
            <PasswordInput
              key="password"
              label="Password"
              autoComplete="current-password"
              data-autofocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldError}
            />
          )}
          <Text size="xs" c="gray.7">
            {SESSION_TEXT.signOutHint}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                reset()
                logout()
              }}
              disabled={isBusy}
            >
              Sign out
            </Button>
            <Button type="submit" disabled={isBusy}>
              {isBusy ? 'Signing in...' : challenge ? 'Verify' : 'Sign in'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Sign-in failed. Please try again.'
}
