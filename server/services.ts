import { createCompanyService } from '../features/company/company.service'
import { createServicesService } from '../features/services/service.service'
import type { Database } from './db/database'

/** The service layer shared by the API routes, the seed and the server-rendered pages. */
export function createAppServices(db: Database) {
  return {
    company: createCompanyService(db),
    services: createServicesService(db),
  }
}

export type AppServices = ReturnType<typeof createAppServices>
