import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upgradeTerms } from '../../src/shared/plans.ts';
import { call, signUp } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { deliverSandboxEvent, sandboxEvent } from '../support/sandbox-webhooks.ts';
import { testEngine } from '../support/test-database.ts';

/**
 * Changing plans on the sandbox provider, the whole server path: an upgrade stated before it is paid, paid at the
 * hosted checkout and granted once; a downgrade or a cancellation at the period's end, billed by the next renewal;
 * undoing either; refusals that change nothing.
 */
const suite = generationSuite({ GUEST_IP_DAILY_CAP: '1000' });
let n = 0;
const email = () => `change-${++n}-${Date.now()}@example.com`;
const DAY = 86_400_000;

const { rows } = suite;
const credits = async (cookie: string) => (await call(suite.app, '/api/me/credits', { cookie })).json;
const ledger = (userId: string) =>
  rows<{ reason: string; delta: number }>(
    sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
  );
const subscription = async (cookie: string) =>
  (await call(suite.app, '/api/payments/subscription', { cookie })).json.subscription;
const ordersOf = (userId: string) =>
  rows<{ kind: string; plan_id: string; amount_cents: number; status: string }>(
    sql`select kind, plan_id, amount_cents, status from orders where user_id = ${userId} order by created_at`,
  );
const renewal = (orderId: string, reference: string) =>
  deliverSandboxEvent(suite.app, sandboxEvent('subscription.renewed', orderId, reference));

/** A new account on `planId`, bought and paid at the sandbox checkout, with `daysLeft` of its period left. */
async function member(planId: 'starter' | 'pro' | 'studio', daysLeft = 15) {
  const { cookie, userId } = await signUp(suite.app, email());
  const bought = await call(suite.app, '/api/payments/orders', { body: { planId }, cookie });
  expect(bought.status).toBe(201);
  const orderId = bought.json.orderId as string;
  await call(suite.app, `/api/payments/sandbox/${orderId}`, { body: { action: 'pay' }, cookie });
  const periodEnd = new Date(Date.now() + daysLeft * DAY);
  await suite.database.db.execute(
    sql`update subscriptions set current_period_end = ${periodEnd.toISOString()}::timestamptz where user_id = ${userId}`,
  );
  expect((await credits(cookie)).subscription_plan).toBe(planId);
  return { cookie, userId, orderId, periodEnd };
}

