import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { type ApiClient, ApiError, createApiClient, unwrapData } from './api-client'
import { assessToken, type SessionAdmin, TOKEN_KEY, tokenStore } from './session'

export const INVALID_RESPONSE = 'Invalid response from server'

type Status = 'loading' | 'signedIn' | 'signedOut'

type AuthContextValue = {
  status: Status
  admin: SessionAdmin | null
  api: ApiClient
  /** The password step: signed in, or the challenge of the code step (docs/product.md#two-factor-sign-in). */
  login(email: string, password: string): Promise<SessionAdmin | TwoFactorPending>
  /** The code step: the challenge and a code from the app or a recovery code. */
  completeTwoFactor(challenge: string, code: string): Promise<SessionAdmin>
  /** Asks the server who is signed in again (after setting up two-factor sign-in). */
  refresh(): Promise<void>
  /** Signs out: the server ends this session (best effort), and this browser forgets it at once. */
  logout(): void
  /** Ends every session of the signed-in person on the server, then signs out here (docs/product.md#account). */
  logoutEverywhere(): Promise<void>
  /** After the administrator changes their credentials: the new token and admin replace the current ones. */
  replaceSession(token: string, admin: SessionAdmin): void
  /**
   * The server refused the session while signed in (it expired, or was ended elsewhere): the screen stays and the
   * session dialog asks for the password (docs/product.md#session-expired-dialog).
   */
  isExpired: boolean
  /** Resolves true once the person has signed in again, false when they sign out instead. */
  whenSignedInAgain(): Promise<boolean>
}

/** The password was right; a code must follow. */
export type TwoFactorPending = { challenge: string }

/** A sign-in answer that asks for the code step, read from a login or password-reset answer. */
export function twoFactorChallenge(body: unknown): TwoFactorPending | undefined {
  const data = unwrapData<{ twoFactorRequired?: unknown; challenge?: unknown }>(body)
  return data?.twoFactorRequired === true && typeof data.challenge === 'string' && data.challenge
    ? { challenge: data.challenge }
    : undefined
}

const AuthContext = createContext<AuthContextValue | null>(null)

type SessionAnswer = { token?: unknown; admin?: unknown }

/** The token and administrator of a signed-in answer (login, code step, password reset, accepted invitation). */
export function readSession(body: unknown): { token: string; admin: SessionAdmin } {
  const data = unwrapData<SessionAnswer>(body)
  // docs/product.md#session: a login answer without a token is 'Invalid response from server'.
  if (
    !data ||
    typeof data.token !== 'string' ||
    !data.token ||
    !data.admin ||
    typeof data.admin !== 'object'
  ) {
    throw new ApiError(INVALID_RESPONSE)
  }
  return { token: data.token, admin: data.admin as SessionAdmin }
}

