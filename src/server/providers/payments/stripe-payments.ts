import Stripe from 'stripe';
import { isPlanId, type PlanId } from '../../../shared/plans.ts';
import {
  PaymentProviderError,
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentFact,
  type PaymentProvider,
  type WebhookEvent,
} from './payment.provider.ts';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe Price ids (recurring, monthly) for our plans. */
  prices: { starter: string; pro: string; studio: string };
  /** A local protocol server in tests, e.g. http://127.0.0.1:PORT; unset = Stripe's API. */
  apiUrl?: string;
}

/** Stripe's documented default tolerance for the `Stripe-Signature` timestamp. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const UNAVAILABLE = 'Card payments are not available right now. Please try again later.';

/**
 * Stripe Checkout Sessions in subscription mode (docs/design.md §7), through the official `stripe` SDK.
 *
 * Every paid period is named by its Stripe invoice: `stripe:invoice:<in_…>`. The first period is vouched for three
 * ways (the status check of the Checkout Session, `checkout.session.completed` and the first `invoice.paid`), and
 * all three name the session's first invoice, so the grant happens once whichever arrives first. Renewals arrive
 * as `invoice.paid` with a new invoice id.
 */
export function stripePayments(options: StripePaymentsOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...addressOf(options.apiUrl),
    telemetry: false,
    timeout: 20_000,
    maxNetworkRetries: 2,
  });
  const planByPrice = new Map<string, PlanId>(
    (Object.entries(options.prices) as [PlanId, string][]).map(([plan, price]) => [price, plan]),
  );

  /** A paid Checkout Session (status check or webhook) as the fact of its first invoice. */
  function sessionFact(session: Stripe.Checkout.Session, orderId: string): PaymentFact {
    if (session.status === 'expired') return { kind: 'failed', orderId, reason: 'The checkout session expired.' };
    if (session.status !== 'complete' || session.payment_status !== 'paid') return { kind: 'pending', orderId };
    const invoiceId = idOf(session.invoice);
    // Subscription-mode sessions always name their first invoice once complete; without it we could not give the
    // grant the same name as the invoice.paid webhook, so we wait for that webhook instead of risking two grants.
    if (!invoiceId || session.amount_total == null || !session.currency) return { kind: 'pending', orderId };
    const planId = session.metadata?.plan_id;
    const invoice = typeof session.invoice === 'object' ? session.invoice : null;
    const periodEnd = invoice ? linesPeriodEnd(invoice) : undefined;
    const subscriptionId = idOf(session.subscription);
    return {
      kind: 'paid',
      orderId,
      grantReference: invoiceGrant(invoiceId),
      amountCents: session.amount_total,
      currency: session.currency.toUpperCase(),
      ...(isPlanId(planId) ? { planId } : {}),
      ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}),
      ...(periodEnd ? { periodEnd } : {}),
    };
  }

  function invoiceFact(invoice: Stripe.Invoice): PaymentFact | null {
    const legacy = invoice as LegacyInvoice;
    const details = invoice.parent?.subscription_details ?? null;
    const metadata = [
      details?.metadata,
      legacy.subscription_details?.metadata,
      ...(invoice.lines?.data ?? []).map((line) => line.metadata),
      invoice.metadata,
    ];
    const orderId = metadata.map((m) => m?.order_id).find((id): id is string => typeof id === 'string' && id !== '');
    // An invoice of a subscription our checkout did not start (made in the dashboard, say): nothing to grant.
    if (!orderId) return null;
    // The price actually billed names the plan best (metadata can be stale after a plan change in the portal).
    // A proration invoice credits the old price's unused time (a negative line) and bills the new price's.
    const pricedPlan = (invoice.lines?.data ?? [])
      .filter((line) => line.amount >= 0)
      .map((line) => idOf(line.pricing?.price_details?.price ?? (line as LegacyLine).price))
      .map((price) => (price ? planByPrice.get(price) : undefined))
      .find((plan) => plan !== undefined);
    const metadataPlan = metadata.map((m) => m?.plan_id).find(isPlanId);
    const planId = pricedPlan ?? metadataPlan;
    const subscriptionId = idOf(details?.subscription ?? null) ?? idOf(legacy.subscription ?? null);
    const periodEnd = linesPeriodEnd(invoice);
    return {
      kind: 'paid',
      orderId,
      grantReference: invoiceGrant(invoice.id),
      amountCents: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      ...(planId ? { planId } : {}),
      ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}),
      ...(periodEnd ? { periodEnd } : {}),
    };
  }

  /** The invoice a refunded charge paid: named on the charge before API 2025-03-31, found through its PaymentIntent since. */
  async function invoiceOfCharge(charge: Stripe.Charge): Promise<string | undefined> {
    const legacy = idOf((charge as LegacyCharge).invoice ?? null);
    if (legacy) return legacy;
    const paymentIntent = idOf(charge.payment_intent);
    if (!paymentIntent) return undefined;
    const payments = await call(() =>
      stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 10 }),
    );
    const paid = payments.data.find((p) => p.status === 'paid') ?? payments.data[0];
    return paid ? idOf(paid.invoice) : undefined;
  }

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const { order, customer } = request;
      const metadata = { order_id: order.id, user_id: customer.userId, plan_id: order.planId };
      const separator = request.returnUrl.includes('?') ? '&' : '?';
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: options.prices[order.planId], quantity: 1 }],
            // Stripe fills in {CHECKOUT_SESSION_ID}; the braces must reach it unencoded.
            success_url: `${request.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: request.cancelUrl,
            client_reference_id: order.id,
            customer_email: customer.email,
            metadata,
            subscription_data: { metadata },
          },
          // One session per order, even when a retry repeats the request.
          { idempotencyKey: `soundsleeve-checkout-${order.id}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('The payment provider did not return a checkout page.');
      return { providerOrderId: session.id, paymentLink: session.url };
    },

    async fetchStatus(order): Promise<PaymentFact> {
      // An upgrade's order is the invoice the subscription's update charged.
      if (order.providerOrderId.startsWith('in_')) {
        const invoice = await call(() => stripe.invoices.retrieve(order.providerOrderId));
        if (invoice.status !== 'paid') return { kind: 'pending', orderId: order.id };
        const fact = invoiceFact(invoice);
        if (!fact || fact.kind !== 'paid' || fact.orderId !== order.id) {
          throw new PaymentProviderError('This invoice belongs to a different order.');
        }
        return fact;
      }
      const session = await call(() =>
        // The expanded invoice costs nothing extra and carries the paid period's end.
        stripe.checkout.sessions.retrieve(order.providerOrderId, { expand: ['invoice'] }),
      );
      const owner = session.metadata?.order_id ?? session.client_reference_id;
      if (owner && owner !== order.id) {
        throw new PaymentProviderError('This checkout session belongs to a different order.');
      }
      return sessionFact(session, order.id);
    },

    async parseWebhook(rawBody, headers): Promise<WebhookEvent> {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookVerificationError('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        const reason = error instanceof Stripe.errors.StripeSignatureVerificationError ? error.message : 'unreadable';
        throw new WebhookVerificationError(`Stripe webhook rejected: ${reason}`);
      }
      return { eventId: event.id, type: event.type, fact: await factOf(event) };
    },

    async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
      await call(() => stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }));
    },

    planChanges: {
      async quoteUpgrade(subscriptionId, to, at) {
        const item = await itemOf(subscriptionId);
        const preview = await call(() =>
          stripe.invoices.createPreview({
            subscription: subscriptionId,
            subscription_details: {
              items: [{ id: item, price: options.prices[to] }],
              proration_behavior: 'always_invoice',
              proration_date: Math.floor(at.getTime() / 1000),
            },
          }),
        );
        return { owedCents: preview.amount_due };
      },

      async upgrade(subscriptionId, to, at, orderId) {
        const item = await itemOf(subscriptionId, options.prices[to]);
        const updated = await call(() =>
          stripe.subscriptions.update(
            subscriptionId,
            {
              items: [{ id: item, price: options.prices[to] }],
              // Invoiced and charged now, for the same moment the quote was priced at: the charge is the quote.
              proration_behavior: 'always_invoice',
              proration_date: Math.floor(at.getTime() / 1000),
              // A declined card leaves the subscription as it was, and the call fails.
              payment_behavior: 'error_if_incomplete',
              cancel_at_period_end: false,
              // Later invoices name the upgrade's order, whose plan is the one billed.
              metadata: { order_id: orderId, plan_id: to },
            },
            { idempotencyKey: `soundsleeve-upgrade-${orderId}` },
          ),
        );
        const invoiceId = idOf(updated.latest_invoice);
        if (!invoiceId) throw new PaymentProviderError('The payment provider did not bill the upgrade.');
        return { invoiceId };
      },

      async renewAs(subscriptionId, planId) {
        const item = await itemOf(subscriptionId);
        await call(() =>
          stripe.subscriptions.update(subscriptionId, {
            items: [{ id: item, price: options.prices[planId] }],
            // The new price is billed from the next period; this one stays as paid.
            proration_behavior: 'none',
            cancel_at_period_end: false,
          }),
        );
      },
    },
  };

  /** The subscription's one item (our subscriptions hold one price), refused when it already bills `unlessPrice`. */
  async function itemOf(subscriptionId: string, unlessPrice?: string): Promise<string> {
    const subscription = await call(() => stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw new PaymentProviderError('The payment provider could not find this subscription.');
    // Another upgrade went first (a second click, another tab): charging again would bill nothing new.
    if (unlessPrice && item.price.id === unlessPrice) {
      throw new PaymentProviderError('Your plan is already changing. Reload the page to see it.');
    }
    return item.id;
  }

  async function factOf(event: Stripe.Event): Promise<PaymentFact | null> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const orderId = session.metadata?.order_id ?? session.client_reference_id;
        if (!orderId || session.mode !== 'subscription') return null;
        return sessionFact(session, orderId);
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object;
        const orderId = session.metadata?.order_id ?? session.client_reference_id;
        if (!orderId) return null;
        const reason =
          event.type === 'checkout.session.expired'
            ? 'The checkout session expired.'
            : 'The payment did not go through.';
        return { kind: 'failed', orderId, reason };
      }
      case 'invoice.paid':
        return invoiceFact(event.data.object);
      case 'customer.subscription.deleted':
        return { kind: 'subscription_ended', providerSubscriptionId: event.data.object.id };
      case 'charge.refunded': {
        const charge = event.data.object;
        // Only a full refund takes back the period's credits; a partial (prorated) refund leaves the plan running.
        if (!charge.refunded) return null;
        const invoiceId = await invoiceOfCharge(charge);
        // A refund of a payment that was not one of our invoices: nothing was granted for it.
        if (!invoiceId) return null;
        return {
          kind: 'refunded',
          grantReference: invoiceGrant(invoiceId),
          refundReference: `stripe:charge:${charge.id}`,
        };
      }
      default:
        return null;
    }
  }
}

