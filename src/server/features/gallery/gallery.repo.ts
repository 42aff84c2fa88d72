import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { PublishGenre } from '../../../shared/contracts/gallery.ts';
import type { GallerySeed } from '../../../shared/content/gallery-seed.ts';
import type { Database } from '../../db/client.ts';
import { coverEdits, galleryLikes, galleryPosts, generations } from '../../db/schema/index.ts';
import { currentEditOf } from '../shared/current-edit.ts';

export type GalleryPostRow = typeof galleryPosts.$inferSelect;

/** `%` and `_` typed in the search box are text, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function galleryRepo(db: Database) {
  return {
    /** Newest first, filtered by genre and by a case-insensitive match on title or artist. */
    async list(opts: {
      q?: string;
      genre?: PublishGenre;
      limit: number;
      before?: { createdAt: Date; id: string };
      viewerId: string | null;
    }) {
      const conditions = [
        opts.genre ? eq(galleryPosts.genre, opts.genre) : undefined,
        opts.q
          ? or(ilike(galleryPosts.title, likePattern(opts.q)), ilike(galleryPosts.artist, likePattern(opts.q)))
          : undefined,
        opts.before
          ? or(
              lt(galleryPosts.createdAt, opts.before.createdAt),
              and(eq(galleryPosts.createdAt, opts.before.createdAt), lt(galleryPosts.id, opts.before.id)),
            )
          : undefined,
      ].filter((c) => c !== undefined);
      return db
        .select({
          post: galleryPosts,
          // Which edit the post shows (its preview's content-addressed key), so its image address changes with it.
          editKey: sql<
            string | null
          >`(select ${coverEdits.previewKey} from ${coverEdits} where ${coverEdits.generationId} = ${galleryPosts.generationId} and ${coverEdits.previewKey} is not null limit 1)`,
          likedByMe: opts.viewerId
            ? sql<boolean>`exists (select 1 from ${galleryLikes} where ${galleryLikes.postId} = ${galleryPosts.id} and ${galleryLikes.userId} = ${opts.viewerId})`
            : sql<boolean>`false`,
        })
        .from(galleryPosts)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(galleryPosts.createdAt), desc(galleryPosts.id))
        .limit(opts.limit);
    },

    async get(id: string): Promise<GalleryPostRow | null> {
      const [row] = await db.select().from(galleryPosts).where(eq(galleryPosts.id, id));
      return row ?? null;
    },

    /** The stored image keys of a published generation, as last edited. */
    async generationImages(generationId: string) {
      // The cover as edited, when it was: the gallery shows what its owner last saved, not the art under it.
      const edit = await currentEditOf(db, generationId);
      if (edit) return { previewKey: edit.previewKey, thumbnailKey: edit.thumbnailKey ?? edit.previewKey };
      const [row] = await db
        .select({ previewKey: generations.previewKey, thumbnailKey: generations.thumbnailKey })
        .from(generations)
        .where(eq(generations.id, generationId));
      return row ?? null;
    },

    /** Publishes a finished generation of `userId`; null when it is not theirs or not finished, 'exists' if published. */
    async publish(
      userId: string,
      p: {
        id: string;
        generationId: string;
        title: string;
        artist: string;
        genre: PublishGenre;
        shareIdea: boolean;
      },
    ): Promise<GalleryPostRow | null | 'exists'> {
      return db.transaction(async (tx) => {
        const [g] = await tx
          .select({ id: generations.id, prompt: generations.prompt })
          .from(generations)
          .where(
            and(
              eq(generations.id, p.generationId),
              eq(generations.userId, userId),
              eq(generations.status, 'succeeded'),
            ),
          );
        if (!g) return null;
        const { shareIdea, ...post } = p;
        const [row] = await tx
          .insert(galleryPosts)
          .values({ ...post, userId, idea: shareIdea ? g.prompt : null })
          .onConflictDoNothing({ target: galleryPosts.generationId })
          .returning();
        return row ?? 'exists';
      });
    },

    async unpublish(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(galleryPosts)
        .where(and(eq(galleryPosts.id, id), eq(galleryPosts.userId, userId)))
        .returning({ id: galleryPosts.id });
      return rows.length === 1;
    },

    /** Toggles `userId`'s like; the count changes in the same transaction, so it always equals the likes. */
    async toggleLike(userId: string, postId: string): Promise<{ liked: boolean; likes: number } | null> {
      return db.transaction(async (tx) => {
        const [post] = await tx.select({ id: galleryPosts.id }).from(galleryPosts).where(eq(galleryPosts.id, postId));
        if (!post) return null;
        const added = await tx
          .insert(galleryLikes)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: galleryLikes.postId });
        const removed = added.length
          ? []
          : await tx
              .delete(galleryLikes)
              .where(and(eq(galleryLikes.postId, postId), eq(galleryLikes.userId, userId)))
              .returning({ postId: galleryLikes.postId });
        // The count moves by the rows this transaction actually added or removed: under concurrency another toggle
        // of the same user may have removed the row first (then this one changes nothing), so it never drifts.
        const delta = added.length - removed.length;
        const [row] = await tx
          .update(galleryPosts)
          .set({ likes: sql`${galleryPosts.likes} + ${delta}` })
          .where(eq(galleryPosts.id, postId))
          .returning({ likes: galleryPosts.likes });
        return { liked: added.length > 0, likes: row!.likes };
      });
    },

    /** The community covers the gallery starts with (idempotent: fixed ids). */
    async seed(seeds: readonly GallerySeed[]) {
      if (!seeds.length) return;
      const now = Date.now();
      await db
        .insert(galleryPosts)
        .values(
          seeds.map((s) => ({
            id: s.id,
            sampleKey: s.art.key,
            title: s.title,
            artist: s.artist,
            genre: s.genre,
            idea: s.idea,
            likes: s.likes,
            createdAt: new Date(now - s.hoursAgo * 3_600_000),
          })),
        )
        // Seeded before covers shared their ideas: give them theirs, and change nothing else (likes moved on).
        .onConflictDoUpdate({
          target: galleryPosts.id,
          set: { idea: sql`excluded.idea` },
          setWhere: sql`${galleryPosts.idea} is null and ${galleryPosts.sampleKey} is not null`,
        });
    },
  };
}

export type GalleryRepo = ReturnType<typeof galleryRepo>;
