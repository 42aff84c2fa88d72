import { LOOK_OF } from '../../../../shared/contracts/generation.ts';
import { sizedKeysOf } from '../../images/sized-images.ts';
import { exportKeysOf } from '../export-cache.ts';
import type { CandidateRow, GenerationRow } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';

/** The files of these covers and their versions: images, and the exports and sizes that may be made of them. */
export function coverFiles(
  rows: GenerationRow[],
  candidates: CandidateRow[],
  editImages: string[],
): { images: string[]; exports: string[] } {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keys = (list: (string | null)[]) => list.filter((k): k is string => !!k);
  return {
    images: [
      ...new Set([
        ...rows.flatMap((r) => keys([r.previewKey, r.thumbnailKey, r.masterKey])),
        ...candidates.flatMap((c) => keys([c.previewKey, c.thumbnailKey, c.masterKey])),
        ...editImages,
      ]),
    ],
    exports: [
      ...new Set([
        ...rows
          .filter((r) => r.status === 'succeeded')
          .flatMap((r) => [
            ...exportKeysOf({ ...r, look: LOOK_OF[r.provider] }),
            ...(r.previewKey ? sizedKeysOf(r.previewKey) : []),
          ]),
        // A version downloaded before another was picked left its own exports.
        ...candidates.flatMap((c) => {
          const row = byId.get(c.generationId)!;
          return exportKeysOf({
            ...row,
            seed: c.seed,
            detailSeed: c.detailSeed,
            masterKey: c.masterKey,
            look: LOOK_OF[row.provider],
          });
        }),
      ]),
    ],
  };
}

/** Removes images nobody's row uses any more, and the derived files (exports, sizes) of a removed cover. */
export async function removeFiles(
  { repo, storage, logger }: OperationDeps,
  id: string,
  images: string[],
  derived: string[],
) {
  const kept = await repo.stillReferenced(images);
  const doomed = [...images.filter((k) => !kept.has(k)), ...derived];
  const failed = (await Promise.allSettled(doomed.map((key) => storage.remove(key)))).filter(
    (r) => r.status === 'rejected',
  ).length;
  if (failed) logger.error({ id, failed }, 'some files of a deleted cover could not be removed');
}
