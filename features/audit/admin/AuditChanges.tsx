import { Code, Group, List, Text } from '@mantine/core'
import type { AuditEntry } from '../audit.schema'
import { changeLines } from './audit'

/** An entry's changed fields, one a line: the field, then from → to (long values cut; the whole on hover). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.changes)
  if (lines.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No field changes were recorded for this action.
      </Text>
    )
  }
  return (
    <List spacing={6} size="sm" listStyleType="none" aria-label="Changed fields">
      {lines.map((line) => (
        <List.Item key={line.field}>
          <Group gap={6} wrap="wrap" align="baseline" title={line.full || undefined}>
            <Text component="span" size="sm" fw={600}>
              {line.field}:
            </Text>
            {line.from === undefined && line.to === undefined ? (
              <Text component="span" size="sm" c="gray.7">
                changed (value not recorded)
              </Text>
            ) : null}
            {line.from !== undefined ? (
              <Code style={{ wordBreak: 'break-word' }} c="red.9" bg="red.0">
                {line.from}
              </Code>
            ) : null}
            {line.from !== undefined && line.to !== undefined ? (
              <Text component="span" size="sm" aria-label="to">
                →
              </Text>
            ) : null}
            {line.to !== undefined ? (
              <Code style={{ wordBreak: 'break-word' }} c="#1e6b30" bg="green.0">
                {line.to}
              </Code>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  )
}
