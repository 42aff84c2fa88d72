import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { creditAccounts, creditLedger, type CreditReason } from '../../db/schema/index.ts';

export interface BalanceChange {
  userId: string;
  /** Credits added (positive) or taken (negative). */
  delta: number;
  reason: CreditReason;
  /** What the change is for (a generation id, a grant's reference...); each (reason, reference) applies once. */
  reference: string;
}

/**
 * The one place a credit balance changes: writes the ledger row and moves the balance by the same delta, in the
 * caller's transaction, so the balance always equals the sum of its ledger rows. Returns the new balance, or null
 * when this (reason, reference) was applied before (nothing is written then, so retries and replays change
 * nothing). A debit the balance cannot cover fails the transaction (the database refuses a negative balance):
 * callers that may be short lock the account row and check the balance first.
 */
export async function changeBalance(tx: Transaction, change: BalanceChange): Promise<number | null> {
  const { userId, delta, reason, reference } = change;
  const logged = await tx
    .insert(creditLedger)
    .values({ userId, delta, reason, reference })
    .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
    .returning({ id: creditLedger.id });
  if (!logged.length) return null;
  const [account] = await tx
    .update(creditAccounts)
    .set({ balance: sql`${creditAccounts.balance} + ${delta}`, updatedAt: new Date() })
    .where(eq(creditAccounts.userId, userId))
    .returning({ balance: creditAccounts.balance });
  // Every user has an account from sign-up (the users_signup_grant trigger), so this is never expected.
  if (!account) throw new Error(`No credit account for user ${userId}`);
  return account.balance;
}
