import { verifiedCallback } from '../../features/auth/email-verified.ts';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, LogOut, MailCheck, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';
import { ApiKeysCard } from '../../features/api-keys/api-keys-card.tsx';
import { AccountSecurity } from '../../features/account-security/account-security.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { SubscriptionPanel } from '../../features/billing/subscription-panel.tsx';
import { AvatarControls, ProfileAvatar } from '../../features/profile/avatar-editor.tsx';
import { EditProfilePanel } from '../../features/profile/edit-profile-panel.tsx';
import { fetchProfile, profileKey, PROFILE_LOAD_FALLBACK } from '../../features/profile/profile-api.ts';
import { PlanBar, ProfileStats } from '../../features/profile/profile-stats.tsx';
import { RecentCreations } from '../../features/profile/recent-creations.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * The signed-in account (docs/spec.md §2 'Profile'): avatar, name, bio and email with the Edit Profile panel, stats,
 * the current plan bar, recent creations, the plan and the security area. Guests are sent to sign in.
 */
export default function ProfilePage() {
  usePageTitle('Profile');
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const query = useQuery({
    queryKey: profileKey(user?.id ?? ''),
    queryFn: async () => {
      const result = await fetchProfile();
      if (!result.ok) throw new Error(result.message ?? PROFILE_LOAD_FALLBACK);
      return result.data;
    },
    enabled: user !== null,
    staleTime: 0,
  });

  // A guest is sent to sign in. Someone who signs out here (this tab or another) goes home, as signOut does.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (user) wasSignedIn.current = true;
    else if (!loading) void navigate(wasSignedIn.current ? '/' : '/login', { replace: true });
  }, [loading, user, navigate]);

  // Sent to #api-keys (the API docs' Get Your API Key): scroll there once the profile above it has laid out.
  const { hash } = useLocation();
  const profileShown = query.isSuccess;
  useEffect(() => {
    if (hash === '#api-keys' && profileShown) document.getElementById('api-keys')?.scrollIntoView();
  }, [hash, profileShown]);
  if (!user) return null;

  const profile = query.data;
  const name = profile?.displayName || user.displayName || user.name;
  const email = profile?.email ?? user.email;

  const resend = async () => {
    setSending(true);
    const r = await api.post('/api/auth/send-verification-email', {
      email: user.email,
      callbackURL: verifiedCallback(),
    });
    setSending(false);
    if (r.ok) toast.success('Confirmation email sent', { description: `Check ${user.email} for the link.` });
    else toast.error('Email not sent', { description: r.message ?? 'Please try again in a few minutes.' });
  };

  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <section className="container-page max-w-5xl py-14">
      <header className="flex flex-col items-center gap-6 rounded-[var(--radius-card)] border border-line bg-ink-raised/70 p-6 text-center sm:flex-row sm:items-start sm:p-8 sm:text-left">
        <div className="flex flex-col items-center gap-4">
          <ProfileAvatar email={email} avatarUrl={profile?.avatarUrl ?? null} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-4 sm:items-start">
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-bold break-words sm:text-4xl">{name}</h1>
            <p className="mt-1 break-all text-muted">{email}</p>
          </div>
          {profile ? (
            profile.bio ? (
              <p className="max-w-prose leading-relaxed whitespace-pre-line text-paper/90">{profile.bio}</p>
            ) : (
              <p className="text-sm text-subtle">No bio yet. Tell people about your sound with Edit Profile.</p>
            )
          ) : null}
          {profile && <AvatarControls profile={profile} />}
        </div>
        <div className="flex flex-wrap justify-center gap-3 sm:flex-col sm:items-stretch">
          <Button
            ref={editButton}
            aria-expanded={editing}
            aria-controls={editing ? 'edit-profile' : undefined}
            disabled={!profile}
            onClick={() => (editing ? closeEditor() : setEditing(true))}
          >
            <PenLine className="size-4" aria-hidden /> Edit Profile
          </Button>
          <Button variant="secondary" onClick={() => void signOut()}>
            <LogOut className="size-4" aria-hidden /> Logout
          </Button>
        </div>
      </header>

      {!user.emailVerified && (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-ember/40 bg-ember/10 p-5">
          <p className="flex items-center gap-3 text-sm">
            <MailCheck className="size-5 shrink-0 text-ember" aria-hidden /> Please confirm your email address with the
            link we sent you.
          </p>
          <Button size="sm" variant="secondary" onClick={() => void resend()} disabled={sending}>
            {sending ? 'Sending...' : 'Resend the email'}
          </Button>
        </div>
      )}

      {editing && profile && <EditProfilePanel profile={profile} onClose={closeEditor} />}

      {query.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-sm text-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading your profile…
        </p>
      ) : query.isError ? (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-line bg-ink-raised p-5">
          <p className="text-sm text-danger">{query.error.message}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ProfileStats profile={query.data} />
          <PlanBar profile={query.data} />
          <RecentCreations creations={query.data.recent} />
        </>
      )}

      <SubscriptionPanel />
      <div id="api-keys" className="mt-12 scroll-mt-24">
        <ApiKeysCard />
      </div>
      <h2 className="mt-12 mb-6 font-display text-2xl font-bold">Account security</h2>
      <AccountSecurity />
    </section>
  );
}
