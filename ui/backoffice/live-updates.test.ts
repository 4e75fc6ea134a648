import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { concerns, readEvents, refreshChanged, retryDelay } from './live-updates'

const ID = '6f1c2a9e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'

describe('live updates of the back-office lists', () => {
  it('reads change events from the stream, keeping a part of an event for the next chunk', () => {
    const first = readEvents(
      'retry: 3000\n: connected\n\nevent: change\ndata: {"areas":["services"]}\n\nevent: ch',
    )
    expect(first.changes).toEqual([['services']])
    const second = readEvents(`${first.rest}ange\ndata: {"areas":null}\n\n: ping\n\n`)
    expect(second).toEqual({ changes: [null], rest: '' })
  })

  it('refreshes the lists of the areas that changed, with the drafts, trash, schedules and redirects', () => {
    expect(concerns(['services'], ['services'])).toBe(true)
    expect(concerns(['services'], ['services', { search: '' }])).toBe(true)
    expect(concerns(['services'], ['drafts'])).toBe(true)
    expect(concerns(['services'], ['schedules', 'list'])).toBe(true)
    expect(concerns(['services'], ['redirects', 'list', { kind: 'all' }])).toBe(true)
    expect(concerns(['services'], ['team'])).toBe(false)
    expect(concerns(['services'], ['not-found', 'list'])).toBe(false)
    // The 404 log's counts concern it alone.
    expect(concerns(['not-found'], ['not-found', 'list'])).toBe(true)
    expect(concerns(['not-found'], ['drafts'])).toBe(false)
    // Anything (after a reconnect): every list.
    expect(concerns(null, ['team'])).toBe(true)
  })

  it('leaves one item’s reads alone: a form open on it keeps what it shows', () => {
    expect(concerns(['services'], ['services', ID])).toBe(false)
    expect(concerns(null, ['drafts', 'services', ID])).toBe(false)
    expect(concerns(['services'], ['drafts', 'links', `/services/${ID}`])).toBe(false)
  })

  it('marks what a change concerns as stale, and nothing else', async () => {
    const client = new QueryClient()
    client.setQueryData(['services'], [])
    client.setQueryData(['team'], [])
    client.setQueryData(['services', ID], {})
    await refreshChanged(client, ['services'])
    expect(client.getQueryState(['services'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['team'])?.isInvalidated).toBe(false)
    expect(client.getQueryState(['services', ID])?.isInvalidated).toBe(false)
  })

  it('waits longer after each failed attempt to open the stream, up to 30 s', () => {
    expect([1, 2, 3, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })
})
