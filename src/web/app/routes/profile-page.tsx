import { LogOut, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { AccountSecurity } from '../../features/account-security/account-security.tsx';
import { postJson } from '../../features/auth/auth-api.ts';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { SubscriptionPanel } from '../../features/billing/subscription-panel.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The signed-in account: who you are, your credits, and the security area. Guests are sent to sign in. */
export default function ProfilePage() {
  usePageTitle('Profile');
  const { user, loading, credits, signOut } = useAuth();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!loading && !user) void navigate('/login', { replace: true });
  }, [loading, user, navigate]);
  if (!user) return null;

  const resend = async () => {
    setSending(true);
    const r = await postJson('/api/auth/send-verification-email', { email: user.email, callbackURL: '/' });
    setSending(false);
    if (r.ok) toast.success('Confirmation email sent', { description: `Check ${user.email} for the link.` });
    else toast.error('Email not sent', { description: r.message ?? 'Please try again in a few minutes.' });
  };

  return (
    <section className="container-page max-w-4xl py-14">
      <header className="flex flex-wrap items-center justify-between gap-6 border-b border-line pb-8">
        <div className="flex items-center gap-4">
          <span
            aria-hidden
            className="grid size-16 place-items-center rounded-full bg-ember font-display text-2xl font-bold text-ink"
          >
            {user.email.charAt(0).toUpperCase()}
          </span>
          <div>
            <h1 className="font-display text-3xl font-bold">{user.displayName || user.name}</h1>
            <p className="text-muted">{user.email}</p>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <span className="rounded-full border border-line px-4 py-2 text-sm">
            {credits?.credit_count ?? 0} credits
          </span>
          <Button variant="secondary" onClick={() => void signOut()}>
            <LogOut className="size-4" aria-hidden /> Logout
          </Button>
        </div>
      </header>
      {!user.emailVerified && (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-ember/40 bg-ember/10 p-5">
          <p className="flex items-center gap-3 text-sm">
            <MailCheck className="size-5 text-ember" aria-hidden /> Please confirm your email address with the link we
            sent you.
          </p>
          <Button size="sm" variant="secondary" onClick={() => void resend()} disabled={sending}>
            {sending ? 'Sending...' : 'Resend the email'}
          </Button>
        </div>
      )}
      <SubscriptionPanel />
      <h2 className="mt-12 mb-6 font-display text-2xl font-bold">Account security</h2>
      <AccountSecurity />
    </section>
  );
}
