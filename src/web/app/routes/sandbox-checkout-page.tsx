import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, CircleX, FlaskConical, LoaderCircle, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import type { SandboxCheckout } from '../../../shared/contracts/payments.ts';
import { formatAmount } from '../../../shared/plans.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { decideSandboxCheckout, fetchSandboxCheckout, paymentResultPath } from '../../features/billing/billing-api.ts';
import { safeRedirect } from '../../features/billing/checkout-start.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const LOAD_FALLBACK = 'This checkout could not be loaded. Please try again.';
const DECIDE_FALLBACK = 'The payment could not be completed. Please try again.';

class CheckoutLoadError extends Error {
  override name = 'CheckoutLoadError';
}

/**
 * The sandbox payment provider's hosted checkout (/checkout/sandbox/:orderId). It stands for the page a real
 * provider hosts: the buyer pays or declines, and is sent back to the payment result. No money moves.
 */
export default function SandboxCheckoutPage() {
  usePageTitle('Sandbox checkout');
  const { orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['billing', 'sandbox', orderId] as const;
  const checkout = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await fetchSandboxCheckout(orderId);
      if (!result.ok) throw new CheckoutLoadError(result.message ?? LOAD_FALLBACK);
      return result.data;
    },
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [deciding, setDeciding] = useState<'pay' | 'decline' | null>(null);

  const loadError = checkout.error?.message ?? null;
  useEffect(() => {
    if (loadError) toast.error('Checkout unavailable', { id: 'sandbox-checkout', description: loadError });
  }, [loadError]);

  const decide = async (action: 'pay' | 'decline') => {
    if (deciding) return;
    setDeciding(action);
    const result = await decideSandboxCheckout(orderId, action);
    const target = result.ok ? safeRedirect(result.data.redirectTo) : null;
    if (target) {
      window.location.assign(target);
      return;
    }
    setDeciding(null);
    toast.error(action === 'pay' ? 'Payment not completed' : 'Decline not recorded', {
      id: 'sandbox-checkout',
      description: (!result.ok && result.message) || DECIDE_FALLBACK,
    });
    // The order may have been decided elsewhere (another tab): show what it is now.
    void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <section className="container-page flex flex-col items-center gap-6 py-10 sm:py-16">
      <div
        role="note"
        className="flex w-full max-w-3xl items-start gap-3 rounded-2xl border border-lime/40 bg-lime/10 px-4 py-3 text-sm sm:items-center sm:px-5"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-lime sm:mt-0" aria-hidden />
        <p>
          <strong className="font-semibold text-lime">Sandbox checkout — no real money.</strong>{' '}
          <span className="text-paper/85">
            This page stands in for the payment provider’s own checkout. Nothing is charged to any card.
          </span>
        </p>
      </div>

      <div className="w-full max-w-3xl overflow-hidden rounded-card border border-line bg-ink-raised shadow-2xl">
        {checkout.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 px-6 py-20 text-muted">
            <LoaderCircle className="size-5 animate-spin" aria-hidden /> Loading checkout…
          </div>
        ) : checkout.isError ? (
          <div className="flex flex-col items-center gap-5 px-6 py-16 text-center">
            <CircleX className="size-10 text-danger" aria-hidden />
            <div className="flex flex-col gap-2">
              <h1 className="font-display text-2xl font-bold">Checkout unavailable</h1>
              <p className="max-w-md text-muted">{loadError}</p>
            </div>
            <ButtonLink to="/pricing" variant="secondary">
              Back to pricing
            </ButtonLink>
          </div>
        ) : (
          <CheckoutBody checkout={checkout.data} deciding={deciding} onDecide={(action) => void decide(action)} />
        )}
      </div>

      <p className="flex items-center gap-2 text-xs text-subtle">
        <Lock className="size-3.5" aria-hidden /> Sandbox Pay · test mode
      </p>
    </section>
  );
}

function CheckoutBody({
  checkout,
  deciding,
  onDecide,
}: {
  checkout: SandboxCheckout;
  deciding: 'pay' | 'decline' | null;
  onDecide: (action: 'pay' | 'decline') => void;
}) {
  const amount = formatAmount(checkout.amountCents, checkout.currency);
  const upgrade = checkout.kind === 'upgrade';
  return (
    <div className="grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-6 border-b border-line bg-ink/60 p-6 sm:p-8 md:border-r md:border-b-0">
        <p className="text-sm font-semibold tracking-[0.18em] text-muted uppercase">Soundsleeve</p>
        <div className="flex flex-col gap-1">
          <p className="text-muted">
            {upgrade ? `Upgrade to ${checkout.planName}` : `Subscribe to ${checkout.planName}`}
          </p>
          <p className="flex items-baseline gap-2">
            <span className="font-display text-5xl font-bold tracking-tight tabular-nums">{amount}</span>
            <span className="text-muted">{upgrade ? 'once, for the rest of this period' : 'per month'}</span>
          </p>
        </div>
        <dl className="flex flex-col gap-3 border-t border-line pt-5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              {upgrade
                ? `${checkout.planName} for the rest of this period, prorated`
                : `${checkout.planName} plan, billed monthly`}
            </dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 font-semibold">
            <dt>Total due today</dt>
            <dd className="tabular-nums">{amount}</dd>
          </div>
        </dl>
      </div>

      <div className="flex flex-col gap-6 p-6 sm:p-8">
        {checkout.status === 'open' ? (
          <>
            <h1 className="font-display text-2xl font-bold">Confirm your payment</h1>
            <dl className="flex flex-col gap-4 text-sm">
              <div>
                <dt className="text-muted">Email</dt>
                <dd className="mt-1 rounded-xl border border-line bg-ink px-3.5 py-2.5 break-words">
                  <EmailText email={checkout.email} />
                </dd>
              </div>
              <div>
                <dt className="text-muted">Order</dt>
                <dd className="mt-1 font-mono text-xs break-all text-paper/85">{checkout.orderId}</dd>
              </div>
            </dl>
            <div className="mt-auto flex flex-col gap-3">
              <Button
                size="lg"
                className="w-full"
                disabled={deciding !== null}
                aria-busy={deciding === 'pay'}
                onClick={() => onDecide('pay')}
              >
                {deciding === 'pay' && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
                Pay {amount}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="w-full"
                disabled={deciding !== null}
                aria-busy={deciding === 'decline'}
                onClick={() => onDecide('decline')}
              >
                {deciding === 'decline' && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
                Decline
              </Button>
              <p className="text-center text-xs text-subtle">
                Pay marks this order paid; Decline marks it declined. Either way you return to Soundsleeve.
              </p>
            </div>
          </>
        ) : (
          <Decided checkout={checkout} />
        )}
      </div>
    </div>
  );
}

function Decided({ checkout }: { checkout: SandboxCheckout }) {
  const paid = checkout.status === 'paid';
  return (
    <div className="flex flex-1 flex-col gap-5">
      {paid ? (
        <CircleCheck className="size-10 text-lime" aria-hidden />
      ) : (
        <CircleX className="size-10 text-danger" aria-hidden />
      )}
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-2xl font-bold">{paid ? 'Already paid' : 'Payment declined'}</h1>
        <p className="text-muted">
          {paid
            ? 'This order has already been paid. Nothing more is due.'
            : 'This payment was declined. No money was taken.'}
        </p>
      </div>
      <Link
        to={paymentResultPath(checkout.orderId)}
        className="mt-auto inline-flex items-center gap-2 self-start font-semibold text-ember hover:text-ember-strong"
      >
        See the payment result <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** An email address that, when it must wrap, wraps before the '@'. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
