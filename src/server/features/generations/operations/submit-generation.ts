import type { CreateGenerationRequest } from '../../../../shared/contracts/generation.ts';
import type { Owner } from '../generations.repo.ts';
import { beginGeneration } from './begin-generation.ts';
import type { OperationDeps } from './deps.ts';
import { prepareGeneration } from './prepare-generation.ts';

/**
 * The public API's generate: charged and queued like create, answered at once with the new generation's id
 * (callers poll it, wait for it with `settled`, or are told by webhook).
 */
export async function submitGeneration(
  deps: OperationDeps,
  owner: Owner,
  req: CreateGenerationRequest,
): Promise<{ id: string }> {
  const { input } = await prepareGeneration(deps, owner, req);
  await beginGeneration(deps, owner, input);
  return { id: input.id };
}
