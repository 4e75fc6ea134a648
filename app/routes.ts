import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  layout('routes/public-layout.tsx', [index('routes/home.tsx'), route('service/:id', 'routes/service.tsx')]),
  route('*', 'routes/fallback.tsx'),
] satisfies RouteConfig
