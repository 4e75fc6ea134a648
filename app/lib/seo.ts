import type { MetaDescriptor } from 'react-router'

type SeoInput = {
  siteName: string
  publicUrl: string
  /** Path of the page, e.g. /service/123 */
  path: string
  title: string
  description: string
  /** Absolute or site-relative image URL for link previews. */
  image?: string | null
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: object[]
  /**
   * The page's own search title, description and social image (docs/product.md#seo), each in place of the one made
   * from the page when given.
   */
  custom?: { title?: string; description?: string; image?: string | null }
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/**
 * What a page says of itself to search engines and in shared links: its SEO fields where set, else its own title,
 * description and image. The meta tags use it, and so does the page's JSON-LD for the thing the page is about.
 */
export function shownAs<P extends Pick<SeoInput, 'title' | 'description' | 'image' | 'custom'>>(page: P) {
  return {
    title: page.custom?.title?.trim() || page.title,
    description: page.custom?.description?.trim() || page.description,
    image: page.custom?.image || page.image,
  }
}

/** Title, description, canonical link, OpenGraph and Twitter tags, and JSON-LD for one page. */
export function seo(page: SeoInput): MetaDescriptor[] {
  const input = { ...page, ...shownAs(page) }
  const url = absoluteUrl(input.publicUrl, input.path)
  const image = input.image ? absoluteUrl(input.publicUrl, input.image) : undefined
  const description =
    input.description.length > 160 ? `${input.description.slice(0, 157).trimEnd()}...` : input.description
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
  ]
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data })
  return tags
}
