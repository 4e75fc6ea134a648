import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  Center,
  FileButton,
  Grid,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { ImageUploadField, useImageUpload } from '../../admin/components/ImageUploadField'
import { ArrowDownIcon, ArrowUpIcon, PhotoIcon, PlusIcon, TrashIcon } from '../../admin/components/icons'
import { checkImageFile, IMAGE_ACCEPT, thumbnailUrl } from '../../admin/images'
import { notify } from '../../admin/notify'
import { useApiObject } from '../../admin/queries'
import type { SystemStatus } from '../../system/system.schema'
import { DEFAULT_HERO_BUTTON, DEFAULT_LOGO_ALT, MAX_HERO_IMAGES } from '../company.types'
import { CoordinatesPicker } from './CoordinatesPicker'
import { addHeroImage, moveItem, parseStat, removeItem, SETTINGS_MESSAGES } from './settings-form'
import type { SettingsTabProps } from './SettingsPage'

export const HERO_UPLOAD_PATH = '/upload/company/hero'
export const LOGO_UPLOAD_PATH = '/upload?folder=company'

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  )
}

function SaveBar({
  onSave,
  isSaving,
  label = 'Save Settings',
}: {
  onSave: () => void
  isSaving: boolean
  label?: string
}) {
  return (
    <Group justify="flex-end" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Button onClick={onSave} disabled={isSaving}>
        {isSaving ? 'Saving...' : label}
      </Button>
    </Group>
  )
}

export function GeneralTab({
  draft,
  errors,
  update,
  save,
  autoSave,
  isSaving,
  uploadFailure,
}: SettingsTabProps) {
  const status = useApiObject<SystemStatus>(['system', 'status'], '/system/status')
  const stat = (key: 'yearsExperience' | 'projectsCompleted', value: string) =>
    update({ heroStats: { ...draft.heroStats, [key]: parseStat(value) } }, [`heroStats.${key}`])
  const coordinate = (key: 'lat' | 'lng', value: string) =>
    update(
      { coordinates: { ...draft.coordinates, [key]: value.trim() === '' ? Number.NaN : Number(value) } },
      [`coordinates.${key}`],
    )

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="xl">
        <Section
          title="Company"
          description="Shown in the navigation bar, the footer and the contact section."
        >
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Company name"
                withAsterisk
                value={draft.name}
                onChange={(e) => update({ name: e.currentTarget.value }, ['name'])}
                error={errors.name}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Email"
                type="email"
                value={draft.email}
                onChange={(e) => update({ email: e.currentTarget.value }, ['email'])}
                error={errors.email}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Description"
                value={draft.description}
                onChange={(e) => update({ description: e.currentTarget.value }, ['description'])}
                error={errors.description}
                autosize
                minRows={2}
                maxRows={5}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Phone"
                type="tel"
                value={draft.phone}
                onChange={(e) => update({ phone: e.currentTarget.value }, ['phone'])}
                error={errors.phone}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Address"
                value={draft.address}
                onChange={(e) => update({ address: e.currentTarget.value }, ['address'])}
                error={errors.address}
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title="Logo" description="Recommended size: 200x200 pixels.">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ImageUploadField
                label="Logo image"
                description="Saved as soon as it is uploaded."
                uploadPath={LOGO_UPLOAD_PATH}
                value={draft.logo.imageUrl || null}
                onChange={(url) => void autoSave({ ...draft, logo: { ...draft.logo, imageUrl: url ?? '' } })}
                failureMessage={(error) =>
                  uploadFailure(error, 'Failed to upload the logo. Please try again.')
                }
                onError={(message) => notify.error(message)}
                previewHeight={96}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Logo alt text"
                description={`Read out by screen readers; “${DEFAULT_LOGO_ALT}” when empty.`}
                value={draft.logo.altText}
                onChange={(e) =>
                  update({ logo: { ...draft.logo, altText: e.currentTarget.value } }, ['logo'])
                }
                error={errors['logo.altText']}
                placeholder={DEFAULT_LOGO_ALT}
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title="Location" description="The contact section’s map is centred on these coordinates.">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="sm">
                <TextInput
                  label="Latitude"
                  inputMode="decimal"
                  value={Number.isNaN(draft.coordinates.lat) ? '' : String(draft.coordinates.lat)}
                  onChange={(e) => coordinate('lat', e.currentTarget.value)}
                  error={errors['coordinates.lat']}
                />
                <TextInput
                  label="Longitude"
                  inputMode="decimal"
                  value={Number.isNaN(draft.coordinates.lng) ? '' : String(draft.coordinates.lng)}
                  onChange={(e) => coordinate('lng', e.currentTarget.value)}
                  error={errors['coordinates.lng']}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <CoordinatesPicker
                value={draft.coordinates}
                onChange={(coordinates) => update({ coordinates }, ['coordinates'])}
                tileUrl={status.data?.mapTileUrl}
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section
          title="Hero statistics"
          description="Shown over the hero images as “10+ Years Experience” and “500+ Projects Completed”."
        >
          <Group gap="md" align="flex-start">
            <TextInput
              label="Years of experience"
              inputMode="numeric"
              value={String(draft.heroStats.yearsExperience)}
              onChange={(e) => stat('yearsExperience', e.currentTarget.value)}
              error={errors['heroStats.yearsExperience']}
              w={200}
            />
            <TextInput
              label="Projects completed"
              inputMode="numeric"
              value={String(draft.heroStats.projectsCompleted)}
              onChange={(e) => stat('projectsCompleted', e.currentTarget.value)}
              error={errors['heroStats.projectsCompleted']}
              w={200}
            />
          </Group>
        </Section>
      </Stack>
      <SaveBar onSave={() => void save()} isSaving={isSaving} />
    </form>
  )
}

