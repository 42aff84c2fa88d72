import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, ORIGIN, signUp } from '../support/auth-client.ts';
import { MAX_JSON_DEPTH } from '../../src/server/http/storable-text.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { buildTestApp } from '../support/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/**
 * Requests a browser or an attacker may send that the app must refuse without changing anything: NUL characters
 * and lone UTF-16 surrogates (PostgreSQL cannot store them), names outside the profile's rules on any path that
 * writes a user, bodies nested thousands deep, state changes forged from another site, and received values that
 * try to write log lines of their own.
 */
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildGenerationApp>>['app'];
let stop: () => Promise<void>;
let n = 0;
const email = () => `nul-${++n}-${Date.now()}@example.com`;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, stop } = await buildGenerationApp(database, { GUEST_IP_DAILY_CAP: '1000', RATE_LIMIT_MULTIPLIER: '50' }));
});
afterAll(async () => {
  await stop?.();
  await database?.destroy();
});

function expectNulRefused(r: { status: number; json: { error?: { code: string; message: string } } }) {
  expect(r.status).toBe(400);
  expect(r.json.error).toEqual({ code: 'bad_request', message: expect.stringMatching(/NUL character/) });
}

describe(`NUL characters (${testEngine})`, () => {
  it('are refused in URLs: a search, a cursor, a path parameter', async () => {
    const me = await signUp(app, email());
    expectNulRefused(await call(app, '/api/gallery?q=%00'));
    expectNulRefused(await call(app, '/api/gallery?cursor=abc%00'));
    expectNulRefused(await call(app, '/api/gallery/%00', { method: 'DELETE', cookie: me.cookie }));
  });

  it('are refused in JSON bodies, and nothing is spent or saved', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Nul Tester');
    const credits = async () =>
      (
        await rows<{ credits: number }>(
          sql`select balance as credits from credit_accounts where user_id = ${me.userId}`,
        )
      )[0]!.credits;
    const before = await credits();
    expectNulRefused(
      await call(app, '/api/generations', {
        body: { prompt: 'a neon\u0000 city', provider: 'lovable' },
        cookie: me.cookie,
      }),
    );
    expect(await credits()).toBe(before);
    expect(await rows(sql`select id from generations where user_id = ${me.userId}`)).toEqual([]);

    expectNulRefused(
      await call(app, '/api/profile', {
        method: 'PATCH',
        body: { displayName: 'Ju\u0000no', bio: '' },
        cookie: me.cookie,
      }),
    );
    expectNulRefused(
      await call(app, '/api/profile', { method: 'PATCH', body: { bio: ['x', { y: '\u0000' }] }, cookie: me.cookie }),
    );
    expect((await call(app, '/api/profile', { cookie: me.cookie })).json.displayName).toBe('Nul Tester');

    const messages = (await rows(sql`select id from contact_messages`)).length;
    expectNulRefused(
      await call(app, '/api/contact', { body: { name: 'A', email: 'a@example.com', message: 'hi\u0000' } }),
    );
    expect((await rows(sql`select id from contact_messages`)).length).toBe(messages);
  });

  it("are refused in better-auth's own routes (they answered 500 with an empty body)", async () => {
    const me = await signUp(app, email());
    expectNulRefused(await call(app, '/api/auth/update-user', { body: { name: 'a\u0000b' }, cookie: me.cookie }));
    expectNulRefused(
      await call(app, '/api/auth/reset-password', { body: { newPassword: 'brand-new-pass', token: 'x\u0000y' } }),
    );
  });

  it('lets the six characters "\\u0000" typed as text through', async () => {
    const me = await signUp(app, email());
    const saved = await call(app, '/api/profile', {
      method: 'PATCH',
      body: { displayName: 'Escape \\u0000 Artist', bio: '' },
      cookie: me.cookie,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.displayName).toBe('Escape \\u0000 Artist');
  });
});

