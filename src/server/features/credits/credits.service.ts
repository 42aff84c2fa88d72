import { AppError } from '../../http/errors.ts';
import type { CreditsRepo, CreditsRow } from './credits.repo.ts';

/** Raised when a signed-in user has no credit left; the page shows the Free Trial Ended modal. */
export class NoCreditsError extends AppError {
  constructor() {
    super(402, 'no_credits', 'You have no credits left. Choose a plan to keep generating.');
  }
}

/** The rules for spending and returning credits, for the generation pipeline and the client's view. */
export function creditsService(repo: CreditsRepo) {
  return {
    async forUser(userId: string): Promise<CreditsRow> {
      return (await repo.view(userId)) ?? { credit_count: 0, is_subscribed: false, subscription_plan: null };
    },

    /** Reserves one credit for `generationId`; throws NoCreditsError when the balance is 0. */
    async spend(userId: string, generationId: string): Promise<number> {
      const balance = await repo.spendOne(userId, generationId);
      if (balance === null) throw new NoCreditsError();
      return balance;
    },

    /** Returns the credit of a failed generation, at most once however often it is called. */
    async refund(userId: string, generationId: string): Promise<{ refunded: boolean }> {
      return { refunded: (await repo.grant(userId, 1, 'refund', generationId)) !== null };
    },
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
