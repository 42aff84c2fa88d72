import { Check, LoaderCircle } from 'lucide-react';
import type { Plan } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';

interface PlanCardProps {
  plan: Plan;
  processing: boolean;
  current: boolean;
  /** With another plan running: this plan is above it (an upgrade, now) or below it (a switch at period end). */
  change?: 'upgrade' | 'downgrade';
  onGetStarted: () => void;
}

/** One monthly plan from the catalog (docs/spec.md §9): price, features and its Get Started button. */
export function PlanCard({ plan, processing, current, change, onGetStarted }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={`relative flex flex-col rounded-card border p-6 sm:p-8 ${
        plan.featured ? 'border-ember/70 bg-ink-raised shadow-glow md:-my-4 md:py-12' : 'border-line bg-ink-raised/70'
      }`}
    >
      {plan.featured && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-ember px-3.5 py-1 text-xs font-bold tracking-[0.14em] whitespace-nowrap text-ink">
          MOST POPULAR
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl font-bold">
          {plan.name}
        </h2>
        {current && (
          <span className="rounded-full border border-lime/40 bg-lime/10 px-2.5 py-0.5 text-xs font-semibold text-lime">
            Your plan
          </span>
        )}
      </div>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="font-display text-5xl font-bold tracking-tight">{plan.priceText}</span>
        <span className="text-muted">/month</span>
      </p>
      <p className="mt-4 min-h-12 leading-relaxed text-muted">{plan.description}</p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 border-t border-line pt-6" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature.text} className="flex items-start gap-3">
            <span
              className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${
                plan.featured ? 'bg-ember text-ink' : 'bg-ember/15 text-ember'
              }`}
            >
              <Check className="size-3" strokeWidth={3} aria-hidden />
            </span>
            <span className="flex flex-col gap-0.5">
              <span>{feature.text}</span>
              <span className="text-sm leading-snug text-muted">{feature.means}</span>
            </span>
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={plan.featured ? 'primary' : 'secondary'}
        className="mt-8 w-full"
        disabled={processing || current}
        aria-describedby={headingId}
        onClick={onGetStarted}
      >
        {current ? (
          // A running plan renews on its own; the server refuses to sell it twice.
          'Your current plan'
        ) : processing ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Processing...
          </>
        ) : change === 'upgrade' ? (
          'Upgrade now'
        ) : change === 'downgrade' ? (
          'Switch at period end'
        ) : (
          'Get Started'
        )}
      </Button>
    </article>
  );
}
