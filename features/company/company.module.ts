import { ACCESS } from '../../platform/auth/access'
import { defineContentModule, oneService } from '../../platform/content-modules'
import { CompanyContentInputSchema, type CompanyContentInput } from './company.schema'
import { companyContentType } from './company.content-type'
import { companyRoutes } from './company.routes'
import { createCompanyService } from './company.service'

/** The company's settings on the server (platform/content-modules.ts). */
export const companyModule = defineContentModule({
  type: companyContentType,
  ...oneService('company', createCompanyService, companyRoutes),
  // A draft of the company's settings is of its website content (hero, figures, FAQ): what editors change and
  // want to preview. Contact data is saved at once.
  editing: {
    fields: CompanyContentInputSchema,
    access: ACCESS.content,
    save: ({ company }, _itemId, fields) => company.updateContent(fields as CompanyContentInput),
  },
})
