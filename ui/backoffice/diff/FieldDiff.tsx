import { Badge, Button, VisuallyHidden } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { thumbnailUrl } from '../images'
import classes from './diff.module.css'
import { diffSequence, diffWords, type Gap, hasGap, passages, sideOf, type TextPart } from './sequence'
import { type DiffOptions, fieldChanges } from './snapshot-changes'
import {
  displayText,
  isEmpty,
  isRecord,
  kindOf,
  labelOf,
  type ListRow,
  matchLists,
  plainText,
  titleOf,
} from './values'

/** A text longer than this (or of several lines) shows its changed passages, not two whole copies. */
const LONG_TEXT = 240

export type FieldDiffProps = {
  /** The field's key ('shortDescription'): its label and, with its values, how it is compared. */
  name: string
  /** The value before; undefined when there was none to compare (a new item): the value after is shown alone. */
  before?: unknown
  /** The value after; undefined when the item went: the value before is shown alone. */
  after?: unknown
  /** The field's label, when not the one its key gives. */
  label?: string
  options?: DiffOptions
}

/**
 * One field's change, as a person reads it (docs/product.md#audit-log): text with the words that went and came
 * marked, images side by side, lists item by item, objects field by field, other values old → new.
 */
export function FieldDiff({ name, before, after, label, options }: FieldDiffProps) {
  return (
    <div className={classes.field}>
      <div className={classes.label}>{label ?? labelOf(name, options?.labels)}</div>
      <FieldBody name={name} before={before} after={after} label={label} options={options} />
    </div>
  )
}

function FieldBody({ name, before, after, label, options }: FieldDiffProps) {
  const kind = kindOf(name, [before, after], options?.imageKeys)
  const fieldLabel = label ?? labelOf(name, options?.labels)
  switch (kind) {
    case 'text':
    case 'html':
      return (
        <TextDiff
          before={before === undefined ? undefined : textOf(before)}
          after={after === undefined ? undefined : textOf(after)}
        />
      )
    case 'image':
      return <ImageDiff label={fieldLabel} before={before} after={after} />
    case 'images':
      return <ImageListDiff label={fieldLabel} before={listOf(before)} after={listOf(after)} />
    case 'strings':
      return <StringListDiff before={listOf(before)} after={listOf(after)} />
    case 'objects':
      return (
        <RecordListDiff
          rows={matchLists(listOf(before).filter(isRecord), listOf(after).filter(isRecord))}
          options={options}
          noun="Item"
          hasBefore={before !== undefined}
        />
      )
    case 'object':
      return (
        <RecordDiff
          before={before === undefined ? undefined : isRecord(before) ? before : {}}
          after={after === undefined ? undefined : isRecord(after) ? after : {}}
          options={options}
        />
      )
    default:
      return <ValueDiff before={before} after={after} />
  }
}

const textOf = (value: unknown) =>
  isEmpty(value) ? '' : typeof value === 'string' ? plainText(value) : displayText(value)
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Words that went (struck through) or came (underlined), each named for a screen reader. */
function Marked({ parts }: { parts: readonly (TextPart | Gap)[] }) {
  return parts.map((part, index) => {
    if (part.change === 'removed') {
      return (
        <del key={index} className={classes.removed}>
          <VisuallyHidden>removed: </VisuallyHidden>
          {part.text}
        </del>
      )
    }
    if (part.change === 'added') {
      return (
        <ins key={index} className={classes.added}>
          <VisuallyHidden>added: </VisuallyHidden>
          {part.text}
        </ins>
      )
    }
    if (part.change === 'gap') {
      return (
        <span key={index} className={classes.gap} title="Unchanged text left out">
          <span aria-hidden="true">…</span>
          <VisuallyHidden>(unchanged text left out)</VisuallyHidden>
        </span>
      )
    }
    return part.text
  })
}

const Empty = () => <span className={classes.empty}>(empty)</span>

/**
 * A text's change: short texts as two lines, before and after, each with its changed words marked; long ones as
 * one text with the changed passages and a little context, and "Show all" for the whole.
 */
