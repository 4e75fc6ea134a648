import { useState } from 'react'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { notify } from '../../../ui/backoffice/notify'
import { EditWindowForm } from '../../editing/admin/EditWindowForm'
import { useEditWindow } from '../../editing/admin/useEditWindow'
import { partnerContentType } from '../partner.content-type'
import { type Partner, type PartnerInput, PartnerInputSchema } from '../partner.schema'
import { PARTNERS_MESSAGES } from './partners-admin'

/** Add or edit a partner: name, website, description and logo (docs/product.md#partner-form). */
export const PartnerFormModal = entityFormModal(PartnerForm, {
  titles: ['Add partner', 'Edit partner'],
  size: 760,
})

const valuesOf = (item: Partial<Partner> | null) => ({
  name: item?.name ?? '',
  website: item?.website ?? '',
  description: item?.description ?? '',
  logo: item?.logo ?? (null as string | null),
})

/** What a save sends: no website or logo is null (the list's order is kept as it is). */
const bodyOf = ({ name, website, description, logo, logoAlt }: PartnerInput) => ({
  name,
  website: website ?? null,
  description,
  logo: logo ?? null,
  logoAlt: logo ? (logoAlt ?? null) : null,
})

function PartnerForm({ item, frame }: EntityFormProps<Partner>) {
  const [isUploading, setUploading] = useState(false)
  const edit = useEditWindow({
    type: partnerContentType,
    item,
    frame,
    valuesOf,
    schema: PartnerInputSchema,
    body: bodyOf,
    texts: {
      create: 'Add partner',
      created: PARTNERS_MESSAGES.added,
      updated: PARTNERS_MESSAGES.updated,
      failed: () => PARTNERS_MESSAGES.saveFailed,
    },
  })
  return (
    <EditWindowForm
      edit={edit}
      fields={partnerContentType.fields}
      submitDisabled={isUploading}
      extra={{
        logo: {
          messages: { size: PARTNERS_MESSAGES.logoTooLarge },
          onUploadingChange: setUploading,
          onError: (message: string) => notify.error(PARTNERS_MESSAGES.uploadFailed(message)),
        },
      }}
    />
  )
}
