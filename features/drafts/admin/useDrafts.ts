import { queryKeys, useApiList } from '../../../ui/backoffice/queries'
import type { z } from 'zod'
import type { DraftSummarySchema } from '../drafts.schema'

export type DraftSummary = z.infer<typeof DraftSummarySchema>

/** Every unpublished draft, of every type: one read for all the lists' badges and forms (docs/product.md#drafts). */
export function useDrafts() {
  return useApiList<DraftSummary>(queryKeys.drafts, '/drafts')
}
