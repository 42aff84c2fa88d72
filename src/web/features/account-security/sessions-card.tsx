import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { unwrap } from '../../lib/api.ts';
import { securityApi } from './security-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** A readable device name from a user agent string. */
function describeAgent(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

/** Where the account is signed in, with a way to end any other session. */
export function SessionsCard({ currentSessionId }: { currentSessionId: string | undefined }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => unwrap(securityApi.listSessions(), 'Could not load your sessions.'),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const revoke = useMutation({
    mutationFn: (token: string) => unwrap(securityApi.revokeSession(token), 'The session could not be ended.'),
    onSuccess: () => {
      toast('Session signed out');
      refresh();
    },
    onError: (err) => toast.error('Session not ended', { description: (err as Error).message }),
  });
  const revokeOthers = useMutation({
    mutationFn: () => unwrap(securityApi.revokeOtherSessions(), 'The other sessions could not be ended.'),
    onSuccess: () => {
      toast('Signed out everywhere else');
      refresh();
    },
    onError: (err) => toast.error('Sessions not ended', { description: (err as Error).message }),
  });
  const list = [...(sessions.data ?? [])].sort((a, b) =>
    a.id === currentSessionId ? -1 : b.id === currentSessionId ? 1 : 0,
  );

  return (
    <SectionCard title="Active sessions" description="Devices where your account is signed in right now.">
      {sessions.isError && <p className="text-sm text-danger">{(sessions.error as Error).message}</p>}
      <ul className="grid gap-2" aria-label="Active sessions">
        {list.map((s) => (
          <li
            key={s.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-line bg-ink px-4 py-3"
          >
            <span className="flex items-center gap-3">
              <Monitor className="size-4 text-ember" aria-hidden />
              <span>
                <span className="block text-sm font-medium">
                  {describeAgent(s.userAgent)}
                  {s.id === currentSessionId && (
                    <span className="ml-2 rounded-full bg-ember/15 px-2 py-0.5 text-xs text-ember">This device</span>
                  )}
                </span>
                <span className="block text-xs text-muted">
                  {s.ipAddress ? `${s.ipAddress} · ` : ''}signed in {new Date(s.createdAt).toLocaleString()}
                </span>
              </span>
            </span>
            {s.id !== currentSessionId && (
              <Button variant="ghost" size="sm" onClick={() => revoke.mutate(s.token)} disabled={revoke.isPending}>
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.length > 1 && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => revokeOthers.mutate()}
          disabled={revokeOthers.isPending}
        >
          Sign out all other sessions
        </Button>
      )}
    </SectionCard>
  );
}
