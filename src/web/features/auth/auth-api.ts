import { isUnlimitedPlan } from '../../../shared/plans.ts';
/**
 * Calls to the account endpoints through the shared client. The header and the auth provider are on every page's
 * first load, so they use these rather than the better-auth client (which only the sign-in pages load), and read
 * the answers by hand rather than with zod.
 */
import { api } from '../../lib/api.ts';

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

/** A plan that spends no credits (Studio) while it runs: its balance is not what the person has to spend. */
export const hasUnlimitedPlan = (credits: Credits | null | undefined): boolean =>
  credits?.is_subscribed === true && isUnlimitedPlan(credits.subscription_plan);

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
  const result = await api.get('/api/auth/get-session');
  if (result.ok) return toSessionData(result.data);
  const { status } = result;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return null;
  throw new Error(`Session lookup failed (${status})`);
}

/** The signed-in user's credits. Throws on failure; callers ignore the error and keep what they had. */
export async function fetchCredits(): Promise<Credits> {
  const result = await api.get('/api/me/credits');
  if (!result.ok) throw new Error(`Credits read failed (${result.status})`);
  const body = result.data;
  if (!isObject(body) || typeof body.credit_count !== 'number') throw new Error('Unexpected credits answer');
  return {
    credit_count: body.credit_count,
    is_subscribed: body.is_subscribed === true,
    subscription_plan: str(body.subscription_plan),
  };
}

/**
 * The better-auth client, loaded on demand (it must stay off the first load), for the passkey ceremony. It lives in
 * this first-load module so that importing the feature's index.ts never adds a chunk of its own to a page.
 */
export const loadAuthClient = () => import('./auth-client.ts');
