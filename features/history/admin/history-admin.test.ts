import { describe, expect, it } from 'vitest'
import { categoryContentType } from '../../categories/category.content-type'
import { companyContentType } from '../../company/company.content-type'
import type { RevisionSummary } from '../history.schema'
import {
  actionLabel,
  comparedPair,
  relativeTime,
  restoredMessage,
  revisionsKey,
  revisionsPath,
  titleIn,
  versionLabel,
} from './history-admin'

const now = new Date(2026, 10, 27, 15, 0, 0)
const at = (hours: number, minutes = 0, day = 27) => new Date(2026, 10, day, hours, minutes).toISOString()
const revision = (id: string, action: string, createdAt: string, name = 'Anna'): RevisionSummary => ({
  _id: id,
  action,
  createdAt,
  author: { _id: 'a', name },
})
const list = [
  revision('r3', 'update', at(14, 32)),
  revision('r2', 'update', at(12)),
  revision('r1', 'create', at(9)),
]

describe('history admin', () => {
  it('says each action in words, an unknown one as Changed', () => {
    expect(['create', 'update', 'publish', 'restore', 'activate', 'earlier'].map(actionLabel)).toEqual([
      'Created',
      'Edited',
      'Published',
      'Restored',
      'Activated (scheduled)',
      'Earlier version',
    ])
    expect(actionLabel('something-new')).toBe('Changed')
  })

  it('reads an item’s revisions at its path, the company’s at its single path, under the item’s key', () => {
    expect(revisionsPath(categoryContentType, 'c1')).toBe('/categories/c1/revisions')
    expect(revisionsPath(companyContentType, null)).toBe('/company/info/revisions')
    expect(revisionsKey(categoryContentType, 'c1')).toEqual(['categories', 'c1', 'revisions'])
  })

  it('says when as a person would, and names a version by its time', () => {
    expect(relativeTime(new Date(now.getTime() - 20_000), now)).toBe('Just now')
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 minutes ago')
    expect(relativeTime(at(12), now)).toBe('3 hours ago')
    expect(relativeTime(at(9, 5, 26), now)).toBe('Yesterday, 09:05')
    expect(relativeTime(at(9, 5, 2), now)).toBe('Nov 2')
    expect(restoredMessage({ createdAt: at(14, 32) }, now)).toBe('Restored the version of 14:32')
    expect(restoredMessage({ createdAt: at(14, 32, 20) }, now)).toBe('Restored the version of Nov 20, 14:32')
    expect(versionLabel(list[0]!, true, now)).toBe('Current version · 14:32')
    expect(versionLabel(list[2]!, false, now)).toBe('Created · 09:00 · Anna')
  })

  it('compares a version with the current one by default, the current one with the one before, older first', () => {
    expect(comparedPair(list, 'r1', null)).toEqual({ older: list[2], newer: list[0] })
    expect(comparedPair(list, 'r3', null)).toEqual({ older: list[1], newer: list[0] })
    expect(comparedPair(list, 'r2', 'r1')).toEqual({ older: list[2], newer: list[1] })
    expect(comparedPair(list, 'r1', 'r2')).toEqual({ older: list[2], newer: list[1] })
    expect(comparedPair([list[0]!], 'r3', null)).toEqual({ older: null, newer: list[0] })
    expect(comparedPair(list, 'gone', null)).toBeNull()
  })

  it('finds the title in a snapshot by the type’s title column', () => {
    expect(titleIn(categoryContentType, { title: 'Switchgear' })).toBe('Switchgear')
    expect(titleIn(companyContentType, { name: 'Acme' })).toBe('Acme')
    expect(titleIn(companyContentType, {})).toBe('')
  })
})
