import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/brand.ts';

/** The vinyl mark and wordmark; links home. */
export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-full"
      aria-label={`${PRODUCT_NAME} home`}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <circle cx="16" cy="16" r="15" fill="var(--color-ember)" />
        <circle cx="16" cy="16" r="10.5" fill="none" stroke="var(--color-ink)" strokeOpacity=".5" strokeWidth="1" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="var(--color-ink)" strokeOpacity=".5" strokeWidth="1" />
        <circle cx="16" cy="16" r="3" fill="var(--color-ink)" />
      </svg>
      <span className="font-display text-xl font-bold tracking-tight">{PRODUCT_NAME}</span>
    </Link>
  );
}
