import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { EditWindowForm } from '../../editing/admin/EditWindowForm'
import { useEditWindow } from '../../editing/admin/useEditWindow'
import { type Service, type ServiceInput, ServiceInputSchema } from '../service.schema'
import { serviceContentType } from '../service.content-type'
import { SERVICE_FORM_MESSAGES } from './service-form'
import { ServiceImagesFields } from './ServiceImagesFields'
import { useServiceGallery } from './useServiceGallery'

/** Add or edit a service: texts, status, features and images (docs/product.md#service-form). */
export const ServiceFormModal = entityFormModal(ServiceForm, {
  titles: ['Add service', 'Edit service'],
  size: 960,
})

/**
 * Every field is declared (SERVICE_FIELDS); the images are the gallery's (useServiceGallery), their alt texts the
 * form's (by address: saved by Save, with the service).
 */
const valuesOf = (item: Partial<Service> | null) => ({
  imageAlts: Object.fromEntries((item?.gallery ?? []).map((image) => [image.url, image.alt])) as Record<
    string,
    string | null
  >,
})

function ServiceForm({ item: service, frame }: EntityFormProps<Service>) {
  const images = useServiceGallery(service)
  const edit = useEditWindow({
    type: serviceContentType,
    item: service,
    frame,
    valuesOf,
    schema: ServiceInputSchema,
    toInput: (values) => ({
      ...values,
      images: images.gallery.images,
      mainImageUrl: images.gallery.mainImageUrl,
      imageAlts: images.gallery.images.map((url) => ({ url, alt: values.imageAlts[url] ?? null })),
    }),
    // A new service is sent with its gallery; an existing one's images are saved as they change (and a draft holds
    // none of them).
    body: (data: ServiceInput, _values, isNew) => {
      if (isNew) return data
      const { images: _images, mainImageUrl: _main, ...texts } = data
      return texts
    },
    // An existing service's images are saved as they change, but their new order by this Save.
    live: (body, data) =>
      service && images.isReordered ? { ...(body as object), images: data.images } : body,
    texts: {
      create: 'Create service',
      created: SERVICE_FORM_MESSAGES.created,
      updated: SERVICE_FORM_MESSAGES.updated,
      failed: (error) => SERVICE_FORM_MESSAGES.saveFailed(error instanceof Error ? error.message : undefined),
    },
  })
  const { errors, isSaving, values, form } = edit.form

  return (
    <EditWindowForm
      edit={edit}
      fields={serviceContentType.fields}
      submitDisabled={images.isUploading || images.isBusy}
      extra={{ seo: { own: { image: images.gallery.mainImageUrl ?? null } } }}
      aside={
        <ServiceImagesFields
          images={images}
          isExisting={!!service}
          isSaving={isSaving}
          errors={{ mainImageUrl: errors.mainImageUrl, images: errors.images }}
          alts={{
            of: (url) => values.imageAlts[url] ?? null,
            set: (url, alt) => form.setFieldValue('imageAlts', { ...values.imageAlts, [url]: alt }),
          }}
        />
      }
    />
  )
}
