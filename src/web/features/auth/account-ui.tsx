import { countOf } from '../../../shared/plural.ts';
import { Sparkles } from 'lucide-react';
import type { TriggerLook } from '../../components/ui/menu-on-demand.tsx';
import { avatarInitial } from '../../lib/avatar-initial.ts';
import { hasUnlimitedPlan, type AuthUser, type Credits } from './auth-api.ts';

/** 'N credits' for every N (docs/spec.md §2); 0 while unknown. */
/** The header's badge: 'N credits', or 'Unlimited' while a plan that spends none (Studio) runs. */
export function CreditsBadge({ credits, size = 'md' }: { credits: Credits | null; size?: 'sm' | 'md' }) {
  const unlimited = hasUnlimitedPlan(credits);
  return (
    <span
      title={unlimited ? 'Studio plan: unlimited generations' : undefined}
      className={`inline-flex items-center gap-1.5 rounded-full border border-ember/40 bg-ember/10 font-semibold whitespace-nowrap text-paper ${
        size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-9 px-3.5 text-sm'
      }`}
    >
      <Sparkles className={`${size === 'sm' ? 'size-3.5' : 'size-4'} text-ember`} aria-hidden />
      {unlimited ? 'Unlimited' : countOf(credits?.credit_count ?? 0, 'credit')}
    </span>
  );
}

export function UserAvatar({
  email,
  image,
  size = 'md',
}: {
  email: string;
  image?: string | null;
  size?: 'sm' | 'md';
}) {
  if (image)
    return (
      <img
        src={image}
        alt=""
        className={`shrink-0 rounded-full object-cover ${size === 'sm' ? 'size-9' : 'size-10'}`}
      />
    );
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-ember to-violet font-display font-bold text-ink ${
        size === 'sm' ? 'size-9 text-sm' : 'size-10 text-base'
      }`}
    >
      {avatarInitial(email)}
    </span>
  );
}

/** The account menu's trigger: the avatar, the same before and after the menu's code loads. */
export function accountTrigger(user: AuthUser): TriggerLook {
  return {
    label: 'Account menu',
    className:
      'rounded-full outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember data-[state=open]:ring-2 data-[state=open]:ring-paper/30',
    content: <UserAvatar email={user.email} image={user.image} />,
  };
}
