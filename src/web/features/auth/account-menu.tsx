/** The signed-in user's menu, loaded on demand by AccountMenu (account-ui.tsx). */
import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { useRef } from 'react';
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
import { useFocusOnMount, type MenuOpening } from '../../components/ui/menu-on-demand.tsx';
import { accountTrigger, UserAvatar } from './account-ui.tsx';
import type { AuthUser } from './auth-api.ts';

/** The signed-in user's menu: Profile, Get Credits and Sign Out. */
export default function AccountMenu({
  user,
  onSignOut,
  defaultOpen,
  focusTrigger,
}: { user: AuthUser; onSignOut: () => void } & MenuOpening) {
  const name = user.displayName || user.name;
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, focusTrigger);
  const trigger = accountTrigger(user);
  return (
    <DropdownMenuRoot modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} aria-label={trigger.label} className={trigger.className}>
        {trigger.content}
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
