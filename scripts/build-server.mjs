// Bundles the Fastify server (server/main.ts and what it imports) into dist/server.js; packages stay external.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
