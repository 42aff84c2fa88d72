import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { API_KEY_NAME_MAX, API_KEYS_PER_ACCOUNT, type CreatedApiKey } from '../../../shared/contracts/public-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { unwrap } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { API_KEYS_KEY, apiKeysApi } from './api-keys-api.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** One secret with its copy button. */
function SecretRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied`);
    } catch {
      toast.error('Copy failed', { description: 'Your browser did not allow copying. Select it and copy it.' });
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-1.5">
      <span className="text-xs font-medium text-muted">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 rounded-lg border border-line bg-ink px-3 py-2 font-mono text-xs break-all text-paper"
        >
          {value}
        </code>
        <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          <Copy className="size-4" aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}

/** The key just made: its secret and its webhook signing secret, shown this once. */
function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div role="status" className="mb-5 rounded-xl border border-lime/40 bg-lime/5 p-4">
      <p className="text-sm font-semibold">Copy “{created.key.name}” now: it will not be shown again.</p>
      <SecretRow label="API key" value={created.secret} testId="new-api-key" />
      <SecretRow label="Webhook signing secret" value={created.webhookSecret} testId="new-webhook-secret" />
      <Button className="mt-3" size="sm" variant="ghost" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

/** API keys on the profile: make one (its secret shown once), see each key's prefix and last use, revoke it. */
export function ApiKeysCard() {
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keys = useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: () => unwrap(apiKeysApi.list(), 'Could not load your API keys.'),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });

  const create = useMutation({
    mutationFn: (keyName: string) => unwrap(apiKeysApi.create(keyName), 'The API key could not be created.'),
    onSuccess: (made) => {
      setCreated(made);
      setName('');
      refresh();
    },
    onError: (err) => toast.error('API key not created', { description: (err as Error).message }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => unwrap(apiKeysApi.revoke(id), 'The API key could not be revoked.'),
    onSuccess: () => {
      toast('API key revoked', { description: 'Requests with it are refused from now on.' });
      refresh();
    },
    onError: (err) => toast.error('API key not revoked', { description: (err as Error).message }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };
  const list = keys.data?.keys ?? [];

  return (
    <SectionCard
      title="API keys"
      description="Keys let your own apps generate covers with your credits and plan. Keep them secret."
    >
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      {keys.isError && <p className="text-sm text-danger">{(keys.error as Error).message}</p>}
      <ul className="grid gap-2">
        {list.map((key) => (
          <li
            key={key.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-line bg-ink px-4 py-3"
          >
            <span className="flex min-w-0 items-center gap-3">
              <KeyRound className="size-4 shrink-0 text-ember" aria-hidden />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{key.name}</span>
                <span className="block text-xs text-muted">
                  <code className="font-mono">{key.prefix}…</code> · made {dateOf(key.createdAt)} ·{' '}
                  {key.lastUsedAt ? `last used ${dateOf(key.lastUsedAt)}` : 'never used'}
                </span>
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Revoke ${key.name}`}
              onClick={() => {
                if (window.confirm(`Revoke “${key.name}”? Apps using it stop working at once.`)) revoke.mutate(key.id);
              }}
              disabled={revoke.isPending}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
        {keys.data && list.length === 0 && <li className="text-sm text-muted">No API keys yet.</li>}
      </ul>
      {list.length < API_KEYS_PER_ACCOUNT ? (
        <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
          <label htmlFor={nameId} className="flex min-w-56 flex-1 flex-col gap-1.5 text-sm font-medium">
            Key name
            <Input
              id={nameId}
              value={name}
              maxLength={API_KEY_NAME_MAX}
              placeholder="Release bot"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {create.isPending ? 'Creating…' : 'Create key'}
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-muted">
          You hold {API_KEYS_PER_ACCOUNT} keys, the most one account may. Revoke one to make another.
        </p>
      )}
      <p className="mt-4 text-sm text-muted">
        How to use them:{' '}
        <Link className="underline underline-offset-4 hover:text-paper" to="/api">
          the API docs
        </Link>
        .
      </p>
    </SectionCard>
  );
}
