import { Link } from 'react-router';
import { countOf } from '../../../shared/plural.ts';
import type { Allowance } from './use-cover-generator.ts';

/** The header line (docs/spec.md §2): credits when signed in, free generations left for guests. */
export function AllowanceLine({ allowance }: { allowance: Allowance }) {
  const pill =
    'w-fit rounded-2xl border border-ember/40 bg-ember/10 px-4 py-1.5 text-sm leading-6 font-medium text-paper sm:rounded-full';
  if (!allowance) return <p aria-hidden className="h-8" />;
  if (allowance.kind === 'user') {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className={pill}>
          {allowance.unlimited
            ? 'Studio plan: unlimited generations'
            : `You have ${countOf(allowance.credits, 'credit')}`}
        </p>
        {allowance.unlimited ? null : (
          <Link
            to="/pricing"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-ember underline-offset-4 hover:text-ember-strong hover:underline"
          >
            Get more credits
          </Link>
        )}
      </div>
    );
  }
  return (
    <p className={pill}>
      {`${countOf(allowance.remaining, 'free generation')} remaining. `}
      <Link to="/signup" className="tap-inline font-semibold text-ember underline-offset-4 hover:underline">
        Sign up for more!
      </Link>
    </p>
  );
}

/** What one cover costs this visitor, said beside the Generate button. */
export function costOf(allowance: Allowance): string | null {
  if (!allowance) return null;
  if (allowance.kind === 'guest') return 'Each cover uses 1 free generation.';
  return allowance.unlimited ? 'Included in your Studio plan.' : 'Each cover uses 1 credit.';
}
