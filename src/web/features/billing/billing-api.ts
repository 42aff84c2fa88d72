/**
 * Plain-fetch calls to the payments API (src/shared/contracts/payments.ts). Every answer is checked against the
 * shared contract; none of these throws: failures come back with the HTTP status and the server's message.
 */
import type { z } from 'zod';
import {
  createOrderResponseSchema,
  orderStatusSchema,
  sandboxCheckoutSchema,
  sandboxDecisionResponseSchema,
  subscriptionSchema,
  type OrderStatusResponse,
  type SandboxCheckout,
  type SubscriptionResponse,
} from '../../../shared/contracts/payments.ts';
import type { PlanId } from '../../../shared/plans.ts';
import { NETWORK_ERROR_MESSAGE, postJson, readApiError } from '../auth/auth-api.ts';

/** Pricing failure without a server message (SPEC.md §8). */
export const PAYMENT_START_FALLBACK = 'Failed to start payment. Please try again.';
/** A successful order answer that carries no link to pay at (SPEC.md §8). */
export const NO_PAYMENT_LINK_MESSAGE = 'No payment link received.';

export type BillingResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; code: string | null; message: string | null };

const failure = (status: number, message: string | null = null, code: string | null = null): BillingResult<never> => ({
  ok: false,
  status,
  code,
  message,
});

function check<T>(status: number, body: unknown, schema: z.ZodType<T>): BillingResult<T> {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, status, data: parsed.data } : failure(status, null, 'unexpected_answer');
}

async function getChecked<T>(path: string, schema: z.ZodType<T>): Promise<BillingResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    return failure(0, NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const { code, message } = readApiError(body);
    return failure(res.status, message, code);
  }
  return check(res.status, body, schema);
}

async function postChecked<T>(path: string, payload: unknown, schema: z.ZodType<T>): Promise<BillingResult<T>> {
  const result = await postJson<unknown>(path, payload);
  if (!result.ok) return result;
  return check(result.status, result.data, schema);
}

/**
 * Only a web address the browser may be sent to: http(s), or a path on this site. Anything else (javascript:,
 * data:...) is refused rather than followed.
 */
export function safeRedirect(link: string): string | null {
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** POST /api/payments/orders: where to pay for `planId`. A success without a usable link is a failure. */
export async function createOrder(planId: PlanId): Promise<BillingResult<{ orderId: string; paymentLink: string }>> {
  const result = await postJson<unknown>('/api/payments/orders', { planId });
  if (!result.ok) return result;
  const parsed = createOrderResponseSchema.safeParse(result.data);
  const link = parsed.success ? safeRedirect(parsed.data.paymentLink.trim()) : null;
  if (!parsed.success || !parsed.data.paymentLink.trim() || !link) {
    return failure(result.status, NO_PAYMENT_LINK_MESSAGE, 'no_payment_link');
  }
  return { ok: true, status: result.status, data: { orderId: parsed.data.orderId, paymentLink: link } };
}

/** GET /api/payments/orders/:id: the order after the server asked the provider. */
export function fetchOrderStatus(orderId: string): Promise<BillingResult<OrderStatusResponse>> {
  return getChecked(`/api/payments/orders/${encodeURIComponent(orderId)}`, orderStatusSchema);
}

/** GET /api/payments/subscription: the signed-in user's plan, or null on the free tier. */
export function fetchSubscription(): Promise<BillingResult<SubscriptionResponse>> {
  return getChecked('/api/payments/subscription', subscriptionSchema);
}

/**
 * POST /api/payments/subscription/cancel: stops renewal at the end of the paid period. The answer's body is
 * returned as the new subscription when it has that shape; otherwise `data` is null and callers read it again.
 */
export async function cancelSubscription(): Promise<BillingResult<SubscriptionResponse | null>> {
  const result = await postJson<unknown>('/api/payments/subscription/cancel', {});
  if (!result.ok) return result;
  const parsed = subscriptionSchema.safeParse(result.data);
  return { ok: true, status: result.status, data: parsed.success ? parsed.data : null };
}

/** GET /api/payments/sandbox/:orderId: what the sandbox's hosted checkout page shows. */
export function fetchSandboxCheckout(orderId: string): Promise<BillingResult<SandboxCheckout>> {
  return getChecked(`/api/payments/sandbox/${encodeURIComponent(orderId)}`, sandboxCheckoutSchema);
}

/** POST /api/payments/sandbox/:orderId: the buyer pays or declines; the answer says where to go next. */
export function decideSandboxCheckout(
  orderId: string,
  action: 'pay' | 'decline',
): Promise<BillingResult<{ redirectTo: string }>> {
  return postChecked(`/api/payments/sandbox/${encodeURIComponent(orderId)}`, { action }, sandboxDecisionResponseSchema);
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
