import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import type { SessionAdmin } from '../../../ui/backoffice/session'
import { INVALID_TWO_FACTOR_CODE } from '../two-factor.messages'
import { AuthCard } from './AuthCard'
import { APP_CODE_INPUT, bind } from './bind'

export const CODE_STEP_TEXT = {
  title: 'Two-factor sign-in',
  app: 'Enter the 6-digit code from your authenticator app.',
  recovery: 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from your app instead',
} as const

/**
 * docs/product.md#two-factor-sign-in: the second step of signing in (after the password, or after a password
 * reset): a code from the app, or a recovery code.
 */
export function TwoFactorCodeStep({
  challenge,
  onDone,
  onBack,
  backLabel = '← Back to sign in',
}: {
  challenge: string
  onDone: (admin: SessionAdmin) => void
  onBack: () => void
  backLabel?: string
}) {
  const { completeTwoFactor } = useAuth()
  const [isRecovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [isSubmitting, setSubmitting] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    inputRef.current?.focus()
  }, [isRecovery])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.trim()
    if (!value) {
      setError(isRecovery ? 'Recovery code is required' : 'Code is required')
      inputRef.current?.focus()
      return
    }
    setError(undefined)
    setFailure(null)
    setSubmitting(true)
    try {
      onDone(await completeTwoFactor(challenge, value))
    } catch (caught) {
      setSubmitting(false)
      setCode('')
      setFailure(
        caught instanceof ApiError && caught.status === 401
          ? INVALID_TWO_FACTOR_CODE
          : caught instanceof Error
            ? caught.message
            : INVALID_TWO_FACTOR_CODE,
      )
      inputRef.current?.focus()
    }
  }

  return (
    <AuthCard
      title={CODE_STEP_TEXT.title}
      description={isRecovery ? CODE_STEP_TEXT.recovery : CODE_STEP_TEXT.app}
      failure={failure}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {isRecovery ? (
            <TextInput
              key="recovery"
              ref={inputRef}
              label="Recovery code"
              placeholder="abcd-efgh-jkmn"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...bind(code, setCode, error)}
            />
          ) : (
            <TextInput
              key="app"
              ref={inputRef}
              label="Authentication code"
              pattern="[0-9]*"
              {...APP_CODE_INPUT}
              {...bind(code, setCode, error)}
              styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
            />
          )}
          <Button type="submit" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Verifying...' : 'Verify'}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="blue.8"
            ta="center"
            onClick={() => {
              setRecovery((value) => !value)
              setCode('')
              setError(undefined)
            }}
          >
            {isRecovery ? CODE_STEP_TEXT.useApp : CODE_STEP_TEXT.useRecovery}
          </Anchor>
        </Stack>
      </form>
      <Anchor component="button" type="button" onClick={onBack} size="sm" ta="center" c="blue.8">
        {backLabel}
      </Anchor>
    </AuthCard>
  )
}
