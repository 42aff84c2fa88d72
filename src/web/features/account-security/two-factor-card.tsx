import QRCode from 'qrcode';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { securityApi } from './security-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' | 'codes' }
  | { kind: 'scan'; qr: string; secret: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-xl border border-line bg-ink p-4">
      <p className="text-sm text-muted">
        Backup codes: each works once if you lose your authenticator. Keep them somewhere safe.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Backup codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => void navigator.clipboard.writeText(codes.join('\n')).then(() => toast('Backup codes copied'))}
      >
        Copy codes
      </Button>
    </div>
  );
}

/** TOTP two-factor: enrol with a QR code and secret, confirm with a code, keep backup codes, or turn it off. */
export function TwoFactorCard({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const withPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'password') return;
    setBusy(true);
    try {
      if (step.action === 'enable') {
        const r = await securityApi.enableTwoFactor(password);
        if (!r.ok) throw new Error(r.message ?? 'Could not start two-factor set-up.');
        const secret = new URL(r.data.totpURI).searchParams.get('secret') ?? '';
        const qr = await QRCode.toDataURL(r.data.totpURI, { margin: 1, width: 220 });
        setStep({ kind: 'scan', qr, secret, backupCodes: r.data.backupCodes });
      } else if (step.action === 'disable') {
        const r = await securityApi.disableTwoFactor(password);
        if (!r.ok) throw new Error(r.message ?? 'Could not turn off two-factor.');
        toast.success('Two-factor authentication is off');
        setStep({ kind: 'idle' });
        onChanged();
      } else {
        const r = await securityApi.regenerateBackupCodes(password);
        if (!r.ok) throw new Error(r.message ?? 'Could not create new backup codes.');
        setStep({ kind: 'codes', backupCodes: r.data.backupCodes });
      }
      setPassword('');
    } catch (err) {
      toast.error('Two-factor', { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'scan') return;
    setBusy(true);
    const r = await securityApi.verifyTotp(code.trim());
    setBusy(false);
    if (!r.ok) {
      toast.error('Code not accepted', {
        description: r.message ?? 'Check the code in your authenticator app and try again.',
      });
      return;
    }
    toast.success('Two-factor authentication is on');
    setCode('');
    setStep({ kind: 'codes', backupCodes: step.backupCodes });
    onChanged();
  };

  return (
    <SectionCard
      title="Two-factor authentication"
      description={
        enabled
          ? 'On: signing in asks for a code from your authenticator app.'
          : 'Off: add a code from an authenticator app to every sign-in.'
      }
    >
      {step.kind === 'idle' && (
        <div className="flex flex-wrap gap-3">
          {enabled ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ kind: 'password', action: 'codes' })}>
                New backup codes
              </Button>
              <Button variant="secondary" onClick={() => setStep({ kind: 'password', action: 'disable' })}>
                Turn off
              </Button>
            </>
          ) : (
            <Button onClick={() => setStep({ kind: 'password', action: 'enable' })}>Set up two-factor</Button>
          )}
        </div>
      )}
      {step.kind === 'password' && (
        <form className="grid gap-4 sm:max-w-sm" onSubmit={withPassword}>
          <Field label="Confirm with your password" htmlFor="twofa-password">
            <Input
              id="twofa-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </Field>
          <div className="flex gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? 'Checking...' : 'Continue'}
            </Button>
            <Button variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'scan' && (
        <form className="grid gap-5 md:grid-cols-[auto_1fr]" onSubmit={confirm}>
          <img
            src={step.qr}
            alt="QR code for your authenticator app"
            width={220}
            height={220}
            className="rounded-xl bg-white p-2"
          />
          <div className="grid content-start gap-4">
            <p className="text-sm text-muted">
              Scan the code with an authenticator app, or enter this secret:{' '}
              <code className="break-all text-paper">{step.secret}</code>
            </p>
            <Field label="6-digit code" htmlFor="twofa-code">
              <Input
                id="twofa-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
            </Field>
            <Button type="submit" disabled={busy} className="justify-self-start">
              {busy ? 'Verifying...' : 'Verify and turn on'}
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'codes' && (
        <div className="grid gap-3">
          <BackupCodes codes={step.backupCodes} />
          <Button variant="ghost" className="justify-self-start" onClick={() => setStep({ kind: 'idle' })}>
            Done
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
