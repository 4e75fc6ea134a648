import {
  ActionIcon,
  AspectRatio,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core'
import { PlusIcon, StarIcon, TrashIcon } from '../../../ui/backoffice/components/icons'
import { ImagePlaceholder } from '../../../ui/backoffice/components/ImagePlaceholder'
import {
  OrderControls,
  SortableItem,
  SortableList,
  UNSTYLED_LIST,
} from '../../../ui/backoffice/components/SortableList'
import { IMAGE_ACCEPT, thumbnailUrl } from '../../../ui/backoffice/images'
import { AltTextField } from '../../editing/admin/AltTextField'
import { additionalImages } from './service-form'
import type { ServiceGallery } from './useServiceGallery'

/** The images column of the service form: the main image, the additional ones, and what went wrong with them. */
export function ServiceImagesFields({
  images,
  isExisting,
  isSaving,
  errors,
  alts,
}: {
  images: ServiceGallery
  /** Each image's alt text, by its address (docs/product.md#alt-text): saved with the service by Save. */
  alts: { of: (url: string) => string | null; set: (url: string, alt: string | null) => void }
  /** Whether the service exists already (its image changes are saved at once). */
  isExisting: boolean
  isSaving: boolean
  errors: { mainImageUrl?: string; images?: string }
}) {
  const imagesLocked = images.isUploading || images.isBusy || isSaving
  const extras = additionalImages(images.gallery)
  const description = [
    'Shown in the gallery of the service page, in this order: drag or use the arrows.',
    isExisting ? 'Added and removed images are saved at once, their order by Save changes.' : '',
  ]
  return (
    <Stack gap="lg">
      <Input.Wrapper
        label="Main image"
        description="Shown on the service card and first on the service page."
        error={errors.mainImageUrl}
      >
        <Stack gap="xs" mt={8}>
          <AspectRatio ratio={3 / 2}>
            {images.gallery.mainImageUrl ? (
              <Image
                src={thumbnailUrl(images.gallery.mainImageUrl)}
                fallbackSrc={images.gallery.mainImageUrl}
                alt="Main image preview"
                radius="md"
                fit="cover"
              />
            ) : (
              <ImagePlaceholder text="No main image" iconSize={28} />
            )}
          </AspectRatio>
          {images.mainUpload.isUploading ? (
            <Progress
              value={Math.round((images.mainUpload.progress ?? 0) * 100)}
              size="sm"
              animated
              aria-label="Uploading main image"
            />
          ) : null}
          <Group gap="xs">
            <FileButton onChange={images.chooseMain} accept={IMAGE_ACCEPT} disabled={imagesLocked}>
              {(props) => (
                <Button {...props} variant="default" size="xs" disabled={imagesLocked}>
                  {images.mainUpload.isUploading
                    ? 'Uploading...'
                    : images.gallery.mainImageUrl
                      ? 'Replace main image'
                      : 'Upload main image'}
                </Button>
              )}
            </FileButton>
            {images.gallery.mainImageUrl ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                disabled={imagesLocked}
                onClick={() => images.remove(images.gallery.mainImageUrl!)}
              >
                Remove main image
              </Button>
            ) : null}
          </Group>
          {images.gallery.mainImageUrl ? (
            <ImageAlt label="Main image" url={images.gallery.mainImageUrl} alts={alts} />
          ) : null}
        </Stack>
      </Input.Wrapper>

      <Input.Wrapper
        label="Additional images"
        description={description.join(' ').trim()}
        error={errors.images}
      >
        <SortableList
          component={SimpleGrid}
          layout="grid"
          renderRoot={(props: object) => <ol {...props} />}
          cols={{ base: 3, sm: 2 }}
          spacing="xs"
          mt={8}
          style={UNSTYLED_LIST}
          aria-label="Additional images, in the gallery’s order"
          items={extras}
          getKey={(url: string) => url}
          nameOf={(_url: string, index: number) => `Additional image ${index + 1}`}
          onChange={(urls: string[]) => images.reorder(urls)}
          disabled={imagesLocked}
        >
          {extras.map((url, index) => (
            <SortableItem key={url} index={index} style={{ position: 'relative' }}>
              <AspectRatio ratio={1}>
                <Image
                  src={thumbnailUrl(url)}
                  fallbackSrc={url}
                  alt={`Additional image ${index + 1}`}
                  radius="md"
                  fit="cover"
                />
              </AspectRatio>
              <Group
                gap={4}
                pos="absolute"
                top={6}
                right={6}
                p={2}
                bg="rgba(255,255,255,0.92)"
                style={{ borderRadius: 8, boxShadow: 'var(--mantine-shadow-xs)' }}
              >
                <Tooltip label="Set as main" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="blue"
                    size="md"
                    aria-label={`Set additional image ${index + 1} as main`}
                    disabled={imagesLocked}
                    onClick={() => images.makeMain(url)}
                  >
                    <StarIcon size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="md"
                    aria-label={`Remove additional image ${index + 1}`}
                    disabled={imagesLocked}
                    onClick={() => images.remove(url)}
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Group justify="center" mt={4}>
                <OrderControls size="md" iconSize={16} />
              </Group>
            </SortableItem>
          ))}
          <li>
            <FileButton onChange={images.add} accept={IMAGE_ACCEPT} disabled={imagesLocked}>
              {(props) => (
                <AddImageTile
                  {...props}
                  disabled={imagesLocked}
                  isUploading={images.extraUpload.isUploading}
                />
              )}
            </FileButton>
          </li>
        </SortableList>
        {images.extraUpload.isUploading ? (
          <Progress
            mt="xs"
            value={Math.round((images.extraUpload.progress ?? 0) * 100)}
            size="sm"
            animated
            aria-label="Uploading additional image"
          />
        ) : null}
        {extras.length > 0 ? (
          <Stack gap="sm" mt="sm">
            {extras.map((url, index) => (
              <ImageAlt key={url} label={`Additional image ${index + 1}`} url={url} alts={alts} />
            ))}
          </Stack>
        ) : null}
      </Input.Wrapper>
      {images.error ? (
        <Text size="sm" c="red.8" role="alert">
          {images.error}
        </Text>
      ) : null}
      <Text size="xs" c="gray.7">
        JPEG, PNG, GIF or WEBP, up to 5 MB. Landscape images of at least 1600 × 1067 px look best.
      </Text>
    </Stack>
  )
}

/** One gallery image's alt text: optional, the service page describes an image without one from the title. */
function ImageAlt({
  label,
  url,
  alts,
}: {
  label: string
  url: string
  alts: { of: (url: string) => string | null; set: (url: string, alt: string | null) => void }
}) {
  return (
    <AltTextField
      label={label}
      name={`imageAlts.${label}`}
      optional
      value={alts.of(url)}
      onChange={(alt) => alts.set(url, alt)}
    />
  )
}

function AddImageTile({
  onClick,
  disabled,
  isUploading,
}: {
  onClick: () => void
  disabled: boolean
  isUploading: boolean
}) {
  return (
    <AspectRatio ratio={1}>
      <Button
        variant="default"
        onClick={onClick}
        disabled={disabled}
        w="100%"
        h="100%"
        styles={{
          root: { borderStyle: 'dashed', borderWidth: 1.5, height: '100%', padding: 4 },
          label: { flexDirection: 'column', gap: 4, whiteSpace: 'normal', textAlign: 'center' },
          inner: { height: '100%' },
        }}
      >
        <PlusIcon size={20} />
        <Text span size="xs" fw={600}>
          {isUploading ? 'Uploading...' : 'Add image'}
        </Text>
      </Button>
    </AspectRatio>
  )
}
