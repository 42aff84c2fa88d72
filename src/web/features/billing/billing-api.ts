/**
 * Calls to the payments API (src/shared/contracts/payments.ts). Every answer is checked against the shared
 * contract; none of these throws: failures come back with the HTTP status and the server's message.
 */
import {
  orderStatusSchema,
  planChangeQuoteSchema,
  planChangeResponseSchema,
  type PlanChangeQuote,
  type PlanChangeResponse,
  sandboxCheckoutSchema,
  sandboxDecisionResponseSchema,
  subscriptionSchema,
  type OrderStatusResponse,
  type SandboxCheckout,
  type SubscriptionResponse,
} from '../../../shared/contracts/payments.ts';
import type { PlanId } from '../../../shared/plans.ts';
import { api, type ApiResult, type Schema } from '../../lib/api.ts';

/** GET with a contract check; payments answers are never served from the browser's cache. */
const getChecked = <T>(path: string, schema: Schema<T>) => api.get(path, { schema, cache: 'no-store' });

/** GET /api/payments/orders/:id: the order after the server asked the provider. */
export function fetchOrderStatus(orderId: string): Promise<ApiResult<OrderStatusResponse>> {
  return getChecked(`/api/payments/orders/${encodeURIComponent(orderId)}`, orderStatusSchema);
}

/** GET /api/payments/subscription: the signed-in user's plan, or null on the free tier. */
export function fetchSubscription(): Promise<ApiResult<SubscriptionResponse>> {
  return getChecked('/api/payments/subscription', subscriptionSchema);
}

/**
 * POST /api/payments/subscription/cancel: stops renewal at the end of the paid period. The answer's body is
 * returned as the new subscription when it has that shape; otherwise `data` is null and callers read it again.
 */
export async function cancelSubscription(): Promise<ApiResult<SubscriptionResponse | null>> {
  const result = await api.post('/api/payments/subscription/cancel', {});
  if (!result.ok) return result;
  const parsed = subscriptionSchema.safeParse(result.data);
  return { ok: true, status: result.status, data: parsed.success ? parsed.data : null };
}

/** GET /api/payments/change?planId=…: what choosing `planId` would do and cost, before anything changes. */
export function fetchPlanChangeQuote(planId: PlanId): Promise<ApiResult<PlanChangeQuote>> {
  return getChecked(`/api/payments/change?planId=${encodeURIComponent(planId)}`, planChangeQuoteSchema);
}

/** POST /api/payments/change: makes the change the buyer confirmed, never costing more than `quotedCents`. */
export function changePlan(planId: PlanId, quotedCents: number): Promise<ApiResult<PlanChangeResponse>> {
  return api.post('/api/payments/change', { planId, quotedCents }, { schema: planChangeResponseSchema });
}

/** GET /api/payments/sandbox/:orderId: what the sandbox's hosted checkout page shows. */
export function fetchSandboxCheckout(orderId: string): Promise<ApiResult<SandboxCheckout>> {
  return getChecked(`/api/payments/sandbox/${encodeURIComponent(orderId)}`, sandboxCheckoutSchema);
}

/** POST /api/payments/sandbox/:orderId: the buyer pays or declines; the answer says where to go next. */
export function decideSandboxCheckout(
  orderId: string,
  action: 'pay' | 'decline',
): Promise<ApiResult<{ redirectTo: string }>> {
  return api.post(
    `/api/payments/sandbox/${encodeURIComponent(orderId)}`,
    { action },
    { schema: sandboxDecisionResponseSchema },
  );
}

/** The link to the payment-result page of one order. */
export const paymentResultPath = (orderId: string) => `/payment-success?order_id=${encodeURIComponent(orderId)}`;

/** 'August 1, 2025' */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}

/** TanStack Query key of the signed-in user's subscription (the profile's Plan section). */
export const SUBSCRIPTION_KEY = ['billing', 'subscription'] as const;
