import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Crown, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast.tsx';
import type { SubscriptionResponse } from '../../../shared/contracts/payments.ts';
import { isPlanRunning, planById } from '../../../shared/plans.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { cancelSubscription, changePlan, fetchSubscription, formatDate, SUBSCRIPTION_KEY } from './billing-api.ts';

type Subscription = NonNullable<SubscriptionResponse['subscription']>;

const LOAD_FALLBACK = 'Your plan could not be loaded. Please try again.';
const CANCEL_FALLBACK = 'The subscription could not be canceled. Please try again.';
const KEEP_FALLBACK = 'Your plan could not be kept. Please try again.';

/** What the plan's month gives, from the catalog. */
function allowanceText(planId: Subscription['planId']): string {
  const plan = planById(planId);
  if (!plan) return '';
  return plan.monthlyCredits === null ? 'Unlimited generations' : `${plan.monthlyCredits} credits every month`;
}

/** The profile's Plan section: the current plan, its renewal or end date, and cancelling at period end. */
export function SubscriptionPanel() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => {
      const result = await fetchSubscription();
      if (!result.ok) throw new Error(result.message ?? LOAD_FALLBACK);
      return result.data.subscription;
    },
  });

  const cancel = useMutation({
    mutationFn: async () => {
      const result = await cancelSubscription();
      if (!result.ok) throw new Error(result.message ?? CANCEL_FALLBACK);
      return result.data;
    },
    onSuccess: (data) => {
      setConfirming(false);
      if (data) queryClient.setQueryData(SUBSCRIPTION_KEY, data.subscription);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      const end = data?.subscription?.currentPeriodEnd ?? query.data?.currentPeriodEnd;
      toast.success('Subscription canceled', {
        description: end
          ? `Your plan stays active until ${formatDate(end)}. It will not renew.`
          : 'Your plan stays active until the end of the period. It will not renew.',
      });
    },
    onError: (err) => toast.error('Cancellation failed', { description: (err as Error).message }),
  });

  const subscription = query.data ?? null;
  const active = subscription !== null && isPlanRunning(subscription);
  const plan = active ? planById(subscription.planId) : undefined;
  const canceling = active && (subscription.cancelAtPeriodEnd || subscription.status === 'canceled');
  const next = active && subscription.scheduledPlanId ? planById(subscription.scheduledPlanId) : undefined;

  // Undoing a scheduled downgrade or a cancellation: the running plan chosen again (nothing is charged).
  const keep = useMutation({
    mutationFn: async () => {
      const result = await changePlan(subscription!.planId, 0);
      if (!result.ok) throw new Error(result.message ?? KEEP_FALLBACK);
      return result.data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      toast.success('Plan kept', {
        description: `${plan?.name ?? 'Your plan'} ${subscription!.renews ? 'renews on' : 'runs until'} ${formatDate(subscription!.currentPeriodEnd)}.`,
      });
    },
    onError: (err) => toast.error('Your plan could not be kept', { description: (err as Error).message }),
  });

  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading" className="mt-12 mb-6 font-display text-2xl font-bold">
        Plan
      </h2>
      <div className="rounded-[var(--radius-card)] border border-line bg-ink-raised p-6" data-testid="plan-panel">
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading your plan…
          </p>
        ) : query.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-danger">{query.error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : !active || !subscription ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-center gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/5 text-muted">
                <Sparkles className="size-6" aria-hidden />
              </span>
              <div>
                <p className="font-display text-xl font-bold">Free</p>
                <p className="text-sm text-muted">
                  {subscription
                    ? `Your ${planById(subscription.planId)?.name ?? ''} plan ended on ${formatDate(subscription.currentPeriodEnd)}.`
                    : 'Pick a monthly plan for more generations every month.'}
                </p>
              </div>
            </div>
            <ButtonLink to="/pricing">Upgrade Plan</ButtonLink>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <div className="flex items-center gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ember/15 text-ember">
                  <Crown className="size-6" aria-hidden />
                </span>
                <div>
                  <p className="font-display text-xl font-bold">
                    <span>{plan?.name ?? subscription.planId}</span>{' '}
                    <span className="text-base font-normal text-muted">· {plan?.priceText}/month</span>
                  </p>
                  <p className="text-sm text-muted">{allowanceText(subscription.planId)}</p>
                </div>
              </div>
              <p
                className={`flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm ${
                  canceling ? 'border-ember/40 bg-ember/10' : 'border-line'
                }`}
              >
                <CalendarClock className="size-4 text-ember" aria-hidden />
                {canceling
                  ? `Cancels on ${formatDate(subscription.currentPeriodEnd)}`
                  : next
                    ? subscription.renews
                      ? `Switches to ${next.name} on ${formatDate(subscription.currentPeriodEnd)}`
                      : `Runs until ${formatDate(subscription.currentPeriodEnd)}, then ${next.name}`
                    : subscription.renews
                      ? `Renews on ${formatDate(subscription.currentPeriodEnd)}`
                      : `Runs until ${formatDate(subscription.currentPeriodEnd)}`}
              </p>
            </div>

            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
              <p className="text-sm text-muted">
                {canceling || next
                  ? `Changed your mind? Keep ${plan?.name} as it is; nothing is charged now.`
                  : subscription.renews
                    ? 'Upgrades start now, prorated for the time left; a lower plan starts when this period ends.'
                    : 'Each month is bought on its own. Upgrades start now, prorated for the time left; a lower plan is for the month after this one.'}
              </p>
              {canceling || next ? (
                <Button size="sm" disabled={keep.isPending} onClick={() => keep.mutate()}>
                  {keep.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
                  Keep {plan?.name}
                </Button>
              ) : (
                <ButtonLink to="/pricing" size="sm" variant="secondary">
                  Change plan
                </ButtonLink>
              )}
            </div>

            {!canceling && (
              <div className="flex flex-col gap-3 border-t border-line pt-5">
                {confirming ? (
                  <div
                    role="group"
                    aria-labelledby="cancel-question"
                    className="flex flex-col gap-4 rounded-2xl border border-ember/40 bg-ember/5 p-4"
                  >
                    <p id="cancel-question" className="text-sm">
                      Cancel your {plan?.name} plan? It stays active, with its credits, until{' '}
                      {formatDate(subscription.currentPeriodEnd)}, and then does not renew.
                    </p>
                    <div className="flex flex-wrap gap-3">
                      <Button size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                        {cancel.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
                        Yes, cancel subscription
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={cancel.isPending}
                        onClick={() => setConfirming(false)}
                      >
                        Keep my plan
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p className="text-sm text-muted">Cancellation takes effect at the end of the paid period.</p>
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
                      Cancel subscription
                    </Button>
                  </div>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
