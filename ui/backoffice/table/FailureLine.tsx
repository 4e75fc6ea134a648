import { Text } from '@mantine/core'

/** Under a failed row's cell: why it failed (the server's answer, the error), on one truncated red line. */
export function FailureLine({ failed, reason }: { failed: boolean; reason: string | null | undefined }) {
  return failed && reason ? (
    <Text component="div" size="xs" c="red.8" truncate>
      {reason}
    </Text>
  ) : null
}
