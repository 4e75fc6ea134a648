import { SimpleGrid, TextInput } from '@mantine/core'
import type { SettingsTabProps } from './settings-form'
import { Section, SettingsForm } from '../../../ui/backoffice/components/SettingsForm'

const NETWORKS = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/your-company' },
  { key: 'twitter', label: 'Twitter / X', placeholder: 'https://x.com/your-company' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/your-company' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://linkedin.com/company/your-company' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@your-company' },
] as const

export function SocialTab({ draft, errors, update, save, isSaving }: SettingsTabProps) {
  return (
    <SettingsForm save={save} isSaving={isSaving}>
      <Section
        title="Social media"
        description="Each icon appears in the footer only when its link is set, and opens in a new tab."
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {NETWORKS.map((network) => (
            <TextInput
              key={network.key}
              label={network.label}
              type="url"
              placeholder={network.placeholder}
              value={draft.socialMedia[network.key] ?? ''}
              onChange={(e) =>
                update({ socialMedia: { ...draft.socialMedia, [network.key]: e.currentTarget.value } }, [
                  `socialMedia.${network.key}`,
                ])
              }
              error={errors[`socialMedia.${network.key}`]}
            />
          ))}
        </SimpleGrid>
      </Section>
    </SettingsForm>
  )
}
