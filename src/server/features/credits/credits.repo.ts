import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditAccounts, creditLedger, userCreditsView, type CreditReason } from '../../db/schema/index.ts';

export interface CreditsRow {
  credit_count: number;
  is_subscribed: boolean;
  subscription_plan: string | null;
}

/** Queries on balances and the ledger. Every balance change and its ledger row share one transaction. */
export function creditsRepo(db: Database) {
  return {
    async view(userId: string): Promise<CreditsRow | null> {
      const [row] = await db.select().from(userCreditsView).where(eq(userCreditsView.userId, userId));
      return row
        ? { credit_count: row.creditCount, is_subscribed: row.isSubscribed, subscription_plan: row.subscriptionPlan }
        : null;
    },

    /** Takes one credit if the balance allows; null when it does not (nothing is written then). */
    async spendOne(userId: string, reference: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(creditAccounts)
          .set({ balance: sql`${creditAccounts.balance} - 1`, updatedAt: new Date() })
          .where(and(eq(creditAccounts.userId, userId), gte(creditAccounts.balance, 1)))
          .returning({ balance: creditAccounts.balance });
        if (!updated) return null;
        await tx.insert(creditLedger).values({ userId, delta: -1, reason: 'generation', reference });
        return updated.balance;
      });
    },

    /**
     * Adds `amount` credits for (reason, reference) unless that pair was already applied; returns the new
     * balance, or null when it had been applied before (so retries and replays change nothing).
     */
    async grant(userId: string, amount: number, reason: CreditReason, reference: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(creditLedger)
          .values({ userId, delta: amount, reason, reference })
          .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
          .returning({ id: creditLedger.id });
        if (inserted.length === 0) return null;
        const [row] = await tx
          .insert(creditAccounts)
          .values({ userId, balance: amount })
          .onConflictDoUpdate({
            target: creditAccounts.userId,
            set: { balance: sql`${creditAccounts.balance} + ${amount}`, updatedAt: new Date() },
          })
          .returning({ balance: creditAccounts.balance });
        return row!.balance;
      });
    },

    async ledgerSum(userId: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId));
      return Number(row?.sum ?? 0);
    },
  };
}

export type CreditsRepo = ReturnType<typeof creditsRepo>;
