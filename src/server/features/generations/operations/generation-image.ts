import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { AppError } from '../../../http/errors.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { getGeneration } from './get-generation.ts';

/** The cover's picture (its 1024² preview or its thumbnail), to its owner. */
export async function generationImage(deps: OperationDeps, owner: Owner, id: string, variant: 'preview' | 'thumbnail') {
  const row = await getGeneration(deps, owner, id);
  const key = variant === 'preview' ? row.previewKey : row.thumbnailKey;
  const object = key ? await deps.storage.get(key) : null;
  if (!object) throw new AppError(404, ERROR_CODES.notFound, 'This image is not ready.');
  return object;
}
