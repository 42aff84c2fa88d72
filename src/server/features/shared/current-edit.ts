/**
 * A cover as last saved in the editor: everything downstream of a cover (library, gallery, kit, mockups, API) shows
 * this when there is one. Only the latest edit holds picture files (`preview_key`), so "the edit with a preview" is
 * the current one.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import type { Database } from '../../db/client.ts';
import { coverEdits } from '../../db/schema/index.ts';

export interface CurrentEdit {
  previewKey: string;
  thumbnailKey: string | null;
  /** The words the edit sets as the title and the artist; null when it has no such layer. */
  title: string | null;
  artist: string | null;
}

export function currentEdit(row: {
  previewKey: string | null;
  thumbnailKey: string | null;
  document: CoverEdit;
}): CurrentEdit {
  const text = (role: 'title' | 'artist') =>
    row.document.text.layers
      .find((l) => l.role === role)
      ?.text.replace(/\s+/g, ' ')
      .trim() || null;
  return { previewKey: row.previewKey!, thumbnailKey: row.thumbnailKey, title: text('title'), artist: text('artist') };
}

/** The current edit of one cover, or null when it was never edited. */
export async function currentEditOf(db: Database, generationId: string): Promise<CurrentEdit | null> {
  const [row] = await db
    .select({ previewKey: coverEdits.previewKey, thumbnailKey: coverEdits.thumbnailKey, document: coverEdits.document })
    .from(coverEdits)
    .where(and(eq(coverEdits.generationId, generationId), isNotNull(coverEdits.previewKey)))
    .orderBy(desc(coverEdits.createdAt))
    .limit(1);
  return row ? currentEdit(row) : null;
}
