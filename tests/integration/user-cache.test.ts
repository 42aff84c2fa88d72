import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';
import { call, signUp } from '../support/auth-client.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/*
 * Signed-in sessions and balances are served from memory (db/user-cache.ts) and evicted by the database's
 * notifications (migration 0008, db/user-changes.ts). Every change below is made in SQL, behind the app's back,
 * as another process or an operator would: a cache that missed it would keep answering the old row.
 */

let database: TestDatabase;
let app: ReturnType<typeof buildTestApp>;
let n = 0;
const email = () => `cached-${++n}-${Date.now()}@example.com`;
const config = () => testConfig({ RATE_LIMIT_MULTIPLIER: '50' });

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildTestApp(database, { config: config() });
});
afterAll(() => database.destroy());

const credits = async (cookie: string) => (await call(app, '/api/me/credits', { cookie })).json.credit_count;
/** PGlite announces a change before the writing statement returns; PostgreSQL a moment after the commit. */
const soon = { timeout: 3000, interval: 20 };

describe(`signed-in caches follow the database (${testEngine})`, () => {
  it('serve a balance changed in the database, and refuse a session deleted there', async () => {
    const { userId, cookie } = await signUp(app, email());
    expect(await credits(cookie)).toBe(3);
    expect(await credits(cookie)).toBe(3);

    await database.db.execute(sql`update credit_accounts set balance = 7 where user_id = ${userId}`);
    if (testEngine === 'pglite') expect(await credits(cookie)).toBe(7);
    await expect.poll(() => credits(cookie), soon).toBe(7);

    await database.db
      .execute(sql`insert into subscriptions (user_id, plan_id, provider, status, order_id, current_period_end)
      values (${userId}, 'pro', 'sandbox', 'active', 'order-1', now() + interval '30 days')`);
    await expect
      .poll(async () => (await call(app, '/api/me/credits', { cookie })).json.subscription_plan, soon)
      .toBe('pro');

    await database.db.execute(sql`delete from sessions where user_id = ${userId}`);
    if (testEngine === 'pglite') expect((await call(app, '/api/me/credits', { cookie })).status).toBe(401);
    await expect.poll(async () => (await call(app, '/api/me/credits', { cookie })).status, soon).toBe(401);
  });

  it('a sign-out answered by this process is final for its very next request', async () => {
    const { cookie } = await signUp(app, email());
    expect((await call(app, '/api/me/credits', { cookie })).status).toBe(200);
    const out = await call(app, '/api/auth/sign-out', { body: {}, cookie });
    expect(out.status).toBe(200);
    // The browser would drop the cookie; a stolen copy of it must stop working at once.
    expect((await call(app, '/api/me/credits', { cookie })).status).toBe(401);
  });

  it.skipIf(testEngine === 'pglite')(
    'another process on the same database sees a sign-out and a spent credit (PostgreSQL only: PGlite is one process)',
    async () => {
      const other: DatabaseHandle = await openPostgres(
        (database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
      );
      try {
        const otherApp = buildTestApp(other, { config: config() });
        const { userId, cookie } = await signUp(app, email());
        expect((await call(otherApp, '/api/me/credits', { cookie })).json.credit_count).toBe(3);
        await database.db.execute(sql`update credit_accounts set balance = 2 where user_id = ${userId}`);
        await expect
          .poll(async () => (await call(otherApp, '/api/me/credits', { cookie })).json.credit_count, soon)
          .toBe(2);
        await call(app, '/api/auth/sign-out', { body: {}, cookie });
        await expect.poll(async () => (await call(otherApp, '/api/me/credits', { cookie })).status, soon).toBe(401);
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(testEngine === 'pglite')(
    'with its listening connection cut, a process trusts no cache until it listens again (PostgreSQL only)',
    async () => {
      const { userId, cookie } = await signUp(app, email());
      expect(await credits(cookie)).toBe(3);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => database.userChanges.live, soon).toBe(false);
      // Changed while nobody listened: the notification is lost, yet the next read is right.
      await database.db.execute(sql`update credit_accounts set balance = 9 where user_id = ${userId}`);
      expect(await credits(cookie)).toBe(9);
      await expect.poll(() => database.userChanges.live, soon).toBe(true);
      expect(await credits(cookie)).toBe(9);
    },
  );
});
