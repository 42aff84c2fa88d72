import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { ModalClose } from '../../components/ui/modal-close.tsx';
import { useNavigate } from 'react-router';
import { formatAmount, planById, type PlanId } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.tsx';
import { changePlan, fetchPlanChangeQuote, formatDate, paymentResultPath, SUBSCRIPTION_KEY } from './billing-api.ts';
import { safeRedirect } from './checkout-start.ts';

const QUOTE_FALLBACK = 'What this change costs could not be worked out. Please try again.';
const CHANGE_FALLBACK = 'Your plan could not be changed. Please try again.';

/**
 * Confirming a change of a running plan: what it costs today, what it grants and when it takes effect, as the
 * server quotes it, before anything is paid. An upgrade goes on to the payment page (or, with nothing to pay or a
 * card on file, straight to the payment result); a downgrade or keeping the plan is done here.
 */
export default function PlanChangeDialog({ planId, onClose }: { planId: PlanId; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = useQuery({
    queryKey: ['billing', 'change', planId],
    queryFn: async () => {
      const result = await fetchPlanChangeQuote(planId);
      if (!result.ok) throw new Error(result.message ?? QUOTE_FALLBACK);
      return result.data;
    },
    gcTime: 0,
    retry: false,
  });
  const change = useMutation({
    mutationFn: async () => {
      const result = await changePlan(planId, quote.data!.owedCents);
      if (!result.ok) throw new Error(result.message ?? CHANGE_FALLBACK);
      return result.data;
    },
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      if (data.kind === 'upgrade') {
        const link = data.paymentLink ? safeRedirect(data.paymentLink) : null;
        // Stays busy while the browser leaves for the payment page.
        if (link) window.location.assign(link);
        else void navigate(paymentResultPath(data.orderId));
        return;
      }
      const plan = planById(planId)!;
      const end = data.subscription ? formatDate(data.subscription.currentPeriodEnd) : 'the end of this period';
      toast.success(data.kind === 'downgrade' ? 'Plan change scheduled' : 'Plan kept', {
        description:
          data.kind === 'downgrade'
            ? `Your month after ${end} is ${plan.name}.`
            : `${plan.name} ${data.subscription?.renews ? 'renews on' : 'runs until'} ${end}.`,
      });
      onClose();
    },
  });

  const q = quote.data;
  const plan = planById(planId)!;
  const title = !q
    ? `Change to ${plan.name}`
    : q.kind === 'upgrade'
      ? `Upgrade to ${plan.name}`
      : q.kind === 'downgrade'
        ? `Switch to ${plan.name}`
        : `Keep ${plan.name}`;
  const confirmText = !q
    ? ''
    : q.kind === 'upgrade'
      ? q.owedCents > 0
        ? `Pay ${formatAmount(q.owedCents, q.currency)} and upgrade`
        : 'Upgrade now, at no charge'
      : q.kind === 'downgrade'
        ? `Switch on ${formatDate(q.periodEnd)}`
        : `Keep ${plan.name}`;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-ink-raised shadow-2xl focus:outline-none">
          <div className="flex flex-col gap-5 p-6 sm:p-8">
            <Dialog.Title className="pr-8 font-display text-2xl font-bold tracking-tight">{title}</Dialog.Title>
            {quote.isPending ? (
              <p role="status" className="flex items-center gap-2 text-muted">
                <LoaderCircle className="size-4 animate-spin" aria-hidden /> Working out what this change costs…
              </p>
            ) : quote.isError ? (
              <Dialog.Description className="text-danger">{quote.error.message}</Dialog.Description>
            ) : (
              <>
                <Dialog.Description className="leading-relaxed text-muted">{q!.summary}</Dialog.Description>
                <dl className="flex flex-col gap-2 rounded-2xl border border-line p-4 text-sm">
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted">Due today</dt>
                    <dd className="font-semibold tabular-nums" data-testid="change-owed">
                      {formatAmount(q!.owedCents, q!.currency)}
                    </dd>
                  </div>
                  {q!.kind === 'upgrade' && (
                    <div className="flex justify-between gap-4">
                      <dt className="text-muted">Credits added now</dt>
                      <dd className="tabular-nums">{plan.monthlyCredits === null ? 'Unlimited plan' : q!.credits}</dd>
                    </div>
                  )}
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted">
                      {q!.kind === 'downgrade'
                        ? `${plan.name} starts`
                        : q!.renews
                          ? `${plan.name} renews`
                          : `${plan.name} runs until`}
                    </dt>
                    <dd>
                      {formatDate(q!.periodEnd)}
                      {q!.renews || q!.kind === 'downgrade' ? `, ${plan.priceText}/month` : ''}
                    </dd>
                  </div>
                </dl>
                {change.isError && (
                  <p role="alert" className="text-sm text-danger">
                    {change.error.message}
                  </p>
                )}
              </>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="ghost" disabled={change.isPending}>
                  Not now
                </Button>
              </Dialog.Close>
              {q && (
                <Button disabled={change.isPending} onClick={() => change.mutate()}>
                  {change.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
                  {confirmText}
                </Button>
              )}
            </div>
          </div>
          <ModalClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
