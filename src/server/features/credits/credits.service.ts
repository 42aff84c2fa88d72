import type { CreditsRepo, CreditsRow } from './credits.repo.ts';

/**
 * The client's view of credits. Charging and refunding a generation happen in the generation's own
 * transaction (features/generations/generations.repo.ts), so the charge and the generation row never part.
 */
export function creditsService(repo: CreditsRepo) {
  return {
    async forUser(userId: string): Promise<CreditsRow> {
      return (await repo.view(userId)) ?? { credit_count: 0, is_subscribed: false, subscription_plan: null };
    },
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
