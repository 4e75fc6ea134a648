import { jwtVerify, SignJWT } from 'jose'

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60

/** What a token carries: who signed in, and the server-side session the sign-in created. */
export type TokenClaims = { userId: string; sessionId: string }
/** A verified token's claims, and when it expires (ms since the epoch). */
export type VerifiedToken = TokenClaims & { expiresAt: number }

/**
 * HS256 JWTs naming a person and their session. The signature and `exp` are checked here; whether the session is
 * still open is the session store's answer (features/auth/sessions.ts), so ending it ends the token at once.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret)
  return {
    async sign({ userId, sessionId }: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key)
    },
    /** The claims of a valid token, or undefined for anything else (expired, bad signature, alg none…). */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        })
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined
        // A token made for something else (the two-factor challenge) is never a session's.
        if (payload.purpose !== undefined || payload.aud !== undefined) return undefined
        return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp! * 1000 }
      } catch {
        return undefined
      }
    },
  }
}

export type TokenService = ReturnType<typeof createTokenService>
