import { Checkbox, Stack, TextInput } from '@mantine/core'

/**
 * An image's alt text (docs/product.md#alt-text): what a person who cannot see the image is told, or `Decorative`
 * for an image that adds nothing to the text around it. The value is the text, '' when decorative, null when none
 * was given.
 */
export function AltTextField({
  label,
  value,
  onChange,
  error,
  name,
  optional = false,
}: {
  /** The image's label: 'Photo' makes 'Photo: alt text'. */
  label: string
  value: string | null
  onChange: (value: string | null) => void
  error?: string
  /** The field's name, for the focus on a failed check. */
  name: string
  /**
   * Whether it may stay empty: a client's picture beside their name, which the name already describes (the site
   * then leaves it to the name).
   */
  optional?: boolean
}) {
  const decorative = value === ''
  return (
    <Stack gap={6}>
      <TextInput
        label={`${label}: alt text`}
        description="What someone who cannot see the image should know, e.g. “Ada Lovelace at the Lyon substation”."
        withAsterisk={!decorative && !optional}
        maxLength={250}
        data-field={name}
        value={value ?? ''}
        disabled={decorative}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      />
      <Checkbox
        label="Decorative: it adds nothing to the text (no alt text)"
        checked={decorative}
        onChange={(event) => onChange(event.currentTarget.checked ? '' : null)}
      />
    </Stack>
  )
}
