import { Switch, type SwitchProps, Text, Textarea, type TextareaProps } from '@mantine/core'

/** "120 / 500" under a field with a limit, in red once the text is longer (saving then says by how much). */
function CharacterCount({ length, limit }: { length: number; limit: number }) {
  const over = length > limit
  return (
    <Text size="xs" ta="right" mt={4} c={over ? 'red.9' : 'gray.7'}>
      {length.toLocaleString('en-GB')} / {limit.toLocaleString('en-GB')}
      {over ? ` (${(length - limit).toLocaleString('en-GB')} too many)` : ''}
    </Text>
  )
}

/**
 * A text area of plain text that grows with its text from `rows[0]` to `rows[1]` lines. With `maxLength`, a live
 * count against the limit shows under it; the limit is not a hard stop (a pasted text too long can be shortened
 * in place), the form's check refuses it when saving. Formatted text uses RichTextField.
 */
export function TextBlock({
  rows: [minRows, maxRows],
  maxLength,
  ...props
}: Omit<TextareaProps, 'rows'> & { rows: [number, number] }) {
  const length = typeof props.value === 'string' ? props.value.length : 0
  return (
    <Textarea
      {...props}
      autosize
      minRows={minRows}
      maxRows={maxRows}
      inputContainer={
        maxLength === undefined
          ? undefined
          : (input) => (
              <>
                {input}
                <CharacterCount length={length} limit={maxLength} />
              </>
            )
      }
    />
  )
}

/** The Active switch of an entity shown on the website only while active. */
export function ActiveSwitch(props: Omit<SwitchProps, 'label' | 'color'>) {
  return <Switch label="Active" {...props} color="green.8" />
}
