import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  galleryLikes,
  galleryPosts,
  generationCandidates,
  generations,
  profiles,
  sampleImages,
} from '../../db/schema/index.ts';

/** The queries behind deleting an account that the cascade from `users` cannot do by itself. */
export function accountRepo(db: Database) {
  return {
    /**
     * Takes back a user's likes, each post's count moving by the rows actually removed, in one transaction (the
     * cascade from `users` would delete the like rows and leave the counts too high).
     */
    async removeLikes(userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(galleryLikes)
          .where(eq(galleryLikes.userId, userId))
          .returning({ postId: galleryLikes.postId });
        if (removed.length) {
          await tx
            .update(galleryPosts)
            .set({ likes: sql`${galleryPosts.likes} - 1` })
            .where(
              inArray(
                galleryPosts.id,
                removed.map((r) => r.postId),
              ),
            );
        }
        return removed.length;
      });
    },

    async avatarKey(userId: string): Promise<string | null> {
      const [row] = await db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, userId));
      return row?.key ?? null;
    },

    /**
     * Which of `keys` some remaining row still points at. Files are content-addressed, so two people who made the
     * same picture share one file: it stays until nobody's row needs it.
     */
    async stillReferenced(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      // Covers and their versions hold the same three kinds of file.
      const coverFiles = (table: typeof generations | typeof generationCandidates) =>
        db
          .select({ preview: table.previewKey, thumbnail: table.thumbnailKey, master: table.masterKey })
          .from(table)
          .where(
            or(inArray(table.previewKey, keys), inArray(table.thumbnailKey, keys), inArray(table.masterKey, keys)),
          );
      const [byGeneration, byCandidate, byProfile, bySample] = await Promise.all([
        coverFiles(generations),
        coverFiles(generationCandidates),
        db.select({ key: profiles.avatarKey }).from(profiles).where(inArray(profiles.avatarKey, keys)),
        db
          .select({ key: sampleImages.key, preview: sampleImages.previewKey, thumbnail: sampleImages.thumbnailKey })
          .from(sampleImages)
          .where(and(or(inArray(sampleImages.previewKey, keys), inArray(sampleImages.thumbnailKey, keys)))),
      ]);
      return new Set(
        [
          ...[...byGeneration, ...byCandidate].flatMap((r) => [r.preview, r.thumbnail, r.master]),
          ...byProfile.map((r) => r.key),
          ...bySample.flatMap((r) => [r.preview, r.thumbnail]),
        ].filter((k): k is string => !!k && keys.includes(k)),
      );
    },
  };
}

export type AccountRepo = ReturnType<typeof accountRepo>;
