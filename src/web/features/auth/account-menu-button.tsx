import { lazy } from 'react';
import { MenuOnDemand } from '../../components/ui/menu-on-demand.tsx';
import { accountTrigger } from './account-ui.tsx';
import type { AuthUser } from './auth-api.ts';

const AccountMenuLoaded = lazy(() => import('./account-menu.tsx'));

/** The signed-in user's menu: Profile, Get Credits and Sign Out (its code loads when reached for). */
export function AccountMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  return (
    <MenuOnDemand
      trigger={accountTrigger(user)}
      renderMenu={(opening) => <AccountMenuLoaded user={user} onSignOut={onSignOut} {...opening} />}
    />
  );
}
