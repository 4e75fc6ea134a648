// Builds the public pages' islands script (app/islands/client.tsx) into build/client/assets, with React aliased to
// Preact's compatibility layer (docs/decisions/0007-public-islands.md), and records its URL in build/islands.json
// for the server. Runs after `react-router build`.
import { writeFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'

const recordEntry: Plugin = {
  name: 'switchboard:islands-entry',
  writeBundle(_options, bundle) {
    const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry)
    if (!entry) throw new Error('The islands build produced no entry chunk')
    writeFileSync('build/islands.json', JSON.stringify({ script: `/${entry.fileName}` }) + '\n')
  },
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
  publicDir: false,
  plugins: [recordEntry],
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { islands: 'app/islands/client.tsx' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        assetFileNames: 'assets/islands-[name]-[hash][extname]',
      },
    },
  },
})