describe(`requests from another site (${testEngine})`, () => {
  const EVIL = 'http://evil.example';
  const forged = (
    path: string,
    cookie: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(path, {
      method: init.method ?? 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: EVIL, ...init.headers },
      body: init.body ?? (init.method === 'DELETE' ? undefined : '{}'),
    });

  it('are refused with a 403 on every state change a signed-in cookie could make, and change nothing', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Origin Tester');
    const balance = async () =>
      (await rows<{ b: number }>(sql`select balance as b from credit_accounts where user_id = ${me.userId}`))[0]!.b;
    const before = await balance();
    const attempts = [
      forged('/api/generations', me.cookie, { body: JSON.stringify({ prompt: 'a neon city', provider: 'lovable' }) }),
      forged('/api/profile', me.cookie, { method: 'PATCH', body: JSON.stringify({ displayName: 'Hacked', bio: '' }) }),
      forged('/api/profile/avatar', me.cookie, { method: 'DELETE' }),
      forged('/api/gallery', me.cookie),
      forged('/api/gallery/seed-07/like', me.cookie),
      forged('/api/payments/orders', me.cookie, { body: JSON.stringify({ plan: 'pro' }) }),
      forged('/api/payments/subscription/cancel', me.cookie, { headers: { 'content-type': 'text/plain' } }),
      forged('/api/auth/update-user', me.cookie, { body: JSON.stringify({ name: 'Hacked' }) }),
      // A sandboxed frame or a file says "null"; another port of the same host is another site too.
      forged('/api/generations', me.cookie, { headers: { origin: 'null' } }),
      forged('/api/generations', me.cookie, { headers: { origin: 'http://localhost:3999' } }),
      // No Origin, a foreign Referer.
      app.request('/api/profile', {
        method: 'PATCH',
        headers: { cookie: me.cookie, 'content-type': 'application/json', referer: `${EVIL}/page` },
        body: JSON.stringify({ displayName: 'Hacked', bio: '' }),
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
    expect(await balance()).toBe(before);
    expect(await rows(sql`select id from generations where user_id = ${me.userId}`)).toEqual([]);
    expect((await call(app, '/api/profile', { cookie: me.cookie })).json.displayName).toBe('Origin Tester');
  });

  it("accepts the app's own pages, by Origin or by Referer, and reads from anywhere", async () => {
    const me = await signUp(app, email());
    const byReferer = await app.request('/api/profile', {
      method: 'PATCH',
      headers: { cookie: me.cookie, 'content-type': 'application/json', referer: `${ORIGIN}/profile` },
      body: JSON.stringify({ displayName: 'Same Site', bio: '' }),
    });
    expect(byReferer.status).toBe(200);
    const read = await app.request('/api/profile', { headers: { cookie: me.cookie, origin: EVIL } });
    expect(read.status).toBe(200);
  });

  it('lets through webhooks and requests that carry no cookie', async () => {
    const webhook = await app.request('/api/payments/webhooks/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EVIL },
      body: '{}',
    });
    expect(webhook.status).not.toBe(403);
    const cookieless = await app.request('/api/prompts/enhance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a neon city' }),
    });
    expect(cookieless.status).toBe(200);
  });
});

/** A JSON body whose value `inner` sits `depth` objects deep. */
const nested = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
const post = (path: string, body: string, cookie?: string, method = 'POST') =>
  app.request(path, {
    method,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  });

