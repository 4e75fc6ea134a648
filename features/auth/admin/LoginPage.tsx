import { lazy, startTransition, Suspense, useState, type FormEvent } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import {
  LightAuthCard,
  LightButton,
  LightEnd,
  LightFields,
  LightLink,
  LightPasswordInput,
  LightSpinner,
  LightTextInput,
} from '../../../ui/backoffice/light/Light'
import { PrefetchScreen } from '../../../ui/backoffice/PrefetchScreen'
import { bind } from './bind'

export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.'

/**
 * The code step of two-factor sign-in, with Mantine, loaded when the server asks for a code: only accounts with
 * two-factor sign-in see it, and loading it earlier would put Mantine's styles on this page.
 */
const loadCodeStep = () => import('./SignInCodeStep')
const SignInCodeStep = lazy(loadCodeStep)

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
  // The screen that opens after signing in is fetched while the person types (its code and styles), so that
  // pressing 'Sign in' waits for the server's answer and the screen's data only.
  const [isPrefetching, setPrefetching] = useState(false)

  if (status === 'loading') return <LightSpinner />
  if (status === 'signedIn' && !isSubmitting) return <Navigate to={target} replace />
  if (challenge) {
    return (
      <Suspense fallback={<LightSpinner />}>
        <SignInCodeStep
          challenge={challenge}
          onDone={() => navigate(target, { replace: true })}
          onBack={() => {
            setChallenge(null)
            setPassword('')
            setSubmitting(false)
          }}
        />
      </Suspense>
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
      if ('challenge' in answer) {
        // In a transition, once its code is there: the form stays ('Signing in...') until the code step shows.
        await loadCodeStep()
        return startTransition(() => setChallenge(answer.challenge))
      }
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

  // Drawn without Mantine (ui/backoffice/light/): the first page of the back-office loads React and this form only.
  return (
    <LightAuthCard title="Sign in" description="Manage the website’s content." failure={failure}>
      <form onSubmit={submit} onFocus={() => setPrefetching(true)} noValidate>
        {isPrefetching ? <PrefetchScreen page={target} /> : null}
        <LightFields>
          <LightTextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...bind(email, setEmail, errors.email)}
          />
          <LightPasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...bind(password, setPassword, errors.password)}
          />
          <LightEnd>
            {/* The address typed so far goes along (navigation state, not the URL) and fills the next form. */}
            <LightLink to="/forgot-password" state={{ email: email.trim() }}>
              Forgot password?
            </LightLink>
          </LightEnd>
          <LightButton type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </LightButton>
        </LightFields>
      </form>
      <LightLink to="/" centered>
        ← Back to the website
      </LightLink>
    </LightAuthCard>
  )
}
