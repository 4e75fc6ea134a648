import { SERVICES } from './services-table'
import { useState } from 'react'
import { isInvalidUploadResponse, unwrapData } from '../../../ui/backoffice/api-client'
import { useImageUpload } from '../../../ui/backoffice/components/ImageUploadField'
import { checkImageFile } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { useApi, useInvalidate } from '../../../ui/backoffice/queries'
import type { Service } from '../service.schema'
import {
  addImage,
  additionalImages,
  type Gallery,
  orderAdditionalImages,
  removeImage,
  SERVICE_FORM_MESSAGES,
  SERVICE_UPLOAD_PATH,
  setMainImage,
} from './service-form'

type EditableGallery = Gallery & { ids: Service['gallery'] }

function galleryOf(service: Service | null): EditableGallery {
  return {
    images: service?.images ?? [],
    mainImageUrl: service?.mainImageUrl ?? null,
    ids: service?.gallery ?? [],
  }
}

/** `saved` with its additional images in the order `current` has them (others after them). */
function keepOrder(saved: Gallery, current: Gallery): Gallery {
  const place = (url: string) => {
    const index = current.images.indexOf(url)
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return orderAdditionalImages(
    saved,
    [...additionalImages(saved)].sort((a, b) => place(a) - place(b)),
  )
}

/** One image change: what it does to a new service's gallery, and the call that makes it on an existing one. */
type Change = {
  draft: (current: Gallery) => Gallery
  call: (id: string) => Promise<unknown>
  failure: string
}

/**
 * The images of the service form (docs/product.md#service-form): a main image and additional ones. An existing
 * service's images change at once through the image calls; a new one's travel with the create.
 */
export function useServiceGallery(service: Service | null) {
  const api = useApi()
  const invalidate = useInvalidate()
  const [gallery, setGallery] = useState<EditableGallery>(() => galleryOf(service))
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  // The additional images were reordered in the form: the Save sends their order.
  const [isReordered, setReordered] = useState(false)
  const mainUpload = useImageUpload(SERVICE_UPLOAD_PATH)
  const extraUpload = useImageUpload(SERVICE_UPLOAD_PATH)
  const isUploading = mainUpload.isUploading || extraUpload.isUploading

  function fail(message: string) {
    setError(message)
    notify.error(message)
    return null
  }

  /** Uploads a chosen file; null (with a toast and a note under the images) when it was refused or failed. */
  async function uploadFile(file: File | null, kind: 'main' | 'extra'): Promise<string | null> {
    if (!file) return null
    const refused = checkImageFile(file)
    if (refused) return fail(refused)
    setError(null)
    try {
      return await (kind === 'main' ? mainUpload : extraUpload).upload(file)
    } catch (caught) {
      if (isInvalidUploadResponse(caught)) return fail(SERVICE_FORM_MESSAGES.invalidUpload)
      return fail(
        kind === 'main' ? SERVICE_FORM_MESSAGES.mainUploadFailed : SERVICE_FORM_MESSAGES.addImageFailed,
      )
    }
  }

  async function change({ draft, call, failure }: Change) {
    if (!service) {
      setGallery((current) => ({ ...current, ...draft(current) }))
      return
    }
    setBusy(true)
    try {
      const saved = galleryOf(unwrapData<Service>(await call(service._id)))
      // An order not saved yet stays (the images the call added go last).
      setGallery((current) => (isReordered ? { ...saved, ...keepOrder(saved, current) } : saved))
      await invalidate(SERVICES.queryKey)
    } catch {
      fail(failure)
    } finally {
      setBusy(false)
    }
  }

  const setMain = (url: string, failure: string): Change => ({
    draft: (current) => setMainImage(current, url),
    call: (id) => api.put(`/services/${id}/main-image`, { imageUrl: url }),
    failure,
  })

  return {
    gallery,
    error,
    isBusy,
    isReordered,
    /** The additional images in a new order, kept in the form until it is saved. */
    reorder(additional: string[]) {
      setGallery((current) => ({ ...current, ...orderAdditionalImages(current, additional) }))
      if (service) setReordered(true)
    },
    isUploading,
    mainUpload,
    extraUpload,
    async chooseMain(file: File | null) {
      const url = await uploadFile(file, 'main')
      if (url) await change(setMain(url, SERVICE_FORM_MESSAGES.mainUploadFailed))
    },
    async add(file: File | null) {
      const url = await uploadFile(file, 'extra')
      if (!url) return
      await change({
        draft: (current) => addImage(current, url),
        call: (id) => api.post(`/services/${id}/images`, { imageUrl: url }),
        failure: SERVICE_FORM_MESSAGES.addImageFailed,
      })
    },
    async makeMain(url: string) {
      setError(null)
      await change(setMain(url, SERVICE_FORM_MESSAGES.setMainFailed))
    },
    async remove(url: string) {
      setError(null)
      const imageId = gallery.ids.find((image) => image.url === url)?._id ?? encodeURIComponent(url)
      await change({
        draft: (current) => removeImage(current, url),
        call: (id) => api.delete(`/services/${id}/images/${imageId}`),
        failure: SERVICE_FORM_MESSAGES.removeImageFailed,
      })
    },
  }
}

export type ServiceGallery = ReturnType<typeof useServiceGallery>
