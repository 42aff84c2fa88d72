import { ERROR_CODES } from '../../../../shared/api-error.ts';
import type { Generation } from '../../../../shared/contracts/generation.ts';
import { AppError } from '../../../http/errors.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { describeGeneration } from './describe-generation.ts';
import { getGeneration } from './get-generation.ts';

/** Makes one of a finished generation's versions its cover (free: it was paid for with the generation). */
export async function pickCandidate(deps: OperationDeps, owner: Owner, id: string, index: number): Promise<Generation> {
  const { repo } = deps;
  const row = await getGeneration(deps, owner, id);
  if (row.status !== 'succeeded') throw new AppError(409, ERROR_CODES.notReady, 'This cover is not finished yet.');
  if (!(await repo.candidate(id, index)))
    throw new AppError(404, ERROR_CODES.notFound, `This cover has no version ${index + 1}.`);
  if ((await repo.galleryPostIds([id])).size)
    throw new AppError(
      409,
      ERROR_CODES.alreadyPublished,
      'This cover is published in the gallery. Unpublish it before choosing another version.',
    );
  if (!(await repo.pick(id, index)))
    throw new AppError(409, ERROR_CODES.conflict, 'This cover changed meanwhile. Reload the page and try again.');
  return describeGeneration(deps, owner, id);
}
