import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import type { ChangeEvent } from 'react'
import type { AuditFacets } from '../audit.schema'
import { actionLabel, actorOptions, entityLabel } from './audit'

export type AuditFilterValues = { person: string; entity: string; action: string; from: string; to: string }
export const NO_FILTERS: AuditFilterValues = { person: '', entity: '', action: '', from: '', to: '' }

/** The audit log's filters: who, what kind of thing, which action, and the days (both included). */
export function AuditFilters({
  values,
  facets,
  onChange,
}: {
  values: AuditFilterValues
  facets: AuditFacets | undefined
  /** The filters that changed (all of them, cleared, for Clear filters). */
  onChange: (patch: Partial<AuditFilterValues>) => void
}) {
  /** A filter's field: its value, and the change it makes. */
  const field = (key: keyof AuditFilterValues) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [key]: event.currentTarget.value }),
  })
  const any = (label: string) => ({ value: '', label })
  const options = (found: string[] | undefined, label: (value: string) => string) =>
    (found ?? []).map((value) => ({ value, label: label(value) }))
  /** The first or last day, which cannot pass the other. */
  const day = (key: 'from' | 'to', label: string, bound: { min?: string; max?: string }) => (
    <TextInput type="date" label={label} {...bound} {...field(key)} style={{ flex: '1 1 140px' }} />
  )
  const filtered = Object.values(values).some(Boolean)
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Person"
        {...field('person')}
        data={[any('Anyone'), ...actorOptions(facets?.actors ?? [])]}
        style={{ flex: '2 1 220px' }}
      />
      <NativeSelect
        label="Entity"
        {...field('entity')}
        data={[
          any('Everything'),
          ...options(facets?.entities, (value) => entityLabel(value, facets?.entityNames)),
        ]}
        style={{ flex: '1 1 150px' }}
      />
      <NativeSelect
        label="Action"
        {...field('action')}
        data={[any('Any action'), ...options(facets?.actions, actionLabel)]}
        style={{ flex: '1 1 150px' }}
      />
      {day('from', 'From', { max: values.to || undefined })}
      {day('to', 'To', { min: values.from || undefined })}
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  )
}
