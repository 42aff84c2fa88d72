import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isPlanId, planById, type PlanId } from '../../../shared/plans.ts';
import {
  PaymentProviderError,
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentFact,
  type PaymentProvider,
  type WebhookEvent,
} from './payment.provider.ts';

export interface CashfreePaymentsOptions {
  /** The PG API root, e.g. https://sandbox.cashfree.com/pg or https://api.cashfree.com/pg (a local server in tests). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The `x-api-version` sent with every request. */
  apiVersion?: string;
  /** Longest one API request may take. */
  timeoutMs?: number;
}

/** A version whose Payment Links, order and webhook shapes this adapter reads. */
export const CASHFREE_API_VERSION = '2023-08-01';
/** Webhooks whose `x-webhook-timestamp` is further than this from our clock are refused (replays). */
const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;
/** Payment Links require a phone number; we do not ask buyers for one, so we send Cashfree's documented test number. */
const PLACEHOLDER_PHONE = '9999999999';
/** Cashfree's rule for a merchant `link_id`: alphanumeric, `-` and `_`, at most 50 characters. */
const LINK_ID = /^[A-Za-z0-9_-]{1,50}$/;
/** Orders Cashfree creates for a payment attempt on a link are named `CFPay_<link code>_<suffix>`, not by us. */
const LINK_ORDER_PREFIX = 'CFPay_';

const UNAVAILABLE = 'Card payments are not available right now. Please try again later.';
const UNREACHABLE = 'We could not reach the payment provider. Please try again in a moment.';

/**
 * Cashfree PG through Payment Links (docs/design.md §7), with plain `fetch` rather than the `cashfree-pg` SDK.
 *
 * - Checkout: `POST /links` with `link_id` = our order id. The link's `link_url` is a page the browser can simply be
 *   redirected to (an order's `payment_session_id` needs Cashfree's JavaScript checkout on our page instead), and
 *   `link_meta.return_url` brings the buyer back to /payment-success. `providerOrderId` is the link id (= our id).
 * - Status check: `GET /links/{link_id}`; `link_status` PAID → paid, ACTIVE/PARTIALLY_PAID → pending,
 *   EXPIRED/CANCELLED → failed.
 * - Webhooks: the signature is base64(HMAC-SHA256(client secret, x-webhook-timestamp + raw body)), checked in
 *   constant time over the exact bytes, with a 5-minute window around the timestamp (milliseconds; seconds are
 *   accepted too). Cashfree sends `PAYMENT_LINK_EVENT` (it carries our `link_id`) to `link_meta.notify_url`; the
 *   payment and refund webhooks configured in the dashboard name Cashfree's own `CFPay_…` order instead. Its
 *   `order_tags` carry the link's `cf_link_id` (documented) and `link_id` (our id: read back from there). Where the
 *   tags lack `link_id`, a payment webhook is acknowledged without a fact (the link event and the status check still
 *   report the payment) and a refund webhook throws PaymentProviderError, so Cashfree retries and the miss shows.
 * - Every payment of an order is granted as `cashfree:order:<our order id>`: the status check, the link event and the
 *   payment webhook name the same grant, so it happens once whichever arrives first, and a refund names it too.
 */
