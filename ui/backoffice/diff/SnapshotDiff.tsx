import { Text, Title, type TitleOrder } from '@mantine/core'
import { useId } from 'react'
import type { ContentSnapshot } from '../../../platform/content-store'
import type { ContentType } from '../../../platform/content-types'
import classes from './diff.module.css'
import { FieldDiff, RecordListDiff } from './FieldDiff'
import { snapshotChanges } from './snapshot-changes'

/**
 * One content item between two states (two revisions, or a revision and the live item): its changed fields, then a
 * section per part (a category's events) with the rows added, removed and changed. Read from the type's
 * declaration alone: its media columns are shown as images.
 */
export function SnapshotDiff({
  type,
  before,
  after,
  headingOrder = 3,
}: {
  type: ContentType
  /** The earlier state; null when there is none (the item's first revision): every field is shown as it is. */
  before: ContentSnapshot | null
  after: ContentSnapshot
  /** The level of the parts' headings, one below the heading the diff is shown under. */
  headingOrder?: TitleOrder
}) {
  const id = useId()
  const changes = snapshotChanges(type, before, after)
  if (changes.fields.length === 0 && changes.parts.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No changes
      </Text>
    )
  }
  return (
    <div className={classes.section} style={{ gap: 20 }}>
      {changes.fields.length > 0 ? (
        <ul className={classes.fields} aria-label="Changed fields">
          {changes.fields.map((change) => (
            <li key={change.key}>
              <FieldDiff
                name={change.key}
                before={change.before}
                after={change.after}
                options={changes.options}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {changes.parts.map((part) => (
        <section key={part.table} className={classes.section} aria-labelledby={`${id}-${part.table}`}>
          <Title order={headingOrder} size="h5" id={`${id}-${part.table}`}>
            {part.label}
          </Title>
          <RecordListDiff
            rows={part.rows}
            options={part.options}
            noun={type.parts?.find((p) => p.table === part.table)?.label ?? 'Item'}
            hasBefore={before !== null}
          />
        </section>
      ))}
    </div>
  )
}
