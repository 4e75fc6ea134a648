import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { ApiError } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { isEmailed, type MailDelivery } from '../../../platform/mail/delivery'
import { RESET_LINK_MINUTES } from '../auth.schema'
import { emailError } from './auth-form'
import { bind } from './bind'
import { AuthCard } from './AuthCard'

const BACK_TO_SIGN_IN = '← Back to sign in'

/**
 * docs/product.md#password-reset: asks for a link to choose a new password. What it says afterwards is the same
 * whether an administrator has the address or not.
 */
export function ForgotPasswordPage() {
  const { api } = useAuth()
  const location = useLocation()
  const typedOnSignIn = (location.state as { email?: unknown } | null)?.email
  const [email, setEmail] = useState(typeof typedOnSignIn === 'string' ? typedOnSignIn : '')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [delivery, setDelivery] = useState<MailDelivery>('smtp')
  const [isSubmitting, setSubmitting] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)

  const hasSent = useRef(false)

  // The confirmation replaces the form: the focus goes to its title, so that it is read out and Tab goes on from
  // there; back to the form, it goes to the address.
  useEffect(() => {
    if (sentTo) titleRef.current?.focus()
    else if (hasSent.current) emailRef.current?.focus()
    hasSent.current = sentTo !== null
  }, [sentTo])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = emailError(email)
    setError(invalid)
    if (invalid) {
      emailRef.current?.focus()
      return
    }
    setFailure(null)
    setSubmitting(true)
    try {
      const answer = (await api.post('/auth/forgot-password', { email: email.trim() })) as {
        mailDelivery?: MailDelivery
      }
      setDelivery(answer?.mailDelivery ?? 'smtp')
      setSentTo(email.trim())
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.errors?.email : undefined
      if (fieldError) {
        setError(fieldError)
        emailRef.current?.focus()
      } else {
        setFailure(caught instanceof Error ? caught.message : 'An error occurred')
      }
    } finally {
      setSubmitting(false)
    }
  }

  if (sentTo) {
    const address = (
      <Text span fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
        {sentTo}
      </Text>
    )
    // Without a mail server no link leaves the site: the screen says so rather than "check your e-mail".
    const emailed = isEmailed(delivery)
    return (
      <AuthCard
        title={emailed ? 'Check your e-mail' : 'No e-mail will arrive'}
        titleRef={titleRef}
        description={
          emailed ? (
            <>
              If an administrator account uses {address}, a link to choose a new password is on its way. It
              works once, for {RESET_LINK_MINUTES} minutes.
            </>
          ) : delivery === 'local' ? (
            <>
              No mail server is set up, so nothing is e-mailed. If an administrator account uses {address},
              the link to choose a new password is kept in the back-office Outbox: an owner or administrator
              can find it there for you. It works once, for {RESET_LINK_MINUTES} minutes.
            </>
          ) : (
            <>
              No mail server is set up yet, so nothing is e-mailed. If an administrator account uses {address}
              , the link to choose a new password waits in the back-office Outbox until one is. Ask whoever
              runs the website to set up mail, or to set a new password for you.
            </>
          )
        }
      >
        {emailed ? (
          <Text size="sm" c="gray.7">
            No mail after a few minutes? Look in your spam folder, check the address, or ask for another link.
          </Text>
        ) : null}
        <Button variant="default" fullWidth onClick={() => setSentTo(null)}>
          Ask for another link
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center" c="blue.8">
          {BACK_TO_SIGN_IN}
        </Anchor>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address you sign in with, and we will send you a link to choose a new password."
      failure={failure}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={emailRef}
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...bind(email, setEmail, error)}
          />
          <Button type="submit" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center" c="blue.8">
        {BACK_TO_SIGN_IN}
      </Anchor>
    </AuthCard>
  )
}
