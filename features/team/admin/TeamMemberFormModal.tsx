import { Button, Grid, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { type FieldErrors, serverFieldErrors, validateForm } from '../../../ui/backoffice/form'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { type TeamMember, TeamMemberInputSchema } from '../team.schema'
import { TEAM_MESSAGES, TEAM_UPLOAD_PATH } from './team-admin'
import { FormModal } from '../../../ui/backoffice/components/FormModal'

type Props = {
  opened: boolean
  onClose: () => void
  /** The member to edit; null adds a new one. */
  member: TeamMember | null
  fullScreen?: boolean
}

/** Add or edit a team member (docs/product.md#team-member-form). */
export function TeamMemberFormModal({ opened, onClose, member, fullScreen }: Props) {
  const [isSaving, setSaving] = useState(false)
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={member ? 'Edit team member' : 'Add team member'}
      size={820}
      fullScreen={fullScreen}
      isSaving={isSaving}
    >
      <TeamMemberForm
        key={member?._id ?? 'new'}
        member={member}
        onDone={onClose}
        onSavingChange={setSaving}
      />
    </FormModal>
  )
}

type Values = {
  name: string
  surname: string
  position: string
  jobTitle: string
  email: string
  description: string
  imageUrl: string | null
  isActive: boolean
}

function TeamMemberForm({
  member,
  onDone,
  onSavingChange,
}: {
  member: TeamMember | null
  onDone: () => void
  onSavingChange: (isSaving: boolean) => void
}) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [values, setValues] = useState<Values>(() => ({
    name: member?.name ?? '',
    surname: member?.surname ?? '',
    position: member?.position ?? '',
    jobTitle: member?.jobTitle ?? '',
    email: member?.email ?? '',
    description: member?.description ?? '',
    imageUrl: member?.imageUrl ?? null,
    isActive: member?.isActive ?? true,
  }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSaving, setSavingState] = useState(false)
  const [isUploading, setUploading] = useState(false)

  function setSaving(value: boolean) {
    setSavingState(value)
    onSavingChange(value)
  }

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = validateForm(TeamMemberInputSchema, values)
    if (checked.errors) {
      setErrors(checked.errors)
      notify.error(TEAM_MESSAGES.fixErrors)
      const first = Object.keys(checked.errors)[0]
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setErrors({})
    setSaving(true)
    try {
      if (member) await api.put(`/team/${member._id}`, checked.data)
      else await api.post('/team', checked.data)
      await invalidate(queryKeys.team)
      notify.success(member ? TEAM_MESSAGES.updated : TEAM_MESSAGES.added)
      setSaving(false)
      onDone()
    } catch (error) {
      setSaving(false)
      const fieldErrors = serverFieldErrors(error)
      if (fieldErrors) setErrors(fieldErrors)
      notify.error(TEAM_MESSAGES.saveFailed)
    }
  }

  const text = (key: Exclude<keyof Values, 'imageUrl' | 'isActive'>) => ({
    'data-field': key,
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  })

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="Name" withAsterisk data-autofocus maxLength={100} {...text('name')} />
              <TextInput label="Surname" maxLength={100} {...text('surname')} />
              <TextInput
                label="Position"
                withAsterisk
                maxLength={150}
                placeholder="e.g. Engineering"
                {...text('position')}
              />
              <TextInput
                label="Job title"
                withAsterisk
                maxLength={150}
                placeholder="e.g. Lead electrical engineer"
                {...text('jobTitle')}
              />
            </SimpleGrid>
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              maxLength={254}
              autoComplete="off"
              {...text('email')}
            />
            <Textarea
              label="Description"
              description="Shown when a visitor opens the member’s card on the website."
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              maxLength={5000}
              {...text('description')}
            />
            <Switch
              label="Active"
              description="Active members are shown on the website."
              checked={values.isActive}
              onChange={(event) => set('isActive', event.currentTarget.checked)}
              color="green.8"
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <ImageUploadField
            label="Photo"
            description="Optional. A square portrait of at least 600 × 600 px looks best."
            uploadPath={TEAM_UPLOAD_PATH}
            value={values.imageUrl}
            onChange={(url) => set('imageUrl', url)}
            error={errors.imageUrl}
            previewHeight={160}
            onUploadingChange={setUploading}
            onError={(message, stage) =>
              notify.error(
                stage === 'refused'
                  ? TEAM_MESSAGES.uploadRefused(message)
                  : TEAM_MESSAGES.uploadFailed(message),
              )
            }
          />
        </Grid.Col>
      </Grid>

      <Group
        justify="flex-end"
        gap="sm"
        mt="xl"
        py="md"
        bg="white"
        pos="sticky"
        bottom={0}
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)', zIndex: 1 }}
      >
        <Button variant="default" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving || isUploading}>
          {isSaving ? 'Saving...' : member ? 'Save changes' : 'Add team member'}
        </Button>
      </Group>
    </form>
  )
}
