import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('service/:id', 'routes/service.tsx'),
    route('categories/:id', 'routes/category.tsx', { id: 'category' }),
    route('category/:id', 'routes/category.tsx', { id: 'category-alias' }),
  ]),
  layout('routes/backoffice.tsx', [
    route('login', 'routes/login.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      route('outbox', 'routes/admin/outbox.tsx'),
      route('privacy', 'routes/admin/privacy.tsx'),
      route('notifications', 'routes/admin/notifications.tsx'),
      route('help', 'routes/admin/help.tsx'),
      route('documentation', 'routes/admin/documentation.tsx'),
      route('support', 'routes/admin/support.tsx'),
      route('services', 'routes/admin/services.tsx'),
      route('categories', 'routes/admin/categories.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('site-settings', 'routes/admin/settings.tsx', { id: 'site-settings' }),
      route('team', 'routes/admin/team.tsx'),
      route('partners', 'routes/admin/partners.tsx'),
      route('clients', 'routes/admin/clients.tsx'),
    ]),
  ]),
  route('contact', 'routes/contact.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/fallback.tsx'),
] satisfies RouteConfig
