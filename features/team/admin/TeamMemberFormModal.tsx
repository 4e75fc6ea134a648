import { Grid, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { notify } from '../../../ui/backoffice/notify'
import { queryKeys, useApi, useInvalidate } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type TeamMember, TeamMemberInputSchema } from '../team.schema'
import { TEAM_MESSAGES, TEAM_UPLOAD_PATH } from './team-admin'
import { FormActions } from '../../../ui/backoffice/components/FormActions'
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
  const [isUploading, setUploading] = useState(false)
  const { form, errors, isSaving, onSubmit, field, checkbox } = useEntityForm({
    initialValues: {
      name: member?.name ?? '',
      surname: member?.surname ?? '',
      position: member?.position ?? '',
      jobTitle: member?.jobTitle ?? '',
      email: member?.email ?? '',
      description: member?.description ?? '',
      imageUrl: member?.imageUrl ?? (null as string | null),
      isActive: member?.isActive ?? true,
    },
    schema: TeamMemberInputSchema,
    save: async (data) => {
      if (member) await api.put(`/team/${member._id}`, data)
      else await api.post('/team', data)
      await invalidate(queryKeys.team)
    },
    success: member ? TEAM_MESSAGES.updated : TEAM_MESSAGES.added,
    failure: () => TEAM_MESSAGES.saveFailed,
    onInvalid: () => notify.error(TEAM_MESSAGES.fixErrors),
    onSavingChange,
    onSaved: onDone,
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="Name" withAsterisk data-autofocus maxLength={100} {...field('name')} />
              <TextInput label="Surname" maxLength={100} {...field('surname')} />
              <TextInput
                label="Position"
                withAsterisk
                maxLength={150}
                placeholder="e.g. Engineering"
                {...field('position')}
              />
              <TextInput
                label="Job title"
                withAsterisk
                maxLength={150}
                placeholder="e.g. Lead electrical engineer"
                {...field('jobTitle')}
              />
            </SimpleGrid>
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              maxLength={254}
              autoComplete="off"
              {...field('email')}
            />
            <Textarea
              label="Description"
              description="Shown when a visitor opens the member’s card on the website."
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              maxLength={5000}
              {...field('description')}
            />
            <Switch
              label="Active"
              description="Active members are shown on the website."
              {...checkbox('isActive')}
              color="green.8"
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <ImageUploadField
            label="Photo"
            description="Optional. A square portrait of at least 600 × 600 px looks best."
            uploadPath={TEAM_UPLOAD_PATH}
            value={form.values.imageUrl}
            onChange={(url) => form.setFieldValue('imageUrl', url)}
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

      <FormActions
        onCancel={onDone}
        isSaving={isSaving}
        submitLabel={member ? 'Save changes' : 'Add team member'}
        submitDisabled={isUploading}
        sticky
      />
    </form>
  )
}
