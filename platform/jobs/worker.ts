/**
 * One worker for every durable queue of the server (docs/decisions/0021-job-table.md): the mail outbox and the
 * general job table. Each queue claims its due rows itself (FOR UPDATE SKIP LOCKED and a lease, so that several
 * servers share the work and each row is taken by one); the worker only says when to look: at once when this server
 * records something (wake), at the moment the next known row becomes due, and every `pollMs` for what other servers
 * recorded and for retries.
 */

export type WorkerLog = { info: (message: string) => void; warn: (message: string) => void }

export type Queue = {
  /** Its name in the log ('outbox', 'jobs'). */
  name: string
  /** Claims and handles due rows until none is left (or `stopping()` says to end); returns how many it handled. */
  pass(stopping: () => boolean): Promise<number>
  /** When its next row is due, if it knows (to look then rather than at the next poll). */
  nextDue?(): Promise<Date | undefined>
}

export type WorkerOptions = {
  queues?: Queue[]
  log?: WorkerLog
  /** How often to look for due rows when nothing wakes the worker (retries, other servers' rows). */
  pollMs?: number
}

/** The longest a timer waits in Node (about 24.8 days); a later moment is found by a later poll. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

export function createWorker({ queues: initial = [], log, pollMs = 5_000 }: WorkerOptions = {}) {
  const queues = [...initial]
  let timer: NodeJS.Timeout | undefined
  let dueTimer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let again = false
  // Polling and waking only between start() and stop(); drain() works either way.
  let started = false
  let stopping = false

  /** Each queue in turn; a queue whose database is away (an outage) leaves the others their turn. */
  async function pass(): Promise<number> {
    let handled = 0
    for (const queue of queues) {
      try {
        handled += await queue.pass(() => stopping)
      } catch (error) {
        // Its rows stay recorded: the next pass takes them up.
        log?.warn(`${queue.name}: ${(error as Error).message}`)
      }
      if (stopping) break
    }
    return handled
  }

  /** Looks again when the earliest row any queue knows of becomes due, if that is before the next poll. */
  async function watchNextDue() {
    if (!started) return
    let earliest: number | undefined
    for (const queue of queues) {
      try {
        const due = (await queue.nextDue?.())?.getTime()
        if (due !== undefined && (earliest === undefined || due < earliest)) earliest = due
      } catch {
        // The poll finds it.
      }
    }
    if (dueTimer) clearTimeout(dueTimer)
    dueTimer = undefined
    if (earliest === undefined || !started) return
    // A row due already that the pass just made could not claim is another server's at this moment: look again a
    // little later rather than at once, so as not to spin.
    const wait = earliest > Date.now() ? earliest - Date.now() : 250
    if (wait >= pollMs || wait > LONGEST_TIMER_MS) return
    dueTimer = setTimeout(() => void run(), wait)
    dueTimer.unref()
  }

  function run(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = pass()
      .then(async (handled) => {
        await watchNextDue()
        return handled
      })
      .finally(() => {
        running = undefined
        if (again && started) {
          again = false
          void run()
        }
      })
    return running
  }

  return {
    /** Adds a queue (before start, in the composition root). */
    add(queue: Queue) {
      queues.push(queue)
    },
    /** Polls from now on; the first pass runs at once, so rows that fell due while the server was down run now. */
    start() {
      if (started) return
      started = true
      stopping = false
      timer = setInterval(() => void run(), pollMs)
      timer.unref()
      void run()
    },
    /** Something was recorded: look now rather than at the next poll. */
    wake() {
      if (started) void run()
    },
    /** Handles whatever is due now and resolves when done (the CLI, tests). */
    async drain(): Promise<number> {
      while (running) await running
      return run()
    },
    async stop() {
      started = false
      stopping = true
      if (timer) clearInterval(timer)
      if (dueTimer) clearTimeout(dueTimer)
      await running
      // Only the pass under way ends early: a drain() after stop() handles everything due.
      stopping = false
    },
  }
}

export type Worker = ReturnType<typeof createWorker>
