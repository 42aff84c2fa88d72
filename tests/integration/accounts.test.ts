import { sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { generationPayment } from '../../src/shared/plans.ts';
import { changeBalance } from '../../src/server/features/credits/credit-ledger.ts';
import { creditsRepo } from '../../src/server/features/credits/credits.repo.ts';
import { generationsRepo } from '../../src/server/features/generations/generations.repo.ts';
import { refineIdea } from '../../src/server/providers/refine/builtin-refiner.ts';
import { call, signUp } from '../support/auth-client.ts';
import { buildTestApp, memoryMail, testConfig } from '../support/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let app: ReturnType<typeof buildTestApp>;
const mail = memoryMail();
let n = 0;
const email = () => `musician-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  // Generous limits here; the limits themselves are tested below with their real values.
  app = buildTestApp(database, { mail, config: testConfig({ RATE_LIMIT_MULTIPLIER: '50' }) });
});
afterAll(() => database.destroy());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const refinement = refineIdea('a neon heron over a flooded city at dusk');
const pick = ({ refinedPrompt, brief }: typeof refinement) => ({ refinedPrompt, brief });
/** Charges one credit the way POST /api/generations does: the generation row and its credit, in one transaction. */
const charge = (userId: string) =>
  generationsRepo(database.db).reserveForUser(
    userId,
    { id: randomUUID(), prompt: 'a heron', ...pick(refinement), provider: 'lovable', seed: 1 },
    (subscription) => generationPayment(subscription, 300),
  );

describe(`sign-up and the credits ledger (${testEngine})`, () => {
  it('grants exactly 3 credits, once, and stores the display name', async () => {
    const address = email();
    const { userId, cookie } = await signUp(app, address, 'secret-pass', 'Ada Blue');
    const me = await call(app, '/api/me/credits', { cookie });
    expect(me.json).toEqual({ credit_count: 3, is_subscribed: false, subscription_plan: null });
    const [user] = await rows<{ display_name: string }>(sql`select display_name from users where id = ${userId}`);
    expect(user!.display_name).toBe('Ada Blue');

    // Retrying the same sign-up is refused and grants nothing more.
    const again = await call(app, '/api/auth/sign-up/email', {
      body: { name: 'Ada Blue', email: address, password: 'secret-pass' },
    });
    expect(again.status).toBe(422);
    expect(again.json.error.message).toMatch(/already exists/i);
    const ledger = await rows<{ reason: string; delta: number }>(
      sql`select reason, delta from credit_ledger where user_id = ${userId}`,
    );
    expect(ledger).toEqual([{ reason: 'signup_grant', delta: 3 }]);
  });

  it('refuses a too-short password or name with a clear message and creates nothing', async () => {
    const address = email();
    const short = await call(app, '/api/auth/sign-up/email', {
      body: { name: 'Ada', email: address, password: '123' },
    });
    expect(short.status).toBe(400);
    expect(short.json.error.message).toMatch(/password/i);
    const noName = await call(app, '/api/auth/sign-up/email', {
      body: { name: 'A', email: address, password: 'secret-pass' },
    });
    expect(noName.status).toBe(400);
    expect(noName.json.error).toEqual({ code: 'validation_error', message: 'Name must be at least 2 characters' });
    expect(await rows(sql`select id from users where email = ${address}`)).toEqual([]);
  });

  it('GET /api/me/credits needs a session and shows only the caller’s row', async () => {
    const anonymous = await call(app, '/api/me/credits');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.message).toBe('Please sign in to continue.');
    const a = await signUp(app, email());
    const b = await signUp(app, email());
    await charge(a.userId);
    expect((await call(app, '/api/me/credits', { cookie: a.cookie })).json.credit_count).toBe(2);
    expect((await call(app, '/api/me/credits', { cookie: b.cookie })).json.credit_count).toBe(3);
  });

  it('spends and refunds atomically: never below zero, each refund once, balance = ledger sum', async () => {
    const { userId } = await signUp(app, email());
    const results = await Promise.all(Array.from({ length: 12 }, () => charge(userId)));
    const charged = results.flatMap((r) => (r && 'row' in r ? [r.row] : []));
    expect(charged).toHaveLength(3);
    expect(results.filter((r) => r === null)).toHaveLength(9);
    expect(await charge(userId)).toBeNull();
    const generations = generationsRepo(database.db);
    expect(await generations.failAndRefund(charged[0]!.id, 'failed')).toBe(true);
    // The ledger takes each (reason, reference) once, whoever applies it again.
    const again = await database.db.transaction((tx) =>
      changeBalance(tx, { userId, delta: 1, reason: 'refund', reference: charged[0]!.id }),
    );
    expect(again).toBeNull();
    expect(await generations.failAndRefund(charged[0]!.id, 'failed')).toBe(false);
    const view = await creditsRepo(database.db).view(userId);
    expect(view!.credit_count).toBe(1);
    const [ledger] = await rows<{ sum: number }>(
      sql`select sum(delta)::int as sum from credit_ledger where user_id = ${userId}`,
    );
    expect(ledger!.sum).toBe(1);
    await expect(
      database.db.execute(sql`update credit_accounts set balance = -1 where user_id = ${userId}`),
    ).rejects.toThrow();
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('signs in with the password and out again', async () => {
    const address = email();
    await signUp(app, address);
    const bad = await call(app, '/api/auth/sign-in/email', { body: { email: address, password: 'wrong-pass' } });
    expect(bad.status).toBe(401);
    // better-auth's errors reach the browser in the one error shape, like every other /api error.
    expect(bad.json).toEqual({ error: { code: 'invalid_email_or_password', message: 'Invalid email or password' } });
    const good = await call(app, '/api/auth/sign-in/email', {
      body: { email: address, password: 'secret-pass', rememberMe: true },
    });
    expect(good.status).toBe(200);
    expect(good.res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(good.res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const out = await call(app, '/api/auth/sign-out', { body: {}, cookie: good.cookie });
    expect(out.status).toBe(200);
    expect((await call(app, '/api/me/credits', { cookie: good.cookie })).status).toBe(401);
  });

  it('resolves the session cookie exactly: a forged signature, an expired or deleted session are refused', async () => {
    const { userId, cookie } = await signUp(app, email());
    expect((await call(app, '/api/me/credits', { cookie })).status).toBe(200);
    // The same token with its signature changed: a character in the middle, and the last character's low bit,
    // which is base64 padding (a decoder ignores it, so a byte comparison would accept the forgery).
    const [name, value] = cookie.split('=') as [string, string];
    const signed = decodeURIComponent(value);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const withSignatureChar = (fromEnd: number, change: (index: number) => number) => {
      const at = signed.length - fromEnd;
      const swapped = alphabet[change(alphabet.indexOf(signed[at] ?? ''))];
      return `${name}=${encodeURIComponent(signed.slice(0, at) + swapped + signed.slice(at + 1))}`;
    };
    for (const forged of [withSignatureChar(10, (i) => (i + 1) % 64), withSignatureChar(2, (i) => i ^ 1)]) {
      expect((await call(app, '/api/me/credits', { cookie: forged })).status).toBe(401);
    }
    // Changed in SQL behind the app's back: the app's session cache hears of it from the database, before the
    // statement returns on PGlite and a moment after the commit on PostgreSQL (tests/integration/user-cache.test.ts).
    const status = async (c: string) => (await call(app, '/api/me/credits', { cookie: c })).status;
    const soon = { timeout: 3000, interval: 20 };
    await database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    await expect.poll(() => status(cookie), soon).toBe(401);
    const again = await signUp(app, email());
    expect(await status(again.cookie)).toBe(200);
    await database.db.execute(sql`delete from sessions where user_id = ${again.userId}`);
    await expect.poll(() => status(again.cookie), soon).toBe(401);
  });

  it('extends a remembered session once a day, as better-auth does', async () => {
    const { userId, cookie } = await signUp(app, email());
    // A session created 2 days ago: 28 days left, past the one-day update age.
    await database.db.execute(
      sql`update sessions set expires_at = now() + interval '28 days', updated_at = now() - interval '2 days' where user_id = ${userId}`,
    );
    expect((await call(app, '/api/me/credits', { cookie })).status).toBe(200);
    const [row] = await rows<{ days: number }>(
      sql`select extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = ${userId}`,
    );
    expect(Number(row!.days)).toBeGreaterThan(29.9);
  });

  it('refuses cookie-authenticated changes sent from another site (CSRF origin check)', async () => {
    const { cookie } = await signUp(app, email());
    const forged = await call(app, '/api/auth/change-password', {
      body: { currentPassword: 'secret-pass', newPassword: 'hijacked-pass' },
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    const same = await call(app, '/api/auth/change-password', {
      body: { currentPassword: 'secret-pass', newPassword: 'changed-pass' },
      cookie,
    });
    expect(same.status).toBe(200);
  });

  it('without Remember me the session cookie ends with the browser', async () => {
    const address = email();
    await signUp(app, address);
    const r = await call(app, '/api/auth/sign-in/email', {
      body: { email: address, password: 'secret-pass', rememberMe: false },
    });
    const cookie = r.res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });
});

describe('verification and password reset mail', () => {
  it('sends a confirmation link that verifies the address and lands on the site root', async () => {
    const address = email();
    await signUp(app, address);
    const message = mail.sent.findLast((m) => m.to === address)!;
    expect(message.subject).toBe('Confirm your email for Soundsleeve');
    const link = new URL(message.text.match(/https?:\/\/\S+/)![0]);
    const res = await app.request(link.pathname + link.search, { headers: { origin: 'http://localhost:3000' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const [user] = await rows<{ email_verified: boolean }>(
      sql`select email_verified from users where email = ${address}`,
    );
    expect(user!.email_verified).toBe(true);
  });

  it('resets the password from the mailed link, revokes other sessions, and never reveals unknown emails', async () => {
    const address = email();
    const { cookie: oldSession } = await signUp(app, address);
    const known = await call(app, '/api/auth/request-password-reset', {
      body: { email: address, redirectTo: '/reset-password' },
    });
    const unknown = await call(app, '/api/auth/request-password-reset', {
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    const message = mail.sent.findLast((m) => m.to === address && /Reset/.test(m.subject))!;
    const link = new URL(message.text.match(/https?:\/\/\S+/)![0]);
    const landing = await app.request(link.pathname + link.search);
    const location = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;
    const reset = await call(app, '/api/auth/reset-password', { body: { newPassword: 'brand-new-pass', token } });
    expect(reset.status).toBe(200);
    expect((await call(app, '/api/me/credits', { cookie: oldSession })).status).toBe(401);
    const login = await call(app, '/api/auth/sign-in/email', { body: { email: address, password: 'brand-new-pass' } });
    expect(login.status).toBe(200);
    const reuse = await call(app, '/api/auth/reset-password', { body: { newPassword: 'another-pass', token } });
    expect(reuse.status).toBe(400);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols, then requires the code at sign-in before the session is usable', async () => {
    const address = email();
    const { cookie } = await signUp(app, address);
    const enable = await call(app, '/api/auth/two-factor/enable', { body: { password: 'secret-pass' }, cookie });
    expect(enable.status).toBe(200);
    expect(enable.json.totpURI).toMatch(/^otpauth:\/\/totp\/Soundsleeve/);
    expect(enable.json.backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = new URL(enable.json.totpURI).searchParams.get('secret')!;
    const verify = await call(app, '/api/auth/two-factor/verify-totp', {
      body: { code: await generate({ secret }) },
      cookie,
    });
    expect(verify.status).toBe(200);

    const signIn = await call(app, '/api/auth/sign-in/email', { body: { email: address, password: 'secret-pass' } });
    expect(signIn.json.twoFactorRedirect).toBe(true);
    // Only the two-factor challenge cookie is set: no usable session yet.
    expect(signIn.cookie).toBeUndefined();
    const challenge = signIn.res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const wrong = await call(app, '/api/auth/two-factor/verify-totp', { body: { code: '000000' }, cookie: challenge });
    expect(wrong.status).toBe(401);
    const ok = await call(app, '/api/auth/two-factor/verify-totp', {
      body: { code: await generate({ secret }) },
      cookie: challenge,
    });
    expect(ok.status).toBe(200);
    expect((await call(app, '/api/me/credits', { cookie: ok.cookie })).status).toBe(200);
  });
});

describe('access tokens and the JWKS', () => {
  it('issues a JWT that verifies against /.well-known/jwks.json and rejects a forged one', async () => {
    const { cookie, userId } = await signUp(app, email());
    const token = (await call(app, '/api/auth/token', { cookie })).json.token as string;
    const jwks = (await (await app.request('/.well-known/jwks.json')).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: 'http://localhost:3000' });
    expect(payload.sub).toBe(userId);

    const withBearer = await call(app, '/api/me/credits', { headers: { authorization: `Bearer ${token}` } });
    expect(withBearer.json.credit_count).toBe(3);

    const [header, body, signature] = token.split('.');
    const forged = `${header}.${body}.${signature!.slice(0, -4)}${signature!.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const rejected = await call(app, '/api/me/credits', { headers: { authorization: `Bearer ${forged}` } });
    expect(rejected.status).toBe(401);
    expect(rejected.json.error.message).toBe('Invalid JWT signature');
  });

  it('ends an access token with the session it came from: on sign-out, and when its sessions are revoked', async () => {
    const address = email();
    const { cookie } = await signUp(app, address);
    const token = (await call(app, '/api/auth/token', { cookie })).json.token as string;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call(app, '/api/profile', { headers: bearer })).status).toBe(200);
    await call(app, '/api/auth/sign-out', { body: {}, cookie });
    const after = await call(app, '/api/profile', { headers: bearer });
    expect(after.status).toBe(401);
    expect(after.json.error.message).toBe('The session this token came from has ended.');

    // A token from a new session stops when its sessions are revoked, as a password reset revokes them.
    const session = await call(app, '/api/auth/sign-in/email', { body: { email: address, password: 'secret-pass' } });
    const second = (await call(app, '/api/auth/token', { cookie: session.cookie! })).json.token as string;
    expect((await call(app, '/api/profile', { headers: { authorization: `Bearer ${second}` } })).status).toBe(200);
    await database.db.execute(
      sql`delete from sessions where user_id = (select id from users where email = ${address})`,
    );
    expect((await call(app, '/api/profile', { headers: { authorization: `Bearer ${second}` } })).status).toBe(401);
  });
});

