import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { securityApi } from './security-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

export function ChangePasswordCard({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (next.length < PASSWORD_MIN_LENGTH) {
      toast.error('Validation Error', { description: 'Password must be at least 6 characters' });
      return;
    }
    if (next !== confirm) {
      toast.error('Validation Error', { description: "Passwords don't match" });
      return;
    }
    setBusy(true);
    const result = await securityApi.changePassword(current, next);
    setBusy(false);
    if (!result.ok) {
      toast.error('Password not changed', { description: result.message ?? 'Please check your current password.' });
      return;
    }
    setCurrent('');
    setNext('');
    setConfirm('');
    toast.success('Password changed', { description: 'Your other sessions were signed out.' });
    onChanged();
  };

  return (
    <SectionCard title="Password" description="Changing it signs you out everywhere else.">
      <form className="grid gap-4 sm:max-w-sm" onSubmit={submit}>
        <Field label="Current password" htmlFor="current-password">
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            required
          />
        </Field>
        <Field label="New password" htmlFor="new-password">
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            required
          />
        </Field>
        <Field label="Confirm new password" htmlFor="confirm-new-password">
          <Input
            id="confirm-new-password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
        </Field>
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </SectionCard>
  );
}
