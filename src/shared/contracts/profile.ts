import { z } from 'zod';
import { generationSchema } from './generation.ts';

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 280;
/** Avatar uploads: PNG, JPEG or WebP, at most 2 MB and 25 megapixels; stored as a 256² WebP. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 25_000_000;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** GET /api/profile: the signed-in user's own profile. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name shown on the profile (display name, else the sign-up name). */
  displayName: z.string(),
  bio: z.string(),
  /** null: show the initial of the email. */
  avatarUrl: z.string().nullable(),
  stats: z.object({
    /** My generations that succeeded. */
    artworks: z.number().int(),
    /** Plan id while a paid period runs, else null (Free). */
    plan: z.string().nullable(),
    credits: z.number().int(),
  }),
  /** The plan's monthly credits for the plan bar (200 when unknown, docs/spec.md §9); null for unlimited. */
  planMonthlyCredits: z.number().int().nullable(),
  /** My six most recent finished creations. */
  recent: z.array(generationSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/profile */
export const updateProfileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(DISPLAY_NAME_MIN, `Display name must be at least ${DISPLAY_NAME_MIN} characters`)
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`),
  bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
