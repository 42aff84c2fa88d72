import type { ContactRequest } from '../../../shared/contracts/contact.ts';
import { postJson } from '../auth/auth-api.ts';

/** Shown when sending failed and the server gave no message. */
export const CONTACT_FALLBACK_MESSAGE = 'Your message could not be sent. Please try again.';

export type ContactResult = { ok: true } | { ok: false; status: number; message: string };

/** Sends a message to the team (POST /api/contact, 201 when stored). Never throws. */
export async function sendContactMessage(message: ContactRequest): Promise<ContactResult> {
  const result = await postJson('/api/contact', message);
  if (result.ok) return { ok: true };
  return { ok: false, status: result.status, message: result.message ?? CONTACT_FALLBACK_MESSAGE };
}