describe(`changing plans on the sandbox (${testEngine})`, () => {
  it('states an upgrade before anything is paid, and grants it once, when the checkout is paid', async () => {
    const { cookie, userId, orderId, periodEnd } = await member('starter', 15);
    const quote = await call(suite.app, '/api/payments/change?planId=pro', { cookie });
    expect(quote.status).toBe(200);
    const expected = upgradeTerms('starter', 'pro', periodEnd);
    expect(quote.json).toMatchObject({ kind: 'upgrade', from: 'starter', to: 'pro', currency: 'USD', credits: 85 });
    // Half the period is left: half of the $20 difference (the seconds between quote and check move it a cent at most).
    expect(Math.abs(quote.json.owedCents - expected.owedCents)).toBeLessThanOrEqual(1);
    expect(quote.json.owedCents).toBeGreaterThan(990);
    expect(quote.json.summary).toContain(`You pay $${(quote.json.owedCents / 100).toFixed(2)} today`);
    expect(quote.json.summary).toContain('85 credits now');
    // The sandbox bills no month by itself: the quote says how long the plan runs, not that it renews.
    expect(quote.json).toMatchObject({ renews: false });
    expect(quote.json.summary).toMatch(/It runs until \w+ \d{1,2}, \d{4}; a month of Pro after that is \$29\.$/);
    expect(new Date(quote.json.periodEnd).getTime()).toBe(periodEnd.getTime());
    expect(await ordersOf(userId)).toHaveLength(1);

    const change = await call(suite.app, '/api/payments/change', {
      body: { planId: 'pro', quotedCents: quote.json.owedCents },
      cookie,
    });
    expect(change.status).toBe(200);
    expect(change.json).toMatchObject({ kind: 'upgrade' });
    const upgradeId = change.json.orderId as string;
    expect(change.json.paymentLink).toBe(`/checkout/sandbox/${upgradeId}`);
    const page = await call(suite.app, `/api/payments/sandbox/${upgradeId}`, { cookie });
    expect(page.json).toMatchObject({ kind: 'upgrade', planName: 'Pro', status: 'open' });
    expect(page.json.amountCents).toBeLessThanOrEqual(quote.json.owedCents);
    // Not paid yet: still Starter, no credits added.
    expect(await credits(cookie)).toMatchObject({ credit_count: 33, subscription_plan: 'starter' });

    const paid = await call(suite.app, `/api/payments/sandbox/${upgradeId}`, { body: { action: 'pay' }, cookie });
    expect(paid.status).toBe(200);
    expect(await credits(cookie)).toMatchObject({ credit_count: 118, subscription_plan: 'pro', is_subscribed: true });
    const sub = await subscription(cookie);
    expect(sub).toMatchObject({ planId: 'pro', status: 'active', scheduledPlanId: null, renews: false });
    expect(new Date(sub.currentPeriodEnd).getTime()).toBe(periodEnd.getTime());
    // The status check and a second look grant nothing more.
    for (let i = 0; i < 2; i++) {
      expect((await call(suite.app, `/api/payments/orders/${upgradeId}`, { cookie })).json.status).toBe('paid');
    }
    expect(await ledger(userId)).toEqual([
      { reason: 'signup_grant', delta: 3 },
      { reason: 'plan_grant', delta: 30 },
      { reason: 'plan_grant', delta: 85 },
    ]);
    expect((await ordersOf(userId)).map((o) => [o.kind, o.plan_id, o.status])).toEqual([
      ['plan', 'starter', 'paid'],
      ['upgrade', 'pro', 'paid'],
    ]);

    // The next period is billed and granted as Pro.
    expect((await renewal(orderId, `sandbox:renewal:${orderId}:2`)).status).toBe(200);
    expect(await credits(cookie)).toMatchObject({ credit_count: 318, subscription_plan: 'pro' });
    const grants = await rows<{ plan_id: string; amount_cents: number; credits: number }>(
      sql`select plan_id, amount_cents, credits from plan_grants where user_id = ${userId} order by created_at`,
    );
    expect(grants.map((g) => [g.plan_id, g.credits])).toEqual([
      ['starter', 30],
      ['pro', 85],
      ['pro', 200],
    ]);
    expect(grants[2]!.amount_cents).toBe(2900);
  });

  it('moves to Studio at once with no credits added, and makes an upgrade that owes nothing without a checkout', async () => {
    const pro = await member('pro', 10);
    const quote = (await call(suite.app, '/api/payments/change?planId=studio', { cookie: pro.cookie })).json;
    expect(quote).toMatchObject({ kind: 'upgrade', credits: 0 });
    expect(quote.summary).toContain('unlimited generations from now on');
    const change = await call(suite.app, '/api/payments/change', {
      body: { planId: 'studio', quotedCents: quote.owedCents },
      cookie: pro.cookie,
    });
    await call(suite.app, `/api/payments/sandbox/${change.json.orderId}`, {
      body: { action: 'pay' },
      cookie: pro.cookie,
    });
    expect(await credits(pro.cookie)).toMatchObject({ credit_count: 203, subscription_plan: 'studio' });

    // An hour left of a Starter month: the difference is under the smallest card charge, so nothing is charged.
    const starter = await member('starter', 1 / 24);
    const small = (await call(suite.app, '/api/payments/change?planId=pro', { cookie: starter.cookie })).json;
    expect(small).toMatchObject({ kind: 'upgrade', owedCents: 0, credits: 0 });
    const free = await call(suite.app, '/api/payments/change', {
      body: { planId: 'pro', quotedCents: 0 },
      cookie: starter.cookie,
    });
    expect(free.json).toMatchObject({ kind: 'upgrade', paymentLink: null });
    expect((await credits(starter.cookie)).subscription_plan).toBe('pro');
    expect((await ordersOf(starter.userId)).at(-1)).toMatchObject({ kind: 'upgrade', amount_cents: 0, status: 'paid' });
    expect(await rows(sql`select * from sandbox_checkouts where order_id = ${free.json.orderId}`)).toEqual([]);
  });

  it('downgrades when the period ends: the running plan stays, the renewal bills and grants the lower one', async () => {
    const { cookie, userId, orderId } = await member('pro', 12);
    const quote = (await call(suite.app, '/api/payments/change?planId=starter', { cookie })).json;
    expect(quote).toMatchObject({ kind: 'downgrade', owedCents: 0, credits: 0, from: 'pro', to: 'starter' });
    expect(quote.summary).toContain('Pro stays until');
    const change = await call(suite.app, '/api/payments/change', {
      body: { planId: 'starter', quotedCents: 0 },
      cookie,
    });
    expect(change.status).toBe(200);
    expect(change.json).toMatchObject({
      kind: 'downgrade',
      subscription: { planId: 'pro', scheduledPlanId: 'starter', status: 'active' },
    });
    expect(await credits(cookie)).toMatchObject({ credit_count: 203, subscription_plan: 'pro' });

    await renewal(orderId, `sandbox:renewal:${orderId}:2`);
    expect(await credits(cookie)).toMatchObject({ credit_count: 233, subscription_plan: 'starter' });
    expect(await subscription(cookie)).toMatchObject({ planId: 'starter', scheduledPlanId: null });
    const last = await rows<{ plan_id: string; amount_cents: number }>(
      sql`select plan_id, amount_cents from plan_grants where user_id = ${userId} order by created_at desc limit 1`,
    );
    expect(last).toEqual([{ plan_id: 'starter', amount_cents: 900 }]);
  });

  it('undoes a scheduled downgrade or a cancellation by choosing the running plan again', async () => {
    const { cookie } = await member('studio', 20);
    await call(suite.app, '/api/payments/change', { body: { planId: 'pro', quotedCents: 0 }, cookie });
    expect((await subscription(cookie)).scheduledPlanId).toBe('pro');
    const resume = (await call(suite.app, '/api/payments/change?planId=studio', { cookie })).json;
    expect(resume).toMatchObject({ kind: 'resume', owedCents: 0 });
    const kept = await call(suite.app, '/api/payments/change', { body: { planId: 'studio', quotedCents: 0 }, cookie });
    expect(kept.json).toMatchObject({
      kind: 'resume',
      subscription: { scheduledPlanId: null, cancelAtPeriodEnd: false },
    });

    await call(suite.app, '/api/payments/subscription/cancel', { body: {}, cookie });
    expect(await subscription(cookie)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    await call(suite.app, '/api/payments/change', { body: { planId: 'studio', quotedCents: 0 }, cookie });
    expect(await subscription(cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('two upgrades paid at once (a second tab): the first applies, the other changes nothing and says so', async () => {
    const { cookie, userId } = await member('starter', 15);
    const quote = (await call(suite.app, '/api/payments/change?planId=pro', { cookie })).json;
    const started = await Promise.all(
      [0, 1].map(() =>
        call(suite.app, '/api/payments/change', { body: { planId: 'pro', quotedCents: quote.owedCents }, cookie }),
      ),
    );
    expect(started.map((r) => r.status)).toEqual([200, 200]);
    const paid = await Promise.all(
      started.map((r) =>
        call(suite.app, `/api/payments/sandbox/${r.json.orderId}`, { body: { action: 'pay' }, cookie }),
      ),
    );
    expect(paid.map((r) => r.status)).toEqual([200, 200]);
    expect(await credits(cookie)).toMatchObject({ credit_count: 3 + 30 + 85, subscription_plan: 'pro' });
    const upgrades = await rows<{ status: string; failure_reason: string | null }>(
      sql`select status, failure_reason from orders where user_id = ${userId} and kind = 'upgrade' order by status`,
    );
    expect(upgrades.map((o) => o.status)).toEqual(['failed', 'paid']);
    expect(upgrades[0]!.failure_reason).toMatch(/changed before this payment arrived.*refund/);
    expect((await ledger(userId)).filter((l) => l.reason === 'plan_grant')).toHaveLength(2);
  });

  it('refuses what it cannot do, in the one error shape, and changes nothing', async () => {
    const { cookie, userId } = await member('starter', 15);
    const before = await ordersOf(userId);
    const quote = (await call(suite.app, '/api/payments/change?planId=studio', { cookie })).json;

    const cheaper = await call(suite.app, '/api/payments/change', {
      body: { planId: 'studio', quotedCents: quote.owedCents - 100 },
      cookie,
    });
    expect(cheaper.status).toBe(409);
    expect(cheaper.json.error.message).toContain('Look at the new amount and confirm again');

    for (const body of [
      { planId: 'platinum', quotedCents: 0 },
      { planId: 'pro' },
      { planId: 'pro', quotedCents: -1 },
      { planId: 'pro', quotedCents: 1.5 },
      { planId: 'pro', quotedCents: '100' },
      { planId: 'pro\u0000', quotedCents: 0 },
      { planId: { nested: ['pro'] }, quotedCents: 0 },
    ]) {
      const r = await call(suite.app, '/api/payments/change', { body, cookie });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.message, JSON.stringify(body)).toMatch(/planId|quotedCents|NUL/);
    }
    expect((await call(suite.app, '/api/payments/change?planId=gold', { cookie })).status).toBe(400);

    const same = await call(suite.app, '/api/payments/change', { body: { planId: 'starter', quotedCents: 0 }, cookie });
    expect(same.status).toBe(409);
    expect(same.json.error.message).toBe('You are already on the Starter plan.');
    // Buying another plan while one runs is a change, not a second subscription.
    const second = await call(suite.app, '/api/payments/orders', { body: { planId: 'pro' }, cookie });
    expect(second.status).toBe(409);
    expect(second.json.error.message).toContain('Change plans instead');
    expect(await ordersOf(userId)).toEqual(before);
    expect(await subscription(cookie)).toMatchObject({ planId: 'starter', scheduledPlanId: null });

    const free = await signUp(suite.app, email());
    const none = await call(suite.app, '/api/payments/change?planId=pro', { cookie: free.cookie });
    expect(none.status).toBe(409);
    expect(none.json.error.message).toBe('You have no running plan to change. Choose a plan to start one.');
    expect((await call(suite.app, '/api/payments/change', { body: { planId: 'pro', quotedCents: 0 } })).status).toBe(
      401,
    );
  });
});
