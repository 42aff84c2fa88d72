import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import {
  AUTH_MESSAGES,
  forgotPasswordFormSchema,
  type ForgotPasswordFormValues,
} from '../../../shared/contracts/auth-forms.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { api } from '../../lib/api.ts';
import { AuthCard, authLinkClass } from './auth-card.tsx';
import { RESULT_TOAST_ID, toastFirstError } from './use-auth-page.ts';

/**
 * Asks for a reset link. Whatever the server knows about the address, the page answers the same way, so
 * it never tells anyone whether an email is registered.
 */
export function ForgotPasswordView() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onValid = async ({ email }: ForgotPasswordFormValues) => {
    const result = await api.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    // Only a failure to handle the request at all (offline, rate limit, server error) is reported.
    if (!result.ok && (result.status === 0 || result.status === 429 || result.status >= 500)) {
      toast.error('Request failed', {
        id: RESULT_TOAST_ID,
        description: result.message ?? 'Please try again in a moment.',
      });
      return;
    }
    setSent(true);
  };

  const backToLogin = (
    <>
      Remembered it?{' '}
      <Link to="/login" className={authLinkClass}>
        Back to Login
      </Link>
    </>
  );

  if (sent) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <div role="status" className="flex flex-col items-center gap-5 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-ember/15 text-ember">
            <MailCheck className="size-7" aria-hidden />
          </span>
          <p className="leading-relaxed text-paper/90">{AUTH_MESSAGES.passwordResetSent}</p>
          <p className="text-sm text-muted">Didn’t get it? Check your spam folder, or try again in a few minutes.</p>
        </div>
        <ButtonLink to="/login" variant="secondary" size="lg" className="mt-8 w-full">
          Back to Login
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password?"
      description="Enter the email you signed up with and we’ll send you a link to choose a new password."
      footer={backToLogin}
    >
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, ['email']))}
        className="flex flex-col gap-5"
      >
        <Field label="Email" htmlFor="forgot-email">
          <Input
            id="forgot-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            {...register('email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
