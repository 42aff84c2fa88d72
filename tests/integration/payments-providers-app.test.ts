import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../support/auth-client.ts';
import { startCashfreeServer, type CashfreeServer } from '../support/protocol/cashfree-server.ts';
import {
  signedWebhook,
  startStripeServer,
  STRIPE_TEST_KEY,
  STRIPE_TEST_PRICES,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeServer,
} from '../support/protocol/stripe-server.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/**
 * The whole server with PAYMENTS=stripe and PAYMENTS=cashfree, each against a local server speaking the vendor's
 * protocol: checkout, verified webhooks (signed as each vendor documents), status checks, grants once per period.
 */
let database: TestDatabase;
let stripe: StripeServer;
let cashfree: CashfreeServer;
let n = 0;
const email = () => `prov-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  [stripe, cashfree] = await Promise.all([startStripeServer(), startCashfreeServer()]);
});
afterAll(async () => {
  await stripe?.close();
  await cashfree?.close();
  await database?.destroy();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
type App = ReturnType<typeof buildTestApp>;
const post = (app: App, provider: string, hook: { body: string; headers: Record<string, string> }) =>
  app.request(`/api/payments/webhooks/${provider}`, { method: 'POST', headers: hook.headers, body: hook.body });
const creditsOf = async (app: App, cookie: string) => (await call(app, '/api/me/credits', { cookie })).json;

describe(`PAYMENTS=stripe through the app (${testEngine})`, () => {
  let app: App;
  beforeAll(() => {
    app = buildTestApp(database, {
      config: testConfig({
        RATE_LIMIT_MULTIPLIER: '50',
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
        STRIPE_PRICE_STARTER: STRIPE_TEST_PRICES.starter,
        STRIPE_PRICE_PRO: STRIPE_TEST_PRICES.pro,
        STRIPE_PRICE_STUDIO: STRIPE_TEST_PRICES.studio,
        STRIPE_API_URL: stripe.url,
      }),
    });
  });

  it('subscribes through Checkout; the session webhook, the first invoice and the status check grant once', async () => {
    const { cookie, userId } = await signUp(app, email());
    const created = await call(app, '/api/payments/orders', { body: { planId: 'pro' }, cookie });
    expect(created.status).toBe(201);
    const sessionId = stripe.sessionIds().at(-1)!;
    expect(created.json.paymentLink).toBe((stripe.session(sessionId) as { url: string }).url);
    expect((await call(app, `/api/payments/orders/${created.json.orderId}`, { cookie })).json.status).toBe('pending');

    const { invoice, subscription } = stripe.completeSession(sessionId) as unknown as {
      invoice: { id: string };
      subscription: { id: string };
    };
    const answers = await Promise.all([
      post(app, 'stripe', signedWebhook(stripe.checkoutSessionCompletedEvent(sessionId), STRIPE_TEST_WEBHOOK_SECRET)),
      post(app, 'stripe', signedWebhook(stripe.invoicePaidEvent(invoice.id), STRIPE_TEST_WEBHOOK_SECRET)),
      call(app, `/api/payments/orders/${created.json.orderId}`, { cookie }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await creditsOf(app, cookie)).toMatchObject({
      credit_count: 203,
      is_subscribed: true,
      subscription_plan: 'pro',
    });
    const grants = await rows<{ reference: string }>(sql`select reference from plan_grants where user_id = ${userId}`);
    expect(grants).toEqual([{ reference: `stripe:invoice:${invoice.id}` }]);

    // A renewal invoice grants the next month.
    const renewal = stripe.renew(subscription.id) as unknown as { invoice: { id: string } };
    await post(app, 'stripe', signedWebhook(stripe.invoicePaidEvent(renewal.invoice.id), STRIPE_TEST_WEBHOOK_SECRET));
    expect((await creditsOf(app, cookie)).credit_count).toBe(403);

    // Cancel at period end goes to Stripe; the plan stays until Stripe ends the subscription.
    const cancelled = await call(app, '/api/payments/subscription/cancel', { body: {}, cookie });
    expect(cancelled.json.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    const update = stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(update.form).toMatchObject({ cancel_at_period_end: 'true' });
    stripe.endSubscription(subscription.id);
    await post(
      app,
      'stripe',
      signedWebhook(stripe.subscriptionDeletedEvent(subscription.id), STRIPE_TEST_WEBHOOK_SECRET),
    );
    expect(await creditsOf(app, cookie)).toMatchObject({ is_subscribed: false, subscription_plan: null });
  });

  it('upgrades on the card on file for what Stripe quoted, grants once, and switches down at the period end', async () => {
    const { cookie, userId } = await signUp(app, email());
    const created = await call(app, '/api/payments/orders', { body: { planId: 'starter' }, cookie });
    const sessionId = stripe.sessionIds().at(-1)!;
    const { subscription } = stripe.completeSession(sessionId) as unknown as { subscription: { id: string } };
    await call(app, `/api/payments/orders/${created.json.orderId}`, { cookie });
    expect((await creditsOf(app, cookie)).subscription_plan).toBe('starter');

    const quote = await call(app, '/api/payments/change?planId=pro', { cookie });
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({ kind: 'upgrade', from: 'starter', to: 'pro', renews: true });
    expect(quote.json.summary).toMatch(/On \w+ \d{1,2}, \d{4} it renews at \$29 a month\.$/);
    // Nearly the whole month is left: about Pro's price less Starter's.
    expect(quote.json.owedCents).toBeGreaterThan(1950);
    expect(quote.json.owedCents).toBeLessThanOrEqual(2000);
    const change = await call(app, '/api/payments/change', {
      body: { planId: 'pro', quotedCents: quote.json.owedCents },
      cookie,
    });
    expect(change.status).toBe(200);
    expect(change.json).toMatchObject({ kind: 'upgrade', paymentLink: null });
    const upgradeId = change.json.orderId as string;
    const invoiceId = stripe.subscription(subscription.id).latest_invoice as string;
    expect(stripe.invoice(invoiceId)).toMatchObject({ billing_reason: 'subscription_update' });
    const charged = stripe.invoice(invoiceId).amount_paid as number;
    expect(charged).toBeLessThanOrEqual(quote.json.owedCents);
    // Granted by the status check the change made; the invoice.paid webhook after it changes nothing.
    expect((await call(app, `/api/payments/orders/${upgradeId}`, { cookie })).json).toMatchObject({
      status: 'paid',
      planId: 'pro',
      amountCents: charged,
    });
    await post(app, 'stripe', signedWebhook(stripe.invoicePaidEvent(invoiceId), STRIPE_TEST_WEBHOOK_SECRET));
    const credits = await creditsOf(app, cookie);
    expect(credits).toMatchObject({ subscription_plan: 'pro' });
    expect(credits.credit_count).toBeGreaterThanOrEqual(3 + 30 + 168);
    expect(credits.credit_count).toBeLessThanOrEqual(3 + 30 + 170);
    const grants = await rows<{ reference: string }>(
      sql`select reference from plan_grants where user_id = ${userId} order by created_at`,
    );
    expect(grants.at(-1)).toEqual({ reference: `stripe:invoice:${invoiceId}` });
    expect(grants).toHaveLength(2);

    // Down to Starter at the period end: Stripe bills Starter from the next invoice, which grants Starter.
    const down = await call(app, '/api/payments/change', { body: { planId: 'starter', quotedCents: 0 }, cookie });
    expect(down.json).toMatchObject({ kind: 'downgrade', subscription: { planId: 'pro', scheduledPlanId: 'starter' } });
    const renewal = stripe.renew(subscription.id) as unknown as { invoice: { id: string; amount_paid: number } };
    expect(renewal.invoice.amount_paid).toBe(900);
    await post(app, 'stripe', signedWebhook(stripe.invoicePaidEvent(renewal.invoice.id), STRIPE_TEST_WEBHOOK_SECRET));
    expect(await creditsOf(app, cookie)).toMatchObject({ subscription_plan: 'starter' });
    expect((await call(app, '/api/payments/subscription', { cookie })).json.subscription).toMatchObject({
      planId: 'starter',
      scheduledPlanId: null,
      renews: true,
    });
  });

  it('an upgrade Stripe cannot price tells the buyer and changes nothing', async () => {
    const { cookie, userId } = await signUp(app, email());
    const created = await call(app, '/api/payments/orders', { body: { planId: 'starter' }, cookie });
    stripe.completeSession(stripe.sessionIds().at(-1)!);
    await call(app, `/api/payments/orders/${created.json.orderId}`, { cookie });
    const quote = (await call(app, '/api/payments/change?planId=studio', { cookie })).json;
    const failure = { status: 500, type: 'api_error', message: 'Something went wrong.' } as const;
    stripe.failNext(failure, failure, failure);
    const change = await call(app, '/api/payments/change', {
      body: { planId: 'studio', quotedCents: quote.owedCents },
      cookie,
    });
    expect(change.status).toBe(502);
    expect(change.json.error.code).toBe('payment_provider_error');
    const orders = await rows<{ kind: string; status: string }>(
      sql`select kind, status from orders where user_id = ${userId} order by created_at`,
    );
    expect(orders).toEqual([{ kind: 'plan', status: 'paid' }]);
    expect(await creditsOf(app, cookie)).toMatchObject({ credit_count: 33, subscription_plan: 'starter' });
  });

  it('a declined card fails the upgrade order, tells the buyer, and leaves the plan as it was', async () => {
    const { cookie, userId } = await signUp(app, email());
    const created = await call(app, '/api/payments/orders', { body: { planId: 'pro' }, cookie });
    const { subscription } = stripe.completeSession(stripe.sessionIds().at(-1)!) as unknown as {
      subscription: { id: string };
    };
    await call(app, `/api/payments/orders/${created.json.orderId}`, { cookie });
    const quote = (await call(app, '/api/payments/change?planId=studio', { cookie })).json;
    stripe.declineNextCharge();
    const change = await call(app, '/api/payments/change', {
      body: { planId: 'studio', quotedCents: quote.owedCents },
      cookie,
    });
    expect(change.status).toBe(502);
    expect(change.json.error.message).toMatch(/refused|card/i);
    const orders = await rows<{ kind: string; status: string }>(
      sql`select kind, status from orders where user_id = ${userId} order by created_at`,
    );
    expect(orders).toEqual([
      { kind: 'plan', status: 'paid' },
      { kind: 'upgrade', status: 'failed' },
    ]);
    expect(await creditsOf(app, cookie)).toMatchObject({ credit_count: 203, subscription_plan: 'pro' });
    expect(stripe.subscription(subscription.id)).toMatchObject({
      items: { data: [{ price: { id: STRIPE_TEST_PRICES.pro } }] },
    });
  });

  it('answers a forged or stale Stripe-Signature with 400 and changes nothing', async () => {
    const { cookie } = await signUp(app, email());
    const created = await call(app, '/api/payments/orders', { body: { planId: 'starter' }, cookie });
    const sessionId = stripe.sessionIds().at(-1)!;
    stripe.completeSession(sessionId);
    const event = stripe.checkoutSessionCompletedEvent(sessionId);
    const forged = signedWebhook(event, 'whsec_forged');
    const stale = signedWebhook(event, STRIPE_TEST_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    for (const hook of [forged, stale]) expect((await post(app, 'stripe', hook)).status).toBe(400);
    expect((await creditsOf(app, cookie)).credit_count).toBe(3);
    // Answered at the wrong provider's address: not found.
    expect((await post(app, 'cashfree', signedWebhook(event, STRIPE_TEST_WEBHOOK_SECRET))).status).toBe(404);
    expect(created.status).toBe(201);
  });
});

describe(`PAYMENTS=cashfree through the app (${testEngine})`, () => {
  let app: App;
  beforeAll(() => {
    app = buildTestApp(database, {
      config: testConfig({
        RATE_LIMIT_MULTIPLIER: '50',
        PAYMENTS: 'cashfree',
        CASHFREE_BASE_URL: cashfree.baseUrl,
        CASHFREE_CLIENT_ID: cashfree.clientId,
        CASHFREE_CLIENT_SECRET: cashfree.clientSecret,
      }),
    });
  });

  it('pays a payment link; replayed webhooks and the status check grant once; a refund takes the month back', async () => {
    const { cookie, userId } = await signUp(app, email());
    const created = await call(app, '/api/payments/orders', { body: { planId: 'starter' }, cookie });
    expect(created.status).toBe(201);
    const orderId = created.json.orderId as string;
    expect(created.json.paymentLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect((await call(app, `/api/payments/orders/${orderId}`, { cookie })).json.status).toBe('pending');

    cashfree.pay(orderId);
    const success = cashfree.webhook('PAYMENT_SUCCESS_WEBHOOK', orderId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => post(app, 'cashfree', success)),
      call(app, `/api/payments/orders/${orderId}`, { cookie }),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await creditsOf(app, cookie)).toMatchObject({ credit_count: 33, subscription_plan: 'starter' });
    expect((await call(app, `/api/payments/orders/${orderId}`, { cookie })).json.status).toBe('paid');

    const tampered = { ...success, body: success.body.replace('"SUCCESS"', '"FAILED"') };
    expect((await post(app, 'cashfree', tampered)).status).toBe(400);

    cashfree.refund(orderId);
    await post(app, 'cashfree', cashfree.webhook('REFUND_STATUS_WEBHOOK', orderId));
    expect(await creditsOf(app, cookie)).toMatchObject({ credit_count: 3, is_subscribed: false });
    const ledger = await rows<{ reason: string; delta: number }>(
      sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
    );
    expect(ledger.map((l) => l.reason)).toEqual(['signup_grant', 'plan_grant', 'plan_refund']);
  });

  it('an upgrade is a payment link for the prorated difference; paying it moves the plan now, once', async () => {
    const { cookie, userId } = await signUp(app, email());
    const created = await call(app, '/api/payments/orders', { body: { planId: 'starter' }, cookie });
    cashfree.pay(created.json.orderId);
    await call(app, `/api/payments/orders/${created.json.orderId}`, { cookie });
    // Ten days of the month left.
    await database.db.execute(
      sql`update subscriptions set current_period_end = now() + interval '10 days' where user_id = ${userId}`,
    );
    const quote = (await call(app, '/api/payments/change?planId=pro', { cookie })).json;
    expect(quote).toMatchObject({ kind: 'upgrade', credits: 57 });
    expect(Math.abs(quote.owedCents - 667)).toBeLessThanOrEqual(1);
    const change = await call(app, '/api/payments/change', {
      body: { planId: 'pro', quotedCents: quote.owedCents },
      cookie,
    });
    const upgradeId = change.json.orderId as string;
    expect(change.json.paymentLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const link = cashfree.link(upgradeId);
    expect(link).toMatchObject({ amount: quote.owedCents / 100 });
    expect(link.purpose).toMatch(/^Soundsleeve upgrade to Pro until /);

    cashfree.pay(upgradeId);
    const success = cashfree.webhook('PAYMENT_SUCCESS_WEBHOOK', upgradeId);
    await Promise.all([post(app, 'cashfree', success), post(app, 'cashfree', success)]);
    await call(app, `/api/payments/orders/${upgradeId}`, { cookie });
    expect(await creditsOf(app, cookie)).toMatchObject({ credit_count: 3 + 30 + 57, subscription_plan: 'pro' });
  });

  it('tells the buyer when Cashfree refuses to create the link, and keeps the order failed', async () => {
    const { cookie, userId } = await signUp(app, email());
    cashfree.failNext({ status: 500, message: 'internal error', code: 'internal_error', type: 'api_error' });
    const created = await call(app, '/api/payments/orders', { body: { planId: 'pro' }, cookie });
    expect(created.status).toBe(502);
    expect(created.json.error.code).toBe('payment_provider_error');
    expect(created.json.error.message).not.toMatch(/cfsk_|secret/i);
    const [order] = await rows<{ status: string }>(sql`select status from orders where user_id = ${userId}`);
    expect(order!.status).toBe('failed');
  });
});
