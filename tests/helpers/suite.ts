import { afterAll, beforeAll } from 'vitest'

/**
 * For the enclosing `describe`: what `start` answers is put into `made` before the suite's first test runs, and
 * `end` runs after the suite. `made` is returned at once, to be used by the tests once they run.
 */
export function forTheSuite<T extends object>(
  made: T,
  start: () => Promise<Partial<T>>,
  end: (made: T) => Promise<unknown> | undefined,
): T {
  beforeAll(async () => {
    Object.assign(made, await start())
  })
  afterAll(async () => {
    await end(made)
  })
  return made
}
