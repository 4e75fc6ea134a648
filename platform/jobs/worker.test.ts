import { describe, expect, it } from 'vitest'
import { createWorker } from './worker'

describe('the worker', () => {
  it('looks again at the moment the next row is due, not at the next poll', async () => {
    const passes: number[] = []
    const due = Date.now() + 300
    const worker = createWorker({
      pollMs: 60_000,
      queues: [
        {
          name: 'stub',
          pass: async () => (passes.push(Date.now()), 0),
          nextDue: async () => (passes.length < 2 ? new Date(due) : undefined),
        },
      ],
    })
    worker.start()
    await new Promise((resolve) => setTimeout(resolve, 600))
    await worker.stop()
    expect(passes).toHaveLength(2)
    expect(passes[1]! - due).toBeGreaterThanOrEqual(-5)
    expect(passes[1]! - due).toBeLessThan(150)
  })

  it('does not spin on a due row another server holds: it looks again a little later', async () => {
    let passes = 0
    const worker = createWorker({
      pollMs: 60_000,
      queues: [
        { name: 'stub', pass: async () => (passes++, 0), nextDue: async () => new Date(Date.now() - 1000) },
      ],
    })
    worker.start()
    await new Promise((resolve) => setTimeout(resolve, 600))
    await worker.stop()
    expect(passes).toBeGreaterThanOrEqual(2)
    expect(passes).toBeLessThanOrEqual(4)
  })

  it('handles everything due on drain() after stop(), and polls no more', async () => {
    let passes = 0
    const worker = createWorker({ pollMs: 20, queues: [{ name: 'stub', pass: async () => (passes++, 1) }] })
    worker.start()
    await worker.stop()
    const before = passes
    expect(await worker.drain()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(passes).toBe(before + 1)
  })
})
