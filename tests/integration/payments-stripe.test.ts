import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  WebhookVerificationError,
  type PaymentProvider,
} from '../../src/server/providers/payments/payment.provider.ts';
import { stripePayments } from '../../src/server/providers/payments/stripe-payments.ts';
import type { PlanId } from '../../src/shared/plans.ts';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_PRICES,
  STRIPE_TEST_WEBHOOK_SECRET,
  signedWebhook,
  startStripeServer,
  stripeSignature,
  type StripeServer,
} from '../support/protocol/stripe-server.ts';

const PUBLIC_URL = 'https://soundsleeve.test';
const SECRET = STRIPE_TEST_WEBHOOK_SECRET;

let server: StripeServer;
let stripe: PaymentProvider;

beforeAll(async () => {
  server = await startStripeServer();
  stripe = provider();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function provider(overrides: Partial<Parameters<typeof stripePayments>[0]> = {}): PaymentProvider {
  return stripePayments({
    secretKey: STRIPE_TEST_KEY,
    webhookSecret: SECRET,
    prices: { ...STRIPE_TEST_PRICES },
    apiUrl: server.url,
    ...overrides,
  });
}

/** Starts a checkout as the payments service would, for a fresh order of the plan. */
async function checkout(planId: PlanId = 'pro', via: PaymentProvider = stripe) {
  const orderId = randomUUID();
  const userId = randomUUID();
  const returnUrl = `${PUBLIC_URL}/payment-success?order_id=${orderId}`;
  const session = await via.createCheckout({
    order: { id: orderId, planId, amountCents: 2900, currency: 'USD' },
    customer: { userId, email: 'ada@example.com', name: 'Ada' },
    returnUrl,
    cancelUrl: `${PUBLIC_URL}/pricing`,
    notifyUrl: `${PUBLIC_URL}/api/payments/webhooks/stripe`,
  });
  return { orderId, userId, returnUrl, planId, ...session };
}

/** The adapter's reading of an event as Stripe would deliver it (signed now with the right secret). */
async function deliver(event: object) {
  const { body, headers } = signedWebhook(event, SECRET);
  return stripe.parseWebhook(body, headers);
}

const order = (c: Awaited<ReturnType<typeof checkout>>) => ({
  id: c.orderId,
  providerOrderId: c.providerOrderId,
  planId: c.planId,
});

describe('stripe payments: checkout', () => {
  it('creates a subscription-mode Checkout Session with the documented form fields', async () => {
    const c = await checkout('pro');

    const [request, ...more] = server.requestsTo('POST', '/v1/checkout/sessions');
    expect(more).toHaveLength(0);
    expect(request!.headers.authorization).toBe(`Bearer ${STRIPE_TEST_KEY}`);
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.headers['idempotency-key']).toContain(c.orderId);
    // Nested keys on the wire, as Stripe documents them.
    expect(request!.rawBody).toMatch(/(^|&)line_items(%5B|\[)0(%5D|\])(%5B|\[)price(%5D|\])=/);
    const metadata = { order_id: c.orderId, user_id: c.userId, plan_id: 'pro' };
    expect(request!.form).toEqual({
      mode: 'subscription',
      line_items: [{ price: STRIPE_TEST_PRICES.pro, quantity: '1' }],
      success_url: `${c.returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/pricing`,
      client_reference_id: c.orderId,
      customer_email: 'ada@example.com',
      metadata,
      subscription_data: { metadata },
    });

    expect(c.providerOrderId).toMatch(/^cs_test_/);
    const session = server.session(c.providerOrderId);
    expect(c.paymentLink).toBe(session.url);
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 2900, currency: 'usd' });
    const page = await fetch(c.paymentLink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('29.00 USD');
  });

  it('uses the price of the plan bought', async () => {
    await checkout('studio');
    const [request] = server.requestsTo('POST', '/v1/checkout/sessions');
    expect(request!.form.line_items).toEqual([{ price: STRIPE_TEST_PRICES.studio, quantity: '1' }]);
    expect(server.session((await checkout('starter')).providerOrderId).amount_total).toBe(900);
  });

  it('the hosted page sends the buyer back to the return URL with the session id filled in', async () => {
    const c = await checkout();
    const res = await fetch(`${c.paymentLink}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${c.returnUrl}&session_id=${c.providerOrderId}`);
    expect(server.session(c.providerOrderId)).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });
});

