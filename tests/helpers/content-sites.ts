import { SITE_AREAS } from '../../server/content-types'
import { createContentChanges } from '../../platform/content-changes'
import { createLocalStorage } from '../../platform/media/storage'
import { createContentCaches } from '../../server/content-caches'
import { createPublicReads } from '../../server/public-reads'
import { createAppServices } from '../../server/services'
import { REDIRECTS_AREA } from '../../features/redirects/redirect-table'
import { useTempDir } from './temp-dir'
import { useTestDatabase } from './test-db'

/**
 * For the enclosing `describe`: one database and upload folder, and `site()`, which builds what one app server
 * keeps over them (its services, content caches and the public site's reads). With `shared`, its caches follow
 * the other servers' writes through the database.
 */
export function useContentSites() {
  const database = useTestDatabase()
  const dataDir = useTempDir('switchboard-caches-')
  function site(options: { shared?: boolean } = {}) {
    const changes = createContentChanges(SITE_AREAS)
    const services = createAppServices({
      db: database.db,
      storage: createLocalStorage(dataDir.path),
      jwtSecret: 'x'.repeat(40),
      changes,
    })
    const caches = createContentCaches({
      changes,
      databaseUrl: options.shared ? database.url : undefined,
      notShown: [REDIRECTS_AREA],
    })
    return { services, caches, reads: createPublicReads(services, caches.reads) }
  }
  return { database, site }
}
