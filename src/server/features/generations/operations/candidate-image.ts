import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { AppError } from '../../../http/errors.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { getGeneration } from './get-generation.ts';

/** One version's picture (its preview or its thumbnail), to the cover's owner. */
export async function candidateImage(
  deps: OperationDeps,
  owner: Owner,
  id: string,
  index: number,
  variant: 'preview' | 'thumbnail',
) {
  await getGeneration(deps, owner, id);
  const candidate = await deps.repo.candidate(id, index);
  const object = candidate
    ? await deps.storage.get(variant === 'preview' ? candidate.previewKey : candidate.thumbnailKey)
    : null;
  if (!object) throw new AppError(404, ERROR_CODES.notFound, 'This version is not ready.');
  return object;
}