describe('stripe payments: status checks and the first grant', () => {
  it('is pending until paid, then paid with the grant named by the first invoice, as both webhooks name it', async () => {
    const c = await checkout('pro');
    expect(await stripe.fetchStatus(order(c))).toEqual({ kind: 'pending', orderId: c.orderId });

    const { invoice, subscription } = server.completeSession(c.providerOrderId);
    const periodEnd = new Date((invoice.lines as { data: { period: { end: number } }[] }).data[0]!.period.end * 1000);
    const expected = {
      kind: 'paid',
      orderId: c.orderId,
      grantReference: `stripe:invoice:${String(invoice.id)}`,
      amountCents: 2900,
      currency: 'USD',
      planId: 'pro',
      providerSubscriptionId: subscription.id,
    };
    const status = await stripe.fetchStatus(order(c));
    expect(status).toEqual({ ...expected, periodEnd });
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const completed = await deliver(server.checkoutSessionCompletedEvent(c.providerOrderId));
    expect(completed.type).toBe('checkout.session.completed');
    expect(completed.eventId).toMatch(/^evt_/);
    // The webhook's session names its invoice by id only: the period end is left to the service.
    expect(completed.fact).toEqual(expected);

    const firstInvoice = await deliver(server.invoicePaidEvent(invoice.id as string));
    expect(firstInvoice.fact).toEqual({ ...expected, periodEnd });
  });

  it('an expired session is failed, by status check and by webhook', async () => {
    const c = await checkout();
    server.expireSession(c.providerOrderId);
    expect(await stripe.fetchStatus(order(c))).toMatchObject({ kind: 'failed', orderId: c.orderId });
    const event = await deliver(server.checkoutSessionExpiredEvent(c.providerOrderId));
    expect(event.fact).toMatchObject({ kind: 'failed', orderId: c.orderId });
  });

  it('refuses a session that belongs to another order, and an unknown session', async () => {
    const c = await checkout();
    server.completeSession(c.providerOrderId);
    await expect(stripe.fetchStatus({ ...order(c), id: randomUUID() })).rejects.toThrow(PaymentProviderError);
    const missing = await stripe
      .fetchStatus({ ...order(c), providerOrderId: 'cs_test_missing' })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(PaymentProviderError);
    expect((missing as Error).message).toMatch(/could not find/);
    // A 404 is an answer, not a failure: the SDK does not retry it.
    expect(server.requestsTo('GET', '/v1/checkout/sessions/cs_test_missing')).toHaveLength(1);
  });
});

describe('stripe payments: webhook verification', () => {
  async function event() {
    const c = await checkout();
    server.completeSession(c.providerOrderId);
    return server.checkoutSessionCompletedEvent(c.providerOrderId);
  }
  const now = () => Math.floor(Date.now() / 1000);

  it('signs exactly as Stripe documents (the SDK computes the same header)', () => {
    const body = '{"id":"evt_1","object":"event"}';
    expect(stripeSignature(body, SECRET, 1_700_000_000)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: 1_700_000_000 }),
    );
  });

  it('accepts a correctly signed event within the 5-minute tolerance', async () => {
    const { body, headers } = signedWebhook(await event(), SECRET, now() - 270);
    expect((await stripe.parseWebhook(body, headers)).fact).toMatchObject({ kind: 'paid' });
  });

  it('rejects a forged signature', async () => {
    const { body } = signedWebhook(await event(), SECRET);
    const forged = `t=${now()},v1=${'ab'.repeat(32)}`;
    await expect(stripe.parseWebhook(body, { 'stripe-signature': forged })).rejects.toThrow(WebhookVerificationError);
    await expect(stripe.parseWebhook(body, {})).rejects.toThrow(WebhookVerificationError);
  });

  it('rejects an event signed with another secret', async () => {
    const { body, headers } = signedWebhook(await event(), 'whsec_someone_else');
    await expect(stripe.parseWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
  });

  it('rejects a stale timestamp (more than 300 s old)', async () => {
    const { body, headers } = signedWebhook(await event(), SECRET, now() - 330);
    await expect(stripe.parseWebhook(body, headers)).rejects.toThrow(WebhookVerificationError);
  });

  it('rejects a body changed after signing', async () => {
    const { body, headers } = signedWebhook(await event(), SECRET);
    const tampered = body.replace('"amount_total": 2900', '"amount_total": 5900');
    expect(tampered).not.toBe(body);
    await expect(stripe.parseWebhook(tampered, headers)).rejects.toThrow(WebhookVerificationError);
  });
});

