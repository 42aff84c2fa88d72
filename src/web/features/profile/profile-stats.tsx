import { Crown, Images, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Profile } from '../../../shared/contracts/profile.ts';
import { SIGNUP_FREE_CREDITS } from '../../../shared/constants.ts';
import { planById } from '../../../shared/plans.ts';
import { countOf } from '../../../shared/plural.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** The plan's name from the catalog, or 'Free' without a running paid plan. */
export function planName(planId: string | null): string {
  if (!planId) return 'Free';
  return planById(planId)?.name ?? 'Free';
}

/** Unlimited: the plan spends no credits (Studio). */
const isUnlimited = (profile: Profile) => profile.stats.plan !== null && profile.planMonthlyCredits === null;

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  note: string;
}) {
  return (
    <li className="flex min-w-0 flex-col items-center gap-1 rounded-[var(--radius-card)] border border-line bg-ink-raised px-2 py-4 text-center sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
      <span className="hidden size-11 shrink-0 place-items-center rounded-2xl bg-ember/15 text-ember sm:grid">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="flex w-full min-w-0 flex-col">
        <p className="text-sm text-muted">{label}</p>
        <p className="font-display text-2xl leading-tight font-bold">{value}</p>
        <p className="truncate text-xs text-subtle">{note}</p>
      </div>
    </li>
  );
}

/** Stats cards (docs/spec.md §2): artworks, plan, credits. */
export function ProfileStats({ profile }: { profile: Profile }) {
  const { artworks, plan, credits } = profile.stats;
  const unlimited = isUnlimited(profile);
  return (
    <ul aria-label="Your stats" className="mt-8 grid grid-cols-3 gap-2.5 sm:gap-4" data-testid="profile-stats">
      <StatCard
        icon={Images}
        label="Artworks"
        value={artworks}
        note={artworks === 1 ? 'cover created' : 'covers created'}
      />
      <StatCard
        icon={Crown}
        label="Plan"
        value={planName(plan)}
        note={plan ? `${planById(plan)?.priceText ?? ''}/month` : 'No plan yet'}
      />
      <StatCard
        icon={Sparkles}
        label="Credits"
        value={
          unlimited ? (
            <>
              <span aria-hidden>∞</span>
              <span className="sr-only">Unlimited</span>
            </>
          ) : (
            credits
          )
        }
        note={unlimited ? 'Unlimited generations' : credits === 1 ? 'generation left' : 'generations left'}
      />
    </ul>
  );
}

/** The current plan bar (docs/spec.md §2): credits left of the plan's monthly credits, and Upgrade Plan. */
export function PlanBar({ profile }: { profile: Profile }) {
  const { plan, credits } = profile.stats;
  const name = planName(plan);
  const unlimited = isUnlimited(profile);
  // A free account has its sign-up credits, not monthly ones: the bar measures what is left of those.
  const monthly = profile.planMonthlyCredits;
  const full = monthly ?? Math.max(credits, SIGNUP_FREE_CREDITS);
  const percent = unlimited || !full ? 100 : Math.min(100, Math.round((credits / full) * 100));
  const left = monthly === null ? `${countOf(credits, 'credit')} left` : `${credits} of ${monthly} credits`;
  return (
    <section
      aria-labelledby="plan-bar-heading"
      className="mt-4 rounded-[var(--radius-card)] border border-line bg-ink-raised p-5 sm:p-6"
      data-testid="plan-bar"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="plan-bar-heading" className="font-display text-lg font-bold">
              Current plan: {name}
            </h2>
            <p className="text-sm text-muted" data-testid="plan-bar-usage">
              {unlimited ? (
                'Unlimited generations'
              ) : monthly === null ? (
                <span className="font-semibold text-paper">{left}</span>
              ) : (
                <>
                  <span className="font-semibold text-paper">
                    {credits} / {monthly}
                  </span>{' '}
                  credits left
                </>
              )}
            </p>
          </div>
          <div
            role="progressbar"
            aria-label={unlimited ? 'Credits left: unlimited' : 'Credits left'}
            aria-valuemin={0}
            aria-valuemax={unlimited ? 1 : full}
            aria-valuenow={unlimited ? 1 : Math.min(credits, full)}
            aria-valuetext={unlimited ? 'Unlimited' : left}
            className="mt-3 h-2.5 overflow-hidden rounded-full bg-white/8"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-ember to-violet"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        {!unlimited && <ButtonLink to="/pricing">Upgrade Plan</ButtonLink>}
      </div>
    </section>
  );
}
