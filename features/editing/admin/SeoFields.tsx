import { Box, Group, Image, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useId } from 'react'
import { type ContentAddress, pageOf } from '../../../platform/content-types'
import type { Seo } from '../../../platform/fields'
import { SEO_HINTS } from '../../../platform/fields'
import { ImageUploadField } from '../../../ui/backoffice/components/ImageUploadField'
import { SectionCard } from '../../../ui/backoffice/components/SectionCard'

/** A page's SEO fields as its form holds them: every field there, empty when not set. */
export function seoValues(seo: Seo | undefined): Required<Seo> {
  return { title: seo?.title ?? '', description: seo?.description ?? '', image: seo?.image ?? null }
}

/** What a save sends of the SEO fields: only those filled in, so that leaving them empty changes nothing. */
export function seoInput(seo: Required<Seo>): Seo {
  return {
    ...(seo.title.trim() ? { title: seo.title } : {}),
    ...(seo.description.trim() ? { description: seo.description } : {}),
    ...(seo.image ? { image: seo.image } : {}),
  }
}

/** How a search result writes a page's address: 'example.com › service › power-distribution'. */
export function pageAddress(address: Pick<ContentAddress, 'page'> | undefined, slug: string): string {
  const host = typeof window === 'undefined' ? '' : window.location.host
  const path = address ? pageOf(address, slug || '…') : '/'
  return [host, ...path.split('/').filter(Boolean)].join(' › ')
}

/** What the page says of itself without SEO fields: its title, its short description, its first image. */
type PageOwn = { title: string; description: string; image: string | null }

/** '48 / 60' under a field, and whether it runs past the length search engines show. */
function lengthHint(length: number, hint: number): { text: string; over: boolean } {
  return { text: `${length} / ${hint} shown in search results`, over: length > hint }
}

/** What a search result shows of a page: the shown part of a text, cut as the engines cut it. */
export function shownPart(text: string, hint: number): string {
  return text.length > hint ? `${text.slice(0, hint - 1).trimEnd()}…` : text
}

/**
 * A page's search and social fields (docs/product.md#seo): a search title, a search description and a social image,
 * each optional (empty: the page's own), with their lengths against what search results show, and a live preview
 * of the search result and of the card a link shows when it is shared.
 */
export function SeoFields({
  value,
  onChange,
  own,
  address,
  uploadPath,
  errors = {},
}: {
  value: Required<Seo>
  onChange: (value: Required<Seo>) => void
  own: PageOwn
  /** The page's address, as the preview shows it ('example.com › service › power-distribution'). */
  address: string
  uploadPath: string
  errors?: { title?: string; description?: string }
}) {
  const id = useId()
  const title = value.title?.trim() || own.title
  const description = value.description?.trim() || own.description
  const image = value.image || own.image
  const titleHint = lengthHint((value.title ?? '').length, SEO_HINTS.title)
  const descriptionHint = lengthHint((value.description ?? '').length, SEO_HINTS.description)
  const set = (changes: Partial<Seo>) => onChange({ ...value, ...changes } as Required<Seo>)
  return (
    <SectionCard title="Search and social" description="Optional. Empty fields use the page’s own.">
      <Stack gap="md">
        <TextInput
          label="Search title"
          description={titleHint.text}
          placeholder={own.title}
          maxLength={120}
          data-field="seo"
          value={value.title ?? ''}
          error={errors.title ?? (titleHint.over ? 'Longer than search results show' : undefined)}
          onChange={(event) => set({ title: event.currentTarget.value })}
        />
        <Textarea
          label="Search description"
          description={descriptionHint.text}
          placeholder={own.description}
          maxLength={320}
          autosize
          minRows={2}
          maxRows={5}
          value={value.description ?? ''}
          error={errors.description ?? (descriptionHint.over ? 'Longer than search results show' : undefined)}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <ImageUploadField
          label="Social image"
          description="Shown when a link to the page is shared. 1200 × 630 px looks best; empty: the page’s image."
          uploadPath={uploadPath}
          value={value.image ?? null}
          onChange={(url) => set({ image: url })}
          previewHeight={100}
        />
        <Box>
          <Text size="sm" fw={600} mb={6} id={`${id}-search`}>
            In search results
          </Text>
          <Paper withBorder p="sm" radius="md" aria-labelledby={`${id}-search`} role="group">
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
            <Text size="md" c="blue.9" fw={500} lineClamp={1} data-testid="seo-preview-title">
              {shownPart(title, SEO_HINTS.title)}
            </Text>
            <Text size="sm" c="gray.8" lineClamp={2} data-testid="seo-preview-description">
              {shownPart(description, SEO_HINTS.description)}
            </Text>
          </Paper>
        </Box>
        <Box>
          <Text size="sm" fw={600} mb={6} id={`${id}-card`}>
            When shared
          </Text>
          <Paper
            withBorder
            radius="md"
            style={{ overflow: 'hidden' }}
            aria-labelledby={`${id}-card`}
            role="group"
          >
            {image ? <Image src={image} alt="" h={140} fit="cover" /> : null}
            <Group p="sm" gap={2} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
              <Text size="xs" c="gray.7" tt="uppercase">
                {address.split(' ›')[0]}
              </Text>
              <Text size="sm" fw={600} lineClamp={2}>
                {title}
              </Text>
              <Text size="xs" c="gray.7" lineClamp={2}>
                {description}
              </Text>
            </Group>
          </Paper>
        </Box>
      </Stack>
    </SectionCard>
  )
}
