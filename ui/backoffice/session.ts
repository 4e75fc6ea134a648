/**
 * The back-office session (docs/product.md#session): a bearer token kept in local storage, checked on load and on
 * every 401.
 */

import type { Role } from '../../platform/auth/access'

export const TOKEN_KEY = 'token'
export const ADMIN_KEY = 'admin'

export type SessionAdmin = {
  _id: string
  name: string
  email: string
  role: Role
  twoFactorEnabled?: boolean
  /** Their role requires two-factor sign-in and they have not set it up: the back-office shows only the set-up. */
  twoFactorSetupRequired?: boolean
}

/** The token's `exp` claim in milliseconds, or undefined when the token cannot be decoded. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const claims = JSON.parse(json) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined
  } catch {
    return undefined
  }
}

/** What to do with a stored token before asking the server: nothing stored, unusable, expired, or worth verifying. */
export function assessToken(
  token: string | null,
  now = Date.now(),
): 'none' | 'invalid' | 'expired' | 'verify' {
  if (!token) return 'none'
  const expiry = tokenExpiry(token)
  if (expiry === undefined) return 'invalid'
  if (expiry <= now) return 'expired'
  return 'verify'
}

export const tokenStore = {
  read(): { token: string | null; admin: SessionAdmin | null } {
    if (typeof window === 'undefined') return { token: null, admin: null }
    let admin: SessionAdmin | null = null
    try {
      admin = JSON.parse(window.localStorage.getItem(ADMIN_KEY) ?? 'null') as SessionAdmin | null
    } catch {
      admin = null
    }
    return { token: window.localStorage.getItem(TOKEN_KEY), admin }
  },
  write(token: string, admin: SessionAdmin) {
    window.localStorage.setItem(TOKEN_KEY, token)
    window.localStorage.setItem(ADMIN_KEY, JSON.stringify(admin))
  },
  clear() {
    window.localStorage.removeItem(TOKEN_KEY)
    window.localStorage.removeItem(ADMIN_KEY)
  },
}
