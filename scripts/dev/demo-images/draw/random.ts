/**
 * Deterministic randomness: each image draws from a PRNG seeded with its file name, so rerunning the
 * generator reproduces the same files whatever the order of rendering.
 */

export type Rng = () => number

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash, so every image gets its own stable seed regardless of the order of rendering. */
export function seedOf(name: string): number {
  let h = 0x811c9dc5
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return h >>> 0
}

export const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng()
export const pick = <T>(rng: Rng, items: readonly [T, ...T[]]): T =>
  items[Math.floor(rng() * items.length)] ?? items[0]
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i)
