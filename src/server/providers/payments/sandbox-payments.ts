import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isPlanId, type PlanId } from '../../../shared/plans.ts';
import {
  WebhookVerificationError,
  type PaymentFact,
  type PaymentProvider,
  type WebhookEvent,
} from './payment.provider.ts';

/**
 * The offline payment provider: its hosted checkout is a page of our own app (/checkout/sandbox/:orderId) where the
 * buyer chooses Pay or Decline. No money moves, but everything else is as with a real provider: it keeps its own
 * record of each checkout (SandboxStore), answers status checks from that record, and reports outcomes as signed
 * webhooks (`x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, 5-minute
 * tolerance) that go through the same verification as Stripe's or Cashfree's.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

export interface SandboxCheckoutRecord {
  orderId: string;
  amountCents: number;
  currency: string;
  planId: PlanId;
  status: 'open' | 'paid' | 'declined';
}

/** The sandbox's side of the ledger (a table of its own: what a real provider stores on its servers). */
export interface SandboxStore {
  open(record: Omit<SandboxCheckoutRecord, 'status'>): Promise<void>;
  get(orderId: string): Promise<SandboxCheckoutRecord | null>;
  /** Records the buyer's choice once; false when the checkout was already decided. */
  decide(orderId: string, status: 'paid' | 'declined'): Promise<boolean>;
  /**
   * What a renewal of the subscription of the order's buyer bills: the plan it renews as (a downgrade chosen for
   * the next period, or the running plan after an upgrade) at the catalog's price. Null when there is none.
   */
  renewal(orderId: string): Promise<{ planId: PlanId; amountCents: number; currency: string } | null>;
}

/** The sandbox's signing key: its own, derived from the site secret (a leaked webhook key says nothing of sessions). */
export const sandboxWebhookSecret = (siteSecret: string) =>
  createHmac('sha256', siteSecret).update('sandbox-webhooks').digest('base64url');

export type SandboxEventType = 'checkout.paid' | 'checkout.declined' | 'subscription.renewed' | 'payment.refunded';

interface SandboxEventBody {
  id: string;
  type: SandboxEventType;
  created: number;
  data: { order_id: string; reference: string };
}

export function signSandboxWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function sandboxPayments(options: { secret: string; store: SandboxStore }) {
  const { store, secret } = options;

  const paidFact = (record: SandboxCheckoutRecord, grantReference: string): PaymentFact => ({
    kind: 'paid',
    orderId: record.orderId,
    grantReference,
    amountCents: record.amountCents,
    currency: record.currency,
    planId: record.planId,
  });

  const provider = {
    name: 'sandbox' as const,

    async createCheckout({ order }) {
      await store.open({
        orderId: order.id,
        amountCents: order.amountCents,
        currency: order.currency,
        planId: order.planId,
      });
      // A page of this app, on whatever address the buyer is using: an absolute link to PUBLIC_URL's host (say
      // 127.0.0.1 for someone on localhost) would arrive without their session cookie.
      return { providerOrderId: order.id, paymentLink: `/checkout/sandbox/${order.id}` };
    },

    async fetchStatus(order) {
      const record = await store.get(order.providerOrderId);
      if (!record || record.status === 'open') return { kind: 'pending', orderId: order.id };
      if (record.status === 'declined')
        return { kind: 'failed', orderId: order.id, reason: 'The payment was declined.' };
      return paidFact(record, `sandbox:order:${record.orderId}`);
    },

    async parseWebhook(rawBody, headers): Promise<WebhookEvent> {
      const header = headers[SANDBOX_SIGNATURE_HEADER] ?? '';
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
      const timestamp = Number(parts.t);
      if (!parts.v1 || !Number.isInteger(timestamp))
        throw new WebhookVerificationError('Missing or malformed signature.');
      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) {
        throw new WebhookVerificationError('The signature timestamp is outside the tolerance.');
      }
      const expected = Buffer.from(signSandboxWebhook(secret, rawBody, timestamp).split('v1=')[1]!, 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookVerificationError('The signature does not match.');
      }
      let event: SandboxEventBody;
      try {
        event = JSON.parse(rawBody) as SandboxEventBody;
      } catch {
        throw new WebhookVerificationError('The body is not JSON.');
      }
      const orderId = event.data?.order_id;
      const record = typeof orderId === 'string' ? await store.get(orderId) : null;
      if (!record || typeof event.id !== 'string' || !isPlanId(record.planId)) {
        return { eventId: String(event.id), type: String(event.type), fact: null };
      }
      const reference = String(event.data.reference);
      const renewal = event.type === 'subscription.renewed' ? await store.renewal(record.orderId) : null;
      const fact: PaymentFact | null =
        event.type === 'checkout.paid'
          ? paidFact(record, reference)
          : event.type === 'subscription.renewed'
            ? renewal && paidFact({ ...record, ...renewal }, reference)
            : event.type === 'checkout.declined'
              ? { kind: 'failed', orderId: record.orderId, reason: 'The payment was declined.' }
              : event.type === 'payment.refunded'
                ? { kind: 'refunded', grantReference: reference, refundReference: `sandbox:refund:${event.id}` }
                : null;
      return { eventId: event.id, type: event.type, fact };
    },
  } satisfies PaymentProvider;

  return {
    ...provider,
    /** A webhook as the sandbox would send it: the raw body and its headers. */
    webhook(type: SandboxEventType, orderId: string, reference: string) {
      const body = JSON.stringify({
        id: `evt_sb_${randomUUID().replace(/-/g, '')}`,
        type,
        created: Math.floor(Date.now() / 1000),
        data: { order_id: orderId, reference },
      } satisfies SandboxEventBody);
      return { rawBody: body, headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, body) } };
    },
    store,
  };
}

export type SandboxPayments = ReturnType<typeof sandboxPayments>;
