import { Gift, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { SIGNUP_FREE_CREDITS } from '../../../shared/constants.ts';
import { planRank, PLANS, type PlanId } from '../../../shared/plans.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { createOrder, PAYMENT_START_FALLBACK } from '../../features/billing/checkout-start.ts';
import { PlanCard } from '../../features/billing/plan-card.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useBrowserState } from '../../lib/use-browser-state.ts';
import { earlyFeatures } from '../../../shared/entitlements.ts';

// Loaded when a running plan is to be changed: it brings the payments contract (zod), which first paint does without.
const PlanChangeDialog = lazy(() => import('../../features/billing/plan-change-dialog.tsx'));

/** Pricing (/pricing, docs/spec.md §2, §4 'Pricing'): the three monthly plans and the free trial. */
export default function PricingPage() {
  usePageTitle('Pricing');
  const { user, loading, credits } = useAuth();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState<PlanId | null>(null);
  const [changing, setChanging] = useState<PlanId | null>(null);
  const busy = useRef(false);

  // Coming back from the payment page with the browser's Back button restores this page as it was left:
  // clear the processing state so every plan can be chosen again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setProcessing(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const waiting = useRef<PlanId | null>(null);

  const getStarted = useCallback(
    async (planId: PlanId) => {
      const requireLogin = () => {
        toast.error('Authentication Required', { description: 'Please log in to subscribe to a plan.' });
        void navigate('/login');
      };
      if (busy.current) return;
      if (loading) {
        // Clicked before the session is known: act on it as soon as it is.
        waiting.current = planId;
        setProcessing(planId);
        return;
      }
      if (!user) {
        requireLogin();
        return;
      }
      busy.current = true;
      setProcessing(planId);
      const result = await createOrder(planId);
      if (result.ok) {
        // Stays 'Processing...' while the browser leaves for the payment page.
        window.location.assign(result.data.paymentLink);
        return;
      }
      busy.current = false;
      setProcessing(null);
      if (result.status === 401) {
        requireLogin();
        return;
      }
      toast.error('Subscription Failed', { description: result.message ?? PAYMENT_START_FALLBACK });
    },
    [loading, user, navigate],
  );

  useEffect(() => {
    if (loading || !waiting.current) return;
    const planId = waiting.current;
    waiting.current = null;
    setProcessing(null);
    void getStarted(planId);
  }, [loading, getStarted]);

  const currentPlan = credits?.is_subscribed ? (credits.subscription_plan as PlanId | null) : null;
  const changeTo = (planId: PlanId) =>
    currentPlan ? (planRank(planId) > planRank(currentPlan) ? 'upgrade' : 'downgrade') : undefined;

  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[10%] size-[30rem] glow text-ember/10" />
        <div className="absolute -top-24 right-[8%] size-[26rem] glow text-violet/10" />
      </div>
      <div className="container-page py-14 sm:py-20">
        <header className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
            <Sparkles className="size-4" aria-hidden />
            Pricing
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
            Endless Visuals for Every Sound.
          </h1>
          <p className="text-lg leading-relaxed text-muted text-pretty">
            Pick a monthly plan when your free credits run out. Billed monthly; cancel any time and your plan stays
            active until the end of the period.
          </p>
        </header>

        <div className="mt-14 grid gap-6 md:mt-16 md:grid-cols-3 md:items-stretch md:gap-5 lg:gap-8">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              processing={processing === plan.id}
              current={currentPlan === plan.id}
              change={currentPlan && currentPlan !== plan.id ? changeTo(plan.id) : undefined}
              onGetStarted={() => (currentPlan ? setChanging(plan.id) : void getStarted(plan.id))}
            />
          ))}
        </div>
        {changing && (
          <Suspense fallback={null}>
            <PlanChangeDialog planId={changing} onClose={() => setChanging(null)} />
          </Suspense>
        )}

        <EarlyAccessNote />

        <aside
          aria-labelledby="free-trial"
          className="mt-14 flex flex-col items-start gap-5 rounded-card border border-line bg-ink-raised/70 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 md:mt-20"
        >
          <div className="flex items-start gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ember/15 text-ember">
              <Gift className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="free-trial" className="font-display text-xl font-bold">
                Not ready to choose?
              </h2>
              <p className="mt-1 text-muted">
                Sign up and get {SIGNUP_FREE_CREDITS} free credits to try every style first.
              </p>
            </div>
          </div>
          <ButtonLink to="/signup" size="lg" variant="secondary" className="w-full sm:w-auto">
            Start Free Trial
          </ButtonLink>
        </aside>
      </div>
    </section>
  );
}

/**
 * What the Studio plan's 'Early access' holds now, and when each opens to its own plan. Read from the clock in the
 * browser (the page's HTML is drawn at build time, and an early-access window may close between build and visit).
 */
function EarlyAccessNote() {
  const early = useBrowserState(() => earlyFeatures(), [])[0];
  if (!early.length) return null;
  return (
    <p className="mt-8 text-center text-sm text-muted">
      <span className="font-semibold text-paper">In early access for Studio now:</span>{' '}
      {early.map((f, i) => (
        <span key={f.feature}>
          {i > 0 ? '; ' : ''}
          {f.name} (for {f.opensTo} from {f.on})
        </span>
      ))}
      .
    </p>
  );
}
