import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PERIOD_DAYS } from '../../src/shared/plans.ts';
import { call, signUp } from '../support/auth-client.ts';
import { deliverSandboxEvent, sandboxEvent } from '../support/sandbox-webhooks.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/**
 * First payments of one new account arriving at the same moment (checkouts paid in several tabs, or their webhooks
 * delivered together). PGlite runs one statement at a time, so the races only happen on PostgreSQL
 * (`scripts/with-postgres.sh`); the outcome must be the same on both.
 */
let database: TestDatabase;
let app: ReturnType<typeof buildTestApp>;
let n = 0;
const email = () => `race-${++n}-${Date.now()}@example.com`;
const PERIOD_MS = PLAN_PERIOD_DAYS * 86_400_000;
const CHECKOUTS = 5;
/** Of those, paid at the sandbox's checkout page; the others are reported by the provider only. */
const AT_PAGE = 3;
const TRIALS = 10;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildTestApp(database, { config: testConfig({ RATE_LIMIT_MULTIPLIER: '50' }) });
});
afterAll(async () => {
  await database?.destroy();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** What one account's plan rows say after its payments. */
async function planOf(userId: string) {
  const grants = await rows<{ period_end: string }>(
    sql`select period_end from plan_grants where user_id = ${userId} order by period_end`,
  );
  const [sub] = await rows<{ plan_id: string; status: string; current_period_end: string }>(
    sql`select plan_id, status, current_period_end from subscriptions where user_id = ${userId}`,
  );
  const [account] = await rows<{ balance: number; sum: number; grants: number }>(
    sql`select a.balance,
      (select sum(delta)::int from credit_ledger l where l.user_id = a.user_id) as sum,
      (select count(*)::int from credit_ledger l where l.user_id = a.user_id and l.reason = 'plan_grant') as grants
      from credit_accounts a where a.user_id = ${userId}`,
  );
  const paid = await rows<{ id: string }>(sql`select id from orders where user_id = ${userId} and status = 'paid'`);
  return {
    grants: grants.map((g) => new Date(g.period_end).getTime()),
    periodEnd: sub ? new Date(sub.current_period_end).getTime() : null,
    plan: sub ? `${sub.plan_id} ${sub.status}` : null,
    account: account!,
    paidOrders: paid.length,
  };
}

describe(`first payments made at once (${testEngine})`, () => {
  it('extends the plan by one period for every checkout paid at the same moment, answering each', async () => {
    const trials = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const { cookie, userId } = await signUp(app, email());
      const orders: string[] = [];
      for (let i = 0; i < CHECKOUTS; i++) {
        const opened = await call(app, '/api/payments/orders', { body: { planId: 'studio' }, cookie });
        expect(opened.status).toBe(201);
        orders.push(opened.json.orderId as string);
      }
      // Some are paid at the sandbox's checkout page; the others are known only from the provider's side, reported by
      // its webhook while the return page's status check asks about them.
      const [atPage, byProvider] = [orders.slice(0, AT_PAGE), orders.slice(AT_PAGE)];
      await database.db.execute(sql`update sandbox_checkouts set status = 'paid' where order_id in ${byProvider}`);
      const startedAt = Date.now();
      const answers = await Promise.all([
        ...atPage.map(async (id) => call(app, `/api/payments/sandbox/${id}`, { body: { action: 'pay' }, cookie })),
        ...byProvider.flatMap((id) => [
          deliverSandboxEvent(app, sandboxEvent('checkout.paid', id, `sandbox:order:${id}`)),
          call(app, `/api/payments/orders/${id}`, { cookie }),
        ]),
      ]);
      const finishedAt = Date.now();
      const plan = await planOf(userId);
      // Each paid month starts where the one before it ends.
      const gaps = plan.grants.slice(1).map((end, i) => end - plan.grants[i]!);
      // Every payment reported again (each checkout's webhook redelivered, under its first and a new event id) and
      // the return page's status checks, all at once: nothing more is granted.
      const replays = orders.flatMap((id) => {
        const again = sandboxEvent('checkout.paid', id, `sandbox:order:${id}`);
        return [again, again, sandboxEvent('checkout.paid', id, `sandbox:order:${id}`)];
      });
      const replayed = await Promise.all([
        ...replays.map(async (hook) => (await deliverSandboxEvent(app, hook)).status),
        ...orders.map((id) => call(app, `/api/payments/orders/${id}`, { cookie }).then((r) => r.status)),
      ]);
      const after = await planOf(userId);
      trials.push({
        answers: answers.map((a) => a.status),
        grants: plan.grants.length,
        distinctGrantEnds: new Set(plan.grants).size,
        periodsApart: gaps.every((gap) => gap === PERIOD_MS),
        monthsOfPlan: plan.periodEnd === null ? 0 : Math.round((plan.periodEnd - startedAt) / PERIOD_MS),
        endIsLastGrant: plan.periodEnd === plan.grants.at(-1),
        endWithinRun:
          plan.periodEnd !== null &&
          plan.periodEnd >= startedAt + CHECKOUTS * PERIOD_MS &&
          plan.periodEnd <= finishedAt + CHECKOUTS * PERIOD_MS,
        plan: plan.plan,
        ledgerGrants: plan.account.grants,
        balanceIsLedger: plan.account.balance === plan.account.sum,
        paidOrders: plan.paidOrders,
        replayAnswers: [...new Set(replayed)],
        replayChangedNothing:
          JSON.stringify(after.grants) === JSON.stringify(plan.grants) &&
          after.periodEnd === plan.periodEnd &&
          JSON.stringify(after.account) === JSON.stringify(plan.account),
      });
    }
    const expected = {
      answers: Array(AT_PAGE + 2 * (CHECKOUTS - AT_PAGE)).fill(200),
      grants: CHECKOUTS,
      distinctGrantEnds: CHECKOUTS,
      periodsApart: true,
      monthsOfPlan: CHECKOUTS,
      endIsLastGrant: true,
      endWithinRun: true,
      plan: 'studio active',
      ledgerGrants: CHECKOUTS,
      balanceIsLedger: true,
      paidOrders: CHECKOUTS,
      replayAnswers: [200],
      replayChangedNothing: true,
    };
    expect(trials).toEqual(Array(TRIALS).fill(expected));
  }, 120_000);
});
