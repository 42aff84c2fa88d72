import { passkey } from '@better-auth/passkey';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
// Each plugin from its own entry: the 'better-auth/plugins' barrel loads every plugin (~100 ms more at start).
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { jwt } from 'better-auth/plugins/jwt';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { PRODUCT_NAME } from '../../../shared/brand.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import type { MailProvider } from '../../providers/mail/mail.provider.ts';
import { AppError } from '../../http/errors.ts';
import { existingAccountMail, resetPasswordMail, verificationMail } from './auth-mail.ts';
import { namesForNewUser, namesForUserUpdate } from './user-names.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

export interface AuthDeps {
  config: Config;
  db: Database;
  mail: MailProvider;
  logger: Logger;
  secret: string;
  /** Called when a session starts (sign-up, sign-in, a confirmed address), with the request that started it. */
  onSessionStart?: (userId: string, cookieHeader: string | null) => Promise<void>;
  /** Runs around deleting an account (POST /api/auth/delete-user): `before` may refuse by throwing. */
  accountDeletion?: { before(userId: string): Promise<void>; after(userId: string): Promise<void> };
}

/** Sessions last 30 days when "Remember me" is on; without it the cookie ends with the browser session. */
const SESSION_DAYS = 30;

/** pino's levels as better-auth names them (it has no trace or fatal). */
const AUTH_LOG_LEVELS = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
} as const;
/** better-auth's messages quote what a request sent (a redirect address): enough of it to read, not a megabyte. */
const AUTH_LOG_MESSAGE_MAX = 1000;

/**
 * better-auth's messages, written by our logger as JSON fields. Its own logger printed them as text, received values
 * verbatim, so a newline in a request's `redirectTo` began a log line of the sender's choosing.
 */
function authLogger(logger: Logger): BetterAuthOptions['logger'] {
  const level = AUTH_LOG_LEVELS[logger.level as keyof typeof AUTH_LOG_LEVELS];
  return {
    disabled: !level,
    level,
    log: (at, message, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const text = message.length > AUTH_LOG_MESSAGE_MAX ? `${message.slice(0, AUTH_LOG_MESSAGE_MAX)}…` : message;
      logger[at]({ source: 'better-auth', ...(err ? { err } : {}), ...(rest.length ? { args: rest } : {}) }, text);
    },
  };
}

/**
 * better-auth on our database: email and password with verification and reset, TOTP two-factor,
 * passkeys, JWT access tokens with a JWKS, and OAuth/OIDC providers switched on by configuration.
 */
export function createAuth({ config, db, mail, logger, secret, onSessionStart, accountDeletion }: AuthDeps) {
  const origin = new URL(config.publicUrl);
  const send = (m: Parameters<MailProvider['send']>[0]) =>
    mail.send(m).catch((err: unknown) => logger.error({ err, to: m.to, subject: m.subject }, 'mail could not be sent'));

  const oauthProviders = config.oidc
    ? [
        {
          providerId: 'oidc',
          name: config.oidc.name,
          clientId: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
          discoveryUrl: `${config.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
          scopes: ['openid', 'profile', 'email'],
          pkce: true,
        },
      ]
    : [];

  return betterAuth({
    appName: PRODUCT_NAME,
    logger: authLogger(logger),
    // Without this, better-auth prints each refusal's message with a console logger of its own, beside our JSON log.
    onAPIError: {
      onError: (err) => {
        if (isAPIError(err) && err.statusCode < 500) {
          logger.debug({ source: 'better-auth', status: err.statusCode }, err.message);
        } else {
          logger.error({ source: 'better-auth', err }, 'auth request failed');
        }
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.appOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
        passkey: schema.passkeys,
        jwks: schema.jwks,
      },
    }),
    user: {
      additionalFields: { displayName: { type: 'string', required: false, input: true } },
      // From /profile, with the password (or, for accounts without one, a sign-in in the last day).
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          try {
            await accountDeletion?.before(user.id);
          } catch (err) {
            logger.error({ err, userId: user.id }, 'account deletion refused');
            const message =
              err instanceof AppError ? err.message : 'Your account could not be deleted. Please try again.';
            throw APIError.from(err instanceof AppError ? 'BAD_GATEWAY' : 'INTERNAL_SERVER_ERROR', {
              code: ERROR_CODES.accountNotDeleted,
              message,
            });
          }
        },
        afterDelete: async (user) => {
          await accountDeletion?.after(user.id).catch((err: unknown) => {
            logger.error({ err, userId: user.id }, 'cleaning up a deleted account failed');
          });
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      // With it on, a sign-up answers alike for new and known addresses (no session until the link is opened)
      // and the owner of a known address gets a mail instead, so the form tells nobody who has an account.
      requireEmailVerification: config.requireEmailVerification,
      onExistingUserSignUp: async ({ user }) => {
        await send(existingAccountMail(user.email, user.name, `${config.publicUrl}/login`));
      },
      // What a known address is answered with instead of a new row: the names get the new row's rules (and refusals),
      // which the create hook below applies only to rows it writes, so the answer is the one a new address gets.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => {
        const user = { ...coreFields, ...additionalFields };
        return { ...user, ...namesForNewUser(user, '/sign-up/email'), id };
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await send(resetPasswordMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account that tries to sign in gets a fresh link.
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await send(verificationMail(user.email, user.name, url));
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    socialProviders: {
      ...(config.github ? { github: { ...config.github } } : {}),
      ...(config.google ? { google: { ...config.google } } : {}),
    },
    // Our own limiter (rate-limit.ts) keeps counts in the database, atomically; better-auth's is off.
    rateLimit: { enabled: false },
    advanced: {
      // Explicit, because better-auth turns these checks off by itself when it detects a test runner.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: origin.protocol === 'https:',
      // The address our auth routes resolved (http/client-ip.ts), never X-Forwarded-For as the client sent it.
      ipAddress: { ipAddressHeaders: ['x-soundsleeve-client-ip'] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session, ctx) => {
            if (!onSessionStart) return;
            const cookie = ctx?.headers?.get('cookie') ?? ctx?.request?.headers.get('cookie') ?? null;
            await onSessionStart(session.userId, cookie).catch((err: unknown) =>
              logger.error({ err, userId: session.userId }, 'session start hook failed'),
            );
          },
        },
      },
      // Every write of a user row keeps the profile's rules for names (user-names.ts); a refusal is thrown, not
      // `return false`, which answers a vague 'Failed to create user'.
      user: {
        create: {
          before: async (user, ctx) => ({ data: { ...user, ...namesForNewUser(user, ctx?.path) } }),
        },
        update: {
          before: async (user, ctx) => ({ data: { ...user, ...namesForUserUpdate(user, ctx?.path) } }),
        },
      },
    },
    plugins: [
      twoFactor({ issuer: PRODUCT_NAME }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        // Tokens come from /api/auth/token when a client asks. Without this, every session lookup (each signed-in
        // request) signed a fresh JWT into a `set-auth-jwt` header nobody reads: a key read, a decrypt and an
        // Ed25519 signature per request, which held signed-in endpoints to ~100 requests a second.
        disableSettingJwtHeader: true,
        jwt: {
          issuer: origin.origin,
          audience: origin.origin,
          // The session it was issued from (`sid`): ending that session (sign-out, password reset) ends the token.
          definePayload: ({ user, session }) => ({ ...user, sid: session.id }),
        },
      }),
      passkey({ rpID: origin.hostname, rpName: PRODUCT_NAME, origin: origin.origin }),
      ...(oauthProviders.length ? [genericOAuth({ config: oauthProviders })] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
