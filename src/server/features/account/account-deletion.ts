import type { Logger } from '../../logger.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { AccountRepo } from './account.repo.ts';

export interface AccountDeletionDeps {
  repo: AccountRepo;
  /** The stored files of a user's covers (images, and exports cached from them). */
  coverFiles: (userId: string) => Promise<{ images: string[]; exports: string[] }>;
  /** Stops a running plan's renewal at the payment provider; throws when the provider refuses. */
  stopRenewal: (userId: string) => Promise<void>;
  storage: StorageProvider;
  logger: Logger;
}

/**
 * What deleting an account does around the row itself (better-auth deletes the user; the database cascades to
 * sessions, credits, covers, gallery posts and payments). Before: stop the plan renewing (so nobody is charged
 * for an account that no longer exists), take back likes, note the files. After: remove those files.
 */
export function accountDeletion({ repo, coverFiles, stopRenewal, storage, logger }: AccountDeletionDeps) {
  const files = new Map<string, { images: string[]; exports: string[] }>();
  return {
    async before(userId: string): Promise<void> {
      await stopRenewal(userId);
      const covers = await coverFiles(userId);
      const avatar = await repo.avatarKey(userId);
      files.set(userId, { images: [...covers.images, ...(avatar ? [avatar] : [])], exports: covers.exports });
      await repo.removeLikes(userId);
    },

    async after(userId: string): Promise<void> {
      const noted = files.get(userId);
      files.delete(userId);
      if (!noted) return;
      const kept = await repo.stillReferenced(noted.images);
      const doomed = [...new Set([...noted.images.filter((k) => !kept.has(k)), ...noted.exports])];
      const results = await Promise.allSettled(doomed.map((key) => storage.remove(key)));
      const failed = results.filter((r) => r.status === 'rejected').length;
      if (failed) logger.error({ userId, failed }, 'some files of a deleted account could not be removed');
      logger.info({ userId, files: doomed.length - failed }, 'account deleted');
    },
  };
}

export type AccountDeletion = ReturnType<typeof accountDeletion>;
