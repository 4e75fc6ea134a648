import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../ui/backoffice/api-client'
import { MAX_IMPORT_BYTES } from '../redirects.schema'
import {
  csvFileProblem,
  dryRunSummary,
  fileSize,
  hostOf,
  importButtonLabel,
  importResultMessage,
  isExternal,
  redirectFieldErrors,
  shownOf,
  tabOf,
} from './redirects-admin'

const report = (counts: { added?: number; changed?: number; unchanged?: number; refused?: number }) => ({
  added: counts.added ?? 0,
  changed: counts.changed ?? 0,
  unchanged: counts.unchanged ?? 0,
  refused: Array.from({ length: counts.refused ?? 0 }, (_, index) => ({ line: index + 2, reason: 'Loop' })),
  collapsed: [],
})

describe('the Redirects screen', () => {
  it('opens the 404 log from ?tab=404 and the redirects otherwise', () => {
    expect(tabOf(new URLSearchParams('tab=404'))).toBe('404')
    expect(tabOf(new URLSearchParams(''))).toBe('redirects')
    expect(tabOf(new URLSearchParams('tab=other'))).toBe('redirects')
  })

  it('marks a target that leaves the site, and names its host', () => {
    expect(isExternal('https://example.com/a')).toBe(true)
    expect(isExternal('HTTP://example.com')).toBe(true)
    expect(isExternal('/new-page')).toBe(false)
    expect(isExternal('/https://x')).toBe(false)
    expect(hostOf('https://shop.example.com:8443/a?b')).toBe('shop.example.com:8443')
    expect(hostOf('/new-page')).toBeNull()
  })
})

describe('the import report', () => {
  it('toasts what the import did, leaving out what it did not do', () => {
    expect(importResultMessage(report({ added: 1940, changed: 12, refused: 48 }))).toBe(
      'Imported: 1,940 added, 12 changed; 48 lines refused',
    )
    expect(importResultMessage(report({ added: 3 }))).toBe('Imported: 3 added')
    expect(importResultMessage(report({ changed: 1, refused: 1 }))).toBe(
      'Imported: 1 changed; 1 line refused',
    )
    expect(importResultMessage(report({ unchanged: 5 }))).toBe('Imported: nothing changed')
  })

  it('names the import button after what it writes', () => {
    expect(importButtonLabel({ added: 1940, changed: 12 })).toBe('Import 1,952 redirects')
    expect(importButtonLabel({ added: 1, changed: 0 })).toBe('Import 1 redirect')
    expect(importButtonLabel({ added: 0, changed: 0 })).toBe('Nothing to import')
  })

  it('says a dry run saved nothing, and counts every outcome and the chains', () => {
    expect(dryRunSummary(report({ added: 2, changed: 1, unchanged: 4, refused: 3 }))).toBe(
      'Nothing is saved yet: 2 to add, 1 to change, 4 unchanged, 3 refused.',
    )
    expect(dryRunSummary({ ...report({ added: 1 }), collapsed: [{ line: 3, from: '/a', to: '/c' }] })).toBe(
      'Nothing is saved yet: 1 to add, 0 to change, 0 unchanged, 0 refused. 1 chain will be collapsed.',
    )
  })

  it('refuses a file that is not a CSV, is empty or too large before sending it', () => {
    expect(csvFileProblem({ name: 'redirects.csv', size: 10, type: '' })).toBeNull()
    expect(csvFileProblem({ name: 'export', size: 10, type: 'text/csv' })).toBeNull()
    expect(csvFileProblem({ name: 'redirects.xlsx', size: 10, type: 'application/vnd.ms-excel' })).toMatch(
      /Choose a \.csv file/,
    )
    expect(csvFileProblem({ name: 'a.csv', size: 0, type: 'text/csv' })).toBe('This file is empty')
    expect(csvFileProblem({ name: 'a.csv', size: MAX_IMPORT_BYTES + 1, type: 'text/csv' })).toMatch(
      /too large: at most 2 MB/,
    )
  })

  it('says when a list of the report is cut', () => {
    expect(shownOf(100)).toBeNull()
    expect(shownOf(4812)).toBe('The first 100 of 4,812 are shown.')
  })

  it('writes file sizes for people', () => {
    expect(fileSize(340)).toBe('340 B')
    expect(fileSize(1536)).toBe('1.5 KB')
    expect(fileSize(2 * 1024 * 1024)).toBe('2.0 MB')
  })
})

describe('a refused save', () => {
  it('keeps the fields the server named', () => {
    const error = new ApiError('Validation failed', 400, { to: 'To is required' })
    expect(redirectFieldErrors(error, { to: 'To is required' })).toEqual({ to: 'To is required' })
  })

  it('puts a taken From under From', () => {
    const error = new ApiError('A redirect from /old already exists', 409)
    expect(redirectFieldErrors(error, {})).toEqual({ from: 'A redirect from /old already exists' })
  })

  it('puts a message about From under From and a loop under To', () => {
    expect(redirectFieldErrors(new ApiError('From cannot be /api/…', 400), {})).toEqual({
      from: 'From cannot be /api/…',
    })
    expect(
      redirectFieldErrors(new ApiError('This redirect would make a loop: /b → /a → /b', 422), {}),
    ).toEqual({ to: 'This redirect would make a loop: /b → /a → /b' })
  })

  it('leaves the fields alone for other failures', () => {
    expect(redirectFieldErrors(new ApiError('Database unavailable', 503), {})).toEqual({})
    expect(redirectFieldErrors(new Error('offline'), {})).toEqual({})
  })
})