const NETWORKS = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/your-company' },
  { key: 'twitter', label: 'Twitter / X', placeholder: 'https://x.com/your-company' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/your-company' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://linkedin.com/company/your-company' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@your-company' },
] as const

export function SocialTab({ draft, errors, update, save, isSaving }: SettingsTabProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Section
        title="Social media"
        description="Each icon appears in the footer only when its link is set, and opens in a new tab."
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {NETWORKS.map((network) => (
            <TextInput
              key={network.key}
              label={network.label}
              type="url"
              placeholder={network.placeholder}
              value={draft.socialMedia[network.key] ?? ''}
              onChange={(e) =>
                update({ socialMedia: { ...draft.socialMedia, [network.key]: e.currentTarget.value } }, [
                  `socialMedia.${network.key}`,
                ])
              }
              error={errors[`socialMedia.${network.key}`]}
            />
          ))}
        </SimpleGrid>
      </Section>
      <SaveBar onSave={() => void save()} isSaving={isSaving} />
    </form>
  )
}

export function HeroTab({
  draft,
  errors,
  update,
  save,
  autoSave,
  isSaving,
  uploadFailure,
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

  const setSlide = (index: number, patch: Partial<(typeof slides)[number]>) =>
    update(
      { heroImages: slides.map((slide, i) => (i === index ? { ...slide, ...patch } : slide)) },
      Object.keys(patch).map((key) => `heroImages.${index}.${key}`),
    )

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h4">
            Hero images
          </Title>
          <Text size="sm" c="gray.7">
            Up to {MAX_HERO_IMAGES} slides at the top of the home page. Recommended size: 1920x1080 pixels.
            Uploaded images are saved at once.
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
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {slides.map((slide, index) => (
            <Paper
              key={`${slide.imageUrl}-${index}`}
              component="li"
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
                        <ActionIcon
                          variant="subtle"
                          color="gray.8"
                          aria-label={`Move slide ${index + 1} up`}
                          disabled={index === 0}
                          onClick={() =>
                            update({ heroImages: moveItem(slides, index, 'up') }, ['heroImages'])
                          }
                        >
                          <ArrowUpIcon size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray.8"
                          aria-label={`Move slide ${index + 1} down`}
                          disabled={index === slides.length - 1}
                          onClick={() =>
                            update({ heroImages: moveItem(slides, index, 'down') }, ['heroImages'])
                          }
                        >
                          <ArrowDownIcon size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove slide ${index + 1}`}
                          onClick={() => update({ heroImages: removeItem(slides, index) }, ['heroImages'])}
                        >
                          <TrashIcon size={16} />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <Stack gap="sm">
                    <TextInput
                      label={`Slide ${index + 1} title`}
                      description="Limited HTML is kept: <strong>, <em>, <br>, <span>."
                      value={slide.title}
                      onChange={(e) => setSlide(index, { title: e.currentTarget.value })}
                      error={errors[`heroImages.${index}.title`]}
                    />
                    <Textarea
                      label={`Slide ${index + 1} subtitle`}
                      value={slide.subtitle}
                      onChange={(e) => setSlide(index, { subtitle: e.currentTarget.value })}
                      error={errors[`heroImages.${index}.subtitle`]}
                      autosize
                      minRows={2}
                      maxRows={4}
                    />
                    <Group grow gap="sm" align="flex-start" wrap="wrap">
                      <TextInput
                        label={`Slide ${index + 1} button text`}
                        placeholder={DEFAULT_HERO_BUTTON.text}
                        value={slide.buttonText}
                        onChange={(e) => setSlide(index, { buttonText: e.currentTarget.value })}
                        error={errors[`heroImages.${index}.buttonText`]}
                        miw={180}
                      />
                      <TextInput
                        label={`Slide ${index + 1} button link`}
                        placeholder={DEFAULT_HERO_BUTTON.link}
                        value={slide.buttonLink}
                        onChange={(e) => setSlide(index, { buttonLink: e.currentTarget.value })}
                        error={errors[`heroImages.${index}.buttonLink`]}
                        miw={180}
                      />
                    </Group>
                  </Stack>
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
        </Stack>
      )}
      <SaveBar onSave={() => void save()} isSaving={isSaving} label="Save Hero Settings" />
    </Stack>
  )
}

export function FaqTab({ draft, errors, update, save, isSaving }: SettingsTabProps) {
  const faq = draft.faq
  const setEntry = (index: number, patch: Partial<(typeof faq)[number]>) =>
    update(
      { faq: faq.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)) },
      Object.keys(patch).map((key) => `faq.${index}.${key}`),
    )

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4">
              Frequently asked questions
            </Title>
            <Text size="sm" c="gray.7">
              Shown beside the contact form, one answer open at a time. While the list is empty the website
              shows three general questions.
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<PlusIcon size={16} />}
            onClick={() => update({ faq: [...faq, { question: '', answer: '' }] })}
          >
            Add Question
          </Button>
        </Group>
        {faq.length === 0 ? (
          <Text size="sm" c="gray.7" ta="center" py="lg">
            No questions yet.
          </Text>
        ) : (
          <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {faq.map((entry, index) => (
              <Paper
                key={index}
                component="li"
                withBorder
                radius="md"
                p="md"
                aria-label={`Question ${index + 1}`}
              >
                <Stack gap="sm">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      Question {index + 1}
                    </Text>
                    <Group gap={2}>
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        aria-label={`Move question ${index + 1} up`}
                        disabled={index === 0}
                        onClick={() => update({ faq: moveItem(faq, index, 'up') }, ['faq'])}
                      >
                        <ArrowUpIcon size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        aria-label={`Move question ${index + 1} down`}
                        disabled={index === faq.length - 1}
                        onClick={() => update({ faq: moveItem(faq, index, 'down') }, ['faq'])}
                      >
                        <ArrowDownIcon size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove question ${index + 1}`}
                        onClick={() => update({ faq: removeItem(faq, index) }, ['faq'])}
                      >
                        <TrashIcon size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <TextInput
                    label={`Question ${index + 1}`}
                    withAsterisk
                    value={entry.question}
                    onChange={(e) => setEntry(index, { question: e.currentTarget.value })}
                    error={errors[`faq.${index}.question`]}
                  />
                  <Textarea
                    label={`Answer ${index + 1}`}
                    withAsterisk
                    value={entry.answer}
                    onChange={(e) => setEntry(index, { answer: e.currentTarget.value })}
                    error={errors[`faq.${index}.answer`]}
                    autosize
                    minRows={2}
                    maxRows={6}
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <Box>
        <SaveBar onSave={() => void save()} isSaving={isSaving} />
      </Box>
    </form>
  )
}
