/**
 * The comparisons behind the diff kit, without React: words of two texts, items of two lists. A longest common
 * subsequence over tokens, after the common start and end are set aside (an edit usually touches a small part of a
 * text, so what is left to compare is small).
 */

export type Change = 'same' | 'removed' | 'added'

/** The most cells of the comparison table (4 million: 16 MB, some tens of milliseconds). */
export const MAX_CELLS = 4_000_000
export type Step<T> = { change: Change; item: T }

/** The steps that turn `before` into `after`: kept items in order, with what was removed and added between them. */
export function diffSequence<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
): Step<T>[] {
  const a = before.map(key)
  const b = after.map(key)
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const n = endA - start
  const m = endB - start
  if (n * m > MAX_CELLS) {
    // Too long to compare item by item in a moment (two long texts changed all over): the middle as replaced.
    return [
      ...before.slice(0, start).map((item) => ({ change: 'same' as const, item })),
      ...before.slice(start, endA).map((item) => ({ change: 'removed' as const, item })),
      ...after.slice(start, endB).map((item) => ({ change: 'added' as const, item })),
      ...before.slice(endA).map((item) => ({ change: 'same' as const, item })),
    ]
  }
  // lengths[i * (m + 1) + j]: the longest common subsequence of a[start + i..] and b[start + j..].
  const lengths = new Uint32Array((n + 1) * (m + 1))
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] =
        a[start + i] === b[start + j]
          ? lengths[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!)
    }
  }
  const steps: Step<T>[] = before.slice(0, start).map((item) => ({ change: 'same', item }))
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      steps.push({ change: 'same', item: before[start + i]! })
      i++
      j++
    } else if (j < m && (i === n || lengths[i * (m + 1) + j + 1]! >= lengths[(i + 1) * (m + 1) + j]!)) {
      steps.push({ change: 'added', item: after[start + j]! })
      j++
    } else {
      steps.push({ change: 'removed', item: before[start + i]! })
      i++
    }
  }
  for (const item of before.slice(endA)) steps.push({ change: 'same', item })
  return orderChanges(steps)
}

/** Within each run of changes, what was removed before what was added: "old words" then "new words". */
function orderChanges<T>(steps: Step<T>[]): Step<T>[] {
  const ordered: Step<T>[] = []
  let run: Step<T>[] = []
  const flush = () => {
    ordered.push(
      ...run.filter((step) => step.change === 'removed'),
      ...run.filter((s) => s.change === 'added'),
    )
    run = []
  }
  for (const step of steps) {
    if (step.change === 'same') {
      flush()
      ordered.push(step)
    } else run.push(step)
  }
  flush()
  return ordered
}

/** A stretch of text that is the same on both sides, or removed, or added. */
export type TextPart = { change: Change; text: string }

/** Words, runs of spaces, and single other characters (punctuation): the units a person sees change. */
const TOKENS = /[\p{L}\p{N}\p{M}_'’]+|\s+|[^\p{L}\p{N}\p{M}_'’\s]/gu

/**
 * Two texts compared word by word: the parts of both in reading order, removed before added. A space alone
 * between two changes counts as changed, so that "a b c" → "x y z" reads as one phrase replaced, not three words.
 */
export function diffWords(before: string, after: string, byLines = true): TextPart[] {
  const a = before.match(TOKENS) ?? []
  const b = after.match(TOKENS) ?? []
  // Long texts (a service's details) are compared line by line first, then word by word within changed lines.
  if (byLines && a.length * b.length > MAX_CELLS && /\n/.test(before + after)) return diffLines(before, after)
  const steps = diffSequence(a, b, (token) => token)
  for (let index = 1; index < steps.length - 1; index++) {
    const step = steps[index]!
    if (step.change !== 'same' || step.item.trim()) continue
    if (steps[index - 1]!.change !== 'same' && steps[index + 1]!.change !== 'same') {
      steps.splice(index, 1, { change: 'removed', item: step.item }, { change: 'added', item: step.item })
      index++
    }
  }
  return mergeParts(orderChanges(steps).map((step) => ({ change: step.change, text: step.item })))
}

/** Two texts' lines compared, then the words of each run of changed lines. */
function diffLines(before: string, after: string): TextPart[] {
  const lines = (text: string) => text.split(/(?<=\n)/)
  const parts: TextPart[] = []
  let removed = ''
  let added = ''
  const flush = () => {
    if (removed || added) parts.push(...diffWords(removed, added, false))
    removed = ''
    added = ''
  }
  for (const step of diffSequence(lines(before), lines(after), (line) => line)) {
    if (step.change === 'removed') removed += step.item
    else if (step.change === 'added') added += step.item
    else {
      flush()
      parts.push({ change: 'same', text: step.item })
    }
  }
  flush()
  return mergeParts(parts)
}

/** Neighbouring parts of the same kind joined. */
function mergeParts(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = []
  for (const part of parts) {
    const last = merged[merged.length - 1]
    if (last && last.change === part.change) last.text += part.text
    else merged.push({ ...part })
  }
  return merged
}

/** The parts one side shows: the text before (kept and removed) or after (kept and added). */
export function sideOf(parts: readonly TextPart[], side: 'before' | 'after'): TextPart[] {
  const hidden: Change = side === 'before' ? 'added' : 'removed'
  return mergeParts(parts.filter((part) => part.change !== hidden))
}

/** A part left out of a shortened text: "…" in its place. */
export type Gap = { change: 'gap'; text: string }

/**
 * A long text's changed passages with a few words of context on each side; the unchanged text between them is
 * left out (a gap). Texts with no long unchanged stretch come back whole.
 */
export function passages(parts: readonly TextPart[], context = 60): (TextPart | Gap)[] {
  const shown: (TextPart | Gap)[] = []
  parts.forEach((part, index) => {
    if (part.change !== 'same' || part.text.length <= context * 2 + 20) {
      shown.push(part)
      return
    }
    const isFirst = index === 0
    const isLast = index === parts.length - 1
    const head = isFirst ? '' : cutAfter(part.text, context)
    const tail = isLast ? '' : cutBefore(part.text, context)
    if (head) shown.push({ change: 'same', text: head })
    shown.push({ change: 'gap', text: part.text.slice(head.length, part.text.length - tail.length) })
    if (tail) shown.push({ change: 'same', text: tail })
  })
  return shown
}

/** The start of a text up to about `length` characters, ending at a word's end. */
function cutAfter(text: string, length: number): string {
  const space = text.indexOf(' ', length)
  return space === -1 || space > length * 1.5 ? text.slice(0, length) : text.slice(0, space)
}

/** The end of a text from about `length` characters before it, starting at a word. */
function cutBefore(text: string, length: number): string {
  const space = text.lastIndexOf(' ', text.length - length)
  const from = space === -1 || space < text.length - length * 1.5 ? text.length - length : space + 1
  return text.slice(from)
}

/** Whether a comparison found anything shortened worth a "show all": a gap. */
export const hasGap = (parts: readonly (TextPart | Gap)[]) => parts.some((part) => part.change === 'gap')