export function cashfreePayments(options: CashfreePaymentsOptions): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const apiVersion = options.apiVersion ?? CASHFREE_API_VERSION;
  const timeoutMs = options.timeoutMs ?? 20_000;

  /** One API request; the parsed JSON of a 2xx answer, or a CashfreeApiError naming what went wrong. */
  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'x-client-id': options.clientId,
          'x-client-secret': options.clientSecret,
          'x-api-version': apiVersion,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // The secret travels in a custom header, which fetch would re-send to wherever a redirect points.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new CashfreeApiError(0, timedOut ? 'timeout' : 'network', null, timedOut ? 'timed out' : 'unreachable');
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.ok) {
      if (!isRecord(json)) throw new CashfreeApiError(response.status, 'bad_response', null, 'answer is not JSON');
      return json;
    }
    const error = isRecord(json) ? json : {};
    throw new CashfreeApiError(
      response.status,
      stringOr(error.code, 'http_error'),
      typeof error.type === 'string' ? error.type : null,
      stringOr(error.message, `HTTP ${response.status}`).slice(0, 300),
    );
  }

  /** Runs API calls; Cashfree's errors become messages a buyer can read (Cashfree's own text stays in `cause`). */
  async function call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      throw new PaymentProviderError(buyerMessage(error), { cause: error });
    }
  }

  const fetchLink = (linkId: string) => request('GET', `/links/${encodeURIComponent(linkId)}`).then(asLink);

  /** Our order id for a Cashfree order named in a webhook; undefined when it cannot be told. */
  function ourOrderId(order: Record<string, unknown>): string | undefined {
    const tags = isRecord(order.order_tags) ? order.order_tags : {};
    if (typeof tags.link_id === 'string' && tags.link_id !== '') return tags.link_id;
    const id = order.order_id;
    // An order made by a link attempt is named by Cashfree; any other order was created under our own id.
    if (typeof id === 'string' && id !== '' && !id.startsWith(LINK_ORDER_PREFIX)) return id;
    return undefined;
  }

  async function factOf(type: string, data: Record<string, unknown>): Promise<PaymentFact | null> {
    switch (type) {
      case 'PAYMENT_SUCCESS_WEBHOOK':
      case 'PAYMENT_FAILED_WEBHOOK':
      case 'PAYMENT_USER_DROPPED_WEBHOOK': {
        const order = record(data.order, 'data.order');
        const payment = record(data.payment, 'data.payment');
        const orderId = ourOrderId(order);
        // A payment on a link we cannot name (its order carries only cf_link_id): the link's own event and the
        // status check still report it, by our id.
        if (!orderId) return null;
        if (type === 'PAYMENT_SUCCESS_WEBHOOK') {
          if (payment.payment_status !== 'SUCCESS') return null;
          return {
            kind: 'paid',
            orderId,
            grantReference: orderGrant(orderId),
            amountCents: cents(payment.payment_amount ?? order.order_amount, 'payment_amount'),
            currency: currencyOf(payment.payment_currency ?? order.order_currency),
          };
        }
        // A failed or abandoned attempt does not end a payment link: the buyer may try again and pay. The order
        // fails only when the link itself expires or is cancelled (status check, PAYMENT_LINK_EVENT).
        return { kind: 'pending', orderId };
      }
      case 'PAYMENT_LINK_EVENT': {
        const linkId = data.link_id;
        if (typeof linkId !== 'string' || linkId === '')
          throw new WebhookVerificationError('Link event without link_id.');
        return linkFact(data, linkId, (m) => new WebhookVerificationError(m));
      }
      case 'REFUND_STATUS_WEBHOOK': {
        const refund = record(data.refund, 'data.refund');
        if (refund.refund_status !== 'SUCCESS') return null;
        const refundId = refund.cf_refund_id;
        const cfOrderId = refund.order_id;
        if ((typeof refundId !== 'string' && typeof refundId !== 'number') || typeof cfOrderId !== 'string') {
          throw new WebhookVerificationError('Refund webhook without cf_refund_id or order_id.');
        }
        let orderId = ourOrderId({ order_id: cfOrderId });
        if (!orderId) {
          // A refund names the order Cashfree made for the link; its tags name the link, i.e. our order.
          const order = await call(() => request('GET', `/orders/${encodeURIComponent(cfOrderId)}`));
          orderId = ourOrderId(order as Record<string, unknown>);
        }
        if (!orderId) {
          // Not acknowledging it keeps Cashfree retrying and the failure visible, instead of losing a refund.
          throw new PaymentProviderError('A Cashfree refund could not be matched to an order.');
        }
        return {
          kind: 'refunded',
          grantReference: orderGrant(orderId),
          refundReference: `cashfree:refund:${refundId}`,
        };
      }
      default:
        return null;
    }
  }

  return {
    name: 'cashfree',

    async createCheckout(checkout: CheckoutRequest): Promise<CheckoutSession> {
      const { order, customer } = checkout;
      if (!LINK_ID.test(order.id)) {
        throw new PaymentProviderError('This order cannot be paid with Cashfree.', {
          cause: new Error(`order id ${JSON.stringify(order.id)} is not a valid Cashfree link_id`),
        });
      }
      const planName = planById(order.planId)?.name ?? order.planId;
      const body = {
        link_id: order.id,
        link_amount: order.amountCents / 100,
        link_currency: order.currency,
        link_purpose: checkout.description ?? `Soundsleeve ${planName} plan (1 month)`,
        customer_details: {
          customer_phone: PLACEHOLDER_PHONE,
          customer_email: customer.email,
          customer_name: customer.name || customer.email,
        },
        link_partial_payments: false,
        link_notes: { order_id: order.id, plan_id: order.planId, user_id: customer.userId },
        link_meta: { return_url: checkout.returnUrl, notify_url: checkout.notifyUrl },
        link_notify: { send_email: false, send_sms: false },
        link_auto_reminders: false,
      };
      const link = await call(async () => {
        try {
          return asLink(await request('POST', '/links', body));
        } catch (error) {
          // The link exists already (a retried request): reuse it while it still asks for this payment.
          if (!(error instanceof CashfreeApiError) || error.status !== 409) throw error;
          const existing = await fetchLink(order.id);
          const sameCharge =
            existing.link_status === 'ACTIVE' &&
            cents(existing.link_amount, 'link_amount') === order.amountCents &&
            existing.link_currency === order.currency;
          if (!sameCharge) throw new PaymentProviderError('This payment was already started. Please start a new one.');
          return existing;
        }
      });
      if (typeof link.link_url !== 'string' || !/^https?:\/\//.test(link.link_url)) {
        throw new PaymentProviderError('The payment provider did not return a payment page.');
      }
      return { providerOrderId: order.id, paymentLink: link.link_url };
    },

    async fetchStatus(order: { id: string; providerOrderId: string; planId: PlanId }): Promise<PaymentFact> {
      const link = await call(() => fetchLink(order.providerOrderId));
      if (link.link_id !== undefined && link.link_id !== order.id) {
        throw new PaymentProviderError('This payment link belongs to a different order.');
      }
      return linkFact(
        link,
        order.id,
        (m) => new PaymentProviderError('The payment provider sent an unreadable answer.', { cause: new Error(m) }),
      );
    },

    async parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookEvent> {
      verifySignature(rawBody, headers, options.clientSecret);
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new WebhookVerificationError('The webhook body is not JSON.');
      }
      if (!isRecord(event) || typeof event.type !== 'string' || !isRecord(event.data)) {
        throw new WebhookVerificationError('The webhook body has no type or data.');
      }
      const { type, data } = event;
      return { eventId: eventIdOf(type, data, rawBody), type, fact: await factOf(type, data) };
    },
  };
}

