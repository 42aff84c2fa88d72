import { verifiedCallback } from './email-verified.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import {
  AUTH_MESSAGES,
  signupFormSchema,
  type SignupFormInput,
  type SignupFormValues,
} from '../../../shared/contracts/auth-forms.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { describedByError, errorIdOf, FieldError, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { AuthCard, AuthPending, authLinkClass } from './auth-card.tsx';
import { RESULT_TOAST_ID, toastFirstError, VALIDATION_TOAST_ID, useSignInPage } from './use-auth-page.ts';
import { SocialSignIn } from './social-sign-in.tsx';

const FIELD_ORDER = ['name', 'email', 'password', 'confirmPassword'] as const;

export function SignupView() {
  const { ready, finish } = useSignInPage();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onValid = async ({ name, email, password, acceptTerms }: SignupFormValues) => {
    if (!acceptTerms) {
      setError('acceptTerms', { type: 'required', message: AUTH_MESSAGES.termsDescription });
      setFocus('acceptTerms');
      toast.error(AUTH_MESSAGES.termsTitle, { id: VALIDATION_TOAST_ID, description: AUTH_MESSAGES.termsDescription });
      return;
    }
    const result = await api.post<{ token?: string | null } | null>('/api/auth/sign-up/email', {
      name,
      email,
      password,
      displayName: name,
      callbackURL: verifiedCallback(),
    });
    if (!result.ok) {
      toast.error(AUTH_MESSAGES.signupFailedTitle, {
        id: RESULT_TOAST_ID,
        description: result.message ?? AUTH_MESSAGES.signupFailedFallback,
      });
      return;
    }
    // No session yet: the address must be confirmed first (the link signs the person in).
    if (!result.data?.token) {
      toast.dismiss(RESULT_TOAST_ID);
      setPendingEmail(email);
      return;
    }
    await finish(AUTH_MESSAGES.signupSuccess);
  };

  if (pendingEmail) {
    return (
      <AuthCard
        title="Check your inbox"
        description={`We sent a link to ${pendingEmail}. Open it to confirm your address and finish creating your account.`}
      >
        <p className="text-sm leading-relaxed text-muted">
          No mail after a few minutes? Look in your spam folder, or{' '}
          <Link to="/login" className={authLinkClass}>
            log in
          </Link>{' '}
          to have a new link sent.
        </p>
      </AuthCard>
    );
  }

  if (!ready) return <AuthPending />;

  return (
    <AuthCard
      title="Create your account"
      description="Start with 3 free credits and turn your sound into art."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Log in
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
          id="signup-name"
          label="Name"
          autoComplete="name"
          placeholder="Your name or artist name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="signup-confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Type it again"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm leading-5 text-paper/90">
          <Checkbox {...describedByError('signup-terms', errors.acceptTerms?.message)} {...register('acceptTerms')} />
          <span>
            I agree to the{' '}
            <Link to="/terms" className={authLinkClass}>
              Terms
            </Link>{' '}
            &amp;{' '}
            <Link to="/privacy" className={authLinkClass}>
              Privacy Policy
            </Link>
          </span>
        </label>
        <FieldError id={errorIdOf('signup-terms')} message={errors.acceptTerms?.message} />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
        <SocialSignIn disabled={isSubmitting} />
      </form>
    </AuthCard>
  );
}
