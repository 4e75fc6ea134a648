/**
 * The built server's entry point (dist/server.js). Libraries choose between their production and development
 * builds from NODE_ENV when they are first loaded — React above all, whose development build renders pages
 * several times slower and checks every element. The built server always runs them in production mode, whatever
 * NODE_ENV says; what NODE_ENV said is kept for the configuration, where `production` turns on the strict rules
 * (README). This module imports nothing, so it runs before any library is loaded; the server itself is a
 * separate module (dist/main.js), imported only once NODE_ENV is set.
 */
import { DEPLOYMENT_NODE_ENV } from './deployment-env'

;(globalThis as Record<symbol, unknown>)[DEPLOYMENT_NODE_ENV] = process.env.NODE_ENV ?? null
process.env.NODE_ENV = 'production'

// A computed specifier: the bundler leaves it alone, so main.js stays a module of its own, loaded after the above.
const main = './main.js'
await import(main)
