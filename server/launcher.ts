/**
 * The built server's entry point (dist/server.js). Libraries choose between their production and development
 * builds from NODE_ENV when they are first loaded — React above all, whose development build renders pages
 * several times slower and checks every element. The built server always runs them in production mode, whatever
 * NODE_ENV says; what NODE_ENV said is kept for the configuration, where `production` turns on the strict rules
 * (README). This module imports no library, so it runs before any is loaded; the server itself is a
 * separate module (dist/main.js), imported only once NODE_ENV is set.
 */
import { setFlagsFromString } from 'node:v8'
import { DEPLOYMENT_NODE_ENV } from './deployment-env'

;(globalThis as Record<symbol, unknown>)[DEPLOYMENT_NODE_ENV] = process.env.NODE_ENV ?? null
process.env.NODE_ENV = 'production'

// After each full garbage collection V8 lets the heap grow to up to four times what survived before the next one.
// A page render's objects outlive a few young-generation collections while it waits for the database, so they
// are collected only by full ones: rendering uncached pages grew the process to 510–540 MB, and the array
// buffers freed late left glibc's heap fragmented. At 35 % growth it stayed under 300 MB, for ~10 % more CPU per
// uncached render (docs/decisions/0009-lighter-process.md), but with a full collection every ~25 writes, which
// were the slowest first views after a write; at 100 % there are 5 instead of 8 in 200 writes, the p99 of that
// view falls from 30–40 ms to 23–26 ms, and uncached renders at 8 connections peak at 293 MB instead of 259 MB
// (docs/decisions/0015). V8 reads this flag at each collection, so setting it here, at run time, works; the size
// limits (--max-old-space-size…) would have to be on the command line.
setFlagsFromString('--heap-growing-percent=100')
// The young generation is left to V8 (it grows to 2 × 16 MB under load). Keeping it at its start size
// (--semi-space-growth-factor=1) saved 30–50 MB, but it turned every few hundred kB of a page render into a
// collection: 266 instead of 380 renders/s of the home page at 10 clients. The back-office's libraries are no longer
// loaded by the server (app/backoffice/screens/*.client.ts), which saves more than that (docs/decisions/0008).

// A computed specifier: the bundler leaves it alone, so main.js stays a module of its own, loaded after the above.
const main = './main.js'
await import(main)
