import type { AnnouncementService } from './announcement.service'
import type { NewsletterService } from './newsletter.service'

/** How often each server runs the newsletter's upkeep. */
export const UPKEEP_EVERY_MS = 5 * 60_000

/**
 * The newsletter's periodic work, on every server: delete the sign-ups left unconfirmed past their link's life,
 * finish an announcement's queueing that a stopped server left half-way, mark sent the announcements whose mails
 * have all gone. Each step is one statement or idempotent (event keys), so servers running it at once agree.
 */
export function createNewsletterUpkeep({
  newsletter,
  announcements,
  log,
  everyMs = UPKEEP_EVERY_MS,
}: {
  newsletter: NewsletterService
  announcements: AnnouncementService
  log?: { info: (message: string) => void; warn: (message: string) => void }
  everyMs?: number
}) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  async function pass() {
    try {
      const expired = await newsletter.sweepExpired()
      const { resumed } = await announcements.settle()
      if (expired) log?.info(`newsletter: ${expired} unconfirmed sign-up(s) expired and deleted`)
      if (resumed) log?.info(`newsletter: finished queueing ${resumed} announcement(s)`)
    } catch (error) {
      // The database is away (an outage): the next pass does the same work.
      log?.warn(`newsletter upkeep: ${(error as Error).message}`)
    }
  }

  function run() {
    running ??= pass().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    start() {
      if (timer) return
      timer = setInterval(() => void run(), everyMs)
      timer.unref()
      void run()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
    /** One pass now (tests, the CLI). */
    run,
  }
}

export type NewsletterUpkeep = ReturnType<typeof createNewsletterUpkeep>
