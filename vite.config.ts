import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { CHUNK_GROUPS, chunkGroup } from './scripts/build/client-chunks.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.SOURCEMAP,
    minify: !process.env.NO_MINIFY,
    // Few, larger scripts per screen, each screen's own code loaded when it opens: scripts/build/client-chunks.ts.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: CHUNK_GROUPS.map((group, index) => ({
                  name: (id: string, ctx: Parameters<typeof chunkGroup>[1]) =>
                    chunkGroup(id, ctx) === group ? group : null,
                  priority: CHUNK_GROUPS.length - index,
                })),
              },
            },
          },
        }),
  },
}))
