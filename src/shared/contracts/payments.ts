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
      provider: z.string(),
    })
    .nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionSchema>;

/** GET /api/payments/sandbox/:orderId: what the sandbox's hosted checkout page shows. */
export const sandboxCheckoutSchema = z.object({
  orderId: z.string(),
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
