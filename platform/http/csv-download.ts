import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { errorsOf } from './route-kit'

/**
 * A staff GET that downloads a CSV file (the newsletter's subscribers, the redirects): documented as text/csv, sent
 * as an attachment under the file's name, never cached.
 */
export function csvDownload(summary: string, file: () => Promise<{ filename: string; csv: string }>) {
  return {
    summary,
    produces: ['text/csv'],
    response: z.string().describe('text/csv'),
    errors: errorsOf(401),
    handler: async (_request: unknown, reply: FastifyReply) => {
      const { filename, csv } = await file()
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
      return csv
    },
  }
}
