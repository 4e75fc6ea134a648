import { Button, Grid, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import type { FormEvent } from 'react'
import { ApiError } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { notify } from '../../../ui/backoffice/notify'
import { useApi } from '../../../ui/backoffice/queries'
import type { SessionAdmin } from '../../../ui/backoffice/session'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import {
  type CredentialsForm,
  credentialsErrorField,
  credentialsUpdate,
  SETTINGS_MESSAGES,
} from './settings-form'

/**
 * docs/product.md#admin-user-tab: the Admin User tab — name, e-mail and password of the signed-in administrator.
 */
/** The password fields: name, label, hint and what the browser may fill in. */
const PASSWORDS = [
  ['currentPassword', 'Current password', 'Needed to change the password.', 'current-password'],
  ['newPassword', 'New password', 'At least 6 characters.', 'new-password'],
  ['confirmPassword', 'Confirm new password', 'Type the new password again.', 'new-password'],
] as const

export function CredentialsTab() {
  const { admin, replaceSession } = useAuth()
  const api = useApi()
  const { form, isSaving, onSubmit, field } = useEntityForm({
    initialValues: {
      name: admin?.name ?? '',
      email: admin?.email ?? '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    } satisfies CredentialsForm,
    check: (values) => {
      const result = credentialsUpdate(admin!, values)
      return result.kind === 'errors' ? { data: null, errors: result.errors } : { data: result, errors: null }
    },
    save: async (result) => {
      if (result.kind === 'unchanged') {
        notify.info(SETTINGS_MESSAGES.noChanges)
        return false
      }
      const body = await api.put<{ data?: { token?: string; admin?: SessionAdmin } }>(
        '/auth/update-credentials',
        result.payload,
      )
      const token = body?.data?.token
      const updated = body?.data?.admin
      if (!token || !updated) throw new ApiError('Invalid response from server')
      replaceSession(token, updated)
      form.setValues({
        name: updated.name,
        email: updated.email,
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      })
    },
    success: SETTINGS_MESSAGES.credentialsUpdated,
    failure: (error) => failureMessage(error),
    // Password-related (and e-mail) messages show under their fields; the toast carries the server's words.
    serverErrors: (error, fieldErrors) => {
      const message = failureMessage(error)
      const field = credentialsErrorField(message)
      if (field && !fieldErrors[field]) fieldErrors[field] = message
      return fieldErrors
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    if (admin) return onSubmit(event)
    event.preventDefault()
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <div>
          <Title order={2} size="h4">
            Admin user
          </Title>
          <Text size="sm" c="gray.7">
            Your name and the e-mail and password you sign in with. Leave the password fields empty to keep
            your password.
          </Text>
        </div>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Name" withAsterisk autoComplete="name" {...field('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="Email" withAsterisk type="email" autoComplete="username" {...field('email')} />
          </Grid.Col>
          {PASSWORDS.map(([name, label, description, autoComplete]) => (
            <Grid.Col key={name} span={{ base: 12, md: 4 }}>
              <PasswordInput
                label={label}
                description={description}
                autoComplete={autoComplete}
                {...field(name)}
              />
            </Grid.Col>
          ))}
        </Grid>
      </Stack>
      <Group
        justify="flex-end"
        mt="xl"
        pt="md"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Credentials'}
        </Button>
      </Group>
    </form>
  )
}

function failureMessage(error: unknown): string {
  return (error instanceof Error && error.message) || SETTINGS_MESSAGES.credentialsFailed
}
