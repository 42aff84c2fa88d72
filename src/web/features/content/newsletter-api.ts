import { newsletterResponseSchema } from '../../../shared/contracts/contact.ts';
import { api } from '../../lib/api.ts';

/** Shown when the server gave no usable answer. */
export const NEWSLETTER_FALLBACK = 'Could not subscribe right now. Please try again.';

/** POST /api/newsletter {email}: double opt-in, the server mails the confirmation link. Never throws. */
export const subscribeNewsletter = (email: string) =>
  api.post('/api/newsletter', { email }, { schema: newsletterResponseSchema, fallback: NEWSLETTER_FALLBACK });
