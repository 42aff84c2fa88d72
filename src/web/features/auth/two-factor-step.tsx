import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { AUTH_MESSAGES } from '../../../shared/contracts/auth-forms.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { api } from '../../lib/api.ts';
import { AuthCard, authLinkClass } from './auth-card.tsx';
import { VALIDATION_TOAST_ID } from './use-auth-page.ts';

type Method = 'totp' | 'backup';

const COPY: Record<Method, { description: string; label: string; invalid: string; fallback: string }> = {
  totp: {
    description: 'Enter the 6-digit code from your authenticator app.',
    label: 'Authentication code',
    invalid: 'Enter the 6-digit code from your authenticator app.',
    fallback: 'Invalid code. Please try again.',
  },
  backup: {
    description: 'Enter one of the backup codes you saved when you turned on two-factor authentication.',
    label: 'Backup code',
    invalid: 'Enter one of your backup codes.',
    fallback: 'Invalid backup code. Please try again.',
  },
};

/** The second sign-in step for accounts with two-factor authentication: a TOTP code or a backup code. */
export function TwoFactorStep({
  onVerified,
  onFailed,
  onCancel,
}: {
  onVerified: () => Promise<void>;
  onFailed: (message: string) => void;
  onCancel: () => void;
}) {
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const copy = COPY[method];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = method === 'totp' ? code.replace(/\s+/g, '') : code.trim();
    if (method === 'totp' ? !/^\d{6}$/.test(value) : value.length === 0) {
      setInvalid(true);
      toast.error(AUTH_MESSAGES.validationTitle, { id: VALIDATION_TOAST_ID, description: copy.invalid });
      return;
    }
    setInvalid(false);
    setSubmitting(true);
    try {
      const result =
        method === 'totp'
          ? await api.post('/api/auth/two-factor/verify-totp', { code: value, trustDevice: false })
          : await api.post('/api/auth/two-factor/verify-backup-code', { code: value });
      if (!result.ok) {
        setInvalid(true);
        onFailed(result.message ?? copy.fallback);
        return;
      }
      await onVerified();
    } finally {
      setSubmitting(false);
    }
  };

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup' : 'totp');
    setCode('');
    setInvalid(false);
  };

  return (
    <AuthCard
      title="Two-factor authentication"
      description={copy.description}
      footer={
        <button type="button" onClick={onCancel} className={`inline-flex items-center gap-1.5 ${authLinkClass}`}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to sign in
        </button>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
        <Field label={copy.label} htmlFor={`${id}-code`}>
          <Input
            key={method}
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            maxLength={method === 'totp' ? 6 : 32}
            placeholder={method === 'totp' ? '123456' : 'xxxxx-xxxxx'}
            className={method === 'totp' ? 'text-center font-display text-2xl tracking-[0.5em]' : ''}
            aria-invalid={invalid ? true : undefined}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? 'Verifying...' : 'Verify'}
        </Button>
        <button type="button" onClick={switchMethod} className={`self-center text-sm ${authLinkClass}`}>
          {method === 'totp' ? 'Use a backup code' : 'Use your authenticator app'}
        </button>
      </form>
    </AuthCard>
  );
}