describe(`names people give themselves (${testEngine})`, () => {
  const stored = async (userId: string) =>
    (
      await rows<{ name: string; display_name: string | null; image: string | null }>(
        sql`select name, display_name, image from users where id = ${userId}`,
      )
    )[0]!;
  /** What PATCH /api/profile answers for this display name. */
  const profileRefusal = async (cookie: string, displayName: unknown) => {
    const r = await call(app, '/api/profile', { method: 'PATCH', body: { displayName, bio: '' }, cookie });
    expect(r.status).toBe(400);
    return r.json.error as { code: string; message: string };
  };
  const HOSTILE_NAMES: unknown[] = ['x'.repeat(1_000_000), 'J', '   J   ', { first: 'Juno' }, 42, ['Juno'], null];

  it("keep the profile's rules on better-auth's update-user, with the profile's own answers", async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Rule Keeper');
    const before = await stored(me.userId);
    for (const value of HOSTILE_NAMES) {
      const expected = await profileRefusal(me.cookie, value);
      for (const field of ['name', 'displayName']) {
        const r = await call(app, '/api/auth/update-user', { body: { [field]: value }, cookie: me.cookie });
        expect([field, String(value).slice(0, 20), r.status]).toEqual([field, String(value).slice(0, 20), 400]);
        expect(r.json.error).toEqual(expected);
      }
    }
    // The picture is the avatar the app stores from an upload, never an address a client names.
    const image = await call(app, '/api/auth/update-user', {
      body: { image: `https://evil.example/${'x'.repeat(100_000)}.png` },
      cookie: me.cookie,
    });
    expect(image.status).toBe(400);
    expect(image.json.error).toEqual({ code: 'validation_error', message: expect.stringMatching(/avatar/) });
    expect(await stored(me.userId)).toEqual(before);

    // Within the rules, update-user still works and stores the trimmed name.
    const fine = await call(app, '/api/auth/update-user', { body: { name: '  Rule Keeper II  ' }, cookie: me.cookie });
    expect(fine.status).toBe(200);
    expect((await stored(me.userId)).name).toBe('Rule Keeper II');
  });

  it('keep them at sign-up too, and no account is made', async () => {
    // better-auth's sign-up checks the name is a string itself, with its own words.
    const notText = expect.stringMatching(/\bname\b.*expected string/);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ name: 'x'.repeat(1_000_000) }, 'Name must be at most 50 characters'],
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ name: '  J  ' }, 'Name must be at least 2 characters'],
      [{ name: { first: 'Juno' } }, notText],
      [{ name: 42 }, notText],
      [{ name: 'Juno Park', displayName: 'J' }, 'Display name must be at least 2 characters'],
      [{ name: 'Juno Park', displayName: 'y'.repeat(51) }, 'Display name must be at most 50 characters'],
      [{ name: 'Juno Park', displayName: 7 }, 'Display name must be text'],
    ];
    for (const [fields, message] of cases) {
      const address = email();
      const r = await call(app, '/api/auth/sign-up/email', {
        body: { email: address, password: 'secret-pass', ...fields },
      });
      expect(r.status).toBe(400);
      expect(r.json.error).toEqual({ code: 'validation_error', message });
      expect(await rows(sql`select id from users where email = ${address}`)).toEqual([]);
    }
  });

  it("fit an identity provider's name instead of refusing the sign-in", async () => {
    // What the OAuth and OIDC callbacks call to make the account.
    const adapter = (await app.services.auth.$context).internalAdapter;
    const stamp = Date.now();
    const cases: [unknown, string, string][] = [
      ['J', `juno.park-${stamp}@example.com`, `juno.park-${stamp}`],
      [undefined, `a-${stamp}@example.com`, `a-${stamp}`],
      ['', `b@${stamp}.example.com`, 'Soundsleeve artist'],
      ['Ω'.repeat(80), `omega-${stamp}@example.com`, 'Ω'.repeat(50)],
      ['  Juno\u0000 Park  ', `nul-${stamp}@example.com`, 'Juno Park'],
      ['Ju\ud800no', `half-${stamp}@example.com`, 'Ju\ufffdno'],
      // Cut at 50 UTF-16 units, the last moon's first half would stand alone.
      [`a${'🌙'.repeat(30)}`, `moon-${stamp}@example.com`, `a${'🌙'.repeat(24)}`],
    ];
    for (const [name, address, expected] of cases) {
      const { user } = await adapter.createOAuthUser(
        { name: name as string, email: address, emailVerified: true, image: null },
        { providerId: 'oidc', accountId: address },
      );
      expect(await stored(user.id)).toEqual({ name: expected, display_name: expected, image: null });
    }
    // A provider's later name that does not fit leaves the stored one.
    const { user } = await adapter.createOAuthUser(
      { name: 'Juno Park', email: `later-${stamp}@example.com`, emailVerified: true },
      { providerId: 'oidc', accountId: `later-${stamp}` },
    );
    await adapter.updateUser(user.id, { name: 'J' });
    expect((await stored(user.id)).name).toBe('Juno Park');
  });

  it('leave no long name for the public lists to serve', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Style Author');
    await call(app, '/api/auth/update-user', { body: { displayName: 'z'.repeat(1_000_000) }, cookie: me.cookie });
    const [longest] = await rows<{ n: number }>(
      sql`select max(greatest(length(name), length(coalesce(display_name, '')))) as n from users`,
    );
    expect(Number(longest!.n)).toBeLessThanOrEqual(50);
  });
});

