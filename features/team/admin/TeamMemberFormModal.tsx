import { SimpleGrid, TextInput } from '@mantine/core'
import { ScheduleButton } from '../../schedules/admin/ScheduleButton'
import { useState } from 'react'
import { ActiveSwitch, TextBlock } from '../../../ui/backoffice/components/fields'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { notify } from '../../../ui/backoffice/notify'
import { useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { type TeamMember, TeamMemberInputSchema } from '../team.schema'
import { TEAM_MESSAGES, TEAM_UPLOAD_PATH, TEAM } from './team-admin'
import { HistoryButton } from '../../history/admin/HistoryDrawer'
import { teamContentType } from '../team.content-type'
import { DRAFT_MESSAGES } from '../../drafts/admin/draft-text'
import { useServerDraft } from '../../drafts/admin/useServerDraft'

/** Add or edit a team member (docs/product.md#team-member-form). */
export const TeamMemberFormModal = entityFormModal(TeamMemberForm, {
  titles: ['Add team member', 'Edit team member'],
  size: 820,
})

function TeamMemberForm({ item: member, frame }: EntityFormProps<TeamMember>) {
  const save = useSaveEntity(TEAM.path, member, TEAM.queryKey)
  const [isUploading, setUploading] = useState(false)
  const valuesOf = (item: Partial<TeamMember> | null) => ({
    name: item?.name ?? '',
    surname: item?.surname ?? '',
    position: item?.position ?? '',
    jobTitle: item?.jobTitle ?? '',
    email: item?.email ?? '',
    description: item?.description ?? '',
    imageUrl: item?.imageUrl ?? (null as string | null),
    isActive: item?.isActive ?? true,
  })
  const entityForm = useEntityForm({
    initialValues: valuesOf(member),
    schema: TeamMemberInputSchema,
    save: async (data) => {
      await save(data)
      // The form showed the draft: what went live is it, so the draft goes (docs/product.md#drafts).
      if (await serverDraft.afterSave()) notify.success(DRAFT_MESSAGES.savedAndDiscarded)
    },
    success: member ? TEAM_MESSAGES.updated : TEAM_MESSAGES.added,
    failure: () => TEAM_MESSAGES.saveFailed,
    onInvalid: () => notify.error(TEAM_MESSAGES.fixErrors),
    frame,
  })
  const { layout, field, checkbox, image } = entityForm
  const serverDraft = useServerDraft({
    type: 'team',
    path: `${TEAM.path}/${member?._id}`,
    itemId: member?._id ?? null,
    form: entityForm,
    body: (data) => data,
    fromFields: (fields) => valuesOf({ ...member, ...(fields as Partial<TeamMember>) }),
    liveValues: valuesOf(member),
    keys: [TEAM.queryKey],
    create: { path: TEAM.path, body: (data) => data },
    close: frame.onDone,
  })

  return (
    <FormLayout
      {...layout}
      notice={
        <>
          {layout.notice}
          {serverDraft.notice}
        </>
      }
      secondaryAction={serverDraft.saveDraftButton}
      submitLabel={member ? 'Save changes' : 'Add team member'}
      secondary={
        member ? <HistoryButton type={teamContentType} itemId={member._id} onRestored={frame.onDone} /> : null
      }
      submitDisabled={isUploading}
      sticky
      split={8}
      aside={
        <ImageUploadField
          label="Photo"
          description="Optional. A square portrait of at least 600 × 600 px looks best."
          uploadPath={TEAM_UPLOAD_PATH}
          {...image('imageUrl')}
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
      }
    >
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
      <TextBlock
        label="Description"
        description="Shown when a visitor opens the member’s card on the website."
        withAsterisk
        maxLength={5000}
        {...field('description')}
        rows={[4, 10]}
      />
      <ActiveSwitch description="Active members are shown on the website." {...checkbox('isActive')} />
      {member ? <ScheduleButton type="team" itemId={member._id} hasDraft={serverDraft.hasDraft} /> : null}
    </FormLayout>
  )
}
