import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coverEdits, customStyles, generations, users } from '../../db/schema/index.ts';

export type StyleRow = typeof customStyles.$inferSelect;
export type NewStyle = typeof customStyles.$inferInsert;
/** A style with who made it and the storage key of its card's picture (its cover as edited, else as drawn). */
export type StyleListing = StyleRow & { author: string; pictureKey: string | null };

/** Custom styles: each person's own, and those shared to /styles. */
export function stylesRepo(db: Database) {
  const listing = () =>
    db
      .select({
        style: customStyles,
        author: sql<string>`coalesce(nullif(trim(${users.displayName}), ''), ${users.name})`,
        pictureKey: sql<string | null>`coalesce(${coverEdits.previewKey}, ${generations.previewKey})`,
      })
      .from(customStyles)
      .innerJoin(users, eq(users.id, customStyles.userId))
      .leftJoin(generations, and(eq(generations.id, customStyles.coverId), eq(generations.status, 'succeeded')))
      // Only the latest edit holds a picture.
      .leftJoin(coverEdits, and(eq(coverEdits.generationId, generations.id), isNotNull(coverEdits.previewKey)));
  const flatten = (rows: { style: StyleRow; author: string; pictureKey: string | null }[]): StyleListing[] =>
    rows.map((r) => ({ ...r.style, author: r.author, pictureKey: r.pictureKey }));

  return {
    /**
     * Adds a style unless the person already keeps `max`: counted and inserted in one statement, so styles saved
     * at once cannot pass the limit together. Null when they are at it.
     */
    async insert(row: NewStyle & { id: string; userId: string }, max: number): Promise<StyleRow | null> {
      return db.transaction(async (tx) => {
        // One person's saves wait for each other here; other people's do not.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom_styles:${row.userId}`}))`);
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(customStyles)
          .where(eq(customStyles.userId, row.userId))) as [{ n: number }];
        if (n >= max) return null;
        const [created] = await tx.insert(customStyles).values(row).returning();
        return created!;
      });
    },
    async byId(id: string): Promise<StyleListing | null> {
      const [row] = flatten(await listing().where(eq(customStyles.id, id)));
      return row ?? null;
    },
    async mine(userId: string): Promise<StyleListing[]> {
      return flatten(await listing().where(eq(customStyles.userId, userId)).orderBy(desc(customStyles.createdAt)));
    },
    /** Shared styles, newest shared first. */
    async shared(limit: number): Promise<StyleListing[]> {
      return flatten(
        await listing().where(isNotNull(customStyles.sharedAt)).orderBy(desc(customStyles.sharedAt)).limit(limit),
      );
    },
    async update(
      id: string,
      userId: string,
      values: Partial<Pick<StyleRow, 'name' | 'pattern' | 'sharedAt'>>,
    ): Promise<boolean> {
      const changed = await db
        .update(customStyles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(customStyles.id, id), eq(customStyles.userId, userId)))
        .returning({ id: customStyles.id });
      return changed.length > 0;
    },
    async remove(id: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(customStyles)
        .where(and(eq(customStyles.id, id), eq(customStyles.userId, userId)))
        .returning({ id: customStyles.id });
      return removed.length > 0;
    },
  };
}

export type StylesRepo = ReturnType<typeof stylesRepo>;
