import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { API_REQUESTS_PER_SECOND, DEFAULT_FAIR_USE_DAILY_LIMIT } from '../shared/plans.ts';

/**
 * Environment settings (names fixed by docs/design.md §4). Every setting has a default so a fresh clone runs
 * with none of them set; a bad value stops start-up with a message naming the variable.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which proxies in front of the app to believe about the client's address: none (`false`), a number of proxy hops
 * (`true` is one), or the proxies' own addresses (comma-separated). See http/client-ip.ts.
 */
export type TrustedProxies = { hops: number } | { addresses: readonly string[] } | null;

const trustedProxies = z.string().transform((v, ctx): TrustedProxies => {
  const value = v.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return null;
  if (['true', 'yes'].includes(value)) return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return { hops };
  }
  const addresses = value.split(',').map((a) => a.trim());
  if (addresses.every((a) => isIP(a) !== 0)) return { addresses };
  ctx.addIssue({
    code: 'custom',
    message: 'must be false, true, a number of proxies (up to 10) or a comma-separated list of proxy IP addresses',
  });
  return z.NEVER;
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const IMAGE_ENGINES = ['builtin', 'openai', 'lovable', 'luma', 'fail'] as const;
export type ImageEngineName = (typeof IMAGE_ENGINES)[number];
const imageProviderSetting = z
  .enum(IMAGE_ENGINES, {
    error: 'must be builtin, openai, lovable or luma (or fail, for testing the failure path)',
  })
  .default('builtin');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset to use the built-in database)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustedProxies.default(null),
  WEB_DIST_DIR: z.string().min(1).optional(),
  WORKERS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(64).default(2),
  RENDER_THREADS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 64')
    .max(64, 'must be between 1 and 64')
    .optional(),
  IMAGE_PROVIDER_SONIC: imageProviderSetting,
  IMAGE_PROVIDER_PHOTON: imageProviderSetting,
  IMAGE_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(5).max(3000).default(100),
  OPENAI_BASE_URL: httpUrl.default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  LOVABLE_BASE_URL: httpUrl.default('https://ai.gateway.lovable.dev/v1'),
  LOVABLE_API_KEY: z.string().min(1).optional(),
  LOVABLE_IMAGE_MODEL: z.string().min(1).default('google/gemini-2.5-flash-image-preview'),
  LUMA_BASE_URL: httpUrl.default('https://api.lumalabs.ai/dream-machine/v1'),
  LUMA_API_KEY: z.string().min(1).optional(),
  LUMA_MODEL: z
    .enum(['photon-1', 'photon-flash-1'], { error: 'must be photon-1 or photon-flash-1' })
    .default('photon-1'),
  REFINER: z.enum(['builtin', 'openai'], { error: 'must be builtin or openai' }).default('builtin'),
  LLM_BASE_URL: httpUrl.default('https://api.openai.com/v1'),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).min(1).max(120).default(15),
  OUTBOUND_ALLOW_PRIVATE: booleanFlag.default(false),
  // No default here: outside production an unset PAYMENTS means the sandbox; in production it must be chosen.
  PAYMENTS: z.enum(['sandbox', 'cashfree', 'stripe'], { error: 'must be sandbox, cashfree or stripe' }).optional(),
  CASHFREE_BASE_URL: httpUrl.default('https://sandbox.cashfree.com/pg'),
  CASHFREE_CLIENT_ID: z.string().min(1).optional(),
  CASHFREE_CLIENT_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_STARTER: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_STUDIO: z.string().min(1).optional(),
  STRIPE_API_URL: httpUrl.optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  STUDIO_DAILY_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(DEFAULT_FAIR_USE_DAILY_LIMIT),
  JOB_EXPIRE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(2).max(3600).default(120),
  // Free guest covers a day from one network address, all guests together: an office, a campus or a phone
  // carrier puts many people behind one address, so it is five guests' allowance, not one.
  GUEST_IP_DAILY_CAP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(15),
  /** Public API requests a second per account (the burst limit; the daily limits come from the plans). */
  API_BURST_PER_SECOND: z.coerce.number({ error: 'must be a number' }).int().min(1).default(API_REQUESTS_PER_SECOND),
  // Each image from an outside service costs money: one per generation unless raised (the built-in engine draws 4).
  IMAGES_PER_GENERATION: z.coerce.number({ error: 'must be a number' }).int().min(1).max(4).default(1),
  RATE_LIMIT_MULTIPLIER: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(1),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  // Unset: required when mail really goes out (SMTP_URL set); the built-in outbox reaches nobody.
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  OIDC_ISSUER: z.url({ error: 'must be the issuer URL of an OpenID Connect provider' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).default('Single sign-on'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
});

