import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useAuth } from '../auth/index.ts';
import { securityApi } from './security-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

const CONFIRM_WORD = 'DELETE';

/**
 * Deletes the account for good (what goes is listed on /privacy): the password, and the word DELETE typed, so
 * neither a slip nor someone at an unlocked screen does it.
 */
export function DeleteAccountCard() {
  const { refreshSession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ready = confirm.trim() === CONFIRM_WORD;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    const result = await securityApi.deleteAccount(password);
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? 'Your account could not be deleted. Please try again.');
      return;
    }
    toast.success('Account deleted', { description: 'Your account, covers and data are gone.' });
    await refreshSession();
    void navigate('/', { replace: true });
  };

  return (
    <SectionCard
      title="Delete account"
      description="Deletes your account, covers, gallery posts, credits and plan at once. This cannot be undone."
    >
      <form className="grid gap-4 sm:max-w-sm" onSubmit={(e) => void submit(e)}>
        <p className="text-sm text-muted">
          What is deleted, and what is kept, is in our{' '}
          <Link to="/privacy" className="tap-inline text-ember underline underline-offset-4">
            Privacy Policy
          </Link>
          . A running plan stops renewing.
        </p>
        <TextField
          id="delete-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <TextField
          id="delete-confirm"
          label={`Type ${CONFIRM_WORD} to confirm`}
          autoComplete="off"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={!ready || busy}
          className="w-fit border-danger/60 text-danger hover:border-danger"
        >
          {busy ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </SectionCard>
  );
}
