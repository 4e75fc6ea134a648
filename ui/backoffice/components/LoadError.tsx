import { Button, Stack, Text, ThemeIcon } from '@mantine/core'
import { AlertIcon } from './icons'

/** What every back-office list or panel shows when its data could not be loaded: the message and 'Try Again'. */
export function LoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string
  onRetry: () => void
  isRetrying: boolean
}) {
  return (
    <Stack align="center" gap="xs" py={56} px="md" role="alert">
      <ThemeIcon size={48} radius="xl" variant="light" color="red">
        <AlertIcon size={24} />
      </ThemeIcon>
      <Text fw={600} ta="center" mt="xs">
        {message}
      </Text>
      <Button variant="default" mt="xs" onClick={onRetry} loading={isRetrying}>
        Try Again
      </Button>
    </Stack>
  )
}
