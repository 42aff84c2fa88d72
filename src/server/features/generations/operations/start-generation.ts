import { ERROR_CODES } from '../../../../shared/api-error.ts';
import type { CreateGenerationResponse } from '../../../../shared/contracts/generation.ts';
import type { IdeaPart } from '../../../../shared/contracts/scene-brief.ts';
import { nearestPublishGenre } from '../../../../shared/lexicon/publish-genre.ts';
import { AppError } from '../../../http/errors.ts';
import type { NewGeneration, Owner } from '../generations.repo.ts';
import { beginGeneration } from './begin-generation.ts';
import type { OperationDeps } from './deps.ts';
import { candidatesView, toGeneration } from './generation-view.ts';
import { guestRemaining } from './guest-remaining.ts';
import { waitForSettled } from './wait-for-settled.ts';

/** How long POST /api/generations waits for the image before answering that it is still working. */
const WAIT_MS = 60_000;

/** Charges for a generation, queues it and waits for its cover. */
export async function startGeneration(
  deps: OperationDeps,
  owner: Owner,
  input: NewGeneration,
  parts?: IdeaPart[],
): Promise<CreateGenerationResponse> {
  const { repo } = deps;
  const remaining = await beginGeneration(deps, owner, input);
  const settled = await waitForSettled(deps, input.id, WAIT_MS);
  if (!settled) {
    throw new AppError(
      504,
      ERROR_CODES.generationPending,
      'Your cover is taking longer than usual. It will appear in your recent covers when it is ready.',
    );
  }
  if (settled.status === 'failed') {
    throw new AppError(502, ERROR_CODES.generationFailed, settled.error ?? 'Something went wrong. Please try again.');
  }
  const after = owner.kind === 'user' ? remaining : { guestRemaining: await guestRemaining(deps, owner) };
  const candidates = (await repo.candidatesOf([settled.id])).get(settled.id) ?? [];
  const styled = settled.styleId
    ? toGeneration(settled, null, candidates, (await repo.currentEdits([settled.id])).get(settled.id) ?? null)
        .editedImageUrl
    : null;
  return {
    ...candidatesView(settled, candidates),
    id: settled.id,
    imageUrl: toGeneration(settled, null, candidates).imageUrl!,
    refinedPrompt: settled.refinedPrompt,
    seed: settled.seed,
    detailSeed: settled.detailSeed,
    upscaled: settled.upscaled,
    brief: settled.brief,
    publishGenre: nearestPublishGenre(settled.brief.genre),
    ...(parts ? { parts } : {}),
    ...(settled.styleId ? { styleId: settled.styleId } : {}),
    ...(styled ? { editedImageUrl: styled } : {}),
    ...after,
  };
}
