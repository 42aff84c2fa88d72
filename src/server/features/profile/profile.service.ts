import type { Generation } from '../../../shared/contracts/generation.ts';
import type { Profile, UpdateProfile } from '../../../shared/contracts/profile.ts';
import { planById } from '../../../shared/plans.ts';
import { AppError } from '../../http/errors.ts';
import { ImageRefusedError } from '../../engine/image-guard.ts';
import { normaliseAvatar } from '../../providers/image/uploaded-image.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { ProfileRepo } from './profile.repo.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

/** The signed-in user's own profile: who they are, their stats and recent covers, edits and the avatar. */
/**
 * Where a user's avatar is served. The key in the address makes a new upload a new URL (the image itself is cached
 * for good); the same URL is the account's `image`, so the header shows it from the session.
 */
function avatarUrlOf(key: string | null | undefined): string | null {
  return key ? `/api/profile/avatar?v=${key.slice(-16, -5)}` : null;
}

export function profileService(deps: {
  repo: ProfileRepo;
  storage: StorageProvider;
  artworks: (userId: string) => Promise<number>;
  recent: (userId: string, limit: number) => Promise<Generation[]>;
}) {
  const { repo, storage } = deps;

  const service = {
    async get(userId: string): Promise<Profile> {
      const row = await repo.get(userId);
      if (!row) throw new AppError(404, ERROR_CODES.notFound, 'No such account.');
      const [artworks, recent] = await Promise.all([deps.artworks(userId), deps.recent(userId, 6)]);
      const plan = row.plan ? planById(row.plan) : undefined;
      return {
        id: row.id,
        email: row.email,
        displayName: row.displayName?.trim() || row.name,
        bio: row.bio ?? '',
        avatarUrl: avatarUrlOf(row.avatarKey),
        stats: { artworks, plan: plan?.id ?? null, credits: row.credits ?? 0 },
        planMonthlyCredits: plan ? plan.monthlyCredits : null,
        recent,
      };
    },

    async update(userId: string, values: UpdateProfile): Promise<Profile> {
      await repo.update(userId, values);
      return service.get(userId);
    },

    async setAvatar(userId: string, bytes: Buffer): Promise<Profile> {
      let avatar: Buffer;
      try {
        avatar = await normaliseAvatar(bytes);
      } catch (err) {
        if (err instanceof ImageRefusedError) throw new AppError(400, ERROR_CODES.invalidImage, err.message);
        throw err;
      }
      const key = await storage.put(avatar, 'image/webp');
      await repo.setAvatar(userId, key, avatarUrlOf(key));
      return service.get(userId);
    },

    async removeAvatar(userId: string): Promise<Profile> {
      await repo.setAvatar(userId, null, null);
      return service.get(userId);
    },

    async avatar(userId: string) {
      const row = await repo.get(userId);
      const object = row?.avatarKey ? await storage.get(row.avatarKey) : null;
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'No avatar.');
      return object;
    },
  };
  return service;
}

export type ProfileService = ReturnType<typeof profileService>;