/** The session rules of docs/product.md#session; also keeps several tabs consistent through the storage event. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>('loading')
  const [admin, setAdmin] = useState<SessionAdmin | null>(null)
  const [isExpired, setExpired] = useState(false)
  const tokenRef = useRef<string | null>(null)
  const statusRef = useRef<Status>('loading')
  statusRef.current = status
  /** The saves waiting for the person to sign in again in the session dialog. */
  const waiters = useRef(new Set<(signedIn: boolean) => void>())

  const settleWaiters = useCallback((signedIn: boolean) => {
    setExpired(false)
    const waiting = [...waiters.current]
    waiters.current.clear()
    for (const resolve of waiting) resolve(signedIn)
  }, [])

  const forget = useCallback(() => {
    tokenRef.current = null
    tokenStore.clear()
    setAdmin(null)
    setStatus('signedOut')
    settleWaiters(false)
  }, [settleWaiters])

  const whenSignedInAgain = useCallback(
    () => new Promise<boolean>((resolve) => waiters.current.add(resolve)),
    [],
  )

  /** Tells the server this token's session (or all of the person's) ends; never throws, never loops on 401. */
  const endOnServer = useCallback(async (everywhere: boolean) => {
    const token = tokenRef.current
    if (!token) return
    await createApiClient({ getToken: () => token })
      .post('/auth/logout', everywhere ? { everywhere: true } : {})
      .catch(() => undefined)
  }, [])

  const logout = useCallback(() => {
    void endOnServer(false)
    forget()
  }, [endOnServer, forget])

  const logoutEverywhere = useCallback(async () => {
    await endOnServer(true)
    forget()
  }, [endOnServer, forget])

  const api = useMemo(
    () =>
      createApiClient({
        getToken: () => tokenRef.current,
        // Signed in, a 401 means the session ended under the person's feet: nothing is thrown away, the session
        // dialog asks for the password. Before (checking a stored token), it means signed out.
        onUnauthorized: () => (statusRef.current === 'signedIn' ? setExpired(true) : forget()),
      }),
    [forget],
  )

  const replaceSession = useCallback(
    (token: string, next: SessionAdmin) => {
      tokenRef.current = token
      tokenStore.write(token, next)
      setAdmin(next)
      setStatus('signedIn')
      settleWaiters(true)
    },
    [settleWaiters],
  )

  useEffect(() => {
    let cancelled = false
    const { token, admin: stored } = tokenStore.read()
    const verdict = assessToken(token)
    if (verdict !== 'verify') {
      if (verdict !== 'none') tokenStore.clear()
      setStatus('signedOut')
      return
    }
    tokenRef.current = token
    setAdmin(stored)
    api
      .get('/auth/verify')
      .then((body) => {
        if (cancelled) return
        const verified = unwrapData<{ admin?: SessionAdmin }>(body)?.admin
        // A verify answer without an admin object counts as invalid.
        if (!verified || typeof verified !== 'object') return forget()
        tokenStore.write(token!, verified)
        setAdmin(verified)
        setStatus('signedIn')
      })
      .catch((error: unknown) => {
        if (cancelled) return
        if (error instanceof ApiError && error.status === 401) return forget()
        // The server could not be reached: keep the unexpired session; the next call will tell.
        setStatus(stored ? 'signedIn' : 'signedOut')
      })
    return () => {
      cancelled = true
    }
  }, [api, forget])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return
      const { token, admin: stored } = tokenStore.read()
      if (!token || assessToken(token) !== 'verify') {
        tokenRef.current = null
        setAdmin(null)
        setStatus('signedOut')
        settleWaiters(false)
      } else {
        const isNewSession = token !== tokenRef.current
        tokenRef.current = token
        setAdmin(stored)
        setStatus('signedIn')
        // Signed in again in another tab: this one's session dialog closes and its saves go on.
        if (isNewSession) settleWaiters(true)
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [settleWaiters])

  const login = useCallback(
    async (email: string, password: string) => {
      const body = await api.post('/auth/login', { email, password })
      const pending = twoFactorChallenge(body)
      if (pending) return pending
      const session = readSession(body)
      replaceSession(session.token, session.admin)
      return session.admin
    },
    [api, replaceSession],
  )

  const completeTwoFactor = useCallback(
    async (challenge: string, code: string) => {
      const session = readSession(await api.post('/auth/login/2fa', { challenge, code }))
      replaceSession(session.token, session.admin)
      return session.admin
    },
    [api, replaceSession],
  )

  const refresh = useCallback(async () => {
    const verified = unwrapData<{ admin?: SessionAdmin }>(await api.get('/auth/verify'))?.admin
    if (verified && typeof verified === 'object' && tokenRef.current)
      replaceSession(tokenRef.current, verified)
  }, [api, replaceSession])

  const value = useMemo(
    () => ({
      status,
      admin,
      api,
      login,
      completeTwoFactor,
      refresh,
      logout,
      logoutEverywhere,
      replaceSession,
      isExpired,
      whenSignedInAgain,
    }),
    [
      status,
      admin,
      api,
      login,
      completeTwoFactor,
      refresh,
      logout,
      logoutEverywhere,
      replaceSession,
      isExpired,
      whenSignedInAgain,
    ],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/**
 * For a form's save: `retryAfterSignIn(send)` sends, and when the server refuses the expired session, waits for the
 * person to sign in again in the session dialog and sends once more, so what was typed is saved, not lost
 * (docs/product.md#session-expired-dialog). Signing out instead ends it with the refusal. Outside the provider
 * (a unit test) it only sends. `personId` keys the person's unsaved copies.
 */
export function useSessionRetry() {
  const value = useContext(AuthContext)
  return {
    personId: value?.admin?._id ?? null,
    retryAfterSignIn: <T,>(send: () => Promise<T>) =>
      value ? sendAgainAfterSignIn(send, value.whenSignedInAgain) : send(),
  }
}

/** Sends; on a 401 waits for `signedInAgain` and sends again (as often as it takes), or rethrows on a sign-out. */
export async function sendAgainAfterSignIn<T>(
  send: () => Promise<T>,
  signedInAgain: () => Promise<boolean>,
): Promise<T> {
  for (;;) {
    try {
      return await send()
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error
      if (!(await signedInAgain())) throw error
    }
  }
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
