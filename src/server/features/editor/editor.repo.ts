import { and, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import type { Database } from '../../db/client.ts';
import { coverEdits } from '../../db/schema/index.ts';
import { filesStillReferenced } from '../shared/stored-files.ts';

/** Saved edits kept per cover: the newest, for its history. */
export const EDIT_HISTORY = 50;

export type CoverEditRow = typeof coverEdits.$inferSelect;

/** The stored pictures of an edited cover (content-addressed keys). */
export interface EditImages {
  previewKey: string;
  thumbnailKey: string;
}

/** Keys an edit held before that it no longer does. */
function releasedKeys(before: { preview: string | null; thumbnail: string | null }[], now: EditImages): string[] {
  const kept = new Set([now.previewKey, now.thumbnailKey]);
  return [...new Set(before.flatMap((r) => [r.preview, r.thumbnail]))].filter((k): k is string => !!k && !kept.has(k));
}

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

    /**
     * Saves an edit, with its pictures, as the cover's newest and drops those past the history's length, in one
     * transaction. The earlier edit's pictures are let go: their keys are returned, to be removed if nobody else's
     * row holds them.
     */
    async save(
      generationId: string,
      document: CoverEdit,
      images: EditImages,
    ): Promise<{ row: CoverEditRow; released: string[] }> {
      return db.transaction(async (tx) => {
        // Only the newest edit holds pictures: the one before lets go of its own.
        const holding = and(eq(coverEdits.generationId, generationId), isNotNull(coverEdits.previewKey));
        const previous = await tx
          .select({ preview: coverEdits.previewKey, thumbnail: coverEdits.thumbnailKey })
          .from(coverEdits)
          .where(holding)
          .for('update');
        await tx.update(coverEdits).set({ previewKey: null, thumbnailKey: null }).where(holding);
        const [row] = await tx
          .insert(coverEdits)
          .values({ id: randomUUID(), generationId, document, ...images })
          .returning();
        const kept = tx
          .select({ id: coverEdits.id })
          .from(coverEdits)
          .where(eq(coverEdits.generationId, generationId))
          .orderBy(desc(coverEdits.createdAt), desc(coverEdits.id))
          .limit(EDIT_HISTORY);
        await tx
          .delete(coverEdits)
          .where(and(eq(coverEdits.generationId, generationId), notInArray(coverEdits.id, kept)));
        return { row: row!, released: releasedKeys(previous, images) };
      });
    },

    /**
     * New pictures for an edit (its cover's art changed), if it still holds the cover's pictures (no newer save took
     * them over and the cover is not deleted); the keys it let go, as in save().
     */
    async setImages(id: string, images: EditImages): Promise<{ updated: boolean; released: string[] }> {
      return db.transaction(async (tx) => {
        const holder = and(eq(coverEdits.id, id), isNotNull(coverEdits.previewKey));
        const [before] = await tx
          .select({ preview: coverEdits.previewKey, thumbnail: coverEdits.thumbnailKey })
          .from(coverEdits)
          .where(holder)
          .for('update');
        if (!before) return { updated: false, released: [] };
        await tx.update(coverEdits).set(images).where(holder);
        return { updated: true, released: releasedKeys([before], images) };
      });
    },

    /** Which of these files some row still holds (files are shared by content). */
    stillReferenced: (keys: string[]) => filesStillReferenced(db, keys),

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
