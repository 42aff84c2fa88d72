import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { lockMessage, type Feature } from '../../shared/entitlements.ts';

/** A plan's feature the person lacks: what unlocks it, and the way to the plans. */
export function LockNote({ feature }: { feature: Feature }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Lock className="mt-0.5 size-4 shrink-0 text-ember" aria-hidden />
      <span>
        {lockMessage(feature)}{' '}
        <Link to="/pricing" className="text-ember underline">
          See plans
        </Link>
      </span>
    </p>
  );
}
