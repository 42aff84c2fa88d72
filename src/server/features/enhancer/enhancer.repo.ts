import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enhancements } from '../../db/schema/index.ts';

export type EnhancementRow = typeof enhancements.$inferSelect;
export type NewEnhancement = typeof enhancements.$inferInsert;

/** The enhancer's rows: each person's jobs, claimed and settled by the job worker. */
export function enhancerRepo(db: Database) {
  return {
    /** Adds a queued enhancement, or answers null when the person already has one queued or running. */
    async insert(row: NewEnhancement): Promise<EnhancementRow | null> {
      const [created] = await db.insert(enhancements).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async active(userId: string): Promise<EnhancementRow | null> {
      const [row] = await db
        .select()
        .from(enhancements)
        .where(and(eq(enhancements.userId, userId), inArray(enhancements.status, ['queued', 'running'])));
      return row ?? null;
    },
    async byId(id: string): Promise<EnhancementRow | null> {
      const [row] = await db.select().from(enhancements).where(eq(enhancements.id, id));
      return row ?? null;
    },
    async recent(userId: string, limit: number): Promise<EnhancementRow[]> {
      return db
        .select()
        .from(enhancements)
        .where(eq(enhancements.userId, userId))
        .orderBy(desc(enhancements.createdAt))
        .limit(limit);
    },
    /** Marks a queued (or, after a lost process, a running) enhancement as running; null when it is settled. */
    async claim(id: string): Promise<EnhancementRow | null> {
      const [row] = await db
        .update(enhancements)
        .set({ status: 'running', progress: 0, updatedAt: new Date() })
        .where(and(eq(enhancements.id, id), inArray(enhancements.status, ['queued', 'running'])))
        .returning();
      return row ?? null;
    },
    async progress(id: string, progress: number): Promise<void> {
      await db
        .update(enhancements)
        .set({ progress, updatedAt: new Date() })
        .where(and(eq(enhancements.id, id), eq(enhancements.status, 'running')));
    },
    async succeed(id: string, files: { resultKey: string; previewKey: string }): Promise<void> {
      await db
        .update(enhancements)
        .set({ ...files, status: 'succeeded', progress: 1, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(enhancements.id, id));
    },
    /** Fails an enhancement that is not settled yet (a settled one keeps its outcome). */
    async fail(id: string, error: string): Promise<void> {
      await db
        .update(enhancements)
        .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(enhancements.id, id), inArray(enhancements.status, ['queued', 'running'])));
    },
    /** The files of a person's enhancements (account deletion). */
    async filesOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ input: enhancements.inputKey, result: enhancements.resultKey, preview: enhancements.previewKey })
        .from(enhancements)
        .where(eq(enhancements.userId, userId));
      return rows.flatMap((r) => [r.input, r.result, r.preview]).filter((k): k is string => !!k);
    },
  };
}

export type EnhancerRepo = ReturnType<typeof enhancerRepo>;
