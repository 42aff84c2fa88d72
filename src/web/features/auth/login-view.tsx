import { useBrowserState } from '../../lib/use-browser-state.ts';
import { verifiedCallback } from './email-verified.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import {
  AUTH_MESSAGES,
  loginFormSchema,
  type LoginFormInput,
  type LoginFormValues,
} from '../../../shared/contracts/auth-forms.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import type { AuthClient } from './auth-client.ts';
import { AuthCard, AuthPending, authLinkClass } from './auth-card.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { RESULT_TOAST_ID, toastFirstError, useSignInPage } from './use-auth-page.ts';

const FIELD_ORDER = ['email', 'password'] as const;

/** The better-auth client is loaded only for the passkey ceremony, and fetched early so a tap starts it at once. */
let authClientModule: Promise<{ authClient: AuthClient }> | undefined;
const loadAuthClient = () => (authClientModule ??= import('./auth-client.ts'));

function loginFailed(message: string | null) {
  toast.error(AUTH_MESSAGES.loginFailedTitle, {
    id: RESULT_TOAST_ID,
    description: message ?? AUTH_MESSAGES.loginFailedFallback,
  });
}

export function LoginView() {
  const { ready, finish } = useSignInPage();
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [passkeySupported] = useBrowserState(() => typeof window.PublicKeyCredential === 'function', false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  useEffect(() => {
    if (passkeySupported) loadAuthClient().catch(() => undefined);
  }, [passkeySupported]);

  const onValid = async ({ email, password, rememberMe }: LoginFormValues) => {
    const result = await api.post<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', {
      email,
      password,
      rememberMe,
      callbackURL: verifiedCallback(),
    });
    if (!result.ok) {
      // The server mailed a fresh link with this answer.
      if (result.code === 'email_not_verified') return loginFailed(AUTH_MESSAGES.emailNotVerified);
      return loginFailed(result.message);
    }
    if (result.data?.twoFactorRedirect === true) {
      toast.dismiss(RESULT_TOAST_ID);
      setStep('two-factor');
      return;
    }
    await finish(AUTH_MESSAGES.loginSuccess);
  };

  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    try {
      const { authClient } = await loadAuthClient();
      const { error } = await authClient.signIn.passkey();
      if (error) return loginFailed(error.message ?? null);
      await finish(AUTH_MESSAGES.loginSuccess);
    } catch {
      loginFailed(null);
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (!ready) return <AuthPending />;

  if (step === 'two-factor') {
    return (
      <TwoFactorStep
        onVerified={() => finish(AUTH_MESSAGES.loginSuccess)}
        onFailed={loginFailed}
        onCancel={() => setStep('credentials')}
      />
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to keep turning your sound into art."
      footer={
        <>
          Don’t have an account?{' '}
          <Link to="/signup" className={authLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, FIELD_ORDER))}
        className="flex flex-col gap-5"
      >
        <TextField
          id="login-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-paper/90">
            <Checkbox {...register('rememberMe')} />
            Remember me
          </label>
          <Link to="/forgot-password" className={`inline-flex min-h-11 items-center ${authLinkClass}`}>
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting || passkeyBusy}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
        {passkeySupported ? (
          <>
            <div className="flex items-center gap-3 text-xs tracking-[0.18em] text-subtle uppercase" aria-hidden>
              <span className="h-px flex-1 bg-line" />
              or
              <span className="h-px flex-1 bg-line" />
            </div>
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              disabled={isSubmitting || passkeyBusy}
              onClick={() => void signInWithPasskey()}
            >
              <KeyRound className="size-4" aria-hidden />
              Sign in with a passkey
            </Button>
          </>
        ) : null}
        <SocialSignIn disabled={isSubmitting || passkeyBusy} />
      </form>
    </AuthCard>
  );
}
