import { randomInt, randomUUID } from 'node:crypto';
import { MAX_SEED, type CreateGenerationRequest } from '../../../../shared/contracts/generation.ts';
import type { IdeaPart, SceneBrief } from '../../../../shared/contracts/scene-brief.ts';
import { composeFromBrief } from '../../../providers/refine/builtin-refiner.ts';
import { resolveBriefSubjects } from '../brief-subjects.ts';
import type { NewGeneration, Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { refineIdea } from './refine-idea.ts';

/** A generation as asked for (its style checked, its idea refined once), ready to be charged and queued. */
export async function prepareGeneration(
  deps: OperationDeps,
  owner: Owner,
  req: CreateGenerationRequest,
): Promise<{ input: NewGeneration; parts?: IdeaPart[] }> {
  // The idea comes already set in the style's pattern (shared/contracts/custom-styles.ts); the style itself is
  // checked here: the owner's own with the plan that includes it, or a shared one.
  const style = req.styleId ? await deps.styles.resolve(owner, req.styleId) : null;
  const prompt = req.prompt;
  // One refinement: the brief the page showed is drawn as it is (its subjects checked against the library);
  // without one, the idea is refined here, once.
  let brief: SceneBrief;
  let refinedPrompt: string;
  let parts: IdeaPart[] | undefined;
  if (req.brief) {
    brief = resolveBriefSubjects(req.brief, prompt).brief;
    refinedPrompt = req.refinedPrompt ?? composeFromBrief(brief);
  } else {
    const refinement = await refineIdea(deps, prompt);
    brief = refinement.brief;
    refinedPrompt = req.refinedPrompt ?? refinement.refinedPrompt;
    parts = refinement.parts;
  }
  const input: NewGeneration = {
    id: randomUUID(),
    prompt,
    refinedPrompt,
    brief,
    // A style draws with its own toggle: the look is part of the style.
    provider: style?.provider ?? req.provider,
    seed: req.seed ?? randomInt(0, MAX_SEED),
    detailSeed: req.detailSeed ?? null,
    styleId: style?.id ?? null,
  };
  return { input, ...(parts ? { parts } : {}) };
}
