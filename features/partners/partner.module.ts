import { defineContentModule, listEditing, oneService } from '../../platform/content-modules'
import { PartnerUpdateSchema } from './partner.schema'
import { partnerContentType } from './partner.content-type'
import { partnerRoutes } from './partner.routes'
import { createPartnersService } from './partner.service'

/** Partners on the server (platform/content-modules.ts). */
export const partnerModule = defineContentModule({
  type: partnerContentType,
  ...oneService('partners', createPartnersService, partnerRoutes),
  editing: listEditing('partners', PartnerUpdateSchema),
})
