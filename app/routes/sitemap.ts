import type { Route } from './+types/sitemap'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )

/** /sitemap.xml: the home page and every active service and category, with their last change. */
export async function loader({ context }: Route.LoaderArgs) {
  const { reads, site } = context
  const [company, serviceList, categories] = await Promise.all([
    reads.company(),
    reads.services(),
    reads.categoryTree(),
  ])
  const flatten = (list: typeof categories): typeof categories =>
    list.flatMap((category) => [category, ...flatten(category.subcategories ?? [])])
  const entries = [
    { path: '/', lastmod: company.updatedAt, priority: '1.0' },
    ...serviceList.map((service) => ({
      path: `/service/${service.slug}`,
      lastmod: service.updatedAt,
      priority: '0.8',
    })),
    ...flatten(categories).map((category) => ({
      path: `/categories/${category.slug}`,
      lastmod: category.updatedAt,
      priority: '0.7',
    })),
  ]
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries
      .map(
        (entry) =>
          `  <url><loc>${escapeXml(site.publicUrl + entry.path)}</loc>` +
          (entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '') +
          `<priority>${entry.priority}</priority></url>`,
      )
      .join('\n') +
    '\n</urlset>\n'
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
