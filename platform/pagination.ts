import { z } from 'zod'

/** Query builders shared by the back-office lists (contact messages, newsletter subscribers). */
export const MAX_PAGE_SIZE = 100
export const pageQuery = z.coerce
  .number({ error: 'Page must be a whole number of at least 1' })
  .int('Page must be a whole number of at least 1')
  .min(1, 'Page must be a whole number of at least 1')
  .max(1_000_000, 'Page must be at most 1000000')
  .default(1)
export const limitQuery = (fallback: number, max: number) =>
  z.coerce
    .number({ error: `Limit must be a whole number between 1 and ${max}` })
    .int(`Limit must be a whole number between 1 and ${max}`)
    .min(1, `Limit must be a whole number between 1 and ${max}`)
    .max(max, `Limit must be a whole number between 1 and ${max}`)
    .default(fallback)
export const searchQuery = z.string().trim().max(200, 'Search must be at most 200 characters').optional()

export const PaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
})
export type Pagination = z.infer<typeof PaginationSchema>

/** Where a page stands in a list of `total` rows. */
export function paginationOf({ page, limit }: { page: number; limit: number }, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) }
}
