import { randomUUID } from 'node:crypto';
/**
 * A local stand-in for the parts of Stripe's API (https://api.stripe.com/v1) the Stripe payments adapter uses,
 * speaking Stripe's wire protocol so the real `stripe` SDK can talk to it (`new Stripe(key, {host, port,
 * protocol: 'http'})`):
 *
 * - form-encoded request bodies with nested keys (`line_items[0][price]`, `metadata[order_id]`), bracketed query
 *   strings (`expand[0]=invoice`), Bearer (or Basic) auth with the secret key, `Idempotency-Key` replays;
 * - `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`, `GET|POST /v1/subscriptions/:id`,
 *   `GET /v1/invoices/:id`, `GET /v1/charges/:id`, `GET /v1/invoice_payments` (filters `invoice`,
 *   `payment[type]=payment_intent&payment[payment_intent]`);
 * - errors in Stripe's envelope `{"error": {type, code, message, param, doc_url}}`;
 * - a fake hosted checkout page at the session's `url` (GET shows it; its Pay button completes the session and
 *   redirects to `success_url` with {CHECKOUT_SESSION_ID} filled in, Cancel redirects to `cancel_url`).
 *
 * Objects follow API 2025-03-31 (basil) and later: an invoice names its subscription at
 * `parent.subscription_details.subscription`, a charge no longer names its invoice (find it through
 * `/v1/invoice_payments` by payment intent). Tests drive the money side themselves (`completeSession`,
 * `expireSession`, `renew`, `endSubscription`, `refund`), build webhook events from the server's objects and sign
 * them with `signedWebhook`. Every request is recorded.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STRIPE_TEST_KEY = 'sk_test_51SoundsleeveTestKey0123456789';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_soundsleeveTestSecret0123456789';
/** The API version the server reports on events (the version the installed SDK pins). */
export const STRIPE_TEST_API_VERSION = '2026-10-28.endive';

/** Price ids the server knows by default: recurring monthly USD prices matching the plan catalog. */
export const STRIPE_TEST_PRICES = {
  starter: 'price_test_starter_monthly',
  pro: 'price_test_pro_monthly',
  studio: 'price_test_studio_monthly',
} as const;

export interface StripeTestPrice {
  unitAmount: number;
  currency?: string;
  /** Recurring prices are the only ones subscription mode accepts (default true). */
  recurring?: boolean;
}

export interface StripeServerOptions {
  secretKey?: string;
  /** Price id → amount; default: STRIPE_TEST_PRICES at 900, 2900 and 5900 USD cents. */
  prices?: Record<string, StripeTestPrice>;
}

export interface StripeRecordedRequest {
  method: string;
  /** Path with query string, as sent. */
  path: string;
  pathname: string;
  headers: http.IncomingHttpHeaders;
  /** The raw (form-encoded) body. */
  rawBody: string;
  /** The body and the query string parsed as Stripe parses them (nested keys → objects, indexed keys → arrays). */
  form: StripeForm;
  query: StripeForm;
  time: number;
}

export type StripeFormValue = string | StripeFormValue[] | { [key: string]: StripeFormValue };
export type StripeForm = { [key: string]: StripeFormValue };

/** An error answer in Stripe's envelope, for `failNext`. */
export interface StripeErrorAnswer {
  status: number;
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error' | 'rate_limit_error';
  message: string;
  code?: string;
  param?: string;
  /** Sent as the `Stripe-Should-Retry` header when set. */
  shouldRetry?: boolean;
}

type Json = Record<string, unknown>;

export interface StripeEvent<T = Json> {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: T; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

interface StoredSession {
  object: Json;
  lineItems: { price: string; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
}

interface StoredSubscription {
  object: Json;
  price: string;
  quantity: number;
}

/** One line of an invoice the server bills: a price for a stretch of time (negative: a proration credit). */
interface BillLine {
  amount: number;
  price: string;
  quantity: number;
  start: number;
  end: number;
  proration: boolean;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorAnswer['type'],
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const DAY = 86_400;
const METADATA_VALUE_MAX = 500;
const CREATE_SESSION_PARAMS = new Set([
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'customer',
  'customer_email',
  'metadata',
  'subscription_data',
  'expand',
  'allow_promotion_codes',
  'billing_address_collection',
  'locale',
  'payment_method_types',
]);

export class StripeServer {
  readonly requests: StripeRecordedRequest[] = [];
  readonly secretKey: string;
  private readonly prices: Map<string, Required<StripeTestPrice>>;
  private readonly server: http.Server;
  private readonly sessions = new Map<string, StoredSession>();
  private readonly subscriptions = new Map<string, StoredSubscription>();
  private readonly invoices = new Map<string, Json>();
  private readonly charges = new Map<string, Json>();
  private readonly invoicePayments = new Map<string, Json>();
  private readonly idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  private readonly failures: StripeErrorAnswer[] = [];
  private declining = false;
  private origin = '';

