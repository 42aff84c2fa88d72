import type { CreateGenerationRequest, CreateGenerationResponse } from '../../../../shared/contracts/generation.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { prepareGeneration } from './prepare-generation.ts';
import { startGeneration } from './start-generation.ts';

/** POST /api/generations: the generation asked for, charged, queued and waited for. */
export async function createGeneration(
  deps: OperationDeps,
  owner: Owner,
  req: CreateGenerationRequest,
): Promise<CreateGenerationResponse> {
  const { input, parts } = await prepareGeneration(deps, owner, req);
  return startGeneration(deps, owner, input, parts);
}
