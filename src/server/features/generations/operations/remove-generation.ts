import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { AppError } from '../../../http/errors.ts';
import type { Owner } from '../generations.repo.ts';
import { coverFiles, removeFiles } from './cover-files.ts';
import type { OperationDeps } from './deps.ts';
import { getGeneration } from './get-generation.ts';

/**
 * Deletes one of the owner's finished covers with its versions, its gallery post and every file only it used
 * (files are shared by content: another cover's stay). Nothing is refunded. A version still being drawn is
 * dropped with its files when it is done (drawCandidate). A cover being drawn cannot be deleted yet.
 */
export async function removeGeneration(deps: OperationDeps, owner: Owner, id: string): Promise<void> {
  const { repo } = deps;
  const row = await getGeneration(deps, owner, id);
  const [candidates, edits] = await Promise.all([repo.candidatesOf([id]), repo.editFiles({ ids: [id] })]);
  const files = coverFiles([row], candidates.get(id) ?? [], edits);
  if (!(await repo.remove(id)))
    throw new AppError(409, ERROR_CODES.notReady, 'This cover is still being drawn. Delete it once it is finished.');
  await removeFiles(deps, id, files.images, files.exports);
}
