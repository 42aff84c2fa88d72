import { useCallback, useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { AUTH_MESSAGES } from '../../../shared/contracts/auth-forms.ts';
import { returnPath } from '../../lib/return-to.ts';
import { useAuth } from './auth-context.tsx';

/** One toast slot per kind, so repeated submits replace the message instead of stacking copies. */
export const VALIDATION_TOAST_ID = 'auth-validation';
export const RESULT_TOAST_ID = 'auth-result';

/** Shows the first failing rule, in the form's field order, as a 'Validation Error' toast. */
export function toastFirstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]) {
  for (const key of order) {
    const message = errors[key]?.message;
    if (typeof message === 'string' && message) {
      toast.error(AUTH_MESSAGES.validationTitle, { id: VALIDATION_TOAST_ID, description: message });
      return;
    }
  }
}

/**
 * For /login and /signup: sends a signed-in visitor home once the session is known (docs/spec.md §6), and
 * gives the page `finish`, which completes a successful sign-in: session and credits looked up again,
 * the success toast, then back to the page the person came from (home when there is none).
 */
export function useSignInPage() {
  const { loading, user, refreshSession } = useAuth();
  const navigate = useNavigate();
  const finishing = useRef(false);

  useEffect(() => {
    if (!loading && user && !finishing.current) void navigate('/', { replace: true });
  }, [loading, user, navigate]);

  const finish = useCallback(
    async (message: string) => {
      finishing.current = true;
      await refreshSession();
      toast.success(message, { id: RESULT_TOAST_ID });
      void navigate(returnPath(), { replace: true });
    },
    [refreshSession, navigate],
  );

  // The form shows while the session is looked up (and in the page's prerendered HTML): nearly everyone who opens
  // these pages is signed out, and a signed-in visitor is sent home as soon as the lookup answers.
  return { ready: !user, finish };
}
