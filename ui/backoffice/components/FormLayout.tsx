import { Grid, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { FormActions } from './FormActions'

/**
 * An add/edit form's frame: its fields in a column (with `aside`, the images and settings, beside them on wider
 * screens: `split` twelfths for the fields), then Cancel and save (FormActions). Checked by the form itself
 * (noValidate): the messages are the API's own.
 */
export function FormLayout({
  onSubmit,
  aside,
  split = 7,
  notice,
  children,
  ...actions
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  aside?: ReactNode
  split?: number
  /** Above the fields: the offer to restore an unsaved copy (useEntityForm). */
  notice?: ReactNode
  children: ReactNode
} & Parameters<typeof FormActions>[0]) {
  const fields = <Stack gap="md">{children}</Stack>
  return (
    <form onSubmit={onSubmit} noValidate>
      {notice}
      {aside === undefined ? (
        fields
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: split }}>{fields}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 12 - split }}>{aside}</Grid.Col>
        </Grid>
      )}
      <FormActions {...actions} />
    </form>
  )
}
