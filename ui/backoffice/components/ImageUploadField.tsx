import {
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Stack,
  Text,
} from '@mantine/core'
import { useEffect, useId, useState } from 'react'
import { imageUrlFromUpload } from '../api-client'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../images'
import { errorMessage } from '../notify'
import { useApi } from '../queries'

/**
 * Uploads one image to `path` with progress (120 s timeout, docs/product.md#image-uploads); resolves to its URL.
 */
export function useImageUpload(path: string) {
  const api = useApi()
  const [progress, setProgress] = useState<number | null>(null)
  async function upload(file: File): Promise<string> {
    setProgress(0)
    try {
      return imageUrlFromUpload(await api.upload(path, file, setProgress))
    } finally {
      setProgress(null)
    }
  }
  return { upload, progress, isUploading: progress !== null }
}

/** A local preview (an object URL) of a chosen file that is uploaded later, when its form is saved. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  return preview
}

type Props = {
  label: string
  /** Where the file goes: '/upload/services', '/upload?folder=team', … */
  uploadPath: string
  value: string | null
  onChange: (url: string | null) => void
  /** The recommended size or another hint under the label. */
  description?: string
  error?: string
  /**
   * Called with the message when a chosen file is refused before sending ('refused') or its upload fails
   * ('upload'); the field shows the message too.
   */
  onError?: (message: string, stage: 'refused' | 'upload') => void
  /** Called while an upload runs, so a form can hold its submit until the image is there. */
  onUploadingChange?: (isUploading: boolean) => void
  /** Messages for a refused file, when a form's documented words differ from the defaults. */
  messages?: { type?: string; size?: string }
  /** The message for a failed upload, when a form's documented words differ from the error's own. */
  failureMessage?: (error: unknown) => string
  removable?: boolean
  previewHeight?: number
}

/** An image field that uploads the chosen file at once, shows a progress bar and a preview, and can be cleared. */
export function ImageUploadField({
  label,
  uploadPath,
  value,
  onChange,
  description,
  error,
  onError,
  messages,
  failureMessage,
  removable = true,
  previewHeight = 120,
  onUploadingChange,
}: Props) {
  const id = useId()
  const { upload, progress, isUploading } = useImageUpload(uploadPath)
  const [failure, setFailure] = useState<string | null>(null)

  async function choose(file: File | null) {
    if (!file) return
    const refused = checkImageFile(file, messages)
    if (refused) {
      setFailure(refused)
      onError?.(refused, 'refused')
      return
    }
    setFailure(null)
    onUploadingChange?.(true)
    try {
      onChange(await upload(file))
    } catch (caught) {
      const message = failureMessage ? failureMessage(caught) : errorMessage(caught)
      setFailure(message)
      onError?.(message, 'upload')
    } finally {
      onUploadingChange?.(false)
    }
  }

  const shownError = error ?? failure ?? undefined
  return (
    <Input.Wrapper label={label} description={description} error={shownError} id={id}>
      <Stack gap="xs" mt={6}>
        {value ? (
          <Box pos="relative" w="fit-content">
            <Image
              src={thumbnailUrl(value)}
              alt={`${label} preview`}
              h={previewHeight}
              w="auto"
              maw="100%"
              fit="contain"
              radius="md"
              bd="1px solid var(--mantine-color-gray-3)"
              fallbackSrc={value}
            />
          </Box>
        ) : (
          <Text size="sm" c="gray.7">
            No image selected
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={isUploading}>
            {(props) => (
              <Button {...props} variant="default" size="xs" aria-describedby={id} disabled={isUploading}>
                {isUploading ? 'Uploading...' : value ? 'Replace image' : 'Upload image'}
              </Button>
            )}
          </FileButton>
          {value && removable ? (
            <CloseButton
              size="sm"
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => onChange(null)}
              disabled={isUploading}
            />
          ) : null}
        </Group>
        {progress !== null ? (
          <Progress
            value={Math.round(progress * 100)}
            size="sm"
            aria-label={`Uploading ${label.toLowerCase()}`}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  )
}
