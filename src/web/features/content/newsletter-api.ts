import { newsletterResponseSchema } from '../../../shared/contracts/contact.ts';
import { postJson } from '../auth/auth-api.ts';

export type NewsletterResult =
  { ok: true; status: 'confirmation_sent' | 'already_subscribed'; message: string } | { ok: false; message: string };

/** Shown when the server gave no usable answer. */
export const NEWSLETTER_FALLBACK = 'Could not subscribe right now. Please try again.';

/** POST /api/newsletter {email}: double opt-in, the server mails the confirmation link. Never throws. */
export async function subscribeNewsletter(email: string): Promise<NewsletterResult> {
  const result = await postJson('/api/newsletter', { email });
  if (!result.ok) return { ok: false, message: result.message ?? NEWSLETTER_FALLBACK };
  const parsed = newsletterResponseSchema.safeParse(result.data);
  if (!parsed.success) return { ok: false, message: NEWSLETTER_FALLBACK };
  return { ok: true, ...parsed.data };
}
