import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { BackofficeSpinner } from '../../../ui/backoffice/BackofficeShell'
import { bind } from './auth-form'
import { AuthCard } from './AuthCard'
import { TwoFactorCodeStep } from './TwoFactorCodeStep'

export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.'

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/admin') && !value.startsWith('//') ? value : '/admin'
}

export function LoginPage() {
  const { status, login } = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const target = safeRedirect(params.get('redirect'))
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isSubmitting, setSubmitting] = useState(false)
  const [challenge, setChallenge] = useState<string | null>(null)

  if (status === 'loading') return <BackofficeSpinner />
  if (status === 'signedIn' && !isSubmitting) return <Navigate to={target} replace />
  if (challenge) {
    return (
      <TwoFactorCodeStep
        challenge={challenge}
        onDone={() => navigate(target, { replace: true })}
        onBack={() => {
          setChallenge(null)
          setPassword('')
          setSubmitting(false)
        }}
      />
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    }
    setErrors(next)
    if (next.email || next.password) return
    setFailure(null)
    setSubmitting(true)
    try {
      const answer = await login(email.trim(), password)
      if ('challenge' in answer) return setChallenge(answer.challenge)
      navigate(target, { replace: true })
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 401
          ? LOGIN_FAILED
          : error instanceof Error
            ? error.message
            : LOGIN_FAILED,
      )
      setSubmitting(false)
    }
  }

  return (
    <AuthCard title="Sign in" description="Manage the website’s content." failure={failure}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...bind(email, setEmail, errors.email)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...bind(password, setPassword, errors.password)}
          />
          <Group justify="flex-end" mt={-6}>
            {/* The address typed so far goes along (navigation state, not the URL) and fills the next form. */}
            <Anchor
              component={Link}
              to="/forgot-password"
              state={{ email: email.trim() }}
              size="sm"
              c="blue.8"
            >
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/" size="sm" ta="center" c="blue.8">
        ← Back to the website
      </Anchor>
    </AuthCard>
  )
}
