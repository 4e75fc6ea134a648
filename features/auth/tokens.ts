import { jwtVerify, SignJWT } from 'jose'

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60

export type TokenClaims = { adminId: string; tokenVersion: number }

/** HS256 JWTs carrying the administrator's id and token version (a password change bumps the version). */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret)
  return {
    async sign({ adminId, tokenVersion }: TokenClaims): Promise<string> {
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(adminId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS)
        .sign(key)
    },
    /** The claims of a valid token, or undefined for anything else (expired, bad signature, alg none…). */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        })
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined
        return { adminId: payload.sub, tokenVersion: payload.ver }
      } catch {
        return undefined
      }
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>