/** What a payment link's state says about our order (status check and PAYMENT_LINK_EVENT). */
function linkFact(link: Record<string, unknown>, orderId: string, bad: (message: string) => Error): PaymentFact {
  switch (link.link_status) {
    case 'PAID': {
      const notes = isRecord(link.link_notes) ? link.link_notes : {};
      const planId = notes.plan_id;
      let amountCents: number;
      let currency: string;
      try {
        amountCents = cents(link.link_amount_paid, 'link_amount_paid');
        currency = currencyOf(link.link_currency);
      } catch (error) {
        throw bad((error as Error).message);
      }
      return {
        kind: 'paid',
        orderId,
        grantReference: orderGrant(orderId),
        amountCents,
        currency,
        ...(isPlanId(planId) ? { planId } : {}),
      };
    }
    case 'EXPIRED':
      return { kind: 'failed', orderId, reason: 'The payment link expired.' };
    case 'CANCELLED':
      return { kind: 'failed', orderId, reason: 'The payment link was cancelled.' };
    default:
      // ACTIVE (not paid yet) and PARTIALLY_PAID (never enabled by us): no final answer.
      return { kind: 'pending', orderId };
  }
}

function eventIdOf(type: string, data: Record<string, unknown>, rawBody: string): string {
  const payment = isRecord(data.payment) ? data.payment : {};
  const refund = isRecord(data.refund) ? data.refund : {};
  const idPart = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  if (type.startsWith('PAYMENT_') && type !== 'PAYMENT_LINK_EVENT' && idPart(payment.cf_payment_id)) {
    return `${type}:${idPart(payment.cf_payment_id)}`;
  }
  if (type === 'REFUND_STATUS_WEBHOOK' && idPart(refund.cf_refund_id)) {
    return `${type}:${idPart(refund.cf_refund_id)}:${idPart(refund.refund_status)}`;
  }
  if (type === 'PAYMENT_LINK_EVENT' && idPart(data.link_id)) {
    return `${type}:${idPart(data.link_id)}:${idPart(data.link_status)}`;
  }
  // Anything else is acknowledged, not acted on: the body names it (a retry repeats the same body).
  return `${type}:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
}

function verifySignature(rawBody: string, headers: Record<string, string | undefined>, secret: string): void {
  const signature = headerValue(headers, 'x-webhook-signature');
  const timestamp = headerValue(headers, 'x-webhook-timestamp');
  if (!signature || !timestamp)
    throw new WebhookVerificationError('Missing x-webhook-signature or x-webhook-timestamp.');
  if (!/^\d{1,16}$/.test(timestamp)) throw new WebhookVerificationError('x-webhook-timestamp is not a number.');
  const expected = createHmac('sha256', secret)
    .update(timestamp + rawBody, 'utf8')
    .digest();
  const given = Buffer.from(signature, 'base64');
  // Buffer.from ignores characters that are not base64; re-encoding catches a header padded with junk.
  if (given.length !== expected.length || given.toString('base64') !== signature || !timingSafeEqual(given, expected)) {
    throw new WebhookVerificationError('The webhook signature does not match.');
  }
  // Cashfree sends milliseconds; a 10-digit value would be seconds.
  const sent = Number(timestamp) < 1e11 ? Number(timestamp) * 1000 : Number(timestamp);
  if (Math.abs(Date.now() - sent) > WEBHOOK_TOLERANCE_MS) {
    throw new WebhookVerificationError('The webhook timestamp is outside the 5-minute window.');
  }
}

/** An API error as data: status 0 for network failures. Holds nothing secret. */
class CashfreeApiError extends Error {
  override name = 'CashfreeApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly type: string | null,
    readonly cashfreeMessage: string,
  ) {
    super(`Cashfree API ${status || 'request'} ${code}: ${cashfreeMessage}`);
  }
}

function buyerMessage(error: unknown): string {
  if (!(error instanceof CashfreeApiError)) return 'The payment could not be processed. Please try again later.';
  const { status, type } = error;
  if (status === 401 || status === 403 || type === 'authentication_error') return UNAVAILABLE;
  if (status === 0 || status >= 500 || error.code === 'bad_response') return UNREACHABLE;
  if (status === 429) return 'The payment provider is busy. Please try again in a moment.';
  if (status === 404) return 'The payment provider could not find this payment.';
  return 'The payment provider refused this checkout. Please try again or contact support.';
}

const orderGrant = (orderId: string) => `cashfree:order:${orderId}`;

interface LinkEntity extends Record<string, unknown> {
  link_id?: string;
  link_status?: string;
  link_url?: string;
  link_amount?: unknown;
  link_currency?: unknown;
}

function asLink(value: unknown): LinkEntity {
  if (!isRecord(value) || typeof value.link_status !== 'string') {
    throw new CashfreeApiError(200, 'bad_response', null, 'answer is not a payment link');
  }
  return value as LinkEntity;
}

/** Cashfree amounts are major units, as JSON numbers or (in link webhooks) strings such as "29.00". */
function cents(value: unknown, field: string): number {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(amount) || amount < 0) throw new WebhookVerificationError(`${field} is not an amount.`);
  return Math.round(amount * 100);
}

function currencyOf(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z]{3}$/.test(value)) throw new WebhookVerificationError('Bad currency.');
  return value.toUpperCase();
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (!isRecord(value)) throw new WebhookVerificationError(`The webhook has no ${field}.`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}
