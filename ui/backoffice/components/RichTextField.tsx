import { Input } from '@mantine/core'
import { lazy, Suspense, useId } from 'react'
import { HERO_TITLE, RICH_TEXT } from '../../../platform/rich-text'
import classes from '../rich-text/RichTextEditor.module.css'

/** The editor's code (Tiptap, ProseMirror) is loaded by the first form that shows one (docs/decisions/0018). */
const RichTextEditorBody = lazy(() => import('../rich-text/RichTextEditorBody'))

const FORMATS = { rich: RICH_TEXT, heroTitle: HERO_TITLE }

export type RichTextFieldProps = {
  label: string
  description?: string
  error?: string
  withAsterisk?: boolean
  value: string
  /** The HTML as stored: '' for an empty editor. */
  onChange: (html: string) => void
  'data-field'?: string
  /** The editing area's height grows with the text from `rows[0]` lines; `rows[1]` is kept for TextBlock's props. */
  rows?: [number, number]
  /** `rich`: paragraphs, headings, lists, links (platform/rich-text.ts RICH_TEXT); `heroTitle`: one line with accents. */
  format?: keyof typeof FORMATS
}

/**
 * A field of formatted text (platform/rich-text.ts): a visual editor with the toolbar of what the website keeps,
 * with a Mantine input's label, description, error and asterisk. The editable area is named by the label and
 * described by the description and error; Enter in a hero title makes no new paragraph. Takes the props of
 * `useEntityForm`'s `field()` like TextBlock.
 */
export function RichTextField({
  label,
  description,
  error,
  withAsterisk,
  value,
  onChange,
  rows = [4, 12],
  format = 'rich',
  ...props
}: RichTextFieldProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : '']
    .filter(Boolean)
    .join(' ')
  const minHeight = format === 'heroTitle' ? undefined : `calc(${rows[0]} * 1.6em + 20px)`
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      labelElement="div"
      labelProps={{
        // A div names the editable area (a label can only name form controls); a click on it still focuses it.
        onClick: () => document.querySelector<HTMLElement>(`[aria-labelledby="${id}-label"]`)?.focus(),
      }}
    >
      <Suspense fallback={<div className={classes.loading} style={{ minHeight }} aria-hidden="true" />}>
        <RichTextEditorBody
          label={label}
          format={FORMATS[format]}
          value={value}
          onChange={onChange}
          labelledBy={`${id}-label`}
          describedBy={describedBy || undefined}
          invalid={Boolean(error)}
          dataField={props['data-field']}
          minHeight={minHeight}
        />
      </Suspense>
    </Input.Wrapper>
  )
}
