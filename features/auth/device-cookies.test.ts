import { describe, expect, it } from 'vitest'
import { createDeviceCookies, DEVICE_COOKIE_DAYS } from './device-cookies'

const SECRET = 'a test secret of at least thirty-two characters'
const header = (cookie: { name: string; value: string }, others = '') =>
  `${others}${others ? '; ' : ''}${cookie.name}=${cookie.value}`

describe('device cookies (OWASP: slow down online guessing attacks)', () => {
  const devices = createDeviceCookies(SECRET)

  it('proves the device for the account it was issued for, and names neither the address nor the nonce in clear', () => {
    const cookie = devices.issue('owner@company.test')
    expect(cookie.name).toMatch(/^sb_device_[\w-]{12}$/)
    expect(cookie.value).not.toContain('owner')
    expect(cookie.maxAgeSeconds).toBe(DEVICE_COOKIE_DAYS * 24 * 60 * 60)
    const device = devices.deviceOf(header(cookie, 'theme=dark'), 'owner@company.test')
    expect(device).toMatch(/^[\w-]{22}$/)
    expect(cookie.value.split('.')[1]).toBe(device)
    // Each sign-in is a new device id.
    expect(devices.deviceOf(header(devices.issue('owner@company.test')), 'owner@company.test')).not.toBe(
      device,
    )
  })

  it('counts a cookie of another account, a forged, tampered, expired or foreign one as none', () => {
    const owner = devices.issue('owner@company.test')
    const other = devices.issue('someone@company.test')
    expect(devices.deviceOf(header(other), 'owner@company.test')).toBeNull()
    // Another account's value under this account's name.
    expect(devices.deviceOf(`${owner.name}=${other.value}`, 'owner@company.test')).toBeNull()
    const [tag, nonce, expires, signature] = owner.value.split('.') as [string, string, string, string]
    const tampered = [
      `${tag}.${nonce.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${expires}.${signature}`,
      `${tag}.${nonce}.${Number(expires) + 86_400}.${signature}`,
      `${tag}.${nonce}.${expires}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${tag}.${nonce}.${expires}`,
      '',
    ]
    for (const value of tampered) {
      expect(devices.deviceOf(`${owner.name}=${value}`, 'owner@company.test'), value).toBeNull()
    }
    // Signed with another secret.
    const foreign = createDeviceCookies('another secret of at least thirty-two characters')
    expect(devices.deviceOf(header(foreign.issue('owner@company.test')), 'owner@company.test')).toBeNull()
    // Issued a year and a day ago: expired.
    const old = createDeviceCookies(
      SECRET,
      () => new Date(Date.now() - (DEVICE_COOKIE_DAYS + 1) * 86_400_000),
    )
    expect(devices.deviceOf(header(old.issue('owner@company.test')), 'owner@company.test')).toBeNull()
    expect(devices.deviceOf(undefined, 'owner@company.test')).toBeNull()
    expect(devices.deviceOf(header(owner), null)).toBeNull()
  })

  it('finds the valid one among several cookies of the same name', () => {
    const owner = devices.issue('owner@company.test')
    const cookies = `${owner.name}=garbage; ${owner.name}=${owner.value}`
    expect(devices.deviceOf(cookies, 'owner@company.test')).toBe(owner.value.split('.')[1])
  })
})
