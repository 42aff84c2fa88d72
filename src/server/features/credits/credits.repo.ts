import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userCreditsView } from '../../db/schema/index.ts';

export interface CreditsRow {
  credit_count: number;
  is_subscribed: boolean;
  subscription_plan: string | null;
}

/** Reads balances. Every change goes through changeBalance (credit-ledger.ts), in its caller's transaction. */
export function creditsRepo(db: Database) {
  return {
    async view(userId: string): Promise<CreditsRow | null> {
      const [row] = await db.select().from(userCreditsView).where(eq(userCreditsView.userId, userId));
      return row
        ? { credit_count: row.creditCount, is_subscribed: row.isSubscribed, subscription_plan: row.subscriptionPlan }
        : null;
    },
  };
}

export type CreditsRepo = ReturnType<typeof creditsRepo>;
