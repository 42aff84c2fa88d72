import { useEffect, useState } from 'react';
import type { OrderStatusResponse } from '../../../shared/contracts/payments.ts';
import { fetchOrderStatus } from './billing-api.ts';

/** How often the payment-result page asks the server about the order, and for how long at most. */
export const VERIFY_INTERVAL_MS = 1500;
export const VERIFY_TIMEOUT_MS = 30_000;
export const VERIFY_MAX_CHECKS = Math.floor(VERIFY_TIMEOUT_MS / VERIFY_INTERVAL_MS);

export type FailureReason = 'missing-order' | 'declined' | 'refunded' | 'not-found' | 'timeout' | 'error';

export type Verification =
  /** `done`: how many checks have answered "not final yet" so far. */
  | { phase: 'checking'; done: number }
  | { phase: 'paid'; order: OrderStatusResponse }
  | { phase: 'failed'; reason: FailureReason }
  /** The order can only be read by its owner, and nobody is signed in. */
  | { phase: 'signed-out' };

/** Client errors that will not change by asking again; everything else (5xx, network, 408, 429) is retried. */
const isFinalError = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Polls GET /api/payments/orders/:id (the server checks with the provider) every VERIFY_INTERVAL_MS until the
 * order is paid or failed, or VERIFY_MAX_CHECKS checks have passed. `enabled` waits for the session lookup.
 * Mount it with `key={orderId}`: the state belongs to one order.
 */
export function useOrderVerification(orderId: string | null, enabled: boolean): Verification {
  const [state, setState] = useState<Verification>({ phase: 'checking', done: 0 });

  useEffect(() => {
    if (!orderId || !enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = 0;

    const run = async () => {
      const result = await fetchOrderStatus(orderId);
      if (stopped) return;
      done += 1;
      if (result.ok) {
        const { status } = result.data;
        if (status === 'paid') return setState({ phase: 'paid', order: result.data });
        if (status === 'failed') return setState({ phase: 'failed', reason: 'declined' });
        if (status === 'refunded') return setState({ phase: 'failed', reason: 'refunded' });
      } else if (result.status === 401) {
        return setState({ phase: 'signed-out' });
      } else if (result.status === 404) {
        return setState({ phase: 'failed', reason: 'not-found' });
      } else if (isFinalError(result.status)) {
        return setState({ phase: 'failed', reason: 'error' });
      }
      if (done >= VERIFY_MAX_CHECKS) return setState({ phase: 'failed', reason: 'timeout' });
      setState({ phase: 'checking', done });
      timer = setTimeout(() => void run(), VERIFY_INTERVAL_MS);
    };
    void run();

    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, enabled]);

  return orderId ? state : { phase: 'failed', reason: 'missing-order' };
}
