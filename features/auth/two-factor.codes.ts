import { createHash, randomInt } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { CHALLENGE_MINUTES, RECOVERY_CODE_COUNT, TOTP_ISSUER } from './two-factor.schema'

const PERIOD = 30

function totp(secret: string, label = '') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })
}

/** A new shared secret (160 bits, RFC 4226's recommendation), its otpauth URI and that URI as an SVG QR code. */
export async function newTotpSecret(email: string) {
  const secret = new Secret({ size: 20 }).base32
  const uri = totp(secret, email).toString()
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, uri, qrSvg }
}

/** The time step a 6-digit code belongs to (±1 step of now), or undefined when it is not a current code. */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 })
  if (delta === null) return undefined
  return Math.floor(now / 1000 / PERIOD) + delta
}

/** Six digits (spaces allowed) is a code from the app; anything else is taken for a recovery code. */
export const asAppCode = (input: string) => {
  const digits = input.replace(/\s+/g, '')
  return /^\d{6}$/.test(digits) ? digits : undefined
}

// Letters only, without the ones read for others (i, l, o): easy to read aloud and to type.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz'

/** Ten codes like `abcd-efgh-jkmn`: 12 letters of 23, about 54 bits each. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const letters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`
  })
}

/** Only the SHA-256 of a recovery code is stored; case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): string {
  const canonical = code.toLowerCase().replace(/[^a-z]/g, '')
  return createHash('sha256').update(canonical).digest('hex')
}

const CHALLENGE_AUDIENCE = 'switchboard:two-factor-challenge'

/**
 * The proof that the password step passed, for the code step only: its audience and purpose differ from a
 * session token's and it names no session, so it is never accepted as a bearer token (tokens.ts wants `sid`
 * and refuses a purpose). `pw` ties it to the password of the moment: a new password voids it.
 */
export function createChallenges(jwtSecret: string) {
  const key = new TextEncoder().encode(jwtSecret)
  const fingerprint = (passwordHash: string) =>
    createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16)
  return {
    sign: (userId: string, passwordHash: string) =>
      new SignJWT({ purpose: 'two-factor', pw: fingerprint(passwordHash) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setAudience(CHALLENGE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_MINUTES}m`)
        .sign(key),
    /** The person the challenge names, or undefined when it is invalid, expired or for another password. */
    async verify(
      challenge: string,
    ): Promise<{ userId: string; matches(passwordHash: string): boolean } | undefined> {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ['HS256'],
          audience: CHALLENGE_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        })
        if (payload.purpose !== 'two-factor' || typeof payload.sub !== 'string') return undefined
        return { userId: payload.sub, matches: (hash) => payload.pw === fingerprint(hash) }
      } catch {
        return undefined
      }
    },
  }
}

export type Challenges = ReturnType<typeof createChallenges>
