import { Text } from '@mantine/core'
import classes from '../../../ui/backoffice/diff/diff.module.css'
import { FieldDiff } from '../../../ui/backoffice/diff/FieldDiff'
import { labelOf } from '../../../ui/backoffice/diff/values'
import type { AuditEntry } from '../audit.schema'
import { changedFields } from './audit'

/**
 * An entry's changed fields, each as the diff kit shows it: text with the words that went and came marked, images
 * side by side, lists item by item; a field recorded without values (a password) says only that it changed.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const fields = changedFields(entry.changes)
  if (fields.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No field changes were recorded for this action.
      </Text>
    )
  }
  return (
    <ul className={classes.fields} aria-label="Changed fields">
      {fields.map((change) => (
        <li key={change.field}>
          {change.isHidden ? (
            <div className={classes.field}>
              <div className={classes.label}>{labelOf(change.field)}</div>
              <Text size="sm" c="gray.7">
                Changed (value not recorded)
              </Text>
            </div>
          ) : (
            <FieldDiff name={change.field} before={change.before} after={change.after} />
          )}
        </li>
      ))}
    </ul>
  )
}