function TextDiff({ before, after }: { before?: string; after?: string }) {
  const [showAll, setShowAll] = useState(false)
  if (before === undefined || after === undefined) {
    const only = before ?? after ?? ''
    return <p className={classes.text}>{only ? only : <Empty />}</p>
  }
  const parts = diffWords(before, after)
  const isLong = before.length + after.length > LONG_TEXT * 2 || /\n/.test(before + after)
  if (!isLong || !before || !after) {
    return (
      <div className={classes.sides}>
        <span className={classes.side}>Before</span>
        <p className={classes.text}>{before ? <Marked parts={sideOf(parts, 'before')} /> : <Empty />}</p>
        <span className={classes.side}>After</span>
        <p className={classes.text}>{after ? <Marked parts={sideOf(parts, 'after')} /> : <Empty />}</p>
      </div>
    )
  }
  const shortened = passages(parts)
  const canShorten = hasGap(shortened)
  return (
    <div className={classes.box}>
      <p className={classes.text}>
        <Marked parts={showAll || !canShorten ? parts : shortened} />
      </p>
      {canShorten ? (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={6}
          ml={-6}
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show changes only' : 'Show all'}
        </Button>
      ) : null}
    </div>
  )
}

/** A plain value's change, old → new: yes/no, a number, a date. */
function ValueDiff({ before, after }: { before?: unknown; after?: unknown }) {
  const shown = (value: unknown) => displayText(value) || <Empty />
  if (before === undefined || after === undefined) {
    return <div className={classes.value}>{shown(before ?? after)}</div>
  }
  return (
    <div className={classes.value}>
      <del className={classes.removed}>
        <VisuallyHidden>before: </VisuallyHidden>
        {shown(before)}
      </del>
      <span className={classes.arrow} aria-hidden="true">
        →
      </span>
      <ins className={classes.added}>
        <VisuallyHidden>after: </VisuallyHidden>
        {shown(after)}
      </ins>
    </div>
  )
}

/** The last part of an address: enough to tell two images apart. */
const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || url)

