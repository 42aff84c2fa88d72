import { randomInt, randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { MAX_SEED, type CreateGenerationResponse, type Variation } from '../../../../shared/contracts/generation.ts';
import { AppError } from '../../../http/errors.ts';
import { composeFromBrief } from '../../../providers/refine/builtin-refiner.ts';
import type { Owner } from '../generations.repo.ts';
import { strongBrief } from '../variation.ts';
import type { OperationDeps } from './deps.ts';
import { getGeneration } from './get-generation.ts';
import { startGeneration } from './start-generation.ts';

/**
 * Vary (subtle): the picked version's seed (its layout and design) with new details, four ways. Vary (strong):
 * the same idea in another composition, from a new seed. A new generation, paid like any other. Only an engine
 * that draws from seeds can vary a cover; an outside service's image can be drawn again (Reroll) instead.
 */
export async function varyGeneration(
  deps: OperationDeps,
  owner: Owner,
  id: string,
  strength: Variation,
): Promise<CreateGenerationResponse> {
  const { engines, builtin } = deps;
  const parent = await getGeneration(deps, owner, id);
  if (parent.status !== 'succeeded') throw new AppError(409, ERROR_CODES.notReady, 'This cover is not finished yet.');
  if (engines[parent.provider].name !== builtin.name)
    throw new AppError(
      409,
      ERROR_CODES.notAvailable,
      `${engines[parent.provider].label} cannot vary an image. Use Reroll to draw new versions of the idea.`,
    );
  const seed = randomInt(0, MAX_SEED);
  const brief = strength === 'strong' ? strongBrief(parent.brief, seed) : parent.brief;
  return startGeneration(deps, owner, {
    id: randomUUID(),
    prompt: parent.prompt,
    refinedPrompt: strength === 'strong' ? composeFromBrief(brief) : parent.refinedPrompt,
    brief,
    provider: parent.provider,
    ...(strength === 'strong' ? { seed, detailSeed: null } : { seed: parent.seed, detailSeed: seed }),
    variationOf: parent.id,
    variation: strength,
    // A variation of a styled cover is finished in the same style.
    styleId: parent.styleId,
  });
}
