import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { chunkGroup } from './scripts/build/public-chunks.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Pages load few, larger scripts (docs/decisions/0006): see scripts/build/public-chunks.ts.
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: chunkGroup }] } } } }),
  },
}))
