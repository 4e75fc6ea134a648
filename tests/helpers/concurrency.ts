import { expect } from 'vitest'

/**
 * Ten callers ask `get` at once for what a slow `load` makes: the load runs once, and every caller gets the very
 * same result.
 */
export async function expectOneLoadForManyCallers<T>(
  get: (load: () => Promise<T>) => Promise<unknown>,
  value: () => T,
) {
  let loads = 0
  const load = async () => {
    loads += 1
    await new Promise((resolve) => setTimeout(resolve, 20))
    return value()
  }
  const results = await Promise.all(Array.from({ length: 10 }, () => get(load)))
  expect(loads).toBe(1)
  expect(new Set(results).size).toBe(1)
}
