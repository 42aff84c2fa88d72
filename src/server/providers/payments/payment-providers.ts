import type { Config } from '../../config.ts';
import { cashfreePayments } from './cashfree-payments.ts';
import type { PaymentProvider } from './payment.provider.ts';
import { sandboxPayments, type SandboxStore } from './sandbox-payments.ts';
import type { StripePaymentsOptions } from './stripe-payments.ts';

/** The payment provider PAYMENTS names; the sandbox also comes back on its own (its checkout page is ours). */
export function paymentProviderFor(
  config: Config,
  sandbox: { secret: string; store: SandboxStore },
): { provider: PaymentProvider; sandbox?: ReturnType<typeof sandboxPayments> } {
  const { payments } = config;
  if (payments.provider === 'cashfree') return { provider: cashfreePayments(payments.cashfree!) };
  if (payments.provider === 'stripe') return { provider: lazyStripe(payments.stripe!) };
  const provider = sandboxPayments(sandbox);
  return { provider, sandbox: provider };
}

/**
 * Stripe's SDK takes ~160 ms to load, so it loads on the first payment call instead of at every start (the
 * sandbox and Cashfree never need it).
 */
function lazyStripe(options: StripePaymentsOptions): PaymentProvider {
  let loaded: Promise<PaymentProvider> | undefined;
  const stripe = () => (loaded ??= import('./stripe-payments.ts').then((m) => m.stripePayments(options)));
  return {
    name: 'stripe',
    createCheckout: async (request) => (await stripe()).createCheckout(request),
    fetchStatus: async (order) => (await stripe()).fetchStatus(order),
    parseWebhook: async (rawBody, headers) => (await stripe()).parseWebhook(rawBody, headers),
    cancelAtPeriodEnd: async (id) => (await stripe()).cancelAtPeriodEnd!(id),
    planChanges: {
      quoteUpgrade: async (id, to, at) => (await stripe()).planChanges!.quoteUpgrade(id, to, at),
      upgrade: async (id, to, at, orderId) => (await stripe()).planChanges!.upgrade(id, to, at, orderId),
      renewAs: async (id, planId) => (await stripe()).planChanges!.renewAs(id, planId),
    },
  };
}
