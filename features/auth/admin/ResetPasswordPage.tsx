import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../../ui/backoffice/api-client'
import { readSession, twoFactorChallenge, useAuth } from '../../../ui/backoffice/AuthProvider'
import { notify } from '../../../ui/backoffice/notify'
import { INVALID_RESET_LINK, PASSWORD_RESET_DONE, RESET_LINK_MINUTES } from '../auth.schema'
import { newPasswordErrors, PASSWORD_RESET_MESSAGES } from './auth-form'
import { bind } from './bind'
import { AuthCard } from './AuthCard'
import { NewPasswordFields } from './NewPasswordFields'
import { TwoFactorCodeStep } from './TwoFactorCodeStep'

/** What the server says of a link that cannot be used, with the way to a new one. */
function InvalidLink({ message, linkRef }: { message: string; linkRef: Ref<HTMLAnchorElement> }) {
  return (
    <Alert color="red" role="alert">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        <Anchor ref={linkRef} component={Link} to="/forgot-password" size="sm" fw={600} c="red.9">
          Ask for a new link
        </Anchor>
      </Stack>
    </Alert>
  )
}

/**
 * docs/product.md#password-reset: the screen of the mailed link. A new password, twice, by the API's rules; on
 * success the administrator is signed in with it and goes to the dashboard.
 */
export function ResetPasswordPage() {
  const { api, replaceSession } = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({})
  const [failure, setFailure] = useState<{ message: string; isLinkInvalid: boolean } | null>(
    token ? null : { message: INVALID_RESET_LINK, isLinkInvalid: true },
  )
  const [isSubmitting, setSubmitting] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmationRef = useRef<HTMLInputElement>(null)
  const newLinkRef = useRef<HTMLAnchorElement>(null)
  const isLinkInvalid = failure?.isLinkInvalid ?? false
  const hasSubmitted = useRef(false)
  const [challenge, setChallenge] = useState<string | null>(null)

  // The form goes away with a link that turned out unusable: the focus goes to the way to a new one.
  useEffect(() => {
    if (isLinkInvalid && hasSubmitted.current) newLinkRef.current?.focus()
  }, [isLinkInvalid])

  function showErrors(next: typeof errors) {
    setErrors(next)
    if (next.password) passwordRef.current?.focus()
    else if (next.confirmation) confirmationRef.current?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = newPasswordErrors(password, confirmation)
    showErrors(invalid)
    if (invalid.password || invalid.confirmation) return
    setFailure(null)
    setSubmitting(true)
    hasSubmitted.current = true
    try {
      const body = await api.post('/auth/reset-password', { token, password })
      // With two-factor sign-in on, the new password is saved but signing in takes the code step.
      const pending = twoFactorChallenge(body)
      if (pending) return setChallenge(pending.challenge)
      const session = readSession(body)
      replaceSession(session.token, session.admin)
      notify.success(PASSWORD_RESET_DONE)
      navigate('/admin', { replace: true })
    } catch (caught) {
      setSubmitting(false)
      const fieldError = caught instanceof ApiError ? caught.errors?.password : undefined
      if (fieldError) return showErrors({ password: fieldError })
      const message =
        caught instanceof Error && caught.message ? caught.message : PASSWORD_RESET_MESSAGES.failed
      setFailure({ message, isLinkInvalid: message === INVALID_RESET_LINK })
    }
  }

  if (challenge) {
    return (
      <TwoFactorCodeStep
        challenge={challenge}
        onDone={() => {
          notify.success(PASSWORD_RESET_DONE)
          navigate('/admin', { replace: true })
        }}
        onBack={() => navigate('/login', { replace: true })}
      />
    )
  }

  return (
    <AuthCard
      title="Choose a new password"
      description={
        isLinkInvalid
          ? `A reset link works once, for ${RESET_LINK_MINUTES} minutes.`
          : 'You will sign in with it from now on. Saving it signs you out everywhere else.'
      }
    >
      {failure && isLinkInvalid ? <InvalidLink message={failure.message} linkRef={newLinkRef} /> : null}
      {failure && !isLinkInvalid ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      {!isLinkInvalid ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              noun="new password"
              refs={{ password: passwordRef, confirmation: confirmationRef }}
              password={bind(password, setPassword, errors.password)}
              confirmation={bind(confirmation, setConfirmation, errors.confirmation)}
              submit={{ label: 'Save new password', busyLabel: 'Saving...', isSubmitting }}
            />
          </Stack>
        </form>
      ) : null}
      <Anchor component={Link} to="/login" size="sm" ta="center" c="blue.8">
        ← Back to sign in
      </Anchor>
    </AuthCard>
  )
}
