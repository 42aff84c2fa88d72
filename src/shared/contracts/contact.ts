import { z } from 'zod';

/** POST /api/contact (docs/spec.md §5: name, email and message required). */
export const contactRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please fill in all required fields.')
    .max(100, 'Keep your name under 100 characters.'),
  email: z.email({ error: 'Enter a valid email address.' }).max(254),
  subject: z.string().trim().max(150, 'Keep the subject under 150 characters.').optional().default(''),
  message: z
    .string()
    .trim()
    .min(1, 'Please fill in all required fields.')
    .max(5000, 'Keep your message under 5000 characters.'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** POST /api/newsletter: double opt-in; the confirmation link is mailed. */
export const newsletterRequestSchema = z.object({
  email: z.email({ error: 'Enter a valid email address.' }).max(254),
});
export const newsletterResponseSchema = z.object({
  status: z.enum(['confirmation_sent', 'already_subscribed']),
  message: z.string(),
});
