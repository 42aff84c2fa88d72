/**
 * Plain-fetch calls to the profile API (src/shared/contracts/profile.ts). Answers are checked against the
 * shared contract; none of these throws: failures come back with the HTTP status and the server's message.
 */
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  profileSchema,
  type Profile,
  type UpdateProfile,
} from '../../../shared/contracts/profile.ts';
import { NETWORK_ERROR_MESSAGE, readApiError } from '../auth/auth-api.ts';

/** The query key of a user's profile. */
export const profileKey = (userId: string) => ['profile', userId] as const;

export const PROFILE_LOAD_FALLBACK = 'Your profile could not be loaded. Please try again.';
export const PROFILE_SAVE_FALLBACK = 'Your changes could not be saved. Please try again.';
export const AVATAR_UPLOAD_FALLBACK = 'The avatar could not be uploaded. Please try again.';
export const AVATAR_REMOVE_FALLBACK = 'The avatar could not be removed. Please try again.';
/** Checked before a file is sent, in the server's words; the server checks again (and also the pixel count). */
export const AVATAR_TYPE_MESSAGE = 'Upload a PNG, JPEG or WebP image.';
export const AVATAR_SIZE_MESSAGE = `The image is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`;

export type ProfileResult = { ok: true; data: Profile } | { ok: false; status: number; message: string | null };

async function send(path: string, init: RequestInit): Promise<ProfileResult> {
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE };
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) return { ok: false, status: res.status, message: readApiError(body).message };
  const parsed = profileSchema.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: res.status, message: null };
}

/** GET /api/profile: the signed-in user's profile, stats and recent creations. */
export const fetchProfile = () => send('/api/profile', { method: 'GET' });

/** PATCH /api/profile: saves the display name and bio. */
export const updateProfile = (values: UpdateProfile) =>
  send('/api/profile', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });

/** Why a file cannot be an avatar, before it is sent; null when it may be sent. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_TYPE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}

/** POST /api/profile/avatar with the image's bytes as the body. */
export const uploadAvatar = (file: File) =>
  send('/api/profile/avatar', { method: 'POST', headers: { 'Content-Type': file.type }, body: file });

/** DELETE /api/profile/avatar: back to the initial of the email. */
export const removeAvatar = () => send('/api/profile/avatar', { method: 'DELETE' });
