import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** How long a browser stays known after its last sign-in (each sign-in issues a new cookie). */
export const DEVICE_COOKIE_DAYS = 365
/** The cookie goes only with the sign-in calls: the password and code steps, and the two-factor confirmations. */
export const DEVICE_COOKIE_PATH = '/api/auth'
const NAME_PREFIX = 'sb_device_'
const DAY_SECONDS = 24 * 60 * 60

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that has signed in
 * to an account gets a cookie that names the account (a keyed hash of its address, never the address) and a
 * random nonce, signed with the server's secret. Presented again for that account, it makes the sign-in attempt
 * the device's own: judged by the device's failures, not by the lockout every unknown browser shares
 * (login-throttle.ts). A cookie for another account, forged, tampered with or past its date counts as none.
 *
 * The cookie's name depends on the account, so that a browser shared by colleagues keeps one per person.
 */
export function createDeviceCookies(secret: string, now: () => Date = () => new Date()) {
  // A key of its own, derived from the server's secret: a device cookie is never a token, nor the reverse.
  const key = createHmac('sha256', secret).update('switchboard device cookie v1').digest()
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url')
  /** The account as the cookie names it: 132 bits of a keyed hash of the normalised address. */
  const tagOf = (account: string) => mac(`account:${account}`).slice(0, 22)
  const nameOf = (tag: string) => `${NAME_PREFIX}${tag.slice(0, 12)}`

  return {
    /** A new cookie for the account: its name, its value and how long the browser keeps it. */
    issue(account: string): { name: string; value: string; maxAgeSeconds: number } {
      const tag = tagOf(account)
      const nonce = randomBytes(16).toString('base64url')
      const maxAgeSeconds = DEVICE_COOKIE_DAYS * DAY_SECONDS
      const expires = Math.floor(now().getTime() / 1000) + maxAgeSeconds
      const body = `${tag}.${nonce}.${expires}`
      return { name: nameOf(tag), value: `${body}.${mac(`cookie:${body}`)}`, maxAgeSeconds }
    },

    /**
     * The device a Cookie header proves for `account`: the nonce of a cookie that is signed by this server, names
     * this account and has not expired; null for anything else (no cookie, another account's, forged, expired).
     */
    deviceOf(cookieHeader: string | undefined, account: string | null): string | null {
      if (!cookieHeader || !account) return null
      const tag = tagOf(account)
      const name = nameOf(tag)
      for (const value of cookieValues(cookieHeader, name)) {
        const parts = value.split('.')
        if (parts.length !== 4) continue
        const [cookieTag, nonce, expires, signature] = parts as [string, string, string, string]
        if (!equal(signature, mac(`cookie:${cookieTag}.${nonce}.${expires}`))) continue
        if (cookieTag !== tag || !/^\d{1,12}$/.test(expires)) continue
        if (Number(expires) * 1000 <= now().getTime()) continue
        return nonce
      }
      return null
    },
  }
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>

/** Constant-time comparison of two signatures. */
function equal(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The values of the cookies of this name in a Cookie header (a browser may send several of the same name). */
function cookieValues(header: string, name: string): string[] {
  const values: string[] = []
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== name) continue
    values.push(pair.slice(at + 1).trim())
  }
  return values
}

/**
 * After a sign-in that answered a session: the browser gets a new device cookie for the account. HttpOnly (no
 * script reads it), SameSite=Strict, only for the sign-in calls, and Secure when the site is served over HTTPS.
 */
export function rememberDevice(
  devices: DeviceCookies,
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
  { secure }: { secure: boolean },
): void {
  const cookie = devices.issue(account.trim().toLowerCase())
  const attributes = [
    `${cookie.name}=${cookie.value}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
  ]
  if (secure || request.protocol === 'https') attributes.push('Secure')
  void reply.header('set-cookie', attributes.join('; '))
}