describe(`bodies nested thousands deep (${testEngine})`, () => {
  it('are refused with a 400 on better-auth and app routes alike, and change nothing', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Deep Diver');
    for (const [path, body, method] of [
      ['/api/auth/update-user', `{"name":${nested(5000)}}`, 'POST'],
      ['/api/auth/update-user', `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'POST'],
      ['/api/profile', `{"displayName":${nested(5000)},"bio":""}`, 'PATCH'],
      ['/api/generations', `{"prompt":"a neon city","provider":"lovable","brief":${nested(5000)}}`, 'POST'],
      ['/api/contact', nested(5000, '"\\u0000"'), 'POST'],
    ] as const) {
      const res = await post(path, body, me.cookie, method);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect([path, res.status]).toEqual([path, 400]);
      expect(json.error).toEqual({ code: 'bad_request', message: expect.stringMatching(/nested/) });
    }
    expect((await call(app, '/api/profile', { cookie: me.cookie })).json.displayName).toBe('Deep Diver');
    expect(await rows(sql`select id from generations where user_id = ${me.userId}`)).toEqual([]);
  });

  it('lets a body nested as deep as the limit through, and refuses one level more', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Shallow Diver');
    // The body itself is the first level.
    const body = (depth: number) => `{"displayName":"Shallow Diver","bio":"","extra":${nested(depth - 1)}}`;
    expect((await post('/api/profile', body(MAX_JSON_DEPTH), me.cookie, 'PATCH')).status).toBe(200);
    expect((await post('/api/profile', body(MAX_JSON_DEPTH + 1), me.cookie, 'PATCH')).status).toBe(400);
  });
});

describe(`lone UTF-16 surrogates (${testEngine})`, () => {
  function expectSurrogateRefused(r: { status: number; json: { error?: { code: string; message: string } } }) {
    expect(r.status).toBe(400);
    expect(r.json.error).toEqual({ code: 'bad_request', message: expect.stringMatching(/surrogate/) });
  }
  const balance = async (userId: string) =>
    (await rows<{ b: number }>(sql`select balance as b from credit_accounts where user_id = ${userId}`))[0]!.b;

  it('are refused in a prompt’s quoted title and in a brief, and nothing is spent or saved', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Surrogate Tester');
    const before = await balance(me.userId);
    expectSurrogateRefused(
      await call(app, '/api/generations', {
        body: { prompt: 'a lighthouse at dusk, titled "Dust \ud800 Choir"', provider: 'lovable' },
        cookie: me.cookie,
      }),
    );
    const shown = await call(app, '/api/prompts/enhance', { body: { prompt: 'a lighthouse at dusk' } });
    expect(shown.status).toBe(200);
    expectSurrogateRefused(
      await call(app, '/api/generations', {
        body: {
          prompt: 'a lighthouse at dusk',
          brief: { ...shown.json.brief, title: 'Dust \udfff Choir' },
          provider: 'lovable',
        },
        cookie: me.cookie,
      }),
    );
    // A surrogate that ends the string, and one in a key.
    expectSurrogateRefused(
      await call(app, '/api/generations', {
        body: { prompt: 'a lighthouse at dusk \ud83c', provider: 'lovable' },
        cookie: me.cookie,
      }),
    );
    expectSurrogateRefused(
      await call(app, '/api/generations', {
        body: { prompt: 'a lighthouse at dusk', provider: 'lovable', ['\udc00']: 1 },
        cookie: me.cookie,
      }),
    );
    expect(await balance(me.userId)).toBe(before);
    expect(await rows(sql`select id from generations where user_id = ${me.userId}`)).toEqual([]);
  });

  it('are refused in a moodboard note, and the board is unchanged', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Board Tester');
    await database.db.execute(sql`insert into subscriptions
      (user_id, plan_id, provider, status, order_id, current_period_end)
      values (${me.userId}, 'studio', 'sandbox', 'active', ${`order-${me.userId}`}, now() + interval '30 days')`);
    for (let tries = 0; ; tries++) {
      const plan = (await call(app, '/api/me/credits', { cookie: me.cookie })).json.subscription_plan;
      if (plan === 'studio') break;
      if (tries > 100) throw new Error(`the studio plan never showed: ${plan}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const created = await call(app, '/api/moodboards', { body: { name: 'Second album' }, cookie: me.cookie });
    expect(created.status).toBe(201);
    const note = { kind: 'note', id: 'n1', x: 100, y: 100, w: 300 };
    expectSurrogateRefused(
      await call(app, `/api/moodboards/${created.json.id}`, {
        method: 'PUT',
        body: { name: 'Second album', items: [{ ...note, text: 'Cold light \ud800 warm title' }] },
        cookie: me.cookie,
      }),
    );
    const [board] = await rows<{ items: unknown[] }>(sql`select items from moodboards where id = ${created.json.id}`);
    expect(board!.items).toEqual([]);
    // The same note with a whole emoji (a surrogate pair) is fine.
    const saved = await call(app, `/api/moodboards/${created.json.id}`, {
      method: 'PUT',
      body: { name: 'Second album', items: [{ ...note, text: 'Cold light \ud83c\udf19 warm title' }] },
      cookie: me.cookie,
    });
    expect(saved.status).toBe(200);
  });

  it('are refused in a profile name, on the profile and on better-auth, and the name is unchanged', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Name Tester');
    expectSurrogateRefused(
      await call(app, '/api/profile', {
        method: 'PATCH',
        body: { displayName: 'Ju\ud800no', bio: '' },
        cookie: me.cookie,
      }),
    );
    expectSurrogateRefused(
      await call(app, '/api/auth/update-user', { body: { name: 'Ju\udbffno' }, cookie: me.cookie }),
    );
    const [row] = await rows<{ name: string; display_name: string }>(
      sql`select name, display_name from users where id = ${me.userId}`,
    );
    expect(row).toEqual({ name: 'Name Tester', display_name: 'Name Tester' });
  });

  it('are refused as bytes in a URL that are not UTF-8', async () => {
    const me = await signUp(app, email());
    expectSurrogateRefused(await call(app, '/api/gallery?q=%ED%A0%80'));
    expectSurrogateRefused(await call(app, '/api/generations/%ED%A0%80', { cookie: me.cookie }));
    // Well-formed text in a URL and a lone percent sign are left to the route.
    expect((await call(app, '/api/gallery?q=%F0%9F%8C%99')).status).toBe(200);
    expect((await call(app, '/api/gallery?q=100%')).status).toBe(200);
    // The library's search (which also reads the words of edited covers) takes the same values.
    expectSurrogateRefused(await call(app, '/api/generations?q=%ED%A0%80', { cookie: me.cookie }));
    expectNulRefused(await call(app, '/api/generations?q=%00', { cookie: me.cookie }));
    for (const q of ['100%', '%F0%9F%8C%99', '%27)%20or%201%3D1--', encodeURIComponent('\\_%'), 'x'.repeat(300)]) {
      const res = await call(app, `/api/generations?q=${q}`, { cookie: me.cookie });
      expect([200, 400], q).toContain(res.status);
      if (res.status === 200) expect(res.json.items).toEqual([]);
      else expect(res.json.error.message.length).toBeGreaterThan(10);
    }
  });
});

describe(`values better-auth logs (${testEngine})`, () => {
  it('cannot start a log line of their own', async () => {
    const forged = 'x\n{"level":60,"msg":"forged"}\n';
    const chunks: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void chunks.push(line) });
    const consoles = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void chunks.push(format(...args))),
    );
    try {
      const logged = buildTestApp(database, { logger });
      for (const path of ['/api/auth/request-password-reset', '/api/auth/forget-password']) {
        const r = await call(logged, path, { body: { email: 'someone@example.com', redirectTo: forged } });
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
      }
    } finally {
      for (const spy of consoles) spy.mockRestore();
    }
    const lines = chunks.flatMap((chunk) => chunk.split('\n')).filter((line) => line.trim());
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as { level?: number; msg?: string };
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`);
      }
    });
    expect(entries.filter((e) => e.level === 60 || e.msg === 'forged')).toEqual([]);
    // What better-auth had to say is still there, with the value inside its own line.
    expect(entries).toContainEqual(expect.objectContaining({ level: 50, msg: expect.stringContaining(forged) }));
  });
});
