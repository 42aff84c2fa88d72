/**
 * The web app's session cookie resolved to its user: one indexed query, then memory until the row changes.
 *
 * better-auth's `getSession` does the same work through its endpoint machinery (context, hooks, adapter, output
 * filters): about 5 ms a request here, which held signed-in endpoints to ~200 requests a second. This reads the
 * same cookie, checks the same HMAC signature and the same session row, and is as strict: a session that is signed
 * out, revoked or expired is refused on the next request (on PostgreSQL, other processes learn of it from the
 * database's notification a moment after the commit; see db/user-changes.ts). better-auth stays
 * the only code that writes sessions: when a session is due for its daily extension (`updateAge`), the lookup
 * hands the request to `getSession`, which extends it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database } from '../../db/client.ts';
import { userCache } from '../../db/user-cache.ts';
import type { UserChanges } from '../../db/user-changes.ts';
import { sessions, users } from '../../db/schema/auth.ts';
import type { Auth } from './auth.ts';
import type { CurrentUser } from './current-user.ts';

/** better-call's signed cookie: `value.signature`, the signature a base64 HMAC-SHA256 of the value (44 chars). */
function verifiedValue(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  // Compared as text, not decoded bytes: base64 decoding ignores the last character's padding bits, so several
  // spellings decode to the same bytes; only the one better-call writes is accepted.
  const signature = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}

/**
 * Sessions found are kept in memory (db/user-cache.ts) until the database announces a change to their user
 * (signed out, revoked, extended, renamed, deleted) or a minute passes; expiry is checked on every request.
 */
const SESSION_CACHE = { ttlMs: 60_000, maxEntries: 50_000 };

export async function sessionLookup(auth: Auth, db: Database, changes: UserChanges) {
  const ctx = await auth.$context;
  const { secret } = ctx;
  const tokenCookie = ctx.authCookies.sessionToken.name;
  const dontRememberCookie = ctx.authCookies.dontRememberToken.name;
  const { expiresIn, updateAge } = ctx.sessionConfig;
  const byToken = db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token');
  const cache = userCache<{ expiresAt: Date; user: CurrentUser }>(changes, SESSION_CACHE);
  const load = async (token: string) => {
    const [row] = await byToken.execute({ token });
    return row
      ? { userId: row.id, value: { expiresAt: row.expiresAt, user: { id: row.id, email: row.email, name: row.name } } }
      : null;
  };

  return async (c: Context): Promise<CurrentUser | null> => {
    // Kept by the signed cookie as sent, so the signature is checked once per session, not on every request: only
    // a cookie that passed the check was stored, and a cookie that differs by a character is another key.
    const cookie = getCookie(c, tokenCookie);
    if (!cookie) return null;
    const row = await cache.read(cookie, async () => {
      const token = verifiedValue(cookie, secret);
      return token ? load(token) : null;
    });
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) return null;
    // better-auth extends a remembered session once it is `updateAge` old; only it writes sessions.
    const dueForExtension = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (dueForExtension && getCookie(c, dontRememberCookie) === undefined) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
    }
    return row.user;
  };
}
