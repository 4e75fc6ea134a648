import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { ApiError, unwrapData } from '../../../ui/backoffice/api-client'
import { useAuth } from '../../../ui/backoffice/AuthProvider'
import { errorMessage } from '../../../ui/backoffice/notify'
import type { TwoFactorSetup } from '../two-factor.schema'
import { RecoveryCodesView } from './RecoveryCodesView'
import { APP_CODE_INPUT, bind } from './bind'

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

/**
 * docs/product.md#two-factor-sign-in: scan the QR code (or type the secret), confirm with a code, then save the
 * ten recovery codes. `onFinished` runs after 'Done' on the codes.
 */
export function TwoFactorSetupFlow({ onFinished }: { onFinished: () => void }) {
  const { api, admin } = useAuth()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | undefined>()
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const setup = useMutation({
    mutationFn: async () => unwrapData<TwoFactorSetup>(await api.post('/auth/2fa/setup', {})),
  })
  const { mutate } = setup

  useEffect(() => {
    mutate()
  }, [mutate])

  async function enable(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setCodeError('Enter the 6-digit code your app shows')
      return
    }
    setCodeError(undefined)
    try {
      const answer = unwrapData<{ recoveryCodes: string[] }>(
        await api.post('/auth/2fa/enable', { code: code.replace(/\s+/g, '') }),
      )
      setRecoveryCodes(answer.recoveryCodes)
    } catch (error) {
      setCodeError(error instanceof ApiError ? (error.errors?.code ?? error.message) : errorMessage(error))
    }
  }

  if (recoveryCodes)
    return <RecoveryCodesView codes={recoveryCodes} email={admin?.email} onDone={onFinished} />
  if (setup.isPending || setup.isIdle) {
    return (
      <Center py="xl">
        <Loader aria-label="Preparing two-factor sign-in" />
      </Center>
    )
  }
  if (setup.isError || !setup.data) {
    return (
      <Alert color="red" role="alert">
        <Stack gap={6} align="flex-start">
          <Text size="sm">{errorMessage(setup.error, 'Two-factor sign-in could not be prepared.')}</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => mutate()}>
            Try again
          </Anchor>
        </Stack>
      </Alert>
    )
  }

  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`
  return (
    <form onSubmit={enable} noValidate>
      <Stack gap="md">
        <Text size="sm">
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password, Authy…).
        </Text>
        <Center>
          <img src={qr} alt="QR code to add Switchboard to your authenticator app" width={184} height={184} />
        </Center>
        <Stack gap={4}>
          <Text size="sm" c="gray.7" id="two-factor-secret-label">
            Cannot scan it? Type this key into the app instead:
          </Text>
          <Text
            ff="monospace"
            fw={600}
            bg="gray.1"
            p="sm"
            style={{ borderRadius: 6, fontSize: 15, letterSpacing: '0.05em', wordBreak: 'break-all' }}
            aria-describedby="two-factor-secret-label"
            data-testid="two-factor-secret"
          >
            {grouped(setup.data.secret)}
          </Text>
        </Stack>
        <TextInput
          label="2. Code from your app"
          description="The 6 digits the app shows for Switchboard."
          {...APP_CODE_INPUT}
          {...bind(code, setCode, codeError)}
        />
        <Group justify="flex-end">
          <Button type="submit">Turn on</Button>
        </Group>
      </Stack>
    </form>
  )
}
