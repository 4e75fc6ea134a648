import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
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
  const set = (key: keyof AuditFilterValues) => (value: string) => onChange({ [key]: value })
  const any = (label: string) => ({ value: '', label })
  const filtered = Object.values(values).some(Boolean)
  return (
    <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Person"
        value={values.person}
        onChange={(event) => set('person')(event.currentTarget.value)}
        data={[any('Anyone'), ...actorOptions(facets?.actors ?? [])]}
        style={{ flex: '2 1 220px' }}
      />
      <NativeSelect
        label="Entity"
        value={values.entity}
        onChange={(event) => set('entity')(event.currentTarget.value)}
        data={[
          any('Everything'),
          ...(facets?.entities ?? []).map((value) => ({
            value,
            label: entityLabel(value, facets?.entityNames),
          })),
        ]}
        style={{ flex: '1 1 150px' }}
      />
      <NativeSelect
        label="Action"
        value={values.action}
        onChange={(event) => set('action')(event.currentTarget.value)}
        data={[
          any('Any action'),
          ...(facets?.actions ?? []).map((value) => ({ value, label: actionLabel(value) })),
        ]}
        style={{ flex: '1 1 150px' }}
      />
      <TextInput
        type="date"
        label="From"
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => set('from')(event.currentTarget.value)}
        style={{ flex: '1 1 140px' }}
      />
      <TextInput
        type="date"
        label="To"
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => set('to')(event.currentTarget.value)}
        style={{ flex: '1 1 140px' }}
      />
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  )
}
