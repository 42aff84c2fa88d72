import type { Config } from '../../config.ts';
import { cashfreePayments } from './cashfree-payments.ts';
import type { PaymentProvider } from './payment.provider.ts';
import { sandboxPayments, type SandboxStore } from './sandbox-payments.ts';
import { stripePayments } from './stripe-payments.ts';

/** The payment provider PAYMENTS names; the sandbox also comes back on its own (its checkout page is ours). */
export function paymentProviderFor(
  config: Config,
  sandbox: { secret: string; store: SandboxStore },
): { provider: PaymentProvider; sandbox?: ReturnType<typeof sandboxPayments> } {
  const { payments } = config;
  if (payments.provider === 'cashfree') return { provider: cashfreePayments(payments.cashfree!) };
  if (payments.provider === 'stripe') return { provider: stripePayments(payments.stripe!) };
  const provider = sandboxPayments({ publicUrl: config.publicUrl, ...sandbox });
  return { provider, sandbox: provider };
}
