import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { notify } from '../../../ui/backoffice/notify'

/** The file the Download button saves: the codes one a line, with what they are. */
export function recoveryCodesText(codes: string[], email?: string): string {
  return [
    `Switchboard recovery codes${email ? ` for ${email}` : ''}`,
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
}

/**
 * docs/product.md#two-factor-sign-in: the ten recovery codes, shown once, with Copy, Download (.txt) and the
 * confirmation that they are kept somewhere safe.
 */
export function RecoveryCodesView({
  codes,
  email,
  onDone,
}: {
  codes: string[]
  email?: string
  onDone: () => void
}) {
  const [isSaved, setSaved] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      notify.success('Recovery codes copied')
    } catch {
      notify.error('The codes could not be copied. Select them and copy them by hand.')
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, email)], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'switchboard-recovery-codes.txt'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <Stack gap="md">
      <Alert color="yellow" title="Save your recovery codes">
        Each code signs you in once if you lose your phone. They are shown only now: keep them in a password
        manager or print them.
      </Alert>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <List
          aria-label="Recovery codes"
          listStyleType="none"
          spacing={4}
          styles={{ root: { columns: 2, columnGap: 'var(--mantine-spacing-lg)' } }}
        >
          {codes.map((code) => (
            <List.Item key={code}>
              <Text ff="monospace" size="sm" fw={500}>
                {code}
              </Text>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm" grow>
        <Button variant="default" onClick={copy}>
          Copy
        </Button>
        <Button variant="default" onClick={download}>
          Download (.txt)
        </Button>
      </Group>
      <Checkbox
        label="I have saved them"
        checked={isSaved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button onClick={onDone} disabled={!isSaved}>
        Done
      </Button>
    </Stack>
  )
}
