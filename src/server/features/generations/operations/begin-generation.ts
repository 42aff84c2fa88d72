import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { GUEST_FREE_GENERATIONS } from '../../../../shared/contracts/generation.ts';
import { generationPayment } from '../../../../shared/plans.ts';
import { AppError } from '../../../http/errors.ts';
import type { NewGeneration, Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { failGeneration } from './fail-generation.ts';

const ownerKey = (o: Owner) => (o.kind === 'user' ? o.userId : o.guestId);

/** Charges for a generation (a credit, the plan, or a guest's free one) and queues it. */
export async function beginGeneration(
  deps: OperationDeps,
  owner: Owner,
  input: NewGeneration,
): Promise<{ creditsRemaining: number; coveredByPlan?: true } | { guestRemaining: number }> {
  const { repo, events, queue, logger } = deps;
  let remaining: { creditsRemaining: number; coveredByPlan?: true } | { guestRemaining: number };
  if (owner.kind === 'user') {
    const reserved = await repo.reserveForUser(owner.userId, input, (subscription) =>
      generationPayment(subscription, deps.studioDailyLimit),
    );
    if (reserved && 'limited' in reserved) {
      throw new AppError(
        429,
        ERROR_CODES.fairUseLimit,
        `You have made ${deps.studioDailyLimit} covers today, the Studio plan's fair-use limit. It resets at midnight UTC.`,
      );
    }
    if (!reserved) {
      throw new AppError(402, ERROR_CODES.noCredits, 'You have no credits left. Choose a plan to keep generating.');
    }
    remaining = {
      creditsRemaining: reserved.creditsRemaining,
      ...(reserved.row.paidWith === 'plan' ? { coveredByPlan: true as const } : {}),
    };
  } else {
    const reserved = await repo.reserveForGuest(
      owner.guestId,
      owner.address,
      { perGuest: GUEST_FREE_GENERATIONS, perAddressPerDay: deps.guestAddressDailyCap },
      input,
    );
    if (!reserved) throw new AppError(402, ERROR_CODES.guestLimit, 'Sign up to continue generating!');
    remaining = { guestRemaining: reserved.guestRemaining };
  }
  events.emit({ id: input.id, status: 'queued', owner: ownerKey(owner) });
  try {
    await queue.enqueue({ generationId: input.id }, await deps.priorityOf(owner));
  } catch (err) {
    logger.error({ err, id: input.id }, 'could not queue a generation');
    await failGeneration(
      deps,
      {
        id: input.id,
        userId: owner.kind === 'user' ? owner.userId : null,
        guestId: owner.kind === 'guest' ? owner.guestId : null,
      },
      'The generation could not be started. Please try again.',
    );
    throw new AppError(503, ERROR_CODES.generationFailed, 'The generation could not be started. Please try again.');
  }
  return remaining;
}
