import { sandboxWebhookSecret, signSandboxWebhook } from '../../src/server/providers/payments/sandbox-payments.ts';

/** The sandbox's webhook key in the test apps (derived from test-app.ts's site secret, as the server derives it). */
export const SANDBOX_TEST_WEBHOOK_SECRET = sandboxWebhookSecret('test-secret-'.padEnd(40, 'x'));

/** A sandbox event as the sandbox would send it, signed (at `timestamp`, default now) with the test apps' key. */
export function sandboxEvent(
  type: string,
  orderId: string,
  reference: string,
  options: { id?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { order_id: orderId, reference },
  });
  return { body, signature: signSandboxWebhook(SANDBOX_TEST_WEBHOOK_SECRET, body, options.timestamp) };
}

/** Posts a signed sandbox event to an app's webhook endpoint. */
export const deliverSandboxEvent = (
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  event: { body: string; signature: string },
) =>
  app.request('/api/payments/webhooks/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': event.signature },
    body: event.body,
  });
