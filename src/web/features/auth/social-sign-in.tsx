import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';

interface Provider {
  id: string;
  name: string;
}

/** "Continue with …" buttons for the OAuth/OIDC providers the server has switched on (none by default). */
export function SocialSignIn({ disabled }: { disabled?: boolean }) {
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: async (): Promise<Provider[]> => {
      const r = await api.get<{ providers?: Provider[] } | null>('/api/auth/providers');
      return (r.ok && r.data?.providers) || [];
    },
    staleTime: Infinity,
  });
  const [busy, setBusy] = useState<string | null>(null);
  if (!providers.data?.length) return null;

  const start = async (provider: Provider) => {
    setBusy(provider.id);
    const r = await api.post<{ url?: string } | null>('/api/auth/sign-in/social', {
      provider: provider.id,
      callbackURL: '/',
    });
    if (r.ok && r.data?.url) {
      window.location.assign(r.data.url);
      return;
    }
    setBusy(null);
    toast.error('Login failed', {
      description: (!r.ok && r.message) || `Could not reach ${provider.name}. Please try again.`,
    });
  };

  return (
    <div className="flex flex-col gap-3">
      {providers.data.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          size="lg"
          className="w-full"
          disabled={disabled || busy !== null}
          onClick={() => void start(p)}
        >
          {busy === p.id ? 'Redirecting...' : `Continue with ${p.name}`}
        </Button>
      ))}
    </div>
  );
}
