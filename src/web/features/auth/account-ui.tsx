import { countOf } from '../../../shared/plural.ts';
import { CreditCard, LogOut, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  menuItemClass,
} from '../../components/ui/dropdown-menu.tsx';
import { avatarInitial } from '../../lib/avatar-initial.ts';
import type { AuthUser } from './auth-api.ts';

/** 'N credits' for every N (docs/spec.md §2); 0 while unknown. */
export function CreditsBadge({ count, size = 'md' }: { count: number | undefined; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border border-ember/40 bg-ember/10 font-semibold whitespace-nowrap text-paper ${
        size === 'sm' ? 'h-7 px-2.5 text-xs' : 'h-9 px-3.5 text-sm'
      }`}
    >
      <Sparkles className={`${size === 'sm' ? 'size-3.5' : 'size-4'} text-ember`} aria-hidden />
      {countOf(count ?? 0, 'credit')}
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

/** The signed-in user's menu: Profile, Get Credits and Sign Out. */
export function AccountMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const name = user.displayName || user.name;
  return (
    <DropdownMenuRoot modal={false}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember data-[state=open]:ring-2 data-[state=open]:ring-paper/30"
      >
        <UserAvatar email={user.email} image={user.image} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 min-w-0">
        <DropdownMenuLabel className="flex items-center gap-3 px-3 pt-2 pb-3">
          <UserAvatar email={user.email} image={user.image} size="sm" />
          <span className="flex min-w-0 flex-col">
            {name ? <span className="truncate text-sm font-semibold text-paper">{name}</span> : null}
            <span className="truncate text-xs text-muted">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile" className={menuItemClass}>
            <UserRound className="size-4 text-muted" aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/pricing" className={menuItemClass}>
            <CreditCard className="size-4 text-muted" aria-hidden />
            Get Credits
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem className={menuItemClass} onSelect={onSignOut}>
          <LogOut className="size-4 text-muted" aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
