import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Trash2 } from 'lucide-react';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { unwrap } from '../../lib/api.ts';
import { loadAuthClient } from '../auth/index.ts';
import { securityApi } from './security-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

const KEY = ['account', 'passkeys'] as const;

/** Passkeys: sign in with the device's screen lock or a security key instead of a password. */
export function PasskeysCard() {
  const queryClient = useQueryClient();
  const passkeys = useQuery({
    queryKey: KEY,
    queryFn: () => unwrap(securityApi.listPasskeys(), 'Could not load your passkeys.'),
  });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const add = useMutation({
    mutationFn: async () => {
      // The WebAuthn ceremony needs the better-auth client; it loads only when someone adds a passkey.
      const { authClient } = await loadAuthClient();
      const result = await authClient.passkey.addPasskey({ name: `${navigator.platform || 'This device'} passkey` });
      if (result?.error) throw new Error(result.error.message ?? 'The passkey was not added.');
    },
    onSuccess: () => {
      toast.success('Passkey added');
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast.error('Passkey not added', { description: (err as Error).message }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(securityApi.deletePasskey(id), 'The passkey could not be removed.'),
    onSuccess: () => {
      toast('Passkey removed');
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast.error('Passkey not removed', { description: (err as Error).message }),
  });

  return (
    <SectionCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of a password."
    >
      {passkeys.isError && <p className="text-sm text-danger">{(passkeys.error as Error).message}</p>}
      <ul className="grid gap-2">
        {(passkeys.data ?? []).map((p) => (
          <li
            key={p.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-line bg-ink px-4 py-3"
          >
            <span className="flex items-center gap-3">
              <KeyRound className="size-4 text-ember" aria-hidden />
              <span>
                <span className="block text-sm font-medium">{p.name || 'Passkey'}</span>
                {p.createdAt && (
                  <span className="block text-xs text-muted">Added {new Date(p.createdAt).toLocaleDateString()}</span>
                )}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${p.name || 'passkey'}`}
              onClick={() => remove.mutate(p.id)}
              disabled={remove.isPending}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
        {passkeys.data?.length === 0 && <li className="text-sm text-muted">No passkeys yet.</li>}
      </ul>
      {supported ? (
        <Button className="mt-4" onClick={() => add.mutate()} disabled={add.isPending}>
          {add.isPending ? 'Waiting for your device...' : 'Add a passkey'}
        </Button>
      ) : (
        <p className="mt-4 text-sm text-muted">This browser does not support passkeys.</p>
      )}
    </SectionCard>
  );
}
