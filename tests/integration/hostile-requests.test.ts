import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ORIGIN, signUp } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/**
 * Requests a browser or an attacker may send that the app must refuse without changing anything: NUL characters
 * (PostgreSQL cannot store them) and state changes forged from another site.
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
