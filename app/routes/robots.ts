import type { Route } from './+types/robots'

/** /robots.txt: everything public may be indexed except the back-office, sign-in and password reset; names the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${context.site.publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
