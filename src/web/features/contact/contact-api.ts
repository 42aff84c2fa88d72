import type { ContactRequest } from '../../../shared/contracts/contact.ts';
import { api, type ApiResult } from '../../lib/api.ts';

/** Shown when sending failed and the server gave no message. */
export const CONTACT_FALLBACK_MESSAGE = 'Your message could not be sent. Please try again.';

/** Sends a message to the team (POST /api/contact, 201 when stored). Never throws. */
export function sendContactMessage(message: ContactRequest): Promise<ApiResult<unknown>> {
  return api.post('/api/contact', message, { fallback: CONTACT_FALLBACK_MESSAGE });
}
