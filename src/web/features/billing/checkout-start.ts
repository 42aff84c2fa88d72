/**
 * Starting a checkout from /pricing. Kept apart from billing-api.ts so that the pricing page does not load zod and
 * the payments contract at first paint: the answer's schema is loaded when a plan is chosen.
 */
import type { PlanId } from '../../../shared/plans.ts';
import { api, CLIENT_ERROR_CODES, type ApiResult } from '../../lib/api.ts';

/** Pricing failure without a server message (docs/spec.md §8). */
export const PAYMENT_START_FALLBACK = 'Failed to start payment. Please try again.';
/** A successful order answer that carries no link to pay at (docs/spec.md §8). */
export const NO_PAYMENT_LINK_MESSAGE = 'No payment link received.';

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
export async function createOrder(planId: PlanId): Promise<ApiResult<{ orderId: string; paymentLink: string }>> {
  const { createOrderResponseSchema } = await import('../../../shared/contracts/payments.ts');
  const result = await api.post('/api/payments/orders', { planId }, { schema: createOrderResponseSchema });
  if (!result.ok && result.code !== CLIENT_ERROR_CODES.unexpectedAnswer) return result;
  const link = result.ok && result.data.paymentLink.trim() ? safeRedirect(result.data.paymentLink.trim()) : null;
  if (!result.ok || !link) {
    return { ok: false, status: result.status, code: 'no_payment_link', message: NO_PAYMENT_LINK_MESSAGE };
  }
  return { ok: true, status: result.status, data: { orderId: result.data.orderId, paymentLink: link } };
}
