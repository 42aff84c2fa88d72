import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coverEdits, galleryPosts, generations, moodboards, moodboardUploads, users } from '../../db/schema/index.ts';

export type MoodboardRow = typeof moodboards.$inferSelect;

/** Moodboards: each person's boards, their read-only links, and what their items refer to. */
export function moodboardsRepo(db: Database) {
  const withAuthor = () =>
    db
      .select({
        board: moodboards,
        author: sql<string>`coalesce(nullif(trim(${users.displayName}), ''), ${users.name})`,
      })
      .from(moodboards)
      .innerJoin(users, eq(users.id, moodboards.userId));
  return {
    /** Adds a board unless the person keeps `max` already (counted under a per-person lock); null when they do. */
    async insert(row: typeof moodboards.$inferInsert, max: number): Promise<MoodboardRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`moodboards:${row.userId}`}))`);
        const [{ n }] = (await tx.select({ n: count() }).from(moodboards).where(eq(moodboards.userId, row.userId))) as [
          { n: number },
        ];
        if (n >= max) return null;
        const [created] = await tx.insert(moodboards).values(row).returning();
        return created!;
      });
    },
    async mine(userId: string) {
      return db
        .select({
          id: moodboards.id,
          name: moodboards.name,
          items: moodboards.items,
          updatedAt: moodboards.updatedAt,
          shareToken: moodboards.shareToken,
        })
        .from(moodboards)
        .where(eq(moodboards.userId, userId))
        .orderBy(desc(moodboards.updatedAt));
    },
    async byId(id: string) {
      const [row] = await withAuthor().where(eq(moodboards.id, id));
      return row ? { ...row.board, author: row.author } : null;
    },
    async byToken(token: string) {
      const [row] = await withAuthor().where(eq(moodboards.shareToken, token));
      return row ? { ...row.board, author: row.author } : null;
    },
    async update(id: string, userId: string, values: Partial<Pick<MoodboardRow, 'name' | 'items' | 'shareToken'>>) {
      const changed = await db
        .update(moodboards)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(moodboards.id, id), eq(moodboards.userId, userId)))
        .returning({ id: moodboards.id });
      return changed.length > 0;
    },
    async remove(id: string, userId: string) {
      const removed = await db
        .delete(moodboards)
        .where(and(eq(moodboards.id, id), eq(moodboards.userId, userId)))
        .returning({ id: moodboards.id });
      return removed.length > 0;
    },
    /** Records a picture the user uploaded, unless they keep `max` already; false when they do. */
    async addUpload(userId: string, key: string, max: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`moodboard_uploads:${userId}`}))`);
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(moodboardUploads)
          .where(eq(moodboardUploads.userId, userId))) as [{ n: number }];
        const [known] = await tx
          .select({ key: moodboardUploads.key })
          .from(moodboardUploads)
          .where(and(eq(moodboardUploads.userId, userId), eq(moodboardUploads.key, key)));
        if (known) return true;
        if (n >= max) return false;
        await tx.insert(moodboardUploads).values({ userId, key });
        return true;
      });
    },
    /** Of these storage keys, those the user uploaded for boards. */
    async ownUploads(userId: string, keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .select({ key: moodboardUploads.key })
        .from(moodboardUploads)
        .where(and(eq(moodboardUploads.userId, userId), inArray(moodboardUploads.key, keys)));
      return new Set(rows.map((r) => r.key));
    },
    /** Every picture the user uploaded for boards (removed with the account). */
    async uploadFilesOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: moodboardUploads.key })
        .from(moodboardUploads)
        .where(eq(moodboardUploads.userId, userId));
      return rows.map((r) => r.key);
    },
    /** Of these covers, those the user made and that are finished. */
    async ownFinishedCovers(userId: string, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: generations.id })
        .from(generations)
        .where(and(inArray(generations.id, ids), eq(generations.userId, userId), eq(generations.status, 'succeeded')));
      return new Set(rows.map((r) => r.id));
    },
    /** Of these gallery posts, those that are published. */
    async publishedPosts(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ id: galleryPosts.id }).from(galleryPosts).where(inArray(galleryPosts.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    /** The picture a cover of the user's shows: its saved edit's, else its own preview. */
    async coverPicture(userId: string, coverId: string): Promise<string | null> {
      const [row] = await db
        .select({ key: sql<string | null>`coalesce(${coverEdits.previewKey}, ${generations.previewKey})` })
        .from(generations)
        .leftJoin(coverEdits, and(eq(coverEdits.generationId, generations.id), isNotNull(coverEdits.previewKey)))
        .where(and(eq(generations.id, coverId), eq(generations.userId, userId), eq(generations.status, 'succeeded')));
      return row?.key ?? null;
    },
  };
}

export type MoodboardsRepo = ReturnType<typeof moodboardsRepo>;
