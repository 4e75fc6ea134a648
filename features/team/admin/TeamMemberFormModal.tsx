import { useState } from 'react'
import { notify } from '../../../ui/backoffice/notify'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { EditWindowForm } from '../../editing/admin/EditWindowForm'
import { useEditWindow } from '../../editing/admin/useEditWindow'
import { teamContentType } from '../team.content-type'
import { type TeamMember, TeamMemberInputSchema } from '../team.schema'
import { TEAM_MESSAGES } from './team-admin'

/** Add or edit a team member (docs/product.md#team-member-form). */
export const TeamMemberFormModal = entityFormModal(TeamMemberForm, {
  titles: ['Add team member', 'Edit team member'],
  size: 820,
})

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

function TeamMemberForm({ item, frame }: EntityFormProps<TeamMember>) {
  const [isUploading, setUploading] = useState(false)
  const edit = useEditWindow({
    type: teamContentType,
    item,
    frame,
    valuesOf,
    schema: TeamMemberInputSchema,
    texts: {
      create: 'Add team member',
      created: TEAM_MESSAGES.added,
      updated: TEAM_MESSAGES.updated,
      failed: () => TEAM_MESSAGES.saveFailed,
      invalid: () => TEAM_MESSAGES.fixErrors,
    },
  })
  return (
    <EditWindowForm
      edit={edit}
      fields={teamContentType.fields}
      split={8}
      submitDisabled={isUploading}
      extra={{
        imageUrl: {
          onUploadingChange: setUploading,
          onError: (message: string, stage: 'refused' | 'upload') =>
            notify.error(
              stage === 'refused'
                ? TEAM_MESSAGES.uploadRefused(message)
                : TEAM_MESSAGES.uploadFailed(message),
            ),
        },
      }}
    />
  )
}
