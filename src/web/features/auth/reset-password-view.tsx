import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import {
  AUTH_MESSAGES,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '../../../shared/contracts/auth-forms.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { api } from '../../lib/api.ts';
import { AuthCard, authLinkClass } from './auth-card.tsx';
import { RESULT_TOAST_ID, toastFirstError } from './use-auth-page.ts';

const FIELD_ORDER = ['password', 'confirmPassword'] as const;

/** Sets a new password from the emailed link: /reset-password?token=… (or ?error=INVALID_TOKEN). */
export function ResetPasswordView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [linkInvalid, setLinkInvalid] = useState(!token || params.has('error'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onValid = async ({ password }: ResetPasswordFormValues) => {
    const result = await api.post('/api/auth/reset-password', { newPassword: password, token });
    if (result.ok) {
      toast.success(AUTH_MESSAGES.passwordUpdated, { id: RESULT_TOAST_ID });
      void navigate('/login', { replace: true });
      return;
    }
    if (result.code === 'invalid_token') {
      setLinkInvalid(true);
      return;
    }
    toast.error('Reset failed', { id: RESULT_TOAST_ID, description: result.message ?? 'Please try again.' });
  };

  if (linkInvalid) {
    return (
      <AuthCard title="This link doesn’t work" description="This password reset link is invalid or has expired.">
        <ButtonLink to="/forgot-password" size="lg" className="w-full">
          Request a new reset link
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you don’t use anywhere else."
      footer={
        <Link to="/login" className={authLinkClass}>
          Back to Login
        </Link>
      }
    >
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, FIELD_ORDER))}
        className="flex flex-col gap-5"
      >
        <Field label="New Password" htmlFor="reset-password">
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        </Field>
        <Field label="Confirm New Password" htmlFor="reset-confirm-password">
          <Input
            id="reset-confirm-password"
            type="password"
            autoComplete="new-password"
            placeholder="Type it again"
            aria-invalid={errors.confirmPassword ? true : undefined}
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