describe('stripe payments: renewals, cancellation and refunds', () => {
  async function paidSubscription(planId: PlanId = 'pro') {
    const c = await checkout(planId);
    const first = server.completeSession(c.providerOrderId);
    return { c, first, subscriptionId: first.subscription.id as string };
  }

  it('a renewal invoice.paid is a new grant for the same order', async () => {
    const { c, first, subscriptionId } = await paidSubscription('pro');
    const { invoice } = server.renew(subscriptionId);
    const event = await deliver(server.invoicePaidEvent(invoice.id as string));
    expect(event.type).toBe('invoice.paid');
    expect(event.fact).toEqual({
      kind: 'paid',
      orderId: c.orderId,
      grantReference: `stripe:invoice:${String(invoice.id)}`,
      amountCents: 2900,
      currency: 'USD',
      planId: 'pro',
      providerSubscriptionId: subscriptionId,
      periodEnd: new Date((invoice.period_end as number) * 1000),
    });
    expect(event.fact).not.toMatchObject({ grantReference: `stripe:invoice:${String(first.invoice.id)}` });
  });

  it('reads invoices in the shape before API 2025-03-31 too, and ignores invoices our checkout did not start', async () => {
    const { c, subscriptionId } = await paidSubscription('starter');
    const { invoice } = server.renew(subscriptionId);
    const details = (invoice.parent as { subscription_details: { metadata: object } }).subscription_details;
    const legacy = { ...invoice, parent: null, subscription: subscriptionId, subscription_details: details };
    const event = await deliver(server.event('invoice.paid', legacy));
    expect(event.fact).toMatchObject({
      kind: 'paid',
      orderId: c.orderId,
      grantReference: `stripe:invoice:${String(invoice.id)}`,
      amountCents: 900,
      planId: 'starter',
      providerSubscriptionId: subscriptionId,
    });

    const foreign = {
      ...invoice,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_x', metadata: {} } },
    };
    expect((await deliver(server.event('invoice.paid', foreign))).fact).toBeNull();
  });

  it('customer.subscription.deleted ends the subscription', async () => {
    const { subscriptionId } = await paidSubscription();
    server.endSubscription(subscriptionId);
    const event = await deliver(server.subscriptionDeletedEvent(subscriptionId));
    expect(event.fact).toEqual({ kind: 'subscription_ended', providerSubscriptionId: subscriptionId });
  });

  it('a refunded charge names the grant of the invoice it paid (found through its payment intent)', async () => {
    const { subscriptionId } = await paidSubscription();
    const { invoice: renewal, charge } = server.renew(subscriptionId);
    server.refund(renewal.id as string);
    const event = await deliver(server.chargeRefundedEvent(charge.id as string));
    expect(event.type).toBe('charge.refunded');
    expect(event.fact).toEqual({
      kind: 'refunded',
      grantReference: `stripe:invoice:${String(renewal.id)}`,
      refundReference: `stripe:charge:${String(charge.id)}`,
    });
    const [lookup] = server.requestsTo('GET', '/v1/invoice_payments');
    expect(lookup!.query.payment).toEqual({ type: 'payment_intent', payment_intent: charge.payment_intent });

    // A refund of a payment that paid none of our invoices grants back nothing.
    const stray = { ...charge, id: 'ch_stray', payment_intent: 'pi_not_an_invoice' };
    expect((await deliver(server.event('charge.refunded', stray))).fact).toBeNull();
  });

  it('cancelAtPeriodEnd sends cancel_at_period_end=true for the subscription', async () => {
    const { subscriptionId } = await paidSubscription();
    await stripe.cancelAtPeriodEnd!(subscriptionId);
    const [request, ...more] = server.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(more).toHaveLength(0);
    expect(request!.form).toEqual({ cancel_at_period_end: 'true' });
    expect(server.subscription(subscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await expect(stripe.cancelAtPeriodEnd!('sub_missing')).rejects.toThrow(PaymentProviderError);
  });

  it("quotes an upgrade with Stripe's own proration, then charges exactly that for the same moment", async () => {
    const { subscriptionId, first } = await paidSubscription('starter');
    const item = (server.subscription(subscriptionId).items as { data: { id: string; current_period_end: number }[] })
      .data[0]!;
    // Ten days into a month: Stripe credits Starter's unused time and bills Pro's, for the same share.
    const at = new Date((item.current_period_end - 20 * 86_400) * 1000);
    const { owedCents } = await stripe.planChanges!.quoteUpgrade(subscriptionId, 'pro', at);
    const [preview] = server.requestsTo('POST', '/v1/invoices/create_preview');
    expect(preview!.form).toEqual({
      subscription: subscriptionId,
      subscription_details: {
        items: [{ id: item.id, price: STRIPE_TEST_PRICES.pro }],
        proration_behavior: 'always_invoice',
        proration_date: String(at.getTime() / 1000),
      },
    });
    const period = item.current_period_end - (server.subscription(subscriptionId).start_date as number);
    const share = (20 * 86_400) / period;
    expect(owedCents).toBe(Math.round(2900 * share) - Math.round(900 * share));
    // A preview bills nothing.
    expect(server.subscription(subscriptionId).latest_invoice).toBe(first.invoice.id);

    const orderId = randomUUID();
    const { invoiceId } = await stripe.planChanges!.upgrade(subscriptionId, 'pro', at, orderId);
    const [update] = server.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(update!.form).toMatchObject({
      items: [{ id: item.id, price: STRIPE_TEST_PRICES.pro }],
      proration_behavior: 'always_invoice',
      proration_date: String(at.getTime() / 1000),
      payment_behavior: 'error_if_incomplete',
      metadata: { order_id: orderId, plan_id: 'pro' },
    });
    expect(update!.headers['idempotency-key']).toBe(`soundsleeve-upgrade-${orderId}`);
    expect(server.invoice(invoiceId)).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_update',
      amount_paid: owedCents,
    });
    // The status check and the webhook both read it as the upgrade order's payment, priced as Pro.
    const fact = { kind: 'paid', orderId, grantReference: `stripe:invoice:${invoiceId}`, amountCents: owedCents };
    expect(await stripe.fetchStatus({ id: orderId, providerOrderId: invoiceId, planId: 'pro' })).toMatchObject({
      ...fact,
      planId: 'pro',
      periodEnd: new Date(item.current_period_end * 1000),
    });
    expect((await deliver(server.invoicePaidEvent(invoiceId))).fact).toMatchObject({ ...fact, planId: 'pro' });
    await expect(stripe.fetchStatus({ id: 'another', providerOrderId: invoiceId, planId: 'pro' })).rejects.toThrow(
      PaymentProviderError,
    );
    // The next period is billed at Pro's price.
    expect(server.renew(subscriptionId).invoice).toMatchObject({ amount_paid: 2900 });
  });

  it('renewAs bills another plan from the next period, without proration, and undoes a cancellation', async () => {
    const { subscriptionId } = await paidSubscription('studio');
    await stripe.cancelAtPeriodEnd!(subscriptionId);
    const invoicesBefore = server.subscription(subscriptionId).latest_invoice;
    await stripe.planChanges!.renewAs(subscriptionId, 'starter');
    const [, update] = server.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(update!.form).toMatchObject({ proration_behavior: 'none', cancel_at_period_end: 'false' });
    expect(server.subscription(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      latest_invoice: invoicesBefore,
    });
    expect(server.renew(subscriptionId).invoice).toMatchObject({ amount_paid: 900 });
    await expect(stripe.planChanges!.renewAs('sub_missing', 'pro')).rejects.toThrow(PaymentProviderError);
  });

  it('acknowledges other events without a fact', async () => {
    const event = await deliver(server.event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(event).toMatchObject({ type: 'customer.created', fact: null });
    expect(event.eventId).toMatch(/^evt_/);
  });
});

describe('stripe payments: provider errors', () => {
  it('a wrong secret key is a PaymentProviderError a buyer can read, without the key', async () => {
    const wrongKey = 'sk_test_wrongKeyWrongKey9876';
    const error = await checkout('pro', provider({ secretKey: wrongKey })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).not.toContain('9876');
    expect((error as Error).message).not.toMatch(/sk_/);
    expect(server.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(1);
    expect(server.sessionIds()).toEqual([]);
  });

  it('an unknown price and a server that keeps failing are PaymentProviderErrors', async () => {
    const misconfigured = provider({ prices: { ...STRIPE_TEST_PRICES, pro: 'price_missing' } });
    await expect(checkout('pro', misconfigured)).rejects.toThrow(PaymentProviderError);
    expect(server.sessionIds()).toEqual([]);

    const failure = { status: 500, type: 'api_error', message: 'Something went wrong on our end.' } as const;
    server.failNext(failure, failure, failure);
    await expect(checkout('pro')).rejects.toThrow(/could not reach the payment provider/i);
    // The SDK retried (with the same idempotency key) before giving up.
    const attempts = server.requestsTo('POST', '/v1/checkout/sessions').slice(-3);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.headers['idempotency-key'])).size).toBe(1);
  });
});
