import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { galleryLikes, galleryPosts, profiles } from '../../db/schema/index.ts';
import { filesStillReferenced } from '../shared/stored-files.ts';

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

    /** Which of `keys` some remaining row still points at (stored-files.ts). */
    stillReferenced: (keys: string[]) => filesStillReferenced(db, keys),
  };
}

export type AccountRepo = ReturnType<typeof accountRepo>;
