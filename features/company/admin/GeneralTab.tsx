import { Grid, Stack, Textarea, TextInput } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { notify } from '../../../ui/backoffice/notify'
import { useApiObject } from '../../../ui/backoffice/queries'
import type { SystemStatus } from '../../system/system.schema'
import { DEFAULT_LOGO_ALT } from '../company.types'
import { CoordinatesPicker } from './CoordinatesPicker'
import type { SettingsTabProps } from './settings-form'
import { Section, SettingsForm } from '../../../ui/backoffice/components/SettingsForm'
import { LOGO_UPLOAD_PATH } from './SettingsSection'

export function GeneralTab({
  draft,
  errors,
  update,
  save,
  autoSave,
  isSaving,
  uploadFailure,
}: SettingsTabProps) {
  const status = useApiObject<SystemStatus>(['system', 'status'], '/system/status')
  type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>
  /** A text field of the company's own: its value, change handler (clearing its error) and error. */
  const text = (key: 'name' | 'email' | 'description' | 'phone' | 'address') => ({
    value: draft[key],
    onChange: (e: Change) => update({ [key]: e.currentTarget.value }, [key]),
    error: errors[key],
  })
  /** A coordinate's field: empty while not a number, its change (clearing its error) and error. */
  const coordinate = (key: 'lat' | 'lng') => ({
    value: Number.isNaN(draft.coordinates[key]) ? '' : String(draft.coordinates[key]),
    onChange: (e: Change) => {
      const value = e.currentTarget.value
      update(
        { coordinates: { ...draft.coordinates, [key]: value.trim() === '' ? Number.NaN : Number(value) } },
        [`coordinates.${key}`],
      )
    },
    error: errors[`coordinates.${key}`],
  })

  return (
    <SettingsForm save={save} isSaving={isSaving}>
      <Stack gap="xl">
        <Section
          title="Company"
          description="Shown in the navigation bar, the footer and the contact section."
        >
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Company name" withAsterisk {...text('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Email" type="email" {...text('email')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label="Description" {...text('description')} autosize minRows={2} maxRows={5} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Phone" type="tel" {...text('phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Address" {...text('address')} />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title="Logo" description="Recommended size: 200x200 pixels.">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ImageUploadField
                label="Logo image"
                description="Saved as soon as it is uploaded."
                uploadPath={LOGO_UPLOAD_PATH}
                value={draft.logo.imageUrl || null}
                onChange={(url) => void autoSave({ ...draft, logo: { ...draft.logo, imageUrl: url ?? '' } })}
                failureMessage={(error) =>
                  uploadFailure(error, 'Failed to upload the logo. Please try again.')
                }
                onError={(message) => notify.error(message)}
                previewHeight={96}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Logo alt text"
                description={`Read out by screen readers; “${DEFAULT_LOGO_ALT}” when empty.`}
                value={draft.logo.altText}
                onChange={(e) =>
                  update({ logo: { ...draft.logo, altText: e.currentTarget.value } }, ['logo'])
                }
                error={errors['logo.altText']}
                placeholder={DEFAULT_LOGO_ALT}
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title="Location" description="The contact section’s map is centred on these coordinates.">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="sm">
                <TextInput label="Latitude" inputMode="decimal" {...coordinate('lat')} />
                <TextInput label="Longitude" inputMode="decimal" {...coordinate('lng')} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <CoordinatesPicker
                value={draft.coordinates}
                onChange={(coordinates) => update({ coordinates }, ['coordinates'])}
                tileUrl={status.data?.mapTileUrl}
              />
            </Grid.Col>
          </Grid>
        </Section>
      </Stack>
    </SettingsForm>
  )
}
