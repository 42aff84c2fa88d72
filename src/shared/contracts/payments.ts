import { z } from 'zod';
import { PLAN_IDS } from '../plans.ts';

/** POST /api/payments/orders: start paying for a plan (signed in). */
export const createOrderRequestSchema = z.object({
  planId: z.enum(PLAN_IDS, { error: 'planId must be starter, pro or studio.' }),
});
export const createOrderResponseSchema = z.object({ orderId: z.string(), paymentLink: z.string() });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * GET /api/payments/orders/:id: the order as the server knows it after asking the provider (a server-side status
 * check). `pending` while the provider has no final answer: the payment-success page keeps polling.
 */
export const orderStatusSchema = z.object({
  orderId: z.string(),
  planId: z.enum(PLAN_IDS),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  /** A month of a plan, or an upgrade paid once for the rest of the running period (decision 021). */
  kind: z.enum(['plan', 'upgrade']),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type OrderStatusResponse = z.infer<typeof orderStatusSchema>;

/** GET /api/payments/subscription: the signed-in user's plan, for the profile. */
export const subscriptionSchema = z.object({
  subscription: z
    .object({
      planId: z.enum(PLAN_IDS),
      status: z.enum(['active', 'canceled', 'ended']),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      /** A downgrade chosen for the next period (the current plan runs to its end); null when none. */
      scheduledPlanId: z.enum(PLAN_IDS).nullable(),
      provider: z.string(),
      /** Whether the provider bills the next month by itself (Stripe); otherwise each month is bought on its own. */
      renews: z.boolean(),
    })
    .nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionSchema>;

/** GET /api/payments/sandbox/:orderId: what the sandbox's hosted checkout page shows. */
export const sandboxCheckoutSchema = z.object({
  orderId: z.string(),
  /** A plan's month, or an upgrade's prorated difference. */
  kind: z.enum(['plan', 'upgrade']),
  planId: z.enum(PLAN_IDS),
  planName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  email: z.string(),
  status: z.enum(['open', 'paid', 'declined']),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;
/** POST /api/payments/sandbox/:orderId {action}: the buyer's choice; the answer says where to go next. */
export const sandboxDecisionSchema = z.object({
  action: z.enum(['pay', 'decline'], { error: 'action must be pay or decline.' }),
});
export const sandboxDecisionResponseSchema = z.object({ redirectTo: z.string() });

/**
 * GET /api/payments/change?planId=…: what choosing another plan (or the current one again) would do, stated before
 * anything is paid or changed. 'upgrade' happens now and costs `owedCents` (the prorated difference); 'downgrade'
 * takes effect when the paid period ends; 'resume' undoes a scheduled downgrade or a cancellation.
 */
export const planChangeQuoteSchema = z.object({
  kind: z.enum(['upgrade', 'downgrade', 'resume']),
  from: z.enum(PLAN_IDS),
  to: z.enum(PLAN_IDS),
  owedCents: z.number().int().nonnegative(),
  currency: z.string(),
  /** Credits added at once (an upgrade's extra monthly credits for the time left; 0 for Studio's unlimited). */
  credits: z.number().int().nonnegative(),
  /** The current period's end: when a downgrade takes effect, and when the upgraded plan renews. */
  periodEnd: z.string(),
  /** Whether the next month is billed by itself (as in the subscription). */
  renews: z.boolean(),
  /** One sentence saying all of it, for the confirmation. */
  summary: z.string(),
});
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;

export const planChangeQuerySchema = z.object({
  planId: z.enum(PLAN_IDS, { error: 'planId must be starter, pro or studio.' }),
});

/** POST /api/payments/change {planId, quotedCents}: do it. An upgrade never costs more than the quote it confirms. */
export const planChangeRequestSchema = z.object({
  planId: z.enum(PLAN_IDS, { error: 'planId must be starter, pro or studio.' }),
  quotedCents: z
    .number({ error: 'quotedCents must be the amount you were shown, in cents.' })
    .int({ error: 'quotedCents must be the amount you were shown, in cents.' })
    .nonnegative({ error: 'quotedCents must be the amount you were shown, in cents.' })
    .max(1_000_000, { error: 'quotedCents must be the amount you were shown, in cents.' }),
});

/**
 * The answer: an upgrade to pay for at `paymentLink` (sandbox, Cashfree), or one already paid (a card on file with
 * Stripe, or nothing owed) whose order the payment page shows; a downgrade or resume answers the subscription.
 */
export const planChangeResponseSchema = z.union([
  z.object({ kind: z.literal('upgrade'), orderId: z.string(), paymentLink: z.string().nullable() }),
  z.object({ kind: z.enum(['downgrade', 'resume']), subscription: subscriptionSchema.shape.subscription }),
]);
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;
