import { Switch, type SwitchProps, Textarea, type TextareaProps } from '@mantine/core'

const HTML_INPUT = { input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }

/**
 * A text area that grows with its text from `rows[0]` to `rows[1]` lines. `html`: a field of limited HTML (the
 * long texts the website renders), in a monospace font, with the hint of which tags are kept.
 */
export function TextBlock({
  rows: [minRows, maxRows],
  html = false,
  description = html
    ? 'Optional. Limited HTML is kept: paragraphs, lists, bold, italic and links.'
    : undefined,
  ...props
}: Omit<TextareaProps, 'rows'> & { rows: [number, number]; html?: boolean }) {
  return (
    <Textarea
      {...props}
      description={description}
      autosize
      minRows={minRows}
      maxRows={maxRows}
      styles={html ? HTML_INPUT : undefined}
    />
  )
}

/** The Active switch of an entity shown on the website only while active. */
export function ActiveSwitch(props: Omit<SwitchProps, 'label' | 'color'>) {
  return <Switch label="Active" {...props} color="green.8" />
}
