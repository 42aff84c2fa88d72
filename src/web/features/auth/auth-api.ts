/**
 * Plain-fetch calls to the account endpoints. The header and the auth provider are on every page's first
 * load, so they use these rather than the better-auth client (which only the sign-in pages load).
 */

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  displayName: string | null;
  /** The uploaded avatar's URL, when there is one. */
  image: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface AuthSession {
  id: string;
  userId: string;
  expiresAt: string;
}

export interface SessionData {
  session: AuthSession;
  user: AuthUser;
}

export interface Credits {
  credit_count: number;
  is_subscribed: boolean;
  subscription_plan: string | null;
}

/** Shown when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Could not reach Soundsleeve. Check your connection and try again.';

const JSON_HEADERS = { Accept: 'application/json' };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toSessionData(body: unknown): SessionData | null {
  if (!isObject(body) || !isObject(body.session) || !isObject(body.user)) return null;
  const { session, user } = body;
  const id = str(user.id);
  const email = str(user.email);
  if (!id || !email) return null;
  const expires = session.expiresAt;
  return {
    session: {
      id: str(session.id) ?? '',
      userId: str(session.userId) ?? id,
      expiresAt: typeof expires === 'string' ? expires : expires instanceof Date ? expires.toISOString() : '',
    },
    user: {
      id,
      email,
      name: str(user.name) ?? '',
      displayName: str(user.displayName) ?? str(user.name),
      image: str(user.image),
      emailVerified: user.emailVerified === true,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
  };
}

/**
 * The current session, or null when signed out. A client error (4xx) means there is no usable session; a
 * server or network failure throws, so a signed-in visitor is not signed out by a transient outage.
 */
export async function fetchSession(): Promise<SessionData | null> {
  const res = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: JSON_HEADERS });
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) return null;
  if (!res.ok) throw new Error(`Session lookup failed (${res.status})`);
  return toSessionData(await res.json().catch(() => null));
}

/** The signed-in user's credits. Throws on failure; callers ignore the error and keep what they had. */
export async function fetchCredits(): Promise<Credits> {
  const res = await fetch('/api/me/credits', { credentials: 'same-origin', headers: JSON_HEADERS });
  if (!res.ok) throw new Error(`Credits read failed (${res.status})`);
  const body: unknown = await res.json();
  if (!isObject(body) || typeof body.credit_count !== 'number') throw new Error('Unexpected credits answer');
  return {
    credit_count: body.credit_count,
    is_subscribed: body.is_subscribed === true,
    subscription_plan: str(body.subscription_plan),
  };
}

/** The message of an error answer: better-auth's `{ code, message }` or our `{ error: { code, message } }`. */
export function readApiError(body: unknown): { code: string | null; message: string | null } {
  if (!isObject(body)) return { code: null, message: null };
  const source = isObject(body.error) ? body.error : body;
  const message = str(source.message)?.trim() || null;
  return { code: str(source.code), message };
}

export type AuthResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; code: string | null; message: string | null };

/** POSTs JSON to an auth endpoint. Never throws: failures come back with the server's message, if any. */
export async function postJson<T = Json>(path: string, body: unknown): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...JSON_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: null, message: NETWORK_ERROR_MESSAGE };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: (data ?? {}) as T };
  return { ok: false, status: res.status, ...readApiError(data) };
}