describe('every auth answer that is an error has the one error shape', () => {
  it('wraps better-auth errors and its empty answers', async () => {
    const unknown = await call(app, '/api/auth/no-such-endpoint', { body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    const noSession = await call(app, '/api/auth/list-sessions');
    expect(noSession.status).toBe(401);
    expect(Object.keys(noSession.json)).toEqual(['error']);
    expect(Object.keys(noSession.json.error).sort()).toEqual(['code', 'message']);
    const badBody = await call(app, '/api/auth/sign-in/email', { body: { email: 12, password: [] } });
    expect(badBody.status).toBe(400);
    expect(badBody.json.error.message.length).toBeGreaterThan(5);
  });
});

describe('sign-up with email verification required', () => {
  const verifyMail = memoryMail();
  const strict = () =>
    buildTestApp(database, {
      mail: verifyMail,
      config: testConfig({ RATE_LIMIT_MULTIPLIER: '50', REQUIRE_EMAIL_VERIFICATION: 'true' }),
    });

  it('answers a known address exactly like a new one, mails its owner, and changes nothing', async () => {
    const verifying = strict();
    const known = email();
    await signUp(app, known, 'secret-pass', 'First Owner');
    const fresh = await call(verifying, '/api/auth/sign-up/email', {
      body: { name: 'New Person', email: email(), password: 'secret-pass' },
    });
    const repeat = await call(verifying, '/api/auth/sign-up/email', {
      body: { name: 'Someone Else', email: known, password: 'other-pass' },
    });
    expect([fresh.status, repeat.status]).toEqual([200, 200]);
    const shape = (j: { token: unknown; user: Record<string, unknown> }) => ({
      token: j.token,
      user: Object.keys(j.user).sort(),
    });
    expect(shape(repeat.json)).toEqual(shape(fresh.json));
    expect(repeat.json.user.emailVerified).toBe(false);
    // Neither signs in until the address is confirmed.
    expect([fresh.cookie, repeat.cookie]).toEqual([undefined, undefined]);
    // The known account keeps its name, its password and its single sign-up grant.
    const [owner] = await rows<{ id: string; name: string }>(sql`select id, name from users where email = ${known}`);
    expect(owner!.name).toBe('First Owner');
    expect(await rows(sql`select count(*)::int as n from users where email = ${known}`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select reason, delta from credit_ledger where user_id = ${owner!.id}`)).toEqual([
      { reason: 'signup_grant', delta: 3 },
    ]);
    const stolen = await call(verifying, '/api/auth/sign-in/email', { body: { email: known, password: 'other-pass' } });
    expect(stolen.status).toBe(401);
    // Its owner hears about it; the new address gets its confirmation link.
    const notice = verifyMail.sent.find((m) => m.to === known)!;
    expect(notice.subject).toBe('Someone tried to sign up for Soundsleeve with your email');
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(verifyMail.sent.find((m) => m.to === fresh.json.user.email)!.subject).toBe(
      'Confirm your email for Soundsleeve',
    );
  });

  it('gives a known address the very answer a new one gets: the same fields, types and values', async () => {
    const verifying = strict();
    const known = email();
    await signUp(app, known, 'secret-pass', 'First Owner');
    /** The answer to a sign-up, with what differs between any two sign-ups (id, times, address) as its type. */
    const answer = async (body: Record<string, unknown>) => {
      const res = await call(verifying, '/api/auth/sign-up/email', { body: { password: 'secret-pass', ...body } });
      if (res.status !== 200) return { status: res.status, json: res.json as unknown };
      const { user, ...rest } = res.json as { user: Record<string, unknown> };
      expect(user.email).toBe(String(body.email).toLowerCase());
      for (const at of ['createdAt', 'updatedAt']) expect(new Date(user[at] as string).toISOString()).toBe(user[at]);
      const varying = new Set(['id', 'createdAt', 'updatedAt', 'email']);
      return {
        status: res.status,
        cookie: res.cookie,
        json: {
          ...rest,
          user: Object.fromEntries(Object.entries(user).map(([k, v]) => [k, varying.has(k) ? typeof v : v])),
        },
      };
    };
    const requests: Record<string, unknown>[] = [
      { name: 'Sam Rivera' },
      { name: '  Sam Rivera  ', displayName: ' DJ Sam ' },
      { name: 'Sam Rivera', displayName: 'DJ Sam' },
      // Refused alike: a name the rules do not allow.
      { name: 'S' },
      { name: 'Sam Rivera', displayName: 'x'.repeat(200) },
    ];
    for (const request of requests) {
      const fresh = await answer({ ...request, email: email() });
      const repeat = await answer({ ...request, email: known.toUpperCase() });
      expect(repeat, JSON.stringify(request)).toEqual(fresh);
    }
    expect(await rows(sql`select name, display_name from users where email = ${known}`)).toEqual([
      { name: 'First Owner', display_name: 'First Owner' },
    ]);
  });

  it('refuses to sign in before the address is confirmed, and sends a fresh link', async () => {
    const verifying = strict();
    const address = email();
    await call(verifying, '/api/auth/sign-up/email', {
      body: { name: 'Not Yet', email: address, password: 'secret-pass' },
    });
    const before = verifyMail.sent.filter((m) => m.to === address).length;
    const early = await call(verifying, '/api/auth/sign-in/email', {
      body: { email: address, password: 'secret-pass' },
    });
    expect(early.status).toBe(403);
    expect(early.json.error.code).toBe('email_not_verified');
    expect(verifyMail.sent.filter((m) => m.to === address).length).toBe(before + 1);
  });
});

describe('rate limits', () => {
  it('stops repeated sign-in attempts from one address with a 429, held in the database', async () => {
    await database.db.execute(sql`delete from rate_limits`); // earlier tests signed in from the same address
    const strict = buildTestApp(database, { config: testConfig() });
    const address = email();
    const attempt = () => call(strict, '/api/auth/sign-in/email', { body: { email: address, password: 'wrong-pass' } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // A second process (here: a second app on the same database) sees the same count.
    const other = buildTestApp(database, { config: testConfig() });
    expect(
      (await call(other, '/api/auth/sign-in/email', { body: { email: address, password: 'x-pass' } })).status,
    ).toBe(429);
    await database.db.execute(sql`delete from rate_limits`);
  });

  it('behind a trusted proxy, limits by the address the proxy saw, not by what the client puts in X-Forwarded-For', async () => {
    await database.db.execute(sql`delete from rate_limits`);
    const proxied = buildTestApp(database, { config: testConfig({ TRUST_PROXY: 'true' }) });
    const address = email();
    // Each attempt claims a new leftmost address; the proxy appended the real one (127.0.0.1).
    const attempt = (n: number) =>
      call(proxied, '/api/auth/sign-in/email', {
        body: { email: address, password: 'wrong-pass' },
        headers: { 'x-forwarded-for': `203.0.113.${n}, 127.0.0.1` },
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) statuses.push((await attempt(n)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    await database.db.execute(sql`delete from rate_limits`);
  });

  it('limits sign-ins from IPv6 by the /64, so moving to another address in it does not start over', async () => {
    await database.db.execute(sql`delete from rate_limits`);
    const proxied = buildTestApp(database, { config: testConfig({ TRUST_PROXY: 'true' }) });
    // Each attempt from another address of one /64, for another account (so no account's own limit is reached).
    const attempt = (address: string) =>
      call(proxied, '/api/auth/sign-in/email', {
        body: { email: email(), password: 'wrong-pass' },
        headers: { 'x-forwarded-for': address },
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) statuses.push(await attempt(`2001:db8:5:6:${n.toString(16)}::1`));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect(await attempt('2001:db8:5:7::1')).toBe(401);
    await database.db.execute(sql`delete from rate_limits`);
  });

  it('holds the per-account limit exactly when 30 failures arrive at once from 30 addresses', async () => {
    await database.db.execute(sql`delete from rate_limits`);
    const proxied = buildTestApp(database, { config: testConfig({ TRUST_PROXY: 'true' }) });
    const address = email();
    await signUp(proxied, address);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(proxied, '/api/auth/sign-in/email', {
          body: { email: address, password: 'wrong-pass' },
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    await database.db.execute(sql`delete from rate_limits`);
  });

  it('limits failed sign-ins per account, from any number of addresses; a success starts the count again', async () => {
    await database.db.execute(sql`delete from rate_limits`);
    const proxied = buildTestApp(database, { config: testConfig({ TRUST_PROXY: 'true' }) });
    const address = email();
    await signUp(proxied, address);
    let n = 0;
    const attempt = (password: string, who = address) =>
      call(proxied, '/api/auth/sign-in/email', {
        body: { email: who, password },
        headers: { 'x-forwarded-for': `198.51.100.${++n}` },
      });
    // Nine failures, then the right password: the run of failures ends.
    for (let i = 0; i < 9; i++) expect((await attempt('wrong-pass')).status).toBe(401);
    expect((await attempt('secret-pass')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('wrong-pass')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Now even the right password waits, with a message saying what to do; the address case does not matter.
    const locked = await attempt('secret-pass', address.toUpperCase());
    expect(locked.status).toBe(429);
    expect(locked.json.error.message).toBe(
      'Too many failed sign-ins to this account. Please wait 15 minutes, or reset your password.',
    );
    // Other accounts are untouched.
    const other = email();
    await signUp(proxied, other);
    expect((await attempt('secret-pass', other)).status).toBe(200);
    await database.db.execute(sql`delete from rate_limits`);
  });
});
