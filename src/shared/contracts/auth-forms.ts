import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

/** Account form rules and their messages (docs/spec.md §5), word for word. The server enforces the same lengths. */

export const AUTH_MESSAGES = {
  validationTitle: 'Validation Error',
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  invalidEmail: 'Invalid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  termsTitle: 'Terms not accepted',
  termsDescription: 'Please accept the Terms & Privacy Policy.',
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid email or password.',
  loginSuccess: 'Welcome back! Login successful.',
  emailNotVerified: 'Confirm your email address first: we have sent you a new link.',
  signupFailedTitle: 'Signup failed',
  signupFailedFallback: 'An error occurred during signup.',
  signupSuccess: 'Account created! Welcome to Soundsleeve. You have 3 free credits to start!',
  passwordResetSent: "If an account exists for that email, we've sent a link to reset your password.",
  passwordUpdated: 'Password updated',
  loggedOut: 'Logged out',
} as const;

export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort });

export const loginFormSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean(),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** The terms checkbox is checked after these rules pass, with its own toast (docs/spec.md §5). */
export const signupFormSchema = z
  .object({
    name: z.string().trim().min(NAME_MIN_LENGTH, { error: AUTH_MESSAGES.nameTooShort }),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
    when: () => true,
  });
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
    when: () => true,
  });
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;
