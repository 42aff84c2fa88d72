import { userCache } from '../../db/user-cache.ts';
import type { UserChanges } from '../../db/user-changes.ts';
import type { CreditsRepo, CreditsRow } from './credits.repo.ts';

/**
 * Balances read are kept in memory until the database announces a change to the user's balance or subscription
 * (db/user-changes.ts). The TTL also bounds how long a plan that lapses by the clock (its period ends without a
 * write) still reads as subscribed; spending checks the database itself, never this.
 */
const BALANCE_CACHE = { ttlMs: 30_000, maxEntries: 50_000 };

const NO_ACCOUNT: CreditsRow = { credit_count: 0, is_subscribed: false, subscription_plan: null };

/**
 * The client's view of credits. Charging and refunding a generation happen in the generation's own
 * transaction (features/generations/generations.repo.ts), so the charge and the generation row never part.
 */
export function creditsService(repo: CreditsRepo, changes: UserChanges) {
  const cache = userCache<CreditsRow>(changes, BALANCE_CACHE);
  return {
    async forUser(userId: string): Promise<CreditsRow> {
      const row = await cache.read(userId, async () => {
        const view = await repo.view(userId);
        return view ? { userId, value: view } : null;
      });
      return row ?? NO_ACCOUNT;
    },
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
