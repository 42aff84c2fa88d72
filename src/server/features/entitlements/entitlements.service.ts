import { ERROR_CODES } from '../../../shared/api-error.ts';
import { canUse, lockMessage, type Feature } from '../../../shared/entitlements.ts';
import { planById, type PlanId } from '../../../shared/plans.ts';
import { AppError } from '../../http/errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { Owner } from '../generations/generations.repo.ts';

/** pg-boss takes jobs of a higher priority first; everyone else's are 0. */
const PRIORITY_RENDERING = 10;

/**
 * The server's side of shared/entitlements.ts: the plan of whoever asks, and a refusal when it lacks a feature.
 * The plan is read through the credits view's cache, which forgets a user's row as soon as their subscription
 * changes; a plan that lapses by the clock alone is seen within the cache's 30 s.
 */
export function entitlementsService(credits: CreditsService) {
  const planOf = async (owner: Owner | null): Promise<PlanId | null> => {
    if (owner?.kind !== 'user') return null;
    const plan = (await credits.forUser(owner.userId)).subscription_plan;
    return plan ? (planById(plan)?.id ?? null) : null;
  };
  return {
    planOf,
    /** The job queues' priority for the owner's renders: higher is taken first (a Studio plan's priority rendering). */
    async priorityOf(owner: Owner | null): Promise<number> {
      return canUse(await planOf(owner), 'priorityRendering') ? PRIORITY_RENDERING : 0;
    },
    /** Refuses (403, plan_required) unless the owner's plan includes `feature`. */
    async require(owner: Owner | null, feature: Feature): Promise<void> {
      if (!canUse(await planOf(owner), feature))
        throw new AppError(403, ERROR_CODES.planRequired, lockMessage(feature));
    },
    /** Refuses (403, plan_required, naming the first) unless the owner's plan includes one of `features`. */
    async requireAny(owner: Owner | null, features: Feature[]): Promise<void> {
      const plan = await planOf(owner);
      if (!features.some((feature) => canUse(plan, feature)))
        throw new AppError(403, ERROR_CODES.planRequired, lockMessage(features[0]!));
    },
  };
}

export type EntitlementsService = ReturnType<typeof entitlementsService>;