/** One image in its frame, or the empty frame "No image"; captioned. */
function Picture({
  url,
  caption,
  alt,
  change,
  small,
}: {
  url: unknown
  caption: ReactNode
  alt: string
  change?: 'added' | 'removed'
  small?: boolean
}) {
  const address = typeof url === 'string' && url ? url : ''
  // An image replaced long ago may be gone from the server: its frame says so, its file name stays.
  const [isMissing, setIsMissing] = useState(false)
  return (
    <figure className={`${classes.figure} ${small ? classes.small : ''}`}>
      {address && !isMissing ? (
        <div className={classes.frame} data-change={change}>
          <img src={thumbnailUrl(address)} alt={alt} loading="lazy" onError={() => setIsMissing(true)} />
        </div>
      ) : (
        <div className={`${classes.frame} ${classes.noImage}`} data-change={change}>
          {address ? 'Image not available' : 'No image'}
        </div>
      )}
      <figcaption className={classes.caption}>
        {caption}
        {address ? (
          <span className={classes.file} title={address}>
            {fileName(address)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  )
}

/** An image's change: before and after side by side (an empty slot "No image" for none). */
function ImageDiff({ label, before, after }: { label: string; before?: unknown; after?: unknown }) {
  if (before === undefined || after === undefined) {
    const only = before === undefined ? after : before
    return (
      <div className={classes.images}>
        <Picture url={only} alt={label} caption={null} />
      </div>
    )
  }
  return (
    <div className={classes.images}>
      <Picture url={before} alt={`${label}, before`} caption={<strong>Before</strong>} />
      <span className={classes.arrow} aria-hidden="true">
        →
      </span>
      <Picture url={after} alt={`${label}, after`} caption={<strong>After</strong>} />
    </div>
  )
}

/** A list of images: the list before and the list after, the pictures that went and came marked. */
function ImageListDiff({ label, before, after }: { label: string; before: unknown[]; after: unknown[] }) {
  const steps = diffSequence(before, after, String)
  const side = (title: string, hidden: 'added' | 'removed') => {
    const shown = steps.filter((step) => step.change !== hidden)
    return (
      <div>
        <div className={classes.side}>{title}</div>
        {shown.length === 0 ? (
          <p className={`${classes.text} ${classes.empty}`}>No images</p>
        ) : (
          <ul className={classes.strip} aria-label={`${label}, ${title.toLowerCase()}`}>
            {shown.map((step, index) => {
              const change = step.change === 'same' ? undefined : step.change
              return (
                <li key={index}>
                  <Picture
                    small
                    url={step.item}
                    change={change}
                    alt={`${label} ${index + 1}${change ? `, ${change}` : ''}`}
                    caption={change ? <strong>{change === 'added' ? 'Added' : 'Removed'}</strong> : null}
                  />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    )
  }
  return (
    <div className={classes.imageLists}>
      {side('Before', 'added')}
      {side('After', 'removed')}
    </div>
  )
}

/** A list of words or values (a service's features): each item kept, removed or added. */
function StringListDiff({ before, after }: { before: unknown[]; after: unknown[] }) {
  const steps = diffSequence(before.map(displayText), after.map(displayText), (item) => item)
  if (steps.length === 0) return <Empty />
  return (
    <ul className={classes.chips}>
      {steps.map((step, index) => (
        <li key={index}>
          {step.change === 'removed' ? (
            <del className={`${classes.chip} ${classes.removed}`}>
              <VisuallyHidden>removed: </VisuallyHidden>
              {step.item || '(empty)'}
            </del>
          ) : step.change === 'added' ? (
            <ins className={`${classes.chip} ${classes.added}`}>
              <VisuallyHidden>added: </VisuallyHidden>
              {step.item || '(empty)'}
            </ins>
          ) : (
            <span className={classes.chip}>{step.item || '(empty)'}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** An object's changed fields, each labelled, compared in turn. */
export function RecordDiff({
  before,
  after,
  options,
}: {
  before?: Record<string, unknown>
  after?: Record<string, unknown>
  options?: DiffOptions
}) {
  const changes = fieldChanges(before, after, options)
  if (changes.length === 0) return <span className={classes.note}>No changes</span>
  return (
    <ul className={classes.nested}>
      {changes.map((change) => (
        <li key={change.key}>
          <FieldDiff name={change.key} before={change.before} after={change.after} options={options} />
        </li>
      ))}
    </ul>
  )
}

const CHANGE_BADGE = {
  added: { text: 'Added', color: 'green' },
  removed: { text: 'Removed', color: 'red' },
  changed: { text: 'Changed', color: 'blue' },
  same: { text: 'Unchanged', color: 'gray' },
} as const

/**
 * The items of a list of records that changed, each a card (Added, Removed, Changed) named by its title, with its
 * fields; the unchanged ones counted.
 */
export function RecordListDiff({
  rows,
  options,
  noun,
  hasBefore = true,
}: {
  rows: ListRow[]
  options?: DiffOptions
  /** What an item without a title is called: 'Item 2'. */
  noun: string
  /** Whether there was a list before: without one, the items are listed as they are, not as added. */
  hasBefore?: boolean
}) {
  const changed = rows.filter((row) => row.change !== 'same')
  const unchanged = rows.length - changed.length
  return (
    <div className={classes.section}>
      {changed.length > 0 ? (
        <ul className={classes.rows}>
          {rows.map((row, index) => {
            if (row.change === 'same') return null
            const badge = CHANGE_BADGE[row.change]
            const name = titleOf(row.after) || titleOf(row.before) || `${noun} ${index + 1}`
            return (
              <li key={index} className={classes.row} data-change={hasBefore ? row.change : undefined}>
                <div className={classes.rowHead}>
                  {hasBefore ? (
                    <Badge size="sm" variant="light" color={badge.color} radius="sm">
                      {badge.text}
                    </Badge>
                  ) : null}
                  <span>{name}</span>
                </div>
                <RecordDiff
                  before={row.change === 'added' ? undefined : row.before}
                  after={row.change === 'removed' ? undefined : row.after}
                  options={options}
                />
              </li>
            )
          })}
        </ul>
      ) : null}
      {unchanged > 0 ? (
        <span className={classes.note}>
          {unchanged} other {unchanged === 1 ? 'item' : 'items'} unchanged
        </span>
      ) : null}
    </div>
  )
}
