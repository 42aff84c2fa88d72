import type { Generation } from '../../../../shared/contracts/generation.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { describeGeneration } from './describe-generation.ts';
import { getGeneration } from './get-generation.ts';

/** Stars or unstars one of the owner's covers in their library. */
export async function setFavourite(
  deps: OperationDeps,
  owner: Owner,
  id: string,
  favourite: boolean,
): Promise<Generation> {
  await getGeneration(deps, owner, id);
  await deps.repo.setFavourite(id, favourite);
  return describeGeneration(deps, owner, id);
}
