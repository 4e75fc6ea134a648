export const NAV_ITEMS = [
  { label: 'Home', href: '/', section: 'home' },
  { label: 'Services', href: '/#services', section: 'services' },
  { label: 'Categories', href: '/#categories', section: 'categories' },
  { label: 'Team', href: '/#team', section: 'team' },
  { label: 'Partners', href: '/#partners', section: 'partners' },
  { label: 'Contact', href: '/#contact', section: 'contact' },
] as const

export const SOLID_NAVBAR_AFTER_PX = 50
export const ACTIVE_SECTION_LINE_PX = 150
export const MOBILE_BREAKPOINT_PX = 768
