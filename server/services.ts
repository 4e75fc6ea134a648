import { createAuthService } from '../features/auth/auth.service'
import { createTokenService } from '../features/auth/tokens'
import { createCompanyService } from '../features/company/company.service'
import { createMediaReleaser } from '../features/media/media.references'
import { createServicesService } from '../features/services/service.service'
import { createContentEvents } from './content-events'
import type { Database } from './db/database'
import type { MediaStorage } from './media/storage'

type Deps = {
  db: Database
  storage: MediaStorage
  jwtSecret: string
  log?: (message: string) => void
}

/** The service layer shared by the API routes, the seed and the server-rendered pages. */
export function createAppServices({ db, storage, jwtSecret, log }: Deps) {
  const events = createContentEvents()
  const releaseMedia = createMediaReleaser(db, storage, log)
  return {
    events,
    storage,
    auth: createAuthService(db, createTokenService(jwtSecret)),
    company: createCompanyService(db),
    services: createServicesService({ db, events, releaseMedia }),
  }
}

export type AppServices = ReturnType<typeof createAppServices>
