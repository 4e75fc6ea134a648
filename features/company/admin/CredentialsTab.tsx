import { Button, Grid, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { serverFieldErrors } from '../../../ui/backoffice/form'
import { notify } from '../../../ui/backoffice/notify'
import { useApi } from '../../../ui/backoffice/queries'
import type { SessionAdmin } from '../../../ui/backoffice/session'
import {
  type CredentialsForm,
  credentialsErrorField,
  credentialsUpdate,
  SETTINGS_MESSAGES,
} from './settings-form'

/**
 * docs/product.md#admin-user-tab: the Admin User tab — name, e-mail and password of the signed-in administrator.
 */
export function CredentialsTab() {
  const { admin, replaceSession } = useAuth()
  const api = useApi()
  const [form, setForm] = useState<CredentialsForm>(() => ({
    name: admin?.name ?? '',
    email: admin?.email ?? '',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isSaving, setSaving] = useState(false)

  function set(key: keyof CredentialsForm, value: string) {
    setForm((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!admin) return
    const result = credentialsUpdate(admin, form)
    if (result.kind === 'errors') {
      setErrors(result.errors)
      document.querySelector<HTMLElement>(`[data-field="${Object.keys(result.errors)[0]}"]`)?.focus()
      return
    }
    if (result.kind === 'unchanged') {
      setErrors({})
      notify.info(SETTINGS_MESSAGES.noChanges)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const body = await api.put<{ data?: { token?: string; admin?: SessionAdmin } }>(
        '/auth/update-credentials',
        result.payload,
      )
      const token = body?.data?.token
      const updated = body?.data?.admin
      if (!token || !updated) throw new ApiError('Invalid response from server')
      replaceSession(token, updated)
      setForm({
        name: updated.name,
        email: updated.email,
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      })
      notify.success(SETTINGS_MESSAGES.credentialsUpdated)
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : SETTINGS_MESSAGES.credentialsFailed
      // Password-related (and e-mail) messages show under their fields; the toast carries the server's words.
      const fieldErrors = serverFieldErrors(error) ?? {}
      const field = credentialsErrorField(message)
      if (field && !fieldErrors[field]) fieldErrors[field] = message
      setErrors(fieldErrors)
      notify.error(message || SETTINGS_MESSAGES.credentialsFailed)
    } finally {
      setSaving(false)
    }
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
            <TextInput
              label="Name"
              withAsterisk
              data-field="name"
              autoComplete="name"
              value={form.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.name}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label="Email"
              withAsterisk
              type="email"
              data-field="email"
              autoComplete="username"
              value={form.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={errors.email}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PasswordInput
              label="Current password"
              description="Needed to change the password."
              data-field="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(e) => set('currentPassword', e.currentTarget.value)}
              error={errors.currentPassword}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PasswordInput
              label="New password"
              description="At least 6 characters."
              data-field="newPassword"
              autoComplete="new-password"
              value={form.newPassword}
              onChange={(e) => set('newPassword', e.currentTarget.value)}
              error={errors.newPassword}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PasswordInput
              label="Confirm new password"
              description="Type the new password again."
              data-field="confirmPassword"
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={(e) => set('confirmPassword', e.currentTarget.value)}
              error={errors.confirmPassword}
            />
          </Grid.Col>
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
