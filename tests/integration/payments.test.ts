import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { deliverSandboxEvent, sandboxEvent } from '../support/sandbox-webhooks.ts';
import { signSandboxWebhook } from '../../src/server/providers/payments/sandbox-payments.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/**
 * Plans through the sandbox provider, the whole server path: order, hosted checkout, signed webhook, status
 * check, grants once per period, refusals that change nothing, Studio's unlimited plan, cancellation and refunds.
 */
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildGenerationApp>>['app'];
let stop: () => Promise<void>;
let n = 0;
const email = () => `pay-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, stop } = await buildGenerationApp(database, { STUDIO_DAILY_LIMIT: '2', GUEST_IP_DAILY_CAP: '1000' }));
});
afterAll(async () => {
  await stop?.();
  await database?.destroy();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
const credits = async (cookie: string) => (await call(app, '/api/me/credits', { cookie })).json;
const ledger = (userId: string) =>
  rows<{ reason: string; delta: number }>(
    sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
  );

const webhook = sandboxEvent;
const deliver = (hook: { body: string; signature: string }) => deliverSandboxEvent(app, hook);

async function order(cookie: string, planId = 'pro') {
  const r = await call(app, '/api/payments/orders', { body: { planId }, cookie });
  expect(r.status).toBe(201);
  return r.json as { orderId: string; paymentLink: string };
}

describe(`payments (${testEngine})`, () => {
  it('needs a signed-in buyer and a known plan', async () => {
    const guest = await call(app, '/api/payments/orders', { body: { planId: 'pro' } });
    expect(guest.status).toBe(401);
    const { cookie } = await signUp(app, email());
    const bad = await call(app, '/api/payments/orders', { body: { planId: 'platinum' }, cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/planId must be starter, pro or studio/);
    expect((await rows(sql`select id from orders`)).length).toBe(0);
  });

  it('pays through the hosted checkout: the return page alone grants nothing, the verified payment grants once', async () => {
    const { cookie, userId } = await signUp(app, email());
    const { orderId, paymentLink } = await order(cookie);
    // A path on this app: the buyer stays on the address (and so the session) they are using.
    expect(paymentLink).toBe(`/checkout/sandbox/${orderId}`);
    // Visiting the return page (the status check) before paying: still pending, nothing granted.
    const early = await call(app, `/api/payments/orders/${orderId}`, { cookie });
    expect(early.json).toMatchObject({
      orderId,
      status: 'pending',
      planId: 'pro',
      kind: 'plan',
      amountCents: 2900,
      currency: 'USD',
    });
    expect((await credits(cookie)).credit_count).toBe(3);

    const page = await call(app, `/api/payments/sandbox/${orderId}`, { cookie });
    expect(page.json).toMatchObject({ planName: 'Pro', amountCents: 2900, status: 'open' });
    const paid = await call(app, `/api/payments/sandbox/${orderId}`, { body: { action: 'pay' }, cookie });
    expect(paid.json).toEqual({ redirectTo: `/payment-success?order_id=${orderId}` });
    expect((await call(app, `/api/payments/orders/${orderId}`, { cookie })).json.status).toBe('paid');
    expect(await credits(cookie)).toMatchObject({
      credit_count: 203,
      is_subscribed: true,
      subscription_plan: 'pro',
    });
    expect(await ledger(userId)).toEqual([
      { reason: 'signup_grant', delta: 3 },
      { reason: 'plan_grant', delta: 200 },
    ]);
    // Someone else cannot see or decide this order.
    const other = await signUp(app, email());
    expect((await call(app, `/api/payments/orders/${orderId}`, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await call(app, `/api/payments/sandbox/${orderId}`, { body: { action: 'pay' }, cookie: other.cookie })).status,
    ).toBe(404);
    // Deciding twice is refused.
    expect((await call(app, `/api/payments/sandbox/${orderId}`, { body: { action: 'pay' }, cookie })).status).toBe(409);
    // The running plan cannot be bought again (it charged twice: 203 → 403 credits), nor a second one beside it:
    // another plan is a change (plan-changes.test.ts).
    const again = await call(app, '/api/payments/orders', { body: { planId: 'pro' }, cookie });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: 'plan_active',
      message: expect.stringMatching(/already on the Pro plan/),
    });
    const another = await call(app, '/api/payments/orders', { body: { planId: 'studio' }, cookie });
    expect(another.status).toBe(409);
    expect(another.json.error.message).toMatch(/You are on the Pro plan until .*Change plans instead/);
    expect(await rows(sql`select id from orders where user_id = ${userId}`)).toHaveLength(1);
  });

  it('grants once when the success webhook is replayed 10 times at once and out of order', async () => {
    const { cookie, userId } = await signUp(app, email());
    const { orderId } = await order(cookie, 'starter');
    await database.db.execute(sql`update sandbox_checkouts set status = 'paid' where order_id = ${orderId}`);
    const success = webhook('checkout.paid', orderId, `sandbox:order:${orderId}`, { id: `evt_${orderId}` });
    // Same event delivered 10 times, plus 5 other deliveries of the same period under new event ids, concurrently.
    const deliveries = [
      ...Array.from({ length: 10 }, () => success),
      ...Array.from({ length: 5 }, () => webhook('checkout.paid', orderId, `sandbox:order:${orderId}`)),
    ];
    const answers = await Promise.all(deliveries.map(deliver));
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
    // A late status check (out of order, after the webhooks) changes nothing either.
    await call(app, `/api/payments/orders/${orderId}`, { cookie });
    expect((await credits(cookie)).credit_count).toBe(33);
    expect((await ledger(userId)).filter((l) => l.reason === 'plan_grant')).toEqual([
      { reason: 'plan_grant', delta: 30 },
    ]);
    const events = await rows<{ outcome: string }>(
      sql`select outcome from payment_events where event_id = ${`evt_${orderId}`}`,
    );
    expect(events).toEqual([{ outcome: 'applied' }]);
  });

  it('refuses forged, stale and tampered webhooks with 400, changing nothing', async () => {
    const { cookie } = await signUp(app, email());
    const { orderId } = await order(cookie);
    const good = webhook('checkout.paid', orderId, `sandbox:order:${orderId}`);
    const forged = { body: good.body, signature: signSandboxWebhook('not-the-secret', good.body) };
    const stale = webhook('checkout.paid', orderId, `sandbox:order:${orderId}`, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const tampered = { body: good.body.replace(orderId, `${orderId}x`), signature: good.signature };
    const eventsBefore = (await rows(sql`select id from payment_events`)).length;
    for (const hook of [forged, stale, tampered, { body: good.body, signature: '' }]) {
      const r = await deliver(hook);
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    }
    expect((await credits(cookie)).credit_count).toBe(3);
    expect((await rows(sql`select id from payment_events`)).length).toBe(eventsBefore);
    expect((await call(app, `/api/payments/orders/${orderId}`, { cookie })).json.status).toBe('pending');
  });

  it('refuses a payment whose amount does not match the plan', async () => {
    const { cookie, userId } = await signUp(app, email());
    const { orderId } = await order(cookie);
    // The provider's record says 1.00 was paid for the Pro order.
    await database.db.execute(
      sql`update sandbox_checkouts set amount_cents = 100, status = 'paid' where order_id = ${orderId}`,
    );
    expect((await deliver(webhook('checkout.paid', orderId, `sandbox:order:${orderId}`))).status).toBe(200);
    expect((await call(app, `/api/payments/orders/${orderId}`, { cookie })).json.status).toBe('failed');
    expect(await credits(cookie)).toMatchObject({ credit_count: 3, is_subscribed: false, subscription_plan: null });
    expect(await ledger(userId)).toEqual([{ reason: 'signup_grant', delta: 3 }]);
  });

  it('fails a declined checkout', async () => {
    const { cookie } = await signUp(app, email());
    const { orderId } = await order(cookie);
    await call(app, `/api/payments/sandbox/${orderId}`, { body: { action: 'decline' }, cookie });
    expect((await call(app, `/api/payments/orders/${orderId}`, { cookie })).json.status).toBe('failed');
    expect((await credits(cookie)).is_subscribed).toBe(false);
  });

  it('renews each period once, cancels at period end, and takes back unused credits on a refund', async () => {
    const { cookie, userId } = await signUp(app, email());
    const { orderId } = await order(cookie);
    await call(app, `/api/payments/sandbox/${orderId}`, { body: { action: 'pay' }, cookie });
    const firstEnd = (await call(app, '/api/payments/subscription', { cookie })).json.subscription.currentPeriodEnd;
    const renewal = webhook('subscription.renewed', orderId, `sandbox:renewal:${orderId}:2`);
    await deliver(renewal);
    await deliver(webhook('subscription.renewed', orderId, `sandbox:renewal:${orderId}:2`));
    expect((await credits(cookie)).credit_count).toBe(403);
    const sub = (await call(app, '/api/payments/subscription', { cookie })).json.subscription;
    expect(new Date(sub.currentPeriodEnd).getTime() - new Date(firstEnd).getTime()).toBe(30 * 86_400_000);

    const cancelled = await call(app, '/api/payments/subscription/cancel', { body: {}, cookie });
    expect(cancelled.json.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, planId: 'pro' });
    expect((await credits(cookie)).is_subscribed).toBe(true);

    // Spend some credits, then the latest period is refunded: its unused credits go, the plan ends.
    await database.db.execute(sql`update credit_accounts set balance = 150 where user_id = ${userId}`);
    await deliver(webhook('payment.refunded', orderId, `sandbox:renewal:${orderId}:2`));
    await deliver(webhook('payment.refunded', orderId, `sandbox:renewal:${orderId}:2`));
    expect(await credits(cookie)).toMatchObject({ credit_count: 0, is_subscribed: false, subscription_plan: null });
    expect((await ledger(userId)).filter((l) => l.reason === 'plan_refund')).toEqual([
      { reason: 'plan_refund', delta: -150 },
    ]);
    expect((await call(app, '/api/payments/subscription/cancel', { body: {}, cookie })).status).toBe(409);
  });

  it('makes Studio unlimited: no credit spent, a daily fair-use limit, failures refund no credit', async () => {
    const { cookie, userId } = await signUp(app, email());
    const { orderId } = await order(cookie, 'studio');
    await call(app, `/api/payments/sandbox/${orderId}`, { body: { action: 'pay' }, cookie });
    expect(await credits(cookie)).toMatchObject({ credit_count: 3, is_subscribed: true, subscription_plan: 'studio' });
    for (let i = 0; i < 2; i++) {
      const r = await call(app, '/api/generations', { body: { prompt: `studio ${i}`, provider: 'lovable' }, cookie });
      expect(r.status).toBe(201);
      expect(r.json.creditsRemaining).toBe(3);
      expect(r.json.coveredByPlan).toBe(true);
    }
    const limited = await call(app, '/api/generations', { body: { prompt: 'one more', provider: 'lovable' }, cookie });
    expect(limited.status).toBe(429);
    expect(limited.json.error.message).toMatch(/fair-use limit/);
    expect((await credits(cookie)).credit_count).toBe(3);
    expect((await ledger(userId)).map((l) => l.reason)).toEqual(['signup_grant', 'plan_grant']);
  });
});
