import { SERVICES } from './services-table'
import { ScheduleButton } from '../../schedules/admin/ScheduleButton'
import { TextInput } from '@mantine/core'
import { AddressField } from '../../../ui/backoffice/components/AddressField'
import { ActiveSwitch, TextBlock } from '../../../ui/backoffice/components/fields'
import { RichTextField } from '../../../ui/backoffice/components/RichTextField'
import { FormLayout } from '../../../ui/backoffice/components/FormLayout'
import { entityFormModal, type EntityFormProps } from '../../../ui/backoffice/components/FormModal'
import { useSaveEntity } from '../../../ui/backoffice/queries'
import { useEntityForm } from '../../../ui/backoffice/useEntityForm'
import { notify } from '../../../ui/backoffice/notify'
import { type Service, ServiceInputSchema } from '../service.schema'
import { cleanFeatures, SERVICE_FORM_MESSAGES, SERVICE_UPLOAD_PATH } from './service-form'
import { pageAddress, SeoFields, seoInput, seoValues } from '../../editing/admin/SeoFields'
import { TextListField } from '../../../ui/backoffice/components/TextListField'
import { ServiceImagesFields } from './ServiceImagesFields'
import { useServiceGallery } from './useServiceGallery'
import { HistoryButton } from '../../history/admin/HistoryDrawer'
import { serviceContentType } from '../service.content-type'
import { DRAFT_MESSAGES } from '../../drafts/admin/draft-text'
import { useServerDraft } from '../../drafts/admin/useServerDraft'

/** Add or edit a service: texts, status, features and images (docs/product.md#service-form). */
export const ServiceFormModal = entityFormModal(ServiceForm, {
  titles: ['Add service', 'Edit service'],
  size: 960,
})

function ServiceForm({ item: service, frame }: EntityFormProps<Service>) {
  const save = useSaveEntity(SERVICES.path, service, SERVICES.queryKey)
  const images = useServiceGallery(service)
  const valuesOf = (item: Partial<Service> | null) => ({
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    reclaimSlug: false,
    shortDescription: item?.shortDescription ?? '',
    fullDescription: item?.fullDescription ?? '',
    details: item?.details ?? '',
    features: [...(item?.features ?? [])],
    isActive: (item?.status ?? 'active') === 'active',
    seo: seoValues(item?.seo),
  })
  const entityForm = useEntityForm({
    initialValues: valuesOf(service),
    schema: ServiceInputSchema,
    toInput: (values) => ({
      title: values.title,
      // A new item's empty address is made from its title by the server.
      slug: values.slug.trim() === '' && !service ? undefined : values.slug,
      reclaimSlug: values.reclaimSlug || undefined,
      shortDescription: values.shortDescription,
      fullDescription: values.fullDescription,
      details: values.details,
      status: values.isActive ? 'active' : 'inactive',
      features: cleanFeatures(values.features),
      images: images.gallery.images,
      mainImageUrl: images.gallery.mainImageUrl,
      seo: seoInput(values.seo),
    }),
    save: async (data) => {
      const { title, slug, reclaimSlug, shortDescription, fullDescription, details, status, features, seo } =
        data
      // An existing service's images are saved as they change, but their new order by this Save.
      const order = images.isReordered ? { images: data.images } : {}
      await save(
        service
          ? {
              title,
              slug,
              reclaimSlug,
              shortDescription,
              fullDescription,
              details,
              status,
              features,
              seo,
              ...order,
            }
          : data,
      )
      // The form showed the draft: what went live is it, so the draft goes (docs/product.md#drafts).
      if (await serverDraft.afterSave()) notify.success(DRAFT_MESSAGES.savedAndDiscarded)
    },
    success: service ? SERVICE_FORM_MESSAGES.updated : SERVICE_FORM_MESSAGES.created,
    failure: (error) => SERVICE_FORM_MESSAGES.saveFailed(error instanceof Error ? error.message : undefined),
    frame,
  })
  const { values, errors, isSaving, layout, field, checkbox } = entityForm
  const serverDraft = useServerDraft({
    type: 'services',
    path: `${SERVICES.path}/${service?._id}`,
    itemId: service?._id ?? null,
    form: entityForm,
    body: ({
      title,
      slug,
      reclaimSlug,
      shortDescription,
      fullDescription,
      details,
      status,
      features,
      seo,
    }) => ({
      title,
      slug,
      reclaimSlug,
      shortDescription,
      fullDescription,
      details,
      status,
      features,
      seo,
    }),
    fromFields: (fields) => valuesOf({ ...service, ...(fields as Partial<Service>) }),
    liveValues: valuesOf(service),
    keys: [SERVICES.queryKey],
    create: { path: SERVICES.path, body: (data) => data },
    close: frame.onDone,
  })

  const featureCount = cleanFeatures(values.features).length

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
      submitLabel={service ? 'Save changes' : 'Create service'}
      secondary={
        service ? (
          <HistoryButton type={serviceContentType} itemId={service._id} onRestored={frame.onDone} />
        ) : null
      }
      submitDisabled={images.isUploading || images.isBusy}
      sticky
      aside={
        <ServiceImagesFields
          images={images}
          isExisting={!!service}
          isSaving={isSaving}
          errors={{ mainImageUrl: errors.mainImageUrl, images: errors.images }}
        />
      }
    >
      <TextInput
        label="Title"
        withAsterisk
        data-autofocus
        {...field('title')}
        maxLength={150}
        placeholder="e.g. Power distribution"
      />
      <AddressField
        address={serviceContentType.address}
        title={values.title}
        slug={field('slug')}
        reclaim={checkbox('reclaimSlug')}
        reclaimOffer={errors.reclaimSlug}
      />
      <TextBlock
        label="Short description"
        description="Shown on the service card and at the top of the service page."
        withAsterisk
        {...field('shortDescription')}
        maxLength={500}
        rows={[2, 4]}
      />
      <TextBlock
        label="Full description"
        description="Optional. Leave an empty line between paragraphs."
        {...field('fullDescription')}
        maxLength={20000}
        rows={[4, 10]}
      />
      <TextListField
        label="Features"
        itemLabel="Feature"
        description={`Listed under “What’s included” on the service page, in this order${
          featureCount > 0 ? ` (${featureCount})` : ''
        }.`}
        {...field('features')}
        errorOf={(index) => errors[`features.${index}`]}
        placeholder="e.g. Site survey and load study"
        maxLength={200}
        max={30}
      />
      <RichTextField
        label="Details"
        description="Optional. Shown on the service page after the full description: headings, lists and links."
        {...field('details')}
        rows={[4, 12]}
      />
      <ActiveSwitch description="Active services are shown on the website." {...checkbox('isActive')} />
      {service ? (
        <ScheduleButton type="services" itemId={service._id} hasDraft={serverDraft.hasDraft} />
      ) : null}
      <SeoFields
        value={values.seo}
        onChange={(seo) => entityForm.form.setFieldValue('seo', seo)}
        own={{
          title: values.title || 'Service title',
          description: values.shortDescription,
          image: images.gallery.mainImageUrl ?? null,
        }}
        address={pageAddress(serviceContentType.address, values.slug)}
        uploadPath={SERVICE_UPLOAD_PATH}
        errors={{ title: errors['seo'] }}
      />
    </FormLayout>
  )
}
