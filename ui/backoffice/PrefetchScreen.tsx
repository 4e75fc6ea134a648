import { useContext, useMemo } from 'react'
import {
  matchRoutes,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router'

/**
 * Fetches the screen at `page` ahead of its opening: its routes' code (React Router's PrefetchPageLinks, which
 * also runs the modules) and their styles, which React Router otherwise waits for before it runs the screen's
 * clientLoader. Rendered by the sign-in form once the person starts on it.
 */
export function PrefetchScreen({ page }: { page: string }) {
  const router = useContext(DataRouterContext)?.router
  const manifest = useContext(FrameworkContext)?.manifest
  const styles = useMemo(() => {
    const matches = (router && matchRoutes(router.routes, page)) || []
    const hrefs = matches.flatMap((match) => manifest?.routes[match.route.id]?.css ?? [])
    return [...new Set(hrefs)].filter(
      (href) => !document.querySelector(`link[rel="stylesheet"][href="${href}"]`),
    )
  }, [router, manifest, page])
  return (
    <>
      <PrefetchPageLinks page={page} />
      {styles.map((href) => (
        <link key={href} rel="prefetch" as="style" href={href} />
      ))}
    </>
  )
}
