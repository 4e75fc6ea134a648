import { Code, Group, List, Text } from '@mantine/core'
import type { AuditEntry } from '../audit.schema'
import { changeLines } from './audit'

const BEFORE = { c: 'red.9', bg: 'red.0' }
const AFTER = { c: '#1e6b30', bg: 'green.0' }

/** A value before (red) or after (green) the change. */
function Value({ look, children }: { look: typeof BEFORE; children: string }) {
  return (
    <Code style={{ wordBreak: 'break-word' }} {...look}>
      {children}
    </Code>
  )
}

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
            {line.from !== undefined ? <Value look={BEFORE}>{line.from}</Value> : null}
            {line.from !== undefined && line.to !== undefined ? (
              <Text component="span" size="sm" aria-label="to">
                →
              </Text>
            ) : null}
            {line.to !== undefined ? <Value look={AFTER}>{line.to}</Value> : null}
          </Group>
        </List.Item>
      ))}
    </List>
  )
}
