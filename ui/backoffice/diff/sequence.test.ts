import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { diffSequence, diffWords, hasGap, MAX_CELLS, passages, sideOf } from './sequence'

const join = (parts: { text: string }[]) => parts.map((part) => part.text).join('')

describe('comparing two texts word by word', () => {
  it('marks the words that went and came, and keeps the rest', () => {
    expect(diffWords('Switchgear for industry', 'Switchgear and panels for industry')).toEqual([
      { change: 'same', text: 'Switchgear ' },
      { change: 'added', text: 'and panels ' },
      { change: 'same', text: 'for industry' },
    ])
    expect(diffWords('The quick fox', 'The slow fox')).toEqual([
      { change: 'same', text: 'The ' },
      { change: 'removed', text: 'quick' },
      { change: 'added', text: 'slow' },
      { change: 'same', text: ' fox' },
    ])
  })

  it('reads a phrase replaced as one change, not word by word with the spaces kept', () => {
    expect(diffWords('one two three', 'four five six')).toEqual([
      { change: 'removed', text: 'one two three' },
      { change: 'added', text: 'four five six' },
    ])
  })

  it('compares whole words and punctuation, not letters', () => {
    expect(diffWords('Cables, wires.', 'Cable, wires!')).toEqual([
      { change: 'removed', text: 'Cables' },
      { change: 'added', text: 'Cable' },
      { change: 'same', text: ', wires' },
      { change: 'removed', text: '.' },
      { change: 'added', text: '!' },
    ])
    expect(diffWords('Grüße aus Köln', 'Grüße aus Bonn')).toEqual([
      { change: 'same', text: 'Grüße aus ' },
      { change: 'removed', text: 'Köln' },
      { change: 'added', text: 'Bonn' },
    ])
  })

  it('gives each side back whole: the text before, and the text after', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (before, after) => {
        const parts = diffWords(before, after)
        expect(join(sideOf(parts, 'before'))).toBe(before)
        expect(join(sideOf(parts, 'after'))).toBe(after)
      }),
    )
  })

  it('finds no change in equal texts, and everything in a text from nothing', () => {
    expect(diffWords('Same text', 'Same text')).toEqual([{ change: 'same', text: 'Same text' }])
    expect(diffWords('', 'New')).toEqual([{ change: 'added', text: 'New' }])
  })
})

describe('a long text shortened to its changed passages', () => {
  const filler = (word: string) => Array.from({ length: 60 }, () => word).join(' ')

  it('keeps a little context on each side of a change and leaves the unchanged stretches out', () => {
    const before = `${filler('alpha')} old ${filler('omega')}`
    const after = `${filler('alpha')} new ${filler('omega')}`
    const shown = passages(diffWords(before, after), 30)
    expect(hasGap(shown)).toBe(true)
    expect(shown.map((part) => part.change)).toEqual(['gap', 'same', 'removed', 'added', 'same', 'gap'])
    const context = shown[1]!.text
    expect(context.length).toBeGreaterThanOrEqual(30)
    expect(context.length).toBeLessThan(50)
    // The context starts at a word.
    expect(context.startsWith('alpha')).toBe(true)
    // Nothing is lost: the gaps hold what was left out.
    expect(join(shown.filter((part) => part.change !== 'added'))).toBe(before)
  })

  it('leaves a text with no long unchanged stretch whole', () => {
    const shown = passages(diffWords('a b c', 'a x c'))
    expect(hasGap(shown)).toBe(false)
  })
})

describe('comparing two lists', () => {
  it('keeps the common items in order, with what was removed before what was added between them', () => {
    const steps = diffSequence(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'], (item) => item)
    expect(steps.map((step) => `${step.change[0]}${step.item}`)).toEqual(['sa', 'rb', 'ax', 'sc', 'sd', 'ae'])
  })
})

describe('comparing long texts in a moment', () => {
  it('compares a long text changed in many places line by line, then word by word', () => {
    const lines = Array.from({ length: 2000 }, (_, index) => `Line ${index} says something about cables.\n`)
    const before = lines.join('')
    const after = lines
      .map((line, index) => (index % 100 === 0 ? line.replace('cables', 'wires') : line))
      .join('')
    expect((before.match(/\S+|\s+/g) ?? []).length ** 2).toBeGreaterThan(MAX_CELLS)
    const started = performance.now()
    const parts = diffWords(before, after)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(join(sideOf(parts, 'before'))).toBe(before)
    expect(join(sideOf(parts, 'after'))).toBe(after)
    expect(parts.filter((part) => part.change === 'removed').map((part) => part.text)).toEqual(
      Array.from({ length: 20 }, () => 'cables'),
    )
  })

  it('gives up item by item past the bound, and reads the middle as replaced', () => {
    const before = Array.from({ length: 2100 }, (_, index) => `a${index}`)
    const after = Array.from({ length: 2100 }, (_, index) => `b${index}`)
    const steps = diffSequence(['x', ...before, 'y'], ['x', ...after, 'y'], (item) => item)
    expect(steps.map((step) => step.change)).toEqual([
      'same',
      ...before.map(() => 'removed'),
      ...after.map(() => 'added'),
      'same',
    ])
  })
})
