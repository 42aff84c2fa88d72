import { coverFiles } from './cover-files.ts';
import type { OperationDeps } from './deps.ts';

/**
 * Every file stored for a user's covers: their images, and the files that may be made from them (exports, and
 * the sizes the gallery serves of a published cover).
 */
export async function filesOfUser(
  { repo }: OperationDeps,
  userId: string,
): Promise<{ images: string[]; exports: string[] }> {
  const [rows, candidates, edits] = await Promise.all([
    repo.allOfUser(userId),
    repo.candidatesOfUser(userId),
    repo.editFiles({ userId }),
  ]);
  return coverFiles(rows, candidates, edits);
}
