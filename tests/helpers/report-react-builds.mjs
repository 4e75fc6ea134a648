// Preloaded with `node --import` into the built server by an e2e test: when the process exits, prints which of
// React's CommonJS builds (production or development) it loaded, as one JSON line.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
process.on('exit', () => {
  // Only modules that ran: importing CommonJS from ESM also parses (without running) both files a package's
  // index re-exports from, to find their export names.
  const loaded = Object.entries(require('node:module')._cache)
    .filter(([file, module]) => module.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file.split(/[\\/]node_modules[\\/]/).pop())
  console.log(`react-builds ${JSON.stringify(loaded)}`)
})