  constructor(options: StripeServerOptions = {}) {
    this.secretKey = options.secretKey ?? STRIPE_TEST_KEY;
    const prices = options.prices ?? {
      [STRIPE_TEST_PRICES.starter]: { unitAmount: 900 },
      [STRIPE_TEST_PRICES.pro]: { unitAmount: 2900 },
      [STRIPE_TEST_PRICES.studio]: { unitAmount: 5900 },
    };
    this.prices = new Map(
      Object.entries(prices).map(([id, p]) => [id, { currency: 'usd', recurring: true, ...p }] as const),
    );
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) {
          sendError(res, new StripeApiError(500, 'api_error', `test server error: ${(err as Error).message}`));
        } else res.destroy();
      });
    });
  }

  /** Listens on 127.0.0.1 (a free port). `url` is what the adapter takes as apiUrl. */
  async start(): Promise<{ url: string }> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return { url: this.origin };
  }

  /** e.g. http://127.0.0.1:PORT */
  get url(): string {
    return this.origin;
  }

  /** Stops listening and destroys open (keep-alive) connections. */
  async close(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  /** Forgets objects, recorded requests, idempotency keys and queued failures (between tests). */
  reset(): void {
    this.requests.length = 0;
    this.failures.length = 0;
    for (const map of [this.sessions, this.subscriptions, this.invoices, this.charges, this.invoicePayments]) {
      map.clear();
    }
    this.idempotent.clear();
  }

  /**
   * The card on file declines the next charge an update makes: with payment_behavior=error_if_incomplete, Stripe
   * answers 402 card_error and leaves the subscription as it was.
   */
  declineNextCharge(): this {
    this.declining = true;
    return this;
  }

  /** The next API requests (under /v1) are answered with these errors, in order. */
  failNext(...answers: StripeErrorAnswer[]): this {
    this.failures.push(...answers);
    return this;
  }

  /** Recorded API requests, e.g. requestsTo('POST', '/v1/checkout/sessions') or a RegExp on the path name. */
  requestsTo(method: string, pathname?: string | RegExp): StripeRecordedRequest[] {
    return this.requests.filter(
      (r) =>
        r.method === method &&
        (pathname === undefined ||
          (typeof pathname === 'string' ? r.pathname === pathname : pathname.test(r.pathname))),
    );
  }

  // ---- objects -------------------------------------------------------------------------------------------------

  /** Ids of the Checkout Sessions created so far. */
  sessionIds(): string[] {
    return [...this.sessions.keys()];
  }

  session(id: string): Json {
    return clone(this.storedSession(id).object);
  }

  subscription(id: string): Json {
    return clone(this.storedSubscription(id).object);
  }

  invoice(id: string): Json {
    return clone(this.stored(this.invoices, id, 'invoice'));
  }

  charge(id: string): Json {
    return clone(this.stored(this.charges, id, 'charge'));
  }

  // ---- the buyer and the billing clock -------------------------------------------------------------------------

  /**
   * The buyer paid: the session becomes complete/paid, and Stripe's usual objects appear: a customer, an active
   * subscription (with the session's subscription_data metadata), its first invoice (billing_reason
   * subscription_create, paid), a payment intent, a charge and the invoice payment linking them.
   */
  completeSession(id: string): { session: Json; subscription: Json; invoice: Json; charge: Json } {
    const stored = this.storedSession(id);
    const session = stored.object;
    if (session.status !== 'open') throw new Error(`session ${id} is ${String(session.status)}, not open`);
    const now = nowSeconds();
    const customer = newId('cus');
    const [item] = stored.lineItems;
    if (!item) throw new Error(`session ${id} has no line items`);
    const subId = newId('sub');
    const periodEnd = addMonth(now);
    const subscription: Json = {
      id: subId,
      object: 'subscription',
      status: 'active',
      customer,
      created: now,
      start_date: now,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      currency: this.prices.get(item.price)!.currency,
      metadata: { ...stored.subscriptionMetadata },
      latest_invoice: null,
      livemode: false,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: this.priceObject(item.price),
            quantity: item.quantity,
            current_period_start: now,
            current_period_end: periodEnd,
            subscription: subId,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
    };
    this.subscriptions.set(subId, { object: subscription, price: item.price, quantity: item.quantity });
    const { invoice, charge } = this.bill(subId, 'subscription_create', now, periodEnd);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      customer_details: { email: session.customer_email, name: null, address: null, phone: null },
      subscription: subId,
      invoice: invoice.id,
    });
    return {
      session: clone(session),
      subscription: clone(subscription),
      invoice: clone(invoice),
      charge: clone(charge),
    };
  }

  /** The session's 24 hours ran out (or it was expired through the API). */
  expireSession(id: string): Json {
    const session = this.storedSession(id).object;
    if (session.status !== 'open') throw new Error(`session ${id} is ${String(session.status)}, not open`);
    session.status = 'expired';
    return clone(session);
  }

  /** The next billing period: a new paid invoice (billing_reason subscription_cycle) with its charge. */
  renew(subscriptionId: string): { invoice: Json; charge: Json } {
    const stored = this.storedSubscription(subscriptionId);
    const sub = stored.object;
    if (sub.status !== 'active') throw new Error(`subscription ${subscriptionId} is ${String(sub.status)}`);
    const item = (sub.items as { data: Json[] }).data[0]!;
    const start = item.current_period_end as number;
    const end = addMonth(start);
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const { invoice, charge } = this.bill(subscriptionId, 'subscription_cycle', start, end);
    return { invoice: clone(invoice), charge: clone(charge) };
  }

  /** The subscription ended (cancelled now, or at the end of a period it was set to cancel at). */
  endSubscription(subscriptionId: string): Json {
    const sub = this.storedSubscription(subscriptionId).object;
    const now = nowSeconds();
    Object.assign(sub, { status: 'canceled', ended_at: now, canceled_at: sub.canceled_at ?? now });
    return clone(sub);
  }

  /**
   * Money back for the charge that paid an invoice (pass the invoice id or the charge id); `amount` defaults to
   * what is left. The charge's `refunded` becomes true once all of it is refunded.
   */
  refund(invoiceOrChargeId: string, amount?: number): { charge: Json; refund: Json } {
    const charge = invoiceOrChargeId.startsWith('in_')
      ? this.chargeOfInvoice(invoiceOrChargeId)
      : this.stored(this.charges, invoiceOrChargeId, 'charge');
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const value = amount ?? left;
    if (value <= 0 || value > left) throw new Error(`cannot refund ${value} of charge ${String(charge.id)}`);
    const refund: Json = {
      id: newId('re'),
      object: 'refund',
      amount: value,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      created: nowSeconds(),
    };
    charge.amount_refunded = (charge.amount_refunded as number) + value;
    charge.refunded = charge.amount_refunded === charge.amount;
    return { charge: clone(charge), refund };
  }

  // ---- webhook events ------------------------------------------------------------------------------------------

  /** An event envelope around a snapshot of an object, as Stripe delivers it. */
  event<T extends Json>(type: string, object: T, previousAttributes?: Json): StripeEvent<T> {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: STRIPE_TEST_API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  checkoutSessionCompletedEvent(sessionId: string): StripeEvent {
    return this.event('checkout.session.completed', this.storedSession(sessionId).object);
  }

  checkoutSessionExpiredEvent(sessionId: string): StripeEvent {
    return this.event('checkout.session.expired', this.storedSession(sessionId).object);
  }

  /** invoice.paid in the 2025-03-31+ shape (parent.subscription_details {subscription, metadata}). */
  invoicePaidEvent(invoiceId: string): StripeEvent {
    return this.event('invoice.paid', this.stored(this.invoices, invoiceId, 'invoice'));
  }

  subscriptionDeletedEvent(subscriptionId: string): StripeEvent {
    return this.event('customer.subscription.deleted', this.storedSubscription(subscriptionId).object);
  }

  /** charge.refunded for the charge (by charge id, or the invoice it paid): the charge names only its payment intent. */
  chargeRefundedEvent(invoiceOrChargeId: string): StripeEvent {
    const charge = invoiceOrChargeId.startsWith('in_')
      ? this.chargeOfInvoice(invoiceOrChargeId)
      : this.stored(this.charges, invoiceOrChargeId, 'charge');
    return this.event('charge.refunded', charge, { amount_refunded: 0, refunded: false });
  }

  // ---- internals -----------------------------------------------------------------------------------------------

  private stored(map: Map<string, Json>, id: string, kind: string): Json {
    const found = map.get(id);
    if (!found) throw new Error(`no ${kind} ${id} on the Stripe test server`);
    return found;
  }

  private storedSession(id: string): StoredSession {
    const found = this.sessions.get(id);
    if (!found) throw new Error(`no checkout session ${id} on the Stripe test server`);
    return found;
  }

  private storedSubscription(id: string): StoredSubscription {
    const found = this.subscriptions.get(id);
    if (!found) throw new Error(`no subscription ${id} on the Stripe test server`);
    return found;
  }

  private chargeOfInvoice(invoiceId: string): Json {
    const payment = [...this.invoicePayments.values()].find((p) => p.invoice === invoiceId);
    const pi = (payment?.payment as Json | undefined)?.payment_intent;
    const charge = [...this.charges.values()].find((c) => c.payment_intent === pi);
    if (!charge) throw new Error(`no charge paid invoice ${invoiceId}`);
    return charge;
  }

  private priceObject(id: string): Json {
    const price = this.prices.get(id)!;
    return {
      id,
      object: 'price',
      active: true,
      currency: price.currency,
      unit_amount: price.unitAmount,
      type: price.recurring ? 'recurring' : 'one_time',
      recurring: price.recurring ? { interval: 'month', interval_count: 1, usage_type: 'licensed' } : null,
      product: `prod_${id}`,
    };
  }

  /** A paid invoice of the subscription for one period, with its payment intent, charge and invoice payment. */
  /** The lines of a period's invoice: the subscription's price for the whole period. */
  private periodLines(subId: string, start: number, end: number): BillLine[] {
    const stored = this.storedSubscription(subId);
    const amount = this.prices.get(stored.price)!.unitAmount * stored.quantity;
    return [{ amount, price: stored.price, quantity: stored.quantity, start, end, proration: false }];
  }

  /**
   * Stripe's proration of moving the subscription's item to `price` at `at` (seconds): a credit for the old price's
   * unused time and a charge for the new price's remaining time, each the price times the share of the item's
   * period that is left, rounded to the cent.
   */
  private prorationLines(subId: string, price: string, at: number): BillLine[] {
    const stored = this.storedSubscription(subId);
    const item = (stored.object.items as { data: Json[] }).data[0]!;
    const [start, end] = [item.current_period_start as number, item.current_period_end as number];
    if (at < start || at > end) throw invalid('proration_date must be within the current period.', 'proration_date');
    const share = (end - at) / (end - start);
    const cost = (id: string) => Math.round(this.prices.get(id)!.unitAmount * stored.quantity * share);
    return [
      { amount: -cost(stored.price), price: stored.price, quantity: stored.quantity, start: at, end, proration: true },
      { amount: cost(price), price, quantity: stored.quantity, start: at, end, proration: true },
    ];
  }

  private invoiceObject(subId: string, reason: string, lines: BillLine[], id = newId('in')): Json {
    const sub = this.storedSubscription(subId).object;
    const currency = this.prices.get(lines[0]!.price)!.currency;
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total);
    const now = nowSeconds();
    return {
      id,
      object: 'invoice',
      status: 'draft',
      billing_reason: reason,
      collection_method: 'charge_automatically',
      customer: sub.customer,
      currency,
      amount_due: due,
      amount_paid: 0,
      amount_remaining: due,
      subtotal: total,
      total,
      created: now,
      period_start: Math.min(...lines.map((l) => l.start)),
      period_end: Math.max(...lines.map((l) => l.end)),
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subId, metadata: { ...(sub.metadata as Json) } },
      },
      lines: {
        object: 'list',
        data: lines.map((line) => ({
          id: newId('il'),
          object: 'line_item',
          amount: line.amount,
          currency,
          description: `${line.proration ? 'Proration: ' : ''}${line.quantity} × ${line.price}`,
          invoice: id,
          livemode: false,
          metadata: {},
          quantity: line.quantity,
          period: { start: line.start, end: line.end },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              subscription: subId,
              subscription_item: (sub.items as { data: Json[] }).data[0]!.id,
              proration: line.proration,
            },
          },
          pricing: {
            type: 'price_details',
            price_details: { price: line.price, product: `prod_${line.price}` },
            unit_amount_decimal: String(this.prices.get(line.price)!.unitAmount),
          },
        })),
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      status_transitions: { finalized_at: null, paid_at: null, marked_uncollectible_at: null, voided_at: null },
    };
  }

  private bill(
    subId: string,
    reason: string,
    start: number,
    end: number,
    lines = this.periodLines(subId, start, end),
  ): { invoice: Json; charge: Json } {
    const sub = this.storedSubscription(subId).object;
    const now = nowSeconds();
    const invoice = this.invoiceObject(subId, reason, lines);
    const invoiceId = invoice.id as string;
    const amount = invoice.amount_due as number;
    const currency = invoice.currency as string;
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: amount,
      amount_remaining: 0,
      status_transitions: { finalized_at: now, paid_at: now, marked_uncollectible_at: null, voided_at: null },
    });
    const paymentIntent = newId('pi');
    const price = { currency };
    const charge: Json = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      created: now,
      currency: price.currency,
      customer: sub.customer,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: paymentIntent,
      refunded: false,
      status: 'succeeded',
    };
    const invoicePayment: Json = {
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      created: now,
      currency: price.currency,
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now },
    };
    this.invoices.set(invoiceId, invoice);
    this.charges.set(charge.id as string, charge);
    this.invoicePayments.set(invoicePayment.id as string, invoicePayment);
    sub.latest_invoice = invoiceId;
    return { invoice, charge };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const rawBody = await readBody(req);
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const url = new URL(path, 'http://localhost');
    const recorded: StripeRecordedRequest = {
      method,
      path,
      pathname: url.pathname,
      headers: req.headers,
      rawBody,
      form: {},
      query: {},
      time: Date.now(),
    };
    this.requests.push(recorded);
    try {
      recorded.query = parseForm(url.search.slice(1));
      recorded.form = parseForm(rawBody);
    } catch (error) {
      return sendError(res, new StripeApiError(400, 'invalid_request_error', (error as Error).message));
    }

    const hosted = /^\/c\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (hosted) return this.hostedPage(method, hosted[1]!, hosted[2], res);
    if (!url.pathname.startsWith('/v1/')) return sendError(res, unrecognised(method, url.pathname));

    const authError = this.checkAuth(req.headers.authorization);
    if (authError) return sendError(res, authError);
    const failure = this.failures.shift();
    if (failure) {
      const headers: Record<string, string> =
        failure.shouldRetry === undefined ? {} : { 'stripe-should-retry': String(failure.shouldRetry) };
      return sendError(
        res,
        new StripeApiError(failure.status, failure.type, failure.message, failure.code, failure.param),
        headers,
      );
    }

    // Stripe replays the first answer to a POST with the same Idempotency-Key (and refuses other parameters).
    const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    if (key) {
      const previous = this.idempotent.get(key);
      if (previous) {
        if (previous.body !== `${url.pathname}?${rawBody}`) {
          return sendError(
            res,
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
          );
        }
        return sendJson(res, previous.status, previous.answer, { 'idempotent-replayed': 'true' });
      }
    }
    try {
      const answer = this.route(method, url.pathname, recorded);
      if (key) this.idempotent.set(key, { body: `${url.pathname}?${rawBody}`, status: 200, answer });
      return sendJson(res, 200, answer);
    } catch (error) {
      if (error instanceof StripeApiError) return sendError(res, error);
      throw error;
    }
  }

  private checkAuth(header: string | undefined): StripeApiError | undefined {
    let key: string | undefined;
    if (header?.startsWith('Bearer ')) key = header.slice(7).trim();
    else if (header?.startsWith('Basic ')) key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0];
    if (!key) {
      return new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== this.secretKey) {
      return new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${maskKey(key)}`);
    }
    return undefined;
  }

  private route(method: string, pathname: string, request: StripeRecordedRequest): unknown {
    const params = method === 'GET' ? request.query : request.form;
    if (pathname === '/v1/checkout/sessions' && method === 'POST') return this.createSession(params);
    let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(pathname);
    if (m && method === 'GET') {
      const session = this.sessions.get(m[1]!);
      if (!session) throw noSuch('checkout.session', m[1]!, 'session');
      return this.expand(clone(session.object), params.expand);
    }
    m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(pathname);
    if (m && method === 'POST') return this.expireThroughApi(m[1]!);
    m = /^\/v1\/subscriptions\/([^/]+)$/.exec(pathname);
    if (m && method === 'GET') return this.expand(this.apiObject('subscription', m[1]!), params.expand);
    if (m && method === 'POST') return this.updateSubscription(m[1]!, params);
    if (pathname === '/v1/invoices/create_preview' && method === 'POST') return this.previewInvoice(params);
    m = /^\/v1\/invoices\/([^/]+)$/.exec(pathname);
    if (m && method === 'GET') return this.apiObject('invoice', m[1]!);
    m = /^\/v1\/charges\/([^/]+)$/.exec(pathname);
    if (m && method === 'GET') return this.apiObject('charge', m[1]!);
    if (pathname === '/v1/invoice_payments' && method === 'GET') return this.listInvoicePayments(params);
    throw unrecognised(method, pathname);
  }

  private apiObject(kind: 'subscription' | 'invoice' | 'charge', id: string): Json {
    const object =
      kind === 'subscription'
        ? this.subscriptions.get(id)?.object
        : (kind === 'invoice' ? this.invoices : this.charges).get(id);
    if (!object) throw noSuch(kind, id, 'id');
    return clone(object);
  }

  /** `expand[]` of the fields this server can expand; others are refused as Stripe does. */
  private expand(object: Json, expand: StripeFormValue | undefined): Json {
    const fields = expand === undefined ? [] : Array.isArray(expand) ? expand : [expand];
    for (const field of fields) {
      if (typeof field !== 'string') throw invalid('Invalid array', 'expand');
      const id = object[field];
      if (id === null || id === undefined) continue;
      if (typeof id !== 'string') throw invalid(`This property cannot be expanded (${field}).`, 'expand');
      if (field === 'invoice') object[field] = this.apiObject('invoice', id);
      else if (field === 'subscription') object[field] = this.apiObject('subscription', id);
      else if (field === 'latest_invoice') object[field] = this.apiObject('invoice', id);
      else throw invalid(`This property cannot be expanded (${field}).`, 'expand');
    }
    return object;
  }

  private createSession(params: StripeForm): Json {
    for (const key of Object.keys(params)) {
      if (!CREATE_SESSION_PARAMS.has(key)) throw invalid(`Received unknown parameter: ${key}`, key);
    }
    const mode = params.mode;
    if (mode === undefined) throw invalid('Missing required param: mode.', 'mode', 'parameter_missing');
    if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup') {
      throw invalid('Invalid mode: must be one of payment, setup, or subscription', 'mode');
    }
    const rawItems = params.line_items;
    if (mode !== 'setup' && (!Array.isArray(rawItems) || rawItems.length === 0)) {
      throw invalid(
        'You must provide at least one line item (`line_items`) in `payment` or `subscription` mode.',
        'line_items',
        'parameter_missing',
      );
    }
    const lineItems = (Array.isArray(rawItems) ? rawItems : []).map((raw, i) => {
      const param = `line_items[${i}]`;
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid('Invalid object', param);
      for (const key of Object.keys(raw)) {
        if (key !== 'price' && key !== 'quantity') throw invalid(`Received unknown parameter: ${param}[${key}]`);
      }
      const price = raw.price;
      if (typeof price !== 'string') throw invalid('Missing required param: price.', `${param}[price]`);
      const known = this.prices.get(price);
      if (!known) throw noSuch('price', price, `${param}[price]`);
      if (mode === 'subscription' && !known.recurring) {
        throw invalid(
          'You specified `subscription` mode but passed a one-time price. Specify a recurring price or use `payment` mode.',
          `${param}[price]`,
        );
      }
      const quantity = raw.quantity === undefined ? 1 : Number(raw.quantity);
      if (!Number.isInteger(quantity) || quantity < 1) {
        throw invalid('Invalid positive integer', `${param}[quantity]`);
      }
      return { price, quantity };
    });
    const currencies = new Set(lineItems.map((item) => this.prices.get(item.price)!.currency));
    if (currencies.size > 1) throw invalid('All prices must use the same currency.', 'line_items');
    for (const name of ['success_url', 'cancel_url'] as const) {
      const value = params[name];
      if (value === undefined) continue;
      if (typeof value !== 'string' || !isUrl(value.replace('{CHECKOUT_SESSION_ID}', 'cs'))) {
        throw invalid('Not a valid URL', name, 'url_invalid');
      }
    }
    const metadata = metadataParam(params.metadata, 'metadata');
    const subscriptionData = params.subscription_data;
    let subscriptionMetadata: Record<string, string> = {};
    if (subscriptionData !== undefined) {
      if (mode !== 'subscription') {
        throw invalid('You can only pass `subscription_data` in `subscription` mode.', 'subscription_data');
      }
      if (typeof subscriptionData !== 'object' || Array.isArray(subscriptionData)) {
        throw invalid('Invalid object', 'subscription_data');
      }
      for (const key of Object.keys(subscriptionData)) {
        if (key !== 'metadata' && key !== 'description') {
          throw invalid(`Received unknown parameter: subscription_data[${key}]`);
        }
      }
      subscriptionMetadata = metadataParam(subscriptionData.metadata, 'subscription_data[metadata]');
    }
    const clientReference = optionalString(params, 'client_reference_id');
    if (clientReference !== null && clientReference.length > 200) {
      throw invalid('client_reference_id must be at most 200 characters.', 'client_reference_id');
    }
    const email = optionalString(params, 'customer_email');
    if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      throw invalid('Invalid email address: ' + email, 'customer_email', 'email_invalid');
    }
    const id = `cs_test_${randomId(58)}`;
    const now = nowSeconds();
    const amount = lineItems.reduce((sum, item) => sum + this.prices.get(item.price)!.unitAmount * item.quantity, 0);
    const object: Json = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: clientReference,
      created: now,
      currency: [...currencies][0] ?? null,
      customer: optionalString(params, 'customer'),
      customer_details: null,
      customer_email: email,
      expires_at: now + DAY,
      invoice: null,
      livemode: false,
      metadata,
      mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      status: 'open',
      subscription: null,
      success_url: params.success_url ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${this.origin}/c/pay/${id}`,
    };
    this.sessions.set(id, { object, lineItems, subscriptionMetadata });
    return this.expand(clone(object), params.expand);
  }

  private expireThroughApi(id: string): Json {
    const stored = this.sessions.get(id);
    if (!stored) throw noSuch('checkout.session', id, 'session');
    if (stored.object.status !== 'open') {
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, undefined);
    }
    return this.expireSession(id);
  }

  /** The subscription's item change that `items` asks for (one item, ours): the new price, checked. */
  private itemChange(sub: StoredSubscription, items: StripeFormValue | undefined, param: string): string | null {
    if (items === undefined) return null;
    const list = Array.isArray(items) ? items : [];
    const item = (sub.object.items as { data: Json[] }).data[0]!;
    const change = list[0] as Record<string, StripeFormValue> | undefined;
    if (list.length !== 1 || !change || typeof change !== 'object' || Array.isArray(change)) {
      throw invalid(`Invalid array: ${param}`, param);
    }
    if (change.id !== item.id) throw noSuch('subscription_item', String(change.id), `${param}[0][id]`);
    const price = change.price;
    if (typeof price !== 'string' || !this.prices.has(price))
      throw noSuch('price', String(price), `${param}[0][price]`);
    return price;
  }

  /** A proration date as Stripe takes it: unix seconds, within the current period (default: now). */
  private prorationDate(value: StripeFormValue | undefined, param: string): number {
    if (value === undefined) return nowSeconds();
    const at = Number(value);
    if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, param);
    return at;
  }

  /** POST /v1/invoices/create_preview: what an item change with proration would invoice now (nothing is billed). */
  private previewInvoice(params: StripeForm): Json {
    const subId = params.subscription;
    if (typeof subId !== 'string') throw invalid('Missing required param: subscription.', 'subscription');
    const stored = this.subscriptions.get(subId);
    if (!stored) throw noSuch('subscription', subId, 'subscription');
    const details = (params.subscription_details ?? {}) as Record<string, StripeFormValue>;
    for (const key of Object.keys(details)) {
      if (!['items', 'proration_behavior', 'proration_date'].includes(key)) {
        throw invalid(`Received unknown parameter: subscription_details[${key}]`, `subscription_details[${key}]`);
      }
    }
    const price = this.itemChange(stored, details.items, 'subscription_details[items]');
    if (!price) throw invalid('Nothing to preview: pass subscription_details[items].', 'subscription_details[items]');
    const at = this.prorationDate(details.proration_date, 'subscription_details[proration_date]');
    const lines = details.proration_behavior === 'none' ? [] : this.prorationLines(subId, price, at);
    if (!lines.length) throw invalid('This preview has no lines.', 'subscription_details[proration_behavior]');
    const preview = this.invoiceObject(subId, 'subscription_update', lines, `upcoming_in_${randomUUID().slice(0, 8)}`);
    return { ...preview, id: null, status: 'draft' };
  }

  private updateSubscription(id: string, params: StripeForm): Json {
    const stored = this.subscriptions.get(id);
    if (!stored) throw noSuch('subscription', id, 'id');
    const sub = stored.object;
    const known = [
      'cancel_at_period_end',
      'metadata',
      'expand',
      'items',
      'proration_behavior',
      'proration_date',
      'payment_behavior',
    ];
    for (const key of Object.keys(params)) {
      if (!known.includes(key)) throw invalid(`Received unknown parameter: ${key}`, key);
    }
    if (sub.status === 'canceled' && (params.cancel_at_period_end !== undefined || params.items !== undefined)) {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const behaviour = params.proration_behavior ?? 'create_prorations';
    if (!['always_invoice', 'create_prorations', 'none'].includes(String(behaviour))) {
      throw invalid(`Invalid proration_behavior: ${String(behaviour)}`, 'proration_behavior');
    }
    const price = this.itemChange(stored, params.items, 'items');
    if (price && price !== stored.price) {
      const at = this.prorationDate(params.proration_date, 'proration_date');
      const lines = behaviour === 'always_invoice' ? this.prorationLines(id, price, at) : [];
      if (lines.length && this.declining) {
        this.declining = false;
        if (params.payment_behavior === 'error_if_incomplete') {
          throw new StripeApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
        }
      }
      stored.price = price;
      const item = (sub.items as { data: Json[] }).data[0]!;
      item.price = this.priceObject(price);
      if (params.metadata !== undefined) {
        sub.metadata = { ...(sub.metadata as Json), ...metadataParam(params.metadata, 'metadata') };
      }
      // The card on file pays the proration invoice at once (error_if_incomplete: or the update fails, unchanged).
      if (lines.length) this.bill(id, 'subscription_update', at, item.current_period_end as number, lines);
    }
    if (params.cancel_at_period_end !== undefined) {
      const value = params.cancel_at_period_end;
      if (value !== 'true' && value !== 'false')
        throw invalid(`Invalid boolean: ${String(value)}`, 'cancel_at_period_end');
      const cancel = value === 'true';
      const periodEnd = (sub.items as { data: Json[] }).data[0]!.current_period_end;
      Object.assign(sub, {
        cancel_at_period_end: cancel,
        cancel_at: cancel ? periodEnd : null,
        canceled_at: cancel ? nowSeconds() : null,
      });
    }
    if (params.metadata !== undefined) {
      sub.metadata = { ...(sub.metadata as Json), ...metadataParam(params.metadata, 'metadata') };
    }
    return this.expand(clone(sub), params.expand);
  }

  private listInvoicePayments(params: StripeForm): Json {
    let data = [...this.invoicePayments.values()];
    if (typeof params.invoice === 'string') data = data.filter((p) => p.invoice === params.invoice);
    const payment = params.payment;
    if (payment !== undefined) {
      if (typeof payment !== 'object' || Array.isArray(payment)) throw invalid('Invalid object', 'payment');
      if (payment.type !== 'payment_intent' && payment.type !== 'payment_record') {
        throw invalid('Missing required param: payment[type].', 'payment[type]', 'parameter_missing');
      }
      if (typeof payment.payment_intent === 'string') {
        data = data.filter((p) => (p.payment as Json).payment_intent === payment.payment_intent);
      }
    }
    const limit = params.limit === undefined ? 10 : Number(params.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalid('Invalid integer', 'limit');
    data.sort((a, b) => (b.created as number) - (a.created as number));
    return {
      object: 'list',
      data: data.slice(0, limit).map(clone),
      has_more: data.length > limit,
      url: '/v1/invoice_payments',
    };
  }

  /** The fake hosted page: GET shows the order; POST …/pay completes it, POST …/cancel goes back. */
  private hostedPage(method: string, id: string, action: string | undefined, res: http.ServerResponse): void {
    const stored = this.sessions.get(id);
    if (!stored) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Checkout session not found</h1>');
      return;
    }
    const session = stored.object;
    if (!action && method === 'GET') {
      const amount = ((session.amount_total as number) / 100).toFixed(2);
      const closed = session.status !== 'open' ? `<p role="status">This session is ${String(session.status)}.</p>` : '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test checkout</title></head><body>
<h1>Test checkout</h1><p>Pay <strong>${amount} ${String(session.currency).toUpperCase()}</strong> per month as ${escapeHtml(String(session.customer_email ?? ''))}</p>${closed}
<form method="post" action="/c/pay/${id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/c/pay/${id}/cancel"><button type="submit">Cancel</button></form></body></html>`,
      );
      return;
    }
    if (method !== 'POST' || !action) {
      res.writeHead(405).end();
      return;
    }
    if (action === 'pay' && session.status === 'open') this.completeSession(id);
    const target =
      action === 'pay'
        ? String(session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id)
        : String(session.cancel_url ?? '');
    res.writeHead(303, { location: target || '/' }).end();
  }
}

export async function startStripeServer(options: StripeServerOptions = {}): Promise<StripeServer> {
  const server = new StripeServer(options);
  await server.start();
  return server;
}

/** `Stripe-Signature` as documented: t=<unix seconds>,v1=hex(HMAC-SHA256(secret, `${t}.${body}`)). */
export function stripeSignature(body: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The exact bytes and headers Stripe would POST to a webhook endpoint for this event. */
export function signedWebhook(
  event: object,
  secret: string,
  timestamp = nowSeconds(),
): { body: string; headers: Record<string, string> } {
  // Stripe sends the event pretty-printed; the signature covers exactly these bytes.
  const body = JSON.stringify(event, null, 2);
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'stripe-signature': stripeSignature(body, secret, timestamp),
    },
  };
}

/** Delivers an event to a webhook endpoint (e.g. the app's /api/payments/webhooks/stripe) as Stripe would. */
export async function deliverWebhook(url: string, event: object, secret: string): Promise<Response> {
  const { body, headers } = signedWebhook(event, secret);
  return fetch(url, { method: 'POST', headers, body });
}

/**
 * Parses a form-encoded body or query string as Stripe does: `a[b]=1` → {a: {b: '1'}}, `a[0][b]=1` and `a[]=1`
 * → arrays. Objects under `metadata` keep numeric keys as keys.
 */
export function parseForm(text: string): StripeForm {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new Error(`Invalid parameter name: ${key}`);
    const segments = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Json = root;
    segments.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === segments.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'string') throw new Error(`Invalid parameter: ${key} (${segments[0]} is not an object)`);
      node = (next as Json | undefined) ?? (node[name] = {});
    });
  }
  return arrayify(root, '') as StripeForm;
}

function arrayify(value: unknown, key: string): StripeFormValue {
  if (typeof value === 'string') return value;
  const object = value as Json;
  const entries = Object.entries(object).map(([k, v]) => [k, arrayify(v, k)] as const);
  const numeric = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (numeric && key !== 'metadata') {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

function metadataParam(value: StripeFormValue | undefined, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('Invalid hash', param);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalid('Invalid metadata value: must be a string', `${param}[${k}]`);
    if (k.length > 40) throw invalid('Metadata keys can be at most 40 characters long.', `${param}[${k}]`);
    if (v.length > METADATA_VALUE_MAX) {
      throw invalid(`Metadata values can be at most ${METADATA_VALUE_MAX} characters long.`, `${param}[${k}]`);
    }
    if (v !== '') out[k] = v;
  }
  return out;
}

function optionalString(params: StripeForm, name: string): string | null {
  const value = params[name];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalid('Invalid string', name);
  return value;
}

function invalid(message: string, param?: string, code = 'parameter_invalid'): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

function noSuch(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
}

function unrecognised(method: string, pathname: string): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}

function sendError(res: http.ServerResponse, error: StripeApiError, headers: Record<string, string> = {}): void {
  const body: Json = { type: error.type, message: error.message };
  if (error.code) {
    body.code = error.code;
    body.doc_url = `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`;
  }
  if (error.param) body.param = error.param;
  sendJson(res, error.status, { error: body }, headers);
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomId(14)}`,
      'stripe-version': STRIPE_TEST_API_VERSION,
      ...headers,
    })
    .end(JSON.stringify(body, null, 2));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** How Stripe shows a wrong key back: its prefix and last four characters. */
function maskKey(key: string): string {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(length: number): string {
  return [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

function newId(prefix: string): string {
  return `${prefix}_${randomId(24)}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The same day of the next month (clamped to its last day), as Stripe's monthly billing does. */
function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function clone<T>(value: T): T {
  return structuredClone(value);
}
