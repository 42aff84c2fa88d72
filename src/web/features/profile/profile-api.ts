/**
 * Calls to the profile API (src/shared/contracts/profile.ts). Answers are checked against the
 * shared contract; none of these throws: failures come back with the HTTP status and the server's message.
 */
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  profileSchema,
  type UpdateProfile,
} from '../../../shared/contracts/profile.ts';
import { api } from '../../lib/api.ts';

/** The query key of a user's profile. */
export const profileKey = (userId: string) => ['profile', userId] as const;

export const PROFILE_LOAD_FALLBACK = 'Your profile could not be loaded. Please try again.';
export const PROFILE_SAVE_FALLBACK = 'Your changes could not be saved. Please try again.';
export const AVATAR_UPLOAD_FALLBACK = 'The avatar could not be uploaded. Please try again.';
export const AVATAR_REMOVE_FALLBACK = 'The avatar could not be removed. Please try again.';
/** Checked before a file is sent, in the server's words; the server checks again (and also the pixel count). */
export const AVATAR_TYPE_MESSAGE = 'Upload a PNG, JPEG or WebP image.';
export const AVATAR_SIZE_MESSAGE = `The image is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`;

/** Profile answers are checked against the contract and never served from the browser's cache. */
const options = { schema: profileSchema, cache: 'no-store' } as const;

/** GET /api/profile: the signed-in user's profile, stats and recent creations. */
export const fetchProfile = () => api.get('/api/profile', options);

/** PATCH /api/profile: saves the display name and bio. */
export const updateProfile = (values: UpdateProfile) => api.patch('/api/profile', values, options);

/** Why a file cannot be an avatar, before it is sent; null when it may be sent. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_TYPE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}

/** POST /api/profile/avatar with the image's bytes as the body (sent as the file's own type). */
export const uploadAvatar = (file: File) =>
  api.post('/api/profile/avatar', file, { ...options, headers: { 'Content-Type': file.type } });

/** DELETE /api/profile/avatar: back to the initial of the email. */
export const removeAvatar = () => api.delete('/api/profile/avatar', options);
