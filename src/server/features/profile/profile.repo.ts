import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, userCreditsView, users } from '../../db/schema/index.ts';

export function profileRepo(db: Database) {
  return {
    /** The user with their profile row (if any) and their credits view row. */
    async get(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          displayName: users.displayName,
          bio: profiles.bio,
          avatarKey: profiles.avatarKey,
          credits: userCreditsView.creditCount,
          plan: userCreditsView.subscriptionPlan,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(userCreditsView, eq(userCreditsView.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async update(userId: string, values: { displayName: string; bio: string }) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ displayName: values.displayName, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await tx
          .insert(profiles)
          .values({ userId, bio: values.bio })
          .onConflictDoUpdate({ target: profiles.userId, set: { bio: values.bio, updatedAt: new Date() } });
      });
    },

    /** The stored avatar and the account's image URL (what the session shows), changed together. */
    async setAvatar(userId: string, avatarKey: string | null, imageUrl: string | null) {
      await db.transaction(async (tx) => {
        await tx
          .insert(profiles)
          .values({ userId, avatarKey })
          .onConflictDoUpdate({ target: profiles.userId, set: { avatarKey, updatedAt: new Date() } });
        await tx.update(users).set({ image: imageUrl }).where(eq(users.id, userId));
      });
    },
  };
}

export type ProfileRepo = ReturnType<typeof profileRepo>;
