import { Select, Stack, Text } from '@mantine/core'
import { ROLE_DESCRIPTIONS, type Role } from '../../../platform/auth/access'
import { ROLE_OPTIONS } from './staff-admin'

/** A role, chosen by its label; each option and the field say what the role may do. */
export function RoleSelect({
  value,
  onChange,
  error,
  label = 'Role',
}: {
  value: Role | null
  onChange: (role: Role) => void
  error?: string
  label?: string
}) {
  return (
    <Select
      label={label}
      data-field="role"
      placeholder="Choose a role"
      data={ROLE_OPTIONS.map(({ value: role, label: text }) => ({ value: role, label: text }))}
      value={value}
      onChange={(next) => next && onChange(next as Role)}
      allowDeselect={false}
      error={error}
      description={value ? ROLE_DESCRIPTIONS[value] : 'What the person may see and do.'}
      // Inside the dialog, so that the open list belongs to it (and to no page region of its own).
      comboboxProps={{ withinPortal: false }}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {option.label}
          </Text>
          <Text size="xs" c="gray.7">
            {ROLE_DESCRIPTIONS[option.value as Role]}
          </Text>
        </Stack>
      )}
    />
  )
}
