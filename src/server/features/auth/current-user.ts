import { and, eq, gt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { AppError } from '../../http/errors.ts';
import type { Database } from '../../db/client.ts';
import type { UserChanges } from '../../db/user-changes.ts';
import { sessions } from '../../db/schema/auth.ts';
import type { Auth } from './auth.ts';
import { sessionLookup } from './session-lookup.ts';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    user: CurrentUser | null;
  }
}

const JWKS_CACHE_MS = 5 * 60 * 1000;

/**
 * Resolves who is calling: the session cookie of the web app, or an `Authorization: Bearer` access
 * token (a JWT from /api/auth/token) verified against our own JWKS.
 */
export function currentUser(auth: Auth, db: Database, issuer: string, changes: UserChanges): MiddlewareHandler {
  let cached: { at: number; keys: ReturnType<typeof createLocalJWKSet> } | null = null;
  const keySet = async () => {
    if (!cached || Date.now() - cached.at > JWKS_CACHE_MS) {
      const jwks = (await auth.api.getJwks()) as unknown as JSONWebKeySet;
      cached = { at: Date.now(), keys: createLocalJWKSet(jwks) };
    }
    return cached.keys;
  };

  let lookup: ReturnType<typeof sessionLookup> | undefined;

  return async (c, next) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (bearer) {
      try {
        const { payload } = await jwtVerify(bearer, await keySet(), { issuer, audience: issuer });
        // A token lives no longer than the session it came from: signed out or reset, it stops working at once.
        const [live] =
          typeof payload.sid === 'string'
            ? await db
                .select({ id: sessions.id })
                .from(sessions)
                .where(and(eq(sessions.id, payload.sid), gt(sessions.expiresAt, new Date())))
            : [];
        if (!live) throw new AppError(401, ERROR_CODES.unauthorized, 'The session this token came from has ended.');
        c.set('user', {
          id: String(payload.sub),
          email: String(payload.email ?? ''),
          name: String(payload.name ?? ''),
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof joseErrors.JWSSignatureVerificationFailed) {
          throw new AppError(401, ERROR_CODES.unauthorized, 'Invalid JWT signature');
        }
        if (err instanceof joseErrors.JWTExpired)
          throw new AppError(401, ERROR_CODES.unauthorized, 'The access token has expired.');
        throw new AppError(401, ERROR_CODES.unauthorized, 'The access token is not valid.');
      }
      return next();
    }
    lookup ??= sessionLookup(auth, db, changes);
    c.set('user', await (await lookup)(c));
    return next();
  };
}

/** The signed-in user, or a 401 the client can act on. */
export function requireUser(c: Context): CurrentUser {
  const user = c.get('user');
  if (!user) throw new AppError(401, ERROR_CODES.unauthorized, 'Please sign in to continue.');
  return user;
}
