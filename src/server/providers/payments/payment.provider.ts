import type { PlanId } from '../../../shared/plans.ts';

/** What we ask a provider to charge: our order, the buyer, and where to send them back. */
export interface CheckoutRequest {
  order: { id: string; planId: PlanId; amountCents: number; currency: string };
  customer: { userId: string; email: string; name: string };
  /** PUBLIC_URL/payment-success?order_id=<our order id> */
  returnUrl: string;
  /** PUBLIC_URL/pricing */
  cancelUrl: string;
  /** PUBLIC_URL/api/payments/webhooks/<provider> */
  notifyUrl: string;
  /** What the buyer is paying for, in words (a plan's month or an upgrade); providers that show one use it. */
  description?: string;
}

export interface CheckoutSession {
  /** The provider's id for what we check later (Cashfree order id, Stripe Checkout Session id). */
  providerOrderId: string;
  /** Where the browser goes to pay. */
  paymentLink: string;
}

/**
 * A fact a provider vouched for: from a verified webhook or from our own status request to its API. Never from
 * the browser. The payments service checks amount, currency and plan against the catalog before acting on it.
 */
export type PaymentFact =
  | {
      kind: 'paid';
      /** Our order id (for renewals: the order that started the subscription). */
      orderId: string;
      /** Unique per paid period: a grant with this reference happens once (Stripe invoice id, Cashfree order id...). */
      grantReference: string;
      amountCents: number;
      currency: string;
      /** The plan the provider says was bought (from metadata or the price), when it tells us. */
      planId?: PlanId;
      /** Provider's subscription id (Stripe), for cancellation. */
      providerSubscriptionId?: string;
      /** End of the paid period when the provider states it; otherwise PLAN_PERIOD_DAYS from now. */
      periodEnd?: Date;
    }
  | { kind: 'failed'; orderId: string; reason?: string }
  | { kind: 'pending'; orderId: string }
  /** Money returned for the period that `grantReference` granted: its unused credits are removed. */
  | { kind: 'refunded'; grantReference: string; refundReference: string }
  /** The provider ended the subscription (e.g. Stripe customer.subscription.deleted). */
  | { kind: 'subscription_ended'; providerSubscriptionId: string };

export interface WebhookEvent {
  /** The provider's event id (Stripe evt_…, Cashfree cf_payment_id + type): each is applied once. */
  eventId: string;
  type: string;
  /** null for event types we acknowledge but do not act on. */
  fact: PaymentFact | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'cashfree' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Server-side status check of one order with the provider's API. */
  fetchStatus(order: { id: string; providerOrderId: string; planId: PlanId }): Promise<PaymentFact>;
  /** Verifies the signature over the exact raw body and parses the event; throws WebhookVerificationError. */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<WebhookEvent>;
  /** Asks the provider to stop renewing at the end of the paid period (providers with recurring billing). */
  cancelAtPeriodEnd?(providerSubscriptionId: string): Promise<void>;
  /**
   * Plan changes on a provider that bills a saved card by itself (Stripe). Without this, an upgrade is paid like a
   * plan (a checkout of the prorated amount) and a downgrade waits for the next period bought.
   */
  planChanges?: RecurringPlanChanges;
}

export interface RecurringPlanChanges {
  /** What moving the subscription to `to` at `at` would charge now, as the provider prorates it. */
  quoteUpgrade(providerSubscriptionId: string, to: PlanId, at: Date): Promise<{ owedCents: number }>;
  /**
   * Moves the subscription to `to` now and charges the prorated difference computed for `at` (the quote's moment,
   * so the charge is the quote); `orderId` names the upgrade order on what the provider bills from then on.
   * Answers the provider's id of the invoice it charged (for the status check).
   */
  upgrade(providerSubscriptionId: string, to: PlanId, at: Date, orderId: string): Promise<{ invoiceId: string }>;
  /** Bills `planId` from the next period on, without proration, and keeps renewing (a downgrade or its undoing). */
  renewAs(providerSubscriptionId: string, planId: PlanId): Promise<void>;
}

/** A webhook whose signature, timestamp or body does not check out: answered with 400, nothing changes. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/** The provider refused or failed a request; the message can be shown to the buyer. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
