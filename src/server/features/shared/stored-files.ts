import { and, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  coverEdits,
  enhancements,
  generationCandidates,
  generations,
  moodboardUploads,
  profiles,
  sampleImages,
} from '../../db/schema/index.ts';

/**
 * Which of `keys` some row still points at. Files are content-addressed, so two people who made the same picture
 * share one file: it stays until nobody's row needs it. Whatever removes covers or accounts asks this first.
 */
export async function filesStillReferenced(db: Database, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  // Covers and their versions hold the same three kinds of file.
  const coverFiles = (table: typeof generations | typeof generationCandidates) =>
    db
      .select({ preview: table.previewKey, thumbnail: table.thumbnailKey, master: table.masterKey })
      .from(table)
      .where(or(inArray(table.previewKey, keys), inArray(table.thumbnailKey, keys), inArray(table.masterKey, keys)));
  const [byGeneration, byCandidate, byEdit, byProfile, bySample, byEnhancement, byBoardUpload] = await Promise.all([
    coverFiles(generations),
    coverFiles(generationCandidates),
    db
      .select({ preview: coverEdits.previewKey, thumbnail: coverEdits.thumbnailKey })
      .from(coverEdits)
      .where(or(inArray(coverEdits.previewKey, keys), inArray(coverEdits.thumbnailKey, keys))),
    db.select({ key: profiles.avatarKey }).from(profiles).where(inArray(profiles.avatarKey, keys)),
    db
      .select({ key: sampleImages.key, preview: sampleImages.previewKey, thumbnail: sampleImages.thumbnailKey })
      .from(sampleImages)
      .where(and(or(inArray(sampleImages.previewKey, keys), inArray(sampleImages.thumbnailKey, keys)))),
    db
      .select({ input: enhancements.inputKey, result: enhancements.resultKey, preview: enhancements.previewKey })
      .from(enhancements)
      .where(
        or(
          inArray(enhancements.inputKey, keys),
          inArray(enhancements.resultKey, keys),
          inArray(enhancements.previewKey, keys),
        ),
      ),
    db.select({ key: moodboardUploads.key }).from(moodboardUploads).where(inArray(moodboardUploads.key, keys)),
  ]);
  return new Set(
    [
      ...[...byGeneration, ...byCandidate].flatMap((r) => [r.preview, r.thumbnail, r.master]),
      ...[...byProfile, ...byBoardUpload].map((r) => r.key),
      ...[...byEdit, ...bySample].flatMap((r) => [r.preview, r.thumbnail]),
      ...byEnhancement.flatMap((r) => [r.input, r.result, r.preview]),
    ].filter((k): k is string => !!k && keys.includes(k)),
  );
}
