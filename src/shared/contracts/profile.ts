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
  /**
   * The running plan's monthly credits for the plan bar; null for an unlimited plan and for a free account, which
   * has its sign-up credits and no monthly ones (decision 024).
   */
  planMonthlyCredits: z.number().int().nullable(),
  /** My six most recent finished creations. */
  recent: z.array(generationSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The rules for a name shown beside a person's work (their display name, and the name given at sign-up, which starts
 * as it) on every path that writes one: this profile, sign-up and better-auth's update-user, and an identity
 * provider's name fitted to them (server/features/auth/user-names.ts). `label` is the field as the form calls it.
 */
export const personNameSchema = (label: 'Name' | 'Display name') =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(DISPLAY_NAME_MIN, `${label} must be at least ${DISPLAY_NAME_MIN} characters`)
    .max(DISPLAY_NAME_MAX, `${label} must be at most ${DISPLAY_NAME_MAX} characters`);
export const displayNameSchema = personNameSchema('Display name');

/** PATCH /api/profile */
export const updateProfileSchema = z.object({
  displayName: displayNameSchema,
  bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
