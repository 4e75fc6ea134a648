import { afterAll, beforeAll } from 'vitest'
import { type SmtpServer, smtpServer } from './smtp'

// Apart from smtp.ts, which the Playwright fixtures load too: this one needs vitest.

/**
 * A test SMTP server for the tests around it: started before them, stopped after them. With `env`, the server's
 * address (`url`, by default smtp://127.0.0.1:port) goes into env.SMTP_URL once it listens, before the app the
 * tests build later from that env.
 */
export function useSmtpServer(
  env?: Record<string, string>,
  url: (smtp: SmtpServer) => string = (smtp) => smtp.url,
) {
  const smtp = smtpServer()
  beforeAll(async () => {
    await smtp.start()
    if (env) env.SMTP_URL = url(smtp)
  })
  afterAll(async () => {
    await smtp.stop()
  })
  return smtp
}
