import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest is small: send it with the page instead of fetching /__manifest while hydrating.
  routeDiscovery: { mode: 'initial' },
} satisfies Config
