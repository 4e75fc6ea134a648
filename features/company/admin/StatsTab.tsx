import { Group, TextInput } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { Section, SettingsForm } from '../../../ui/backoffice/components/SettingsForm'
import { parseStat, type SettingsTabProps } from './settings-form'

/** docs/product.md#home-page-screen: the two figures over the hero slides; saved live. */
export function StatsTab({ draft, errors, update, save, isSaving }: SettingsTabProps) {
  /** A hero figure's field: the number as text, its change (parsed, clearing its error) and error. */
  const stat = (key: 'yearsExperience' | 'projectsCompleted') => ({
    value: String(draft.heroStats[key]),
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      update({ heroStats: { ...draft.heroStats, [key]: parseStat(e.currentTarget.value) } }, [
        `heroStats.${key}`,
      ]),
    error: errors[`heroStats.${key}`],
  })
  return (
    <SettingsForm save={save} isSaving={isSaving}>
      <Section
        title="Hero statistics"
        description="Shown over the hero images as “10+ Years Experience” and “500+ Projects Completed”."
      >
        <Group gap="md" align="flex-start">
          <TextInput label="Years of experience" inputMode="numeric" {...stat('yearsExperience')} w={200} />
          <TextInput label="Projects completed" inputMode="numeric" {...stat('projectsCompleted')} w={200} />
        </Group>
      </Section>
    </SettingsForm>
  )
}
