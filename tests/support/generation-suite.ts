import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Generation } from '../../src/shared/contracts/generation.ts';
import { call, signUp } from './auth-client.ts';
import { buildGenerationApp } from './generation-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

type GenerationApp = Awaited<ReturnType<typeof buildGenerationApp>>['app'];

/**
 * A test file's own database and the app with real render workers on it: made before the file's tests and stopped
 * after them. Its `app` and `database` exist from the first test on.
 */
export function generationSuite(env: Record<string, string> = {}) {
  let stop = async () => {};
  let members = 0;
  const suite = {
    database: undefined as unknown as TestDatabase,
    app: undefined as unknown as GenerationApp,
    /** The rows of a query run directly on the database. */
    rows: async <T>(query: ReturnType<typeof sql>) =>
      ((await suite.database.db.execute(query)) as unknown as { rows: T[] }).rows,
    /** The generation once every version it will have is drawn. */
    settled: async (id: string, cookie: string): Promise<Generation> => {
      const until = Date.now() + 60_000;
      for (;;) {
        const g = (await call(suite.app, `/api/generations/${id}`, { cookie })).json as Generation;
        if (g.candidates.length >= g.candidatesExpected) return g;
        if (Date.now() > until) throw new Error(`versions still drawing: ${JSON.stringify(g)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /**
     * A new account (its email starting `prefix`), on `plan` when one is given (a running sandbox subscription
     * written to the database), once the app reads that plan: PostgreSQL announces the change a moment after the
     * commit, and the plan is read through that cache.
     */
    member: async (prefix: string, plan: 'starter' | 'pro' | 'studio' | null) => {
      const { userId, cookie } = await signUp(suite.app, `${prefix}-${++members}-${Date.now()}@example.com`);
      if (plan) {
        await suite.database.db.execute(sql`insert into subscriptions
          (user_id, plan_id, provider, status, order_id, current_period_end)
          values (${userId}, ${plan}, 'sandbox', 'active', ${`order-${userId}`}, now() + interval '30 days')`);
        await planShown(cookie, plan);
      }
      return { userId, cookie };
    },
    /** Ends a member's plan by the clock (its period over, as if a day passed), once the app reads it as ended. */
    endPlan: async ({ userId, cookie }: { userId: string; cookie: string }) => {
      await suite.database.db.execute(
        sql`update subscriptions set current_period_end = now() - interval '1 second' where user_id = ${userId}`,
      );
      await planShown(cookie, null);
    },
    /** The bytes at an address of the app, which must answer 200. */
    bytes: async (url: string, cookie: string) => {
      const res = await suite.app.request(url, { headers: { cookie } });
      expect(res.status, url).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    },
  };
  /** Waits until the app reads `plan` for the cookie's account (the plan is read through a cache). */
  const planShown = async (cookie: string, plan: string | null) => {
    for (let tries = 0; ; tries++) {
      const shown = (await call(suite.app, '/api/me/credits', { cookie })).json.subscription_plan ?? null;
      if (shown === plan) return;
      if (tries > 100) throw new Error(`the plan ${plan ?? 'ending'} never showed: ${shown}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  beforeAll(async () => {
    suite.database = await createTestDatabase();
    ({ app: suite.app, stop } = await buildGenerationApp(suite.database, env));
  });
  afterAll(async () => {
    await stop();
    await suite.database?.destroy();
  });
  return suite;
}

/** The signed guest cookie an answer set, as a Cookie header's value. */
export const guestCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('soundsleeve.guest='));
