/** Back-office addresses that screens of several features link to. */
export const MESSAGES_PATH = '/admin/messages'
export const SETTINGS_PATH = '/admin/settings'
export const NOTIFICATIONS_PATH = '/admin/notifications'
export const HOME_PAGE_PATH = '/admin/home-page'
