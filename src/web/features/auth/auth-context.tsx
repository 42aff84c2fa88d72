import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { api } from '../../lib/api.ts';
import { fetchCredits, fetchSession, type AuthSession, type AuthUser, type Credits } from './auth-api.ts';
import { announceAuthChange, onAuthChangeElsewhere } from './auth-channel.ts';

export interface AuthState {
  /** True until the first session lookup has finished. */
  loading: boolean;
  user: AuthUser | null;
  session: AuthSession | null;
  /** Null while unknown (signed out, not loaded yet, or the read failed). */
  credits: Credits | null;
  refreshCredits: () => Promise<void>;
  /** Looks the session up again (after signing in) and tells the other tabs. */
  refreshSession: () => Promise<void>;
  signOut: () => Promise<void>;
}

const SESSION_KEY = ['auth', 'session'] as const;
const CREDITS_KEY = ['auth', 'credits'] as const;
/** setTimeout cannot wait longer than this. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const sessionQuery = useQuery({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: 60_000,
    // Re-checked on visibilitychange below, every time, not only when stale.
    refetchOnWindowFocus: false,
  });
  const data = sessionQuery.data ?? null;
  const user = data?.user ?? null;
  const session = data?.session ?? null;

  const creditsQuery = useQuery({
    queryKey: [...CREDITS_KEY, user?.id ?? ''],
    queryFn: fetchCredits,
    enabled: user !== null,
    retry: false,
  });
  // A failed credits read is ignored (docs/spec.md §8): the last known value stays.
  const credits = user ? (creditsQuery.data ?? null) : null;

  const recheckSession = useCallback(() => queryClient.invalidateQueries({ queryKey: SESSION_KEY }), [queryClient]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void recheckSession();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [recheckSession]);

  useEffect(
    () =>
      onAuthChangeElsewhere((change) => {
        // The tabs share one cookie jar: signed out there is signed out here. Confirm with the server, but
        // drop the user at once so nothing asks for their credits in between.
        if (change === 'signed-out') {
          void queryClient.cancelQueries({ queryKey: CREDITS_KEY });
          queryClient.setQueryData(SESSION_KEY, null);
        }
        void recheckSession().then(() => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }));
      }),
    [queryClient, recheckSession],
  );

  // Drop the session when it expires, without waiting for the next request.
  const expiresAt = session?.expiresAt;
  useEffect(() => {
    const ms = expiresAt ? Date.parse(expiresAt) - Date.now() : NaN;
    if (!Number.isFinite(ms)) return;
    const timer = setTimeout(() => void recheckSession(), Math.min(Math.max(ms + 1000, 0), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, recheckSession]);

  const refreshCredits = useCallback(() => queryClient.invalidateQueries({ queryKey: CREDITS_KEY }), [queryClient]);

  const refreshSession = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    announceAuthChange('signed-in');
  }, [queryClient]);

  const signOut = useCallback(async () => {
    const result = await api.post('/api/auth/sign-out', {});
    // A 4xx means there is no session left to end (for example, it already ended in another tab); 0 is no answer.
    const done = result.status > 0 && result.status < 500;
    if (!done) {
      toast.error('Sign out failed', { description: 'Please check your connection and try again.' });
      return;
    }
    await queryClient.cancelQueries({ queryKey: ['auth'] });
    queryClient.setQueryData(SESSION_KEY, null);
    queryClient.removeQueries({ queryKey: CREDITS_KEY });
    announceAuthChange('signed-out');
    void navigate('/');
    toast('Logged out');
  }, [queryClient, navigate]);

  const value = useMemo<AuthState>(
    () => ({
      loading: sessionQuery.isPending,
      user,
      session,
      credits,
      refreshCredits,
      refreshSession,
      signOut,
    }),
    [sessionQuery.isPending, user, session, credits, refreshCredits, refreshSession, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
