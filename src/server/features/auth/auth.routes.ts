import { Hono, type Context } from 'hono';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clientIp, clientLimitKey } from '../../http/client-ip.ts';
import { forget, hit, rateLimit, type RateLimitRule } from '../../http/rate-limit.ts';
import { jsonError } from '../../http/errors.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { inOneErrorShape } from './auth-errors.ts';
import type { Auth } from './auth.ts';

/** Header through which the real client address reaches better-auth (any incoming copy is replaced). */
export const CLIENT_IP_HEADER = 'x-soundsleeve-client-ip';

const minutes = (n: number) => n * 60;

export function authRateRules(multiplier: number): Record<string, RateLimitRule> {
  const rule = (name: string, limit: number, windowSeconds: number, message: string): RateLimitRule => ({
    name,
    limit: Math.max(1, Math.round(limit * multiplier)),
    windowSeconds,
    message,
  });
  return {
    signIn: rule('sign-in', 10, minutes(5), 'Too many sign-in attempts. Please wait a few minutes and try again.'),
    // Per account, whatever address the attempts come from; a successful sign-in starts the count again.
    accountSignIn: rule(
      'sign-in-account',
      10,
      minutes(15),
      'Too many failed sign-ins to this account. Please wait 15 minutes, or reset your password.',
    ),
    signUp: rule('sign-up', 5, minutes(60), 'Too many sign-ups from your network. Please try again later.'),
    twoFactor: rule('two-factor', 10, minutes(5), 'Too many code attempts. Please wait a few minutes and try again.'),
    resetMail: rule(
      'reset-mail',
      5,
      minutes(15),
      'Too many password reset requests. Please wait a few minutes and try again.',
    ),
    verifyMail: rule(
      'verify-mail',
      5,
      minutes(15),
      'Too many verification emails requested. Please wait a few minutes and try again.',
    ),
  };
}

/** Mounts better-auth under /api/auth, with database-backed rate limits on the sensitive endpoints. */
export function authRoutes(
  auth: Auth,
  db: Database,
  options: Pick<Config, 'trustProxy' | 'rateLimitMultiplier' | 'oidc' | 'github' | 'google'>,
) {
  const routes = new Hono();
  // Which sign-in providers are switched on, so the sign-in pages show only buttons that work.
  const providers = [
    ...(options.oidc ? [{ id: 'oidc', name: options.oidc.name }] : []),
    ...(options.github ? [{ id: 'github', name: 'GitHub' }] : []),
    ...(options.google ? [{ id: 'google', name: 'Google' }] : []),
  ];
  routes.get('/providers', (c) => c.json({ providers }));
  const rules = authRateRules(options.rateLimitMultiplier);
  const byIp = (c: Context) => (c.req.method === 'POST' ? clientLimitKey(c, options.trustProxy) : null);
  routes.use('/sign-in/*', rateLimit(db, rules.signIn!, byIp));
  routes.use('/sign-in/email', async (c, next) => {
    const email = c.req.method === 'POST' ? await emailOf(c.req.raw) : null;
    if (!email) return next();
    const rule = rules.accountSignIn!;
    const { count, retryAfter } = await hit(db, `${rule.name}:${email}`, rule);
    if (count > rule.limit) {
      c.header('Retry-After', String(retryAfter));
      return jsonError(c, 429, ERROR_CODES.tooManyRequests, rule.message);
    }
    await next();
    if (c.res.status < 300) await forget(db, email, rule);
  });
  routes.use('/sign-up/*', rateLimit(db, rules.signUp!, byIp));
  routes.use('/two-factor/verify-*', rateLimit(db, rules.twoFactor!, byIp));
  routes.use('/request-password-reset', rateLimit(db, rules.resetMail!, byIp));
  routes.use('/send-verification-email', rateLimit(db, rules.verifyMail!, byIp));
  routes.on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, options.trustProxy));
    return inOneErrorShape(await auth.handler(new Request(c.req.raw, { headers })));
  });
  return routes;
}

/** The address a sign-in names, as better-auth compares it (lower case), or null when the body has none. */
async function emailOf(request: Request): Promise<string | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : null;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 320) : null;
}
