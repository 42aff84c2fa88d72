import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import type { Database } from '../../db/client.ts';
import { coverEdits } from '../../db/schema/index.ts';

/** Saved edits kept per cover: the newest, for its history. */
export const EDIT_HISTORY = 50;

export type CoverEditRow = typeof coverEdits.$inferSelect;

/** A cover's saved edits, newest first. */
export function editorRepo(db: Database) {
  return {
    async latest(generationId: string): Promise<CoverEditRow | null> {
      const [row] = await db
        .select()
        .from(coverEdits)
        .where(eq(coverEdits.generationId, generationId))
        .orderBy(desc(coverEdits.createdAt), desc(coverEdits.id))
        .limit(1);
      return row ?? null;
    },

    async history(generationId: string): Promise<{ id: string; createdAt: Date }[]> {
      return db
        .select({ id: coverEdits.id, createdAt: coverEdits.createdAt })
        .from(coverEdits)
        .where(eq(coverEdits.generationId, generationId))
        .orderBy(desc(coverEdits.createdAt), desc(coverEdits.id))
        .limit(EDIT_HISTORY);
    },

    /** Saves an edit as the cover's newest and drops those past the history's length, in one transaction. */
    async save(generationId: string, document: CoverEdit): Promise<CoverEditRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(coverEdits).values({ id: randomUUID(), generationId, document }).returning();
        const kept = tx
          .select({ id: coverEdits.id })
          .from(coverEdits)
          .where(eq(coverEdits.generationId, generationId))
          .orderBy(desc(coverEdits.createdAt), desc(coverEdits.id))
          .limit(EDIT_HISTORY);
        await tx
          .delete(coverEdits)
          .where(and(eq(coverEdits.generationId, generationId), notInArray(coverEdits.id, kept)));
        return row!;
      });
    },

    async get(generationId: string, id: string): Promise<CoverEditRow | null> {
      const [row] = await db
        .select()
        .from(coverEdits)
        .where(and(eq(coverEdits.generationId, generationId), inArray(coverEdits.id, [id])));
      return row ?? null;
    },
  };
}

export type EditorRepo = ReturnType<typeof editorRepo>;
