// Run with `node --expose-internals`: renders pages with the built app (build/server) through React Router's
// request handler and prints whether Node's async hooks got switched on by it, as JSON.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from 'react-router'

const require = createRequire(import.meta.url)
const { internalBinding } = require('internal/test/binding')
const asyncWrap = internalBinding('async_wrap')
const fields = asyncWrap.async_hook_fields
const { kInit, kUsesExecutionAsyncResource } = asyncWrap.constants

const build = await import(pathToFileURL(path.resolve('build/server/index.js')).href)
const handle = createRequestHandler(build, 'production')
const statuses = []
for (const url of ['http://localhost/login', 'http://localhost/no-such-page']) {
  const response = await handle(new Request(url), {})
  await response.text()
  statuses.push(response.status)
}
console.log(
  JSON.stringify({
    statuses,
    initHooks: fields[kInit],
    executionAsyncResource: fields[kUsesExecutionAsyncResource],
  }),
)
