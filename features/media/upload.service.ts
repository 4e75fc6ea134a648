import { randomBytes } from 'node:crypto'
import type { MediaStorage } from '../../platform/media/storage'
import { processImage } from './image-pipeline'
import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  type StorageFolder,
  type UploadResult,
  type UploadStatus,
} from './media.schema'

export function createUploadService({ storage }: { storage: MediaStorage }) {
  return {
    /**
     * Re-encodes an uploaded image and stores it, with its responsive WebP copies, under a random name in
     * `folder` — never a name derived from the upload. The copies are written first, so a stored image always
     * has them; a failed write leaves nothing behind.
     */
    async store(folder: StorageFolder, input: Buffer): Promise<UploadResult> {
      const image = await processImage(input)
      // Hex, not base64url: storage keys must start with a letter or digit and may live on case-insensitive disks.
      const stem = randomBytes(16).toString('hex')
      const key = `${folder}/${stem}.${image.ext}`
      try {
        const variants: UploadResult['variants'] = []
        for (const variant of image.variants) {
          const url = await storage.put(`${folder}/${stem}-${variant.width}w.webp`, variant.data)
          variants.push({ width: variant.width, url })
        }
        const url = await storage.put(key, image.data)
        return {
          imageUrl: url,
          url,
          publicId: `${folder}/${stem}`,
          width: image.width,
          height: image.height,
          variants,
        }
      } catch (error) {
        await storage.removeWithVariants(key).catch(() => undefined)
        throw error
      }
    },

    async status(): Promise<UploadStatus> {
      const { files, bytes } = await storage.usage()
      return {
        storage: storage.driver,
        files,
        bytes,
        maxFileSize: MAX_UPLOAD_BYTES,
        allowedTypes: [...ALLOWED_IMAGE_TYPES],
      }
    },
  }
}

export type UploadService = ReturnType<typeof createUploadService>
