import {
  AspectRatio,
  Badge,
  Button,
  Center,
  FileButton,
  Grid,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useImageUpload } from '../../../ui/backoffice/components/ImageUploadField'
import { AltTextField } from '../../editing/admin/AltTextField'
import { RichTextField } from '../../../ui/backoffice/components/RichTextField'
import { PhotoIcon, PlusIcon } from '../../../ui/backoffice/components/icons'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../../../ui/backoffice/images'
import { notify } from '../../../ui/backoffice/notify'
import { DEFAULT_HERO_BUTTON, MAX_HERO_IMAGES } from '../company.types'
import { addHeroImage, itemFields, SETTINGS_MESSAGES } from './settings-form'
import type { SettingsTabProps } from './settings-form'
import { SaveBar } from '../../../ui/backoffice/components/SettingsForm'
import { HERO_UPLOAD_PATH, ItemControls } from './SettingsSection'
import { plainText } from '../../../ui/backoffice/diff/values'
import { SortableItem, SortableList, useItemKeys } from '../../../ui/backoffice/components/SortableList'

export function HeroTab({
  draft,
  errors,
  update,
  save,
  autoSave,
  isSaving,
  uploadFailure,
  serverDraft,
}: SettingsTabProps) {
  const upload = useImageUpload(HERO_UPLOAD_PATH)
  const slides = draft.heroImages
  const isFull = slides.length >= MAX_HERO_IMAGES

  async function uploadHero(file: File | null, replace?: number) {
    if (!file) return
    const refused = checkImageFile(file)
    if (refused) return notify.error(refused)
    let url: string
    try {
      url = await upload.upload(file)
    } catch (error) {
      notify.error(uploadFailure(error, 'Failed to upload the hero image. Please try again.'))
      return
    }
    let heroImages = slides
    if (replace === undefined) {
      const added = addHeroImage(slides, {
        imageUrl: url,
        title: '',
        subtitle: '',
        buttonText: DEFAULT_HERO_BUTTON.text,
        buttonLink: DEFAULT_HERO_BUTTON.link,
      })
      if (added.error !== null) return notify.error(added.error)
      heroImages = added.list
    } else {
      heroImages = slides.map((slide, i) => (i === replace ? { ...slide, imageUrl: url } : slide))
    }
    await autoSave({ ...draft, heroImages }, { hero: true })
  }

  const field = itemFields('heroImages', { draft, errors, update })
  const keys = useItemKeys(slides.length)

  return (
    <>
      {serverDraft?.notice}
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4">
              Hero images
            </Title>
            <Text size="sm" c="gray.7">
              Up to {MAX_HERO_IMAGES} slides at the top of the home page. Recommended size: 1920x1080 pixels.{' '}
              {serverDraft?.hasDraft
                ? 'Uploaded images are saved into the draft at once.'
                : 'Uploaded images are saved at once.'}
            </Text>
          </div>
          <Group gap="sm">
            <Badge variant="light" color={isFull ? 'orange' : 'gray'} size="lg">
              {slides.length} / {MAX_HERO_IMAGES}
            </Badge>
            {isFull ? (
              <Button
                leftSection={<PlusIcon size={16} />}
                variant="default"
                onClick={() => notify.error(SETTINGS_MESSAGES.heroLimit)}
                aria-describedby="hero-limit"
              >
                Add Hero Image
              </Button>
            ) : (
              <FileButton
                onChange={(file) => void uploadHero(file)}
                accept={IMAGE_ACCEPT}
                disabled={upload.isUploading}
              >
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<PlusIcon size={16} />}
                    disabled={upload.isUploading || isSaving}
                  >
                    {upload.isUploading ? 'Uploading...' : 'Add Hero Image'}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
        </Group>
        {isFull ? (
          <Text
            id="hero-limit"
            size="sm"
            // Orange 9 is 4.3:1 on white; darkened like the light variants' text, it is above 7:1.
            c="color-mix(in srgb, var(--mantine-color-orange-9), black 50%)"
          >
            {SETTINGS_MESSAGES.heroLimit}. Remove one to add another.
          </Text>
        ) : null}
        {upload.isUploading ? (
          <Progress
            value={Math.round((upload.progress ?? 0) * 100)}
            animated
            aria-label="Uploading hero image"
          />
        ) : null}
        {errors.heroImages ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.heroImages}
          </Text>
        ) : null}

        {slides.length === 0 ? (
          <Center
            py="xl"
            bg="gray.0"
            style={{ borderRadius: 8, border: '1px dashed var(--mantine-color-gray-4)' }}
          >
            <Stack align="center" gap={4} c="gray.7">
              <PhotoIcon size={28} />
              <Text size="sm">No hero images yet: the home page says ‘No hero images configured’.</Text>
            </Stack>
          </Center>
        ) : (
          <SortableList
            gap="md"
            items={slides}
            keys={keys}
            nameOf={(slide: (typeof slides)[number], index: number) =>
              plainText(slide.title) || `Slide ${index + 1}`
            }
            onChange={(list: typeof slides) => update({ heroImages: list }, ['heroImages'])}
          >
            {slides.map((slide, index) => (
              <Paper
                key={keys.current[index]}
                component={SortableItem}
                index={index}
                withBorder
                radius="md"
                p="md"
                aria-label={`Slide ${index + 1}`}
              >
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, md: 4 }}>
                    <Stack gap="xs">
                      <AspectRatio ratio={16 / 9}>
                        <Image
                          src={thumbnailUrl(slide.imageUrl)}
                          fallbackSrc={slide.imageUrl}
                          alt={`Slide ${index + 1} image`}
                          radius="md"
                          fit="cover"
                        />
                      </AspectRatio>
                      <Group gap={4} justify="space-between">
                        <Text size="sm" fw={600}>
                          Slide {index + 1}
                        </Text>
                        <Group gap={2}>
                          <FileButton onChange={(file) => void uploadHero(file, index)} accept={IMAGE_ACCEPT}>
                            {(props) => (
                              <Button
                                {...props}
                                size="compact-xs"
                                variant="default"
                                disabled={upload.isUploading}
                              >
                                Replace image
                              </Button>
                            )}
                          </FileButton>
                          <ItemControls name={`slide ${index + 1}`} />
                        </Group>
                      </Group>
                      {/* docs/product.md#alt-text: without one the slide's image only decorates, as before. */}
                      <AltTextField
                        label={`Slide ${index + 1} image`}
                        name={`heroImages.${index}.altText`}
                        optional
                        value={slide.altText ?? null}
                        onChange={(altText) =>
                          update(
                            {
                              heroImages: slides.map((other, i) =>
                                i === index ? { ...other, altText: altText ?? undefined } : other,
                              ),
                            },
                            [`heroImages.${index}.altText`],
                          )
                        }
                        error={errors[`heroImages.${index}.altText`]}
                      />
                    </Stack>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 8 }}>
                    <Stack gap="sm">
                      <RichTextField
                        format="heroTitle"
                        label={`Slide ${index + 1} title`}
                        description="Select words and press Accent to show them in orange; Shift+Enter breaks the line."
                        {...field(index, 'title')}
                      />
                      <Textarea
                        label={`Slide ${index + 1} subtitle`}
                        {...field(index, 'subtitle')}
                        autosize
                        minRows={2}
                        maxRows={4}
                      />
                      <Group grow gap="sm" align="flex-start" wrap="wrap">
                        <TextInput
                          label={`Slide ${index + 1} button text`}
                          placeholder={DEFAULT_HERO_BUTTON.text}
                          {...field(index, 'buttonText')}
                          miw={180}
                        />
                        <TextInput
                          label={`Slide ${index + 1} button link`}
                          placeholder={DEFAULT_HERO_BUTTON.link}
                          {...field(index, 'buttonLink')}
                          miw={180}
                        />
                      </Group>
                    </Stack>
                  </Grid.Col>
                </Grid>
              </Paper>
            ))}
          </SortableList>
        )}
        <SaveBar
          onSave={() => void save()}
          isSaving={isSaving}
          label="Save Hero Settings"
          secondaryAction={serverDraft?.saveDraftButton}
        />
      </Stack>
    </>
  )
}
