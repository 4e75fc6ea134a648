import { Button, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '../../../platform/auth/access'
import { unwrapData } from '../../../ui/backoffice/api-client'
import { LoadError } from '../../../ui/backoffice/components/LoadError'
import { errorMessage, notify } from '../../../ui/backoffice/notify'
import { useApi, useApiObject, useInvalidate } from '../../../ui/backoffice/queries'
import type { SecuritySettings } from '../two-factor.schema'

export const SECURITY_SETTINGS_KEY = ['security', 'settings'] as const

/** docs/product.md#two-factor-sign-in: the roles that must use two-factor sign-in (owners only). */
export function TwoFactorPolicyCard() {
  const api = useApi()
  const invalidate = useInvalidate()
  const settings = useApiObject<SecuritySettings>(SECURITY_SETTINGS_KEY, '/security/settings')
  const [roles, setRoles] = useState<Role[]>([])
  const [isSaving, setSaving] = useState(false)

  useEffect(() => {
    if (settings.data) setRoles(settings.data.twoFactorRequiredRoles)
  }, [settings.data])

  async function save() {
    setSaving(true)
    try {
      unwrapData(await api.put('/security/settings', { twoFactorRequiredRoles: roles }))
      await invalidate(SECURITY_SETTINGS_KEY)
      notify.success('Security settings saved')
    } catch (error) {
      notify.error(errorMessage(error, 'The security settings could not be saved.'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="two-factor-policy-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="two-factor-policy-title">
            Require two-factor sign-in
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            People of a checked role who have not set it up can only set it up (or sign out) after their next
            page load.
          </Text>
        </div>
        {settings.isPending ? (
          <Loader size="sm" aria-label="Loading security settings" />
        ) : settings.isError ? (
          <LoadError
            message="The security settings could not be loaded."
            onRetry={() => settings.refetch()}
            isRetrying={settings.isFetching}
          />
        ) : (
          <>
            <Stack gap="sm">
              {ROLES.map((role) => (
                <Checkbox
                  key={role}
                  label={`${ROLE_LABELS[role]}: require two-factor sign-in`}
                  description={ROLE_DESCRIPTIONS[role]}
                  checked={roles.includes(role)}
                  onChange={(event) => {
                    const { checked } = event.currentTarget
                    setRoles((current) =>
                      checked ? [...current, role] : current.filter((entry) => entry !== role),
                    )
                  }}
                />
              ))}
            </Stack>
            <Group justify="flex-end">
              <Button onClick={save} disabled={isSaving}>
                {isSaving ? 'Saving...' : 'Save'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  )
}
