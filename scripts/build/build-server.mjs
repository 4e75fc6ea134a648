// Bundles the Fastify server (server/main.ts and what it imports) into dist/main.js, and its launcher
// (server/launcher.ts: sets NODE_ENV=production for the libraries, then imports main.js) into dist/server.js,
// and the child process of a first start (server/first-start-worker.ts) into dist/first-start-worker.js (likewise
// the image decoder's and the backup verifier's);
// packages stay external.
import { build } from 'esbuild'

await build({
  entryPoints: {
    server: 'server/launcher.ts',
    main: 'server/main.ts',
    'first-start-worker': 'server/first-start-worker.ts',
    'image-worker': 'features/media/image-worker.ts',
    'backup.verify-worker': 'features/backups/backup.verify-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
