import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, CircleX, LoaderCircle, Mail, RotateCcw, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { formatAmount, planById } from '../../../shared/plans.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { SUBSCRIPTION_KEY } from '../../features/billing/billing-api.ts';
import {
  useOrderVerification,
  VERIFY_MAX_CHECKS,
  type Verification,
} from '../../features/billing/use-order-verification.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const PAYMENT_SUCCESS_TEXT =
  'Payment Successful! Your subscription has been activated and credits have been added to your account.';
const FAILED_TEXT = "We couldn't verify your payment. If you were charged, please contact support with your order ID.";
/** One toast per page visit, whatever re-renders happen. */
const RESULT_TOAST_ID = 'payment-result';

/**
 * The payment result (/payment-success?order_id=…, docs/spec.md §2, §4 'Payment success'). The page asks the server
 * about the order, and the server asks the payment provider: nothing here is taken on the browser's word.
 */
export default function PaymentSuccessPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const orderId = params.get('order_id')?.trim() || null;
  return <PaymentResult key={orderId ?? ''} orderId={orderId} />;
}

function PaymentResult({ orderId }: { orderId: string | null }) {
  const { user, loading, refreshCredits } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verification = useOrderVerification(orderId, !loading && user !== null);
  // The order can only be looked up by its owner: a guest signs in first.
  const signedOut = verification.phase === 'signed-out' || (orderId !== null && !loading && user === null);
  const phase = signedOut ? 'signed-out' : verification.phase;

  useEffect(() => {
    if (phase === 'paid') {
      void refreshCredits();
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      toast.success(PAYMENT_SUCCESS_TEXT, { id: RESULT_TOAST_ID });
    } else if (phase === 'failed') {
      toast.error('Payment Verification Failed', {
        id: RESULT_TOAST_ID,
        description: 'Please contact support if the issue persists.',
      });
    } else if (phase === 'signed-out') {
      toast.error('Authentication Required', {
        id: RESULT_TOAST_ID,
        description: 'Please log in to check your payment.',
      });
      void navigate('/login', { replace: true });
    }
  }, [phase, refreshCredits, queryClient, navigate]);

  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem]">
        <div
          className={`absolute -top-40 left-1/2 size-[34rem] -translate-x-1/2 glow ${
            phase === 'failed' ? 'text-danger/10' : phase === 'paid' ? 'text-lime/10' : 'text-ember/10'
          }`}
        />
      </div>
      <div className="container-page grid min-h-[70dvh] place-items-center py-14 sm:py-20">
        <div className="w-full max-w-xl rounded-card border border-line bg-ink-raised/80 p-6 text-center shadow-2xl backdrop-blur sm:p-10">
          {verification.phase === 'paid' && !signedOut ? (
            <Paid verification={verification} />
          ) : phase === 'failed' ? (
            <Failed orderId={orderId} />
          ) : (
            <Checking verification={verification} />
          )}
        </div>
      </div>
    </section>
  );
}

function ResultIcon({ tone, children }: { tone: 'ember' | 'lime' | 'danger'; children: ReactNode }) {
  const tones = { ember: 'bg-ember/15 text-ember', lime: 'bg-lime/15 text-lime', danger: 'bg-danger/15 text-danger' };
  return <span className={`mx-auto grid size-16 place-items-center rounded-full ${tones[tone]}`}>{children}</span>;
}

function Checking({ verification }: { verification: Verification }) {
  const done = verification.phase === 'checking' ? verification.done : 0;
  const current = Math.min(done + 1, VERIFY_MAX_CHECKS);
  return (
    <div className="flex flex-col gap-6">
      <ResultIcon tone="ember">
        <LoaderCircle className="size-8 animate-spin" aria-hidden />
      </ResultIcon>
      <div role="status" className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight">Confirming your payment…</h1>
        <p className="text-muted">We’re checking with the payment provider. This usually takes a few seconds.</p>
      </div>
      <div className="flex flex-col gap-2">
        <div
          role="progressbar"
          aria-label="Payment confirmation"
          aria-valuemin={0}
          aria-valuemax={VERIFY_MAX_CHECKS}
          aria-valuenow={current}
          aria-valuetext={`Check ${current} of ${VERIFY_MAX_CHECKS}`}
          className="h-2 overflow-hidden rounded-full bg-line"
        >
          <div
            className="h-full rounded-full bg-ember transition-[width] duration-700 ease-out"
            style={{ width: `${(current / VERIFY_MAX_CHECKS) * 100}%` }}
          />
        </div>
        <p className="text-sm text-subtle tabular-nums">
          Check {current} of {VERIFY_MAX_CHECKS}
        </p>
      </div>
    </div>
  );
}

function Paid({ verification }: { verification: Extract<Verification, { phase: 'paid' }> }) {
  const { order } = verification;
  const plan = planById(order.planId);
  return (
    <div className="flex flex-col gap-6">
      <ResultIcon tone="lime">
        <CircleCheck className="size-9" aria-hidden />
      </ResultIcon>
      <div className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-bold tracking-tight">Payment Successful!</h1>
        <p className="leading-relaxed text-muted">
          Your subscription has been activated and credits have been added to your account.
        </p>
      </div>
      {plan && (
        <dl className="mx-auto grid w-full max-w-sm grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line text-left">
          <div className="bg-ink px-4 py-3">
            <dt className="text-xs text-subtle">Plan</dt>
            <dd className="font-semibold">{plan.name}</dd>
          </div>
          <div className="bg-ink px-4 py-3">
            <dt className="text-xs text-subtle">Paid</dt>
            <dd className="font-semibold tabular-nums">
              {formatAmount(order.amountCents, order.currency)}
              <span className="font-normal text-muted">
                {order.kind === 'upgrade' ? ' once, for the rest of this period' : ' /month'}
              </span>
            </dd>
          </div>
        </dl>
      )}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/generate" size="lg">
          Start Creating <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
        <ButtonLink to="/profile" size="lg" variant="secondary">
          <UserRound className="size-4" aria-hidden /> View Profile
        </ButtonLink>
      </div>
    </div>
  );
}

function Failed({ orderId }: { orderId: string | null }) {
  return (
    <div className="flex flex-col gap-6">
      <ResultIcon tone="danger">
        <CircleX className="size-9" aria-hidden />
      </ResultIcon>
      <div className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-bold tracking-tight">Payment Failed</h1>
        <p className="leading-relaxed text-muted">{FAILED_TEXT}</p>
      </div>
      <dl className="mx-auto w-full max-w-sm rounded-2xl border border-line bg-ink px-4 py-3 text-left">
        <dt className="text-xs text-subtle">Order ID</dt>
        {orderId ? (
          <dd className="font-mono text-sm break-all">{orderId}</dd>
        ) : (
          <dd className="text-sm text-muted">None was given in the link.</dd>
        )}
      </dl>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/pricing" size="lg">
          <RotateCcw className="size-4" aria-hidden /> Try Again
        </ButtonLink>
        <ButtonLink to="/contact" size="lg" variant="secondary">
          <Mail className="size-4" aria-hidden /> Contact Support
        </ButtonLink>
      </div>
    </div>
  );
}
