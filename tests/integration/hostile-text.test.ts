import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/** A NUL character anywhere in a request's text: a 400 in the error shape, nothing written (PostgreSQL cannot store it). */
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
      (await rows<{ credits: number }>(sql`select balance as credits from credit_accounts where user_id = ${me.userId}`))[0]!.credits;
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
