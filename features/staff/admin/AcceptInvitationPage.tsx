import { Alert, Anchor, Center, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ROLE_DESCRIPTIONS } from '../../../platform/auth/access'
import { ApiError, unwrapData } from '../../../ui/backoffice/api-client'
import { readSession, useAuth } from '../../../ui/backoffice/AuthProvider'
import { notify } from '../../../ui/backoffice/notify'
import { WithQueries } from '../../../ui/backoffice/query-client'
import { AuthCard } from '../../auth/admin/AuthCard'
import { newPasswordErrors } from '../../auth/admin/auth-form'
import { bind } from '../../auth/admin/bind'
import { NewPasswordFields } from '../../auth/admin/NewPasswordFields'
import { type InvitationDetails, STAFF_MESSAGES } from '../staff.schema'

type Errors = { name?: string; password?: string; confirmation?: string }

/** What the server says of a link that cannot be used, with the way to sign in. */
function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthCard
      title="This invitation cannot be used"
      description="An invitation link works once, for 72 hours."
    >
      <Alert color="red" role="alert">
        <Text size="sm">{message}</Text>
      </Alert>
      <Anchor component={Link} to="/login" size="sm" ta="center" c="blue.8">
        Go to sign in
      </Anchor>
    </AuthCard>
  )
}

/**
 * docs/product.md#invitations: the screen of the mailed link. The company and role it is for, the address
 * (fixed), then a name and a password; on success the person is signed in and goes to the dashboard.
 */
export function AcceptInvitationPage() {
  return (
    <WithQueries>
      <AcceptInvitation />
    </WithQueries>
  )
}

function AcceptInvitation() {
  const { api, replaceSession } = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [isSubmitting, setSubmitting] = useState(false)
  const refs = {
    name: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmation: useRef<HTMLInputElement>(null),
  }

  const details = useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => unwrapData<InvitationDetails>(await api.post('/invitations/lookup', { token })),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  })

  if (!token) return <InvalidInvitation message={STAFF_MESSAGES.invalidInvitation} />
  if (details.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Checking the invitation" />
      </Center>
    )
  }
  if (details.isError || !details.data) {
    const message = details.error instanceof Error ? details.error.message : STAFF_MESSAGES.invalidInvitation
    return <InvalidInvitation message={message || STAFF_MESSAGES.invalidInvitation} />
  }
  const invitation = details.data

  function showErrors(next: Errors) {
    setErrors(next)
    const first = (['name', 'password', 'confirmation'] as const).find((field) => next[field])
    if (first) refs[first].current?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next: Errors = {
      ...(name.trim() ? {} : { name: 'Name is required' }),
      ...newPasswordErrors(password, confirmation),
    }
    if (next.password === 'New password is required') next.password = 'Password is required'
    if (next.confirmation) next.confirmation = 'Passwords do not match'
    showErrors(next)
    if (next.name || next.password || next.confirmation) return
    setFailure(null)
    setSubmitting(true)
    try {
      const session = readSession(await api.post('/invitations/accept', { token, name, password }))
      replaceSession(session.token, session.admin)
      notify.success(`Welcome, ${name.trim()}. You are signed in.`)
      navigate('/admin', { replace: true })
    } catch (caught) {
      setSubmitting(false)
      const fields = caught instanceof ApiError ? caught.errors : undefined
      if (fields?.name || fields?.password)
        return showErrors({ name: fields.name, password: fields.password })
      setFailure(
        caught instanceof Error && caught.message ? caught.message : 'The invitation could not be accepted.',
      )
    }
  }

  const company = invitation.companyName ?? 'the back-office'
  return (
    <AuthCard
      title={`Join ${company} as ${invitation.roleLabel}`}
      description={`${invitation.roleLabel}: ${ROLE_DESCRIPTIONS[invitation.role]}.`}
      failure={failure}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            value={invitation.email}
            readOnly
            description="The address you were invited at."
          />
          <TextInput
            ref={refs.name}
            label="Name"
            autoComplete="name"
            required
            {...bind(name, setName, errors.name)}
          />
          <NewPasswordFields
            noun="password"
            refs={refs}
            password={bind(password, setPassword, errors.password)}
            confirmation={bind(confirmation, setConfirmation, errors.confirmation)}
            submit={{ label: 'Join and sign in', busyLabel: 'Joining...', isSubmitting }}
          />
        </Stack>
      </form>
    </AuthCard>
  )
}