export type Env = z.input<typeof configSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /**
   * Origins whose pages may change things through the API: the public URL's, and, when no PUBLIC_URL is set and
   * the app listens on this machine only, the other names of this machine on the same port (a person following
   * the README opens http://localhost:3000 while the app calls itself http://127.0.0.1:3000).
   */
  appOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  trustProxy: TrustedProxies;
  /** Folder holding the built web app (index.html and assets/). */
  webDistDir: string;
  /** In-process render workers; 0 = this process only serves HTTP (run `npm run worker` elsewhere). */
  workers: number;
  /** Most worker threads drawing and encoding covers at once (the render pool); default: the CPUs we may use. */
  renderThreads: number;
  /**
   * The engine behind each toggle, by the toggle's label as IMAGE_PROVIDER_SONIC|PHOTON name it: Sonic Vision
   * (wire value lovable) and Photon Studio (luma). Glossary: docs/ARCHITECTURE.md.
   */
  engines: { sonic: ImageEngineName; photon: ImageEngineName };
  /** Longest one outside image generation may take (create, poll and download), before it fails and refunds. */
  imageTimeoutMs: number;
  openai: { baseUrl: string; apiKey: string | undefined; model: string };
  lovable: { baseUrl: string; apiKey: string | undefined; model: string };
  luma: { baseUrl: string; apiKey: string | undefined; model: 'photon-1' | 'photon-flash-1' };
  /** Which refiner turns ideas into briefs: the built-in one, or the language model (REFINER=openai). */
  refiner: 'builtin' | 'llm';
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
  /** Tests only: outbound image downloads may use http and reach loopback/private addresses. */
  outboundAllowPrivate: boolean;
  payments: {
    provider: 'sandbox' | 'cashfree' | 'stripe';
    cashfree: { baseUrl: string; clientId: string; clientSecret: string } | undefined;
    stripe:
      | {
          secretKey: string;
          webhookSecret: string;
          prices: { starter: string; pro: string; studio: string };
          /** A local protocol server in tests; unset = Stripe's API. */
          apiUrl: string | undefined;
        }
      | undefined;
    /** Studio is unlimited: no credit is spent, but at most this many generations a day (fair use). */
    studioDailyLimit: number;
  };
  /** A render job not finished in this time is presumed lost with its process: retried once, then refunded. */
  jobExpireSeconds: number;
  /** Free guest generations per client address per day (on top of 3 per guest cookie). */
  guestIpDailyCap: number;
  apiBurstPerSecond: number;
  /** Versions an outside image service draws per generation (the built-in engine draws BUILTIN_CANDIDATES). */
  imagesPerGeneration: number;
  /** Scales every abuse limit (tests that sign up many accounts from one address raise it). */
  rateLimitMultiplier: number;
  /** Unset: generated into DATA_DIR on first start (set it when several processes serve one site). */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Sign-up signs in only after the address is confirmed; a sign-up for a known address reveals nothing. */
  requireEmailVerification: boolean;
  mailFrom: string;
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; name: string } | undefined;
  github: { clientId: string; clientSecret: string } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Parses settings from an environment object; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = present[name];
      return `  ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const pairs: [string, string | undefined, string, string | undefined][] = [
    ['OIDC_ISSUER', c.OIDC_ISSUER, 'OIDC_CLIENT_ID', c.OIDC_CLIENT_ID],
    ['GITHUB_CLIENT_ID', c.GITHUB_CLIENT_ID, 'GITHUB_CLIENT_SECRET', c.GITHUB_CLIENT_SECRET],
    ['GOOGLE_CLIENT_ID', c.GOOGLE_CLIENT_ID, 'GOOGLE_CLIENT_SECRET', c.GOOGLE_CLIENT_SECRET],
  ];
  const missing: string[] = pairs.flatMap(([a, av, b, bv]) =>
    av && !bv ? [`  ${b}: must be set when ${a} is set`] : !av && bv ? [`  ${a}: must be set when ${b} is set`] : [],
  );
  const engines = new Set([c.IMAGE_PROVIDER_SONIC, c.IMAGE_PROVIDER_PHOTON]);
  const needsKey: [boolean, string, string | undefined, string][] = [
    [engines.has('lovable'), 'LOVABLE_API_KEY', c.LOVABLE_API_KEY, 'lovable'],
    [engines.has('luma'), 'LUMA_API_KEY', c.LUMA_API_KEY, 'luma'],
    // Self-hosted OpenAI-protocol servers (LocalAI, stable-diffusion.cpp) often need no key; OpenAI itself does.
    [
      engines.has('openai') && new URL(c.OPENAI_BASE_URL).hostname === 'api.openai.com',
      'OPENAI_API_KEY',
      c.OPENAI_API_KEY,
      'openai',
    ],
  ];
  for (const [used, name, value, engine] of needsKey) {
    if (used && !value) missing.push(`  ${name}: must be set when an IMAGE_PROVIDER_* setting is ${engine}`);
  }
  if (c.REFINER === 'openai' && !c.LLM_API_KEY && new URL(c.LLM_BASE_URL).hostname === 'api.openai.com') {
    missing.push(
      '  LLM_API_KEY: must be set when REFINER=openai uses api.openai.com (or point LLM_BASE_URL elsewhere)',
    );
  }
  // The job deadline must leave the provider its full time plus storing the result.
  const imageTimeoutLimit = c.JOB_EXPIRE_SECONDS - 10;
  if ([...engines].some((e) => e !== 'builtin' && e !== 'fail') && c.IMAGE_TIMEOUT_SECONDS > imageTimeoutLimit) {
    missing.push(
      `  IMAGE_TIMEOUT_SECONDS: must be at most JOB_EXPIRE_SECONDS - 10 (${imageTimeoutLimit}); raise JOB_EXPIRE_SECONDS or lower it`,
    );
  }
  const paymentKeys: Record<string, [string, string | undefined][]> = {
    cashfree: [
      ['CASHFREE_CLIENT_ID', c.CASHFREE_CLIENT_ID],
      ['CASHFREE_CLIENT_SECRET', c.CASHFREE_CLIENT_SECRET],
    ],
    stripe: [
      ['STRIPE_SECRET_KEY', c.STRIPE_SECRET_KEY],
      ['STRIPE_WEBHOOK_SECRET', c.STRIPE_WEBHOOK_SECRET],
      ['STRIPE_PRICE_STARTER', c.STRIPE_PRICE_STARTER],
      ['STRIPE_PRICE_PRO', c.STRIPE_PRICE_PRO],
      ['STRIPE_PRICE_STUDIO', c.STRIPE_PRICE_STUDIO],
    ],
  };
  // A production server never falls back to the sandbox, where every checkout succeeds without money.
  if (!c.PAYMENTS && c.NODE_ENV === 'production')
    missing.push(
      '  PAYMENTS: must be chosen in production: stripe or cashfree, or sandbox to take no real money (every checkout succeeds)',
    );
  const payments = c.PAYMENTS ?? 'sandbox';
  for (const [name, value] of paymentKeys[payments] ?? []) {
    if (!value) missing.push(`  ${name}: must be set when PAYMENTS=${payments}`);
  }
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const host = c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const publicHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = (c.PUBLIC_URL ?? `http://${publicHost}:${c.PORT}`).replace(/\/+$/, '');
  const ownOrigin = new URL(publicUrl).origin;
  const loopback = ['127.0.0.1', 'localhost', '[::1]'];
  // The public URL's origin first: it is the one people are told to use.
  const appOrigins =
    c.PUBLIC_URL === undefined && loopback.includes(new URL(publicUrl).hostname)
      ? [ownOrigin, ...loopback.map((name) => `http://${name}:${c.PORT}`).filter((o) => o !== ownOrigin)]
      : [ownOrigin];
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host,
    publicUrl,
    appOrigins: appOrigins.includes(new URL(publicUrl).origin)
      ? appOrigins
      : [new URL(publicUrl).origin, ...appOrigins],
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    webDistDir: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : path.join(projectRoot, 'dist/web'),
    rateLimitMultiplier: c.RATE_LIMIT_MULTIPLIER,
    workers: c.WORKERS,
    // One core stays with the event loop (and sharp's own threads): see docs/decisions/008-render-pool.md.
    renderThreads: c.RENDER_THREADS ?? Math.max(1, os.availableParallelism() - 1),
    engines: { sonic: c.IMAGE_PROVIDER_SONIC, photon: c.IMAGE_PROVIDER_PHOTON },
    imageTimeoutMs: c.IMAGE_TIMEOUT_SECONDS * 1000,
    openai: { baseUrl: trimSlash(c.OPENAI_BASE_URL), apiKey: c.OPENAI_API_KEY, model: c.OPENAI_IMAGE_MODEL },
    lovable: { baseUrl: trimSlash(c.LOVABLE_BASE_URL), apiKey: c.LOVABLE_API_KEY, model: c.LOVABLE_IMAGE_MODEL },
    luma: { baseUrl: trimSlash(c.LUMA_BASE_URL), apiKey: c.LUMA_API_KEY, model: c.LUMA_MODEL },
    // REFINER names the LLM refiner after its protocol (openai); in code it is 'llm', apart from the OpenAI engine.
    refiner: c.REFINER === 'openai' ? 'llm' : 'builtin',
    llm: {
      baseUrl: trimSlash(c.LLM_BASE_URL),
      apiKey: c.LLM_API_KEY,
      model: c.LLM_MODEL,
      timeoutMs: c.LLM_TIMEOUT_SECONDS * 1000,
    },
    outboundAllowPrivate: c.OUTBOUND_ALLOW_PRIVATE,
    payments: {
      provider: payments,
      cashfree:
        payments === 'cashfree'
          ? {
              baseUrl: trimSlash(c.CASHFREE_BASE_URL),
              clientId: c.CASHFREE_CLIENT_ID!,
              clientSecret: c.CASHFREE_CLIENT_SECRET!,
            }
          : undefined,
      stripe:
        payments === 'stripe'
          ? {
              secretKey: c.STRIPE_SECRET_KEY!,
              webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
              prices: { starter: c.STRIPE_PRICE_STARTER!, pro: c.STRIPE_PRICE_PRO!, studio: c.STRIPE_PRICE_STUDIO! },
              apiUrl: c.STRIPE_API_URL ? trimSlash(c.STRIPE_API_URL) : undefined,
            }
          : undefined,
      studioDailyLimit: c.STUDIO_DAILY_LIMIT,
    },
    guestIpDailyCap: c.GUEST_IP_DAILY_CAP,
    apiBurstPerSecond: c.API_BURST_PER_SECOND,
    imagesPerGeneration: c.IMAGES_PER_GENERATION,
    jobExpireSeconds: c.JOB_EXPIRE_SECONDS,
    authSecret: c.AUTH_SECRET,
    smtpUrl: c.SMTP_URL,
    requireEmailVerification: c.REQUIRE_EMAIL_VERIFICATION ?? c.SMTP_URL !== undefined,
    mailFrom: c.MAIL_FROM ?? 'Soundsleeve <no-reply@soundsleeve.app>',
    supportEmail: c.SUPPORT_EMAIL ?? 'support@soundsleeve.app',
    oidc:
      c.OIDC_ISSUER && c.OIDC_CLIENT_ID
        ? { issuer: c.OIDC_ISSUER, clientId: c.OIDC_CLIENT_ID, clientSecret: c.OIDC_CLIENT_SECRET, name: c.OIDC_NAME }
        : undefined,
    github:
      c.GITHUB_CLIENT_ID && c.GITHUB_CLIENT_SECRET
        ? { clientId: c.GITHUB_CLIENT_ID, clientSecret: c.GITHUB_CLIENT_SECRET }
        : undefined,
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET }
        : undefined,
  };
}
