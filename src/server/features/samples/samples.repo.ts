import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sampleImages } from '../../db/schema/index.ts';

export type SampleImageRow = typeof sampleImages.$inferSelect;

/** Which sample artworks are stored, and under which storage keys. */
export function samplesRepo(db: Database) {
  return {
    async get(key: string): Promise<SampleImageRow | undefined> {
      const [row] = await db.select().from(sampleImages).where(eq(sampleImages.key, key));
      return row;
    },

    /** Records a drawn sample. Another process may have recorded it first; either row is right (same files). */
    async save(row: { key: string; previewKey: string; thumbnailKey: string }): Promise<void> {
      await db.insert(sampleImages).values(row).onConflictDoNothing();
    },

    async storedKeys(): Promise<Set<string>> {
      return new Set((await db.select({ key: sampleImages.key }).from(sampleImages)).map((r) => r.key));
    },
  };
}

export type SamplesRepo = ReturnType<typeof samplesRepo>;
