import { createHmac } from 'node:crypto';

/** The header a webhook's signature travels in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Soundsleeve-Signature';

/**
 * A key's webhook signing secret. Derived from the app's secret and the key's id, so nothing more is stored, and it is
 * shown with the key when the key is made.
 */
export function webhookSecretFor(appSecret: string, keyId: string): string {
  return `whsec_${createHmac('sha256', appSecret).update(`api webhook secret ${keyId}`).digest('base64url')}`;
}

/**
 * The signature of a webhook body sent at `timestamp`: HMAC-SHA256 with the key's signing secret over
 * `<timestamp>.<body>`, as Stripe signs its webhooks. Receivers recompute it and refuse timestamps outside their replay
 * window (the SDK's verifyWebhook allows five minutes).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}
