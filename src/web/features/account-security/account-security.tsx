import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/index.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { SESSIONS_KEY, SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** The account security area of the profile: two-factor, passkeys, sessions, password, and deleting the account. */
export function AccountSecurity() {
  const { user, session, refreshSession } = useAuth();
  const queryClient = useQueryClient();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <TwoFactorCard enabled={user.twoFactorEnabled} onChanged={() => void refreshSession()} />
      <PasskeysCard />
      <SessionsCard currentSessionId={session?.id} />
      <ChangePasswordCard onChanged={() => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })} />
      <DeleteAccountCard />
    </div>
  );
}