const invoiceGrant = (invoiceId: string) => `stripe:invoice:${invoiceId}`;

/** Fields of API versions before 2025-03-31 (basil), which webhook endpoints pinned to an old version still send. */
type LegacyInvoice = Stripe.Invoice & {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Stripe.Metadata | null } | null;
};
type LegacyLine = Stripe.InvoiceLineItem & { price?: string | { id: string } | null };
type LegacyCharge = Stripe.Charge & { invoice?: string | { id: string } | null };

function idOf(value: string | { id?: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/** The latest end of the invoice's line periods: the end of the period it paid for. */
function linesPeriodEnd(invoice: Stripe.Invoice): Date | undefined {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end) => typeof end === 'number');
  return ends.length ? new Date(Math.max(...ends) * 1000) : undefined;
}

function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

function addressOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Runs one API call; Stripe's errors become messages a buyer can read (Stripe's own text stays in `cause`). */
async function call<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw new PaymentProviderError(buyerMessage(error), { cause: error });
  }
}

function buyerMessage(error: unknown): string {
  const E = Stripe.errors;
  if (error instanceof E.StripeAuthenticationError || error instanceof E.StripePermissionError) return UNAVAILABLE;
  if (error instanceof E.StripeConnectionError || error instanceof E.StripeAPIError) {
    return 'We could not reach the payment provider. Please try again in a moment.';
  }
  if (error instanceof E.StripeCardError) {
    return 'Your card on file was declined, so your plan did not change. Check with your bank and try again.';
  }
  if (error instanceof E.StripeRateLimitError) return 'The payment provider is busy. Please try again in a moment.';
  if (error instanceof E.StripeInvalidRequestError) {
    return error.code === 'resource_missing'
      ? 'The payment provider could not find this payment.'
      : 'The payment provider refused this checkout. Please try again or contact support.';
  }
  return 'The payment could not be processed. Please try again later.';
}
