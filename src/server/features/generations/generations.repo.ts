import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { GenerationProvider } from '../../../shared/contracts/generation.ts';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import type { Database } from '../../db/client.ts';
import {
  creditAccounts,
  creditLedger,
  galleryPosts,
  generations,
  guestAddressUsage,
  guestQuota,
  subscriptions,
} from '../../db/schema/index.ts';
import { withCurrentBrief } from './stored-brief.ts';

/** Rows read here always carry a current scene brief (stored-brief.ts upgrades the old shape). */
export type GenerationRow = typeof generations.$inferSelect;

export interface NewGeneration {
  id: string;
  prompt: string;
  refinedPrompt: string;
  brief: SceneBrief;
  provider: GenerationProvider;
  seed: number;
}

export type Owner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string; address: string };

/** Thrown inside a reservation transaction to roll it back; callers turn it into a 402. */
class QuotaExhausted extends Error {}

/** Queries for generations and the reservations that pay for them. Each reservation is one transaction. */
export function generationsRepo(db: Database) {
  return {
    /** Takes one credit and records the generation, or returns null when the balance is 0 (nothing written). */
    async reserveForUser(
      userId: string,
      g: NewGeneration,
      unlimited: { dailyLimit: number },
    ): Promise<{ row: GenerationRow; creditsRemaining: number } | { limited: true } | null> {
      return db.transaction(async (tx) => {
        // An unlimited plan (Studio) in its paid period spends no credit; a daily fair-use limit applies.
        // Locking the account row first makes one user's requests take turns, so the count below is exact.
        const [plan] = await tx
          .select({
            balance: creditAccounts.balance,
            unlimited: sql<boolean>`coalesce(${subscriptions.status} = 'active' and ${subscriptions.currentPeriodEnd} > now()
              and ${subscriptions.planId} = 'studio', false)`,
          })
          .from(creditAccounts)
          .leftJoin(subscriptions, eq(subscriptions.userId, creditAccounts.userId))
          .where(eq(creditAccounts.userId, userId))
          .for('update', { of: creditAccounts });
        if (plan?.unlimited) {
          const [today] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(generations)
            .where(
              and(
                eq(generations.userId, userId),
                eq(generations.planCovered, true),
                gte(generations.createdAt, sql`date_trunc('day', now())`),
              ),
            );
          if ((today?.n ?? 0) >= unlimited.dailyLimit) return { limited: true as const };
          const [row] = await tx
            .insert(generations)
            .values({ ...g, userId, planCovered: true })
            .returning();
          return { row: row!, creditsRemaining: plan.balance };
        }
        const [account] = await tx
          .update(creditAccounts)
          .set({ balance: sql`${creditAccounts.balance} - 1`, updatedAt: new Date() })
          .where(and(eq(creditAccounts.userId, userId), sql`${creditAccounts.balance} >= 1`))
          .returning({ balance: creditAccounts.balance });
        if (!account) return null;
        const [row] = await tx
          .insert(generations)
          .values({ ...g, userId })
          .returning();
        await tx.insert(creditLedger).values({ userId, delta: -1, reason: 'generation', reference: g.id });
        return { row: row!, creditsRemaining: account.balance };
      });
    },

    /**
     * Counts one free generation against the guest cookie and the client address for today, and records the
     * generation; null when either limit is reached (nothing written).
     */
    async reserveForGuest(
      guestId: string,
      address: string,
      limits: { perGuest: number; perAddressPerDay: number },
      g: NewGeneration,
    ): Promise<{ row: GenerationRow; guestRemaining: number } | null> {
      try {
        return await db.transaction(async (tx) => {
          const [quota] = await tx
            .insert(guestQuota)
            .values({ guestId, used: 1 })
            .onConflictDoUpdate({
              target: guestQuota.guestId,
              set: { used: sql`${guestQuota.used} + 1` },
              setWhere: sql`${guestQuota.used} < ${limits.perGuest}`,
            })
            .returning({ used: guestQuota.used });
          if (!quota || quota.used > limits.perGuest) throw new QuotaExhausted();
          const [daily] = await tx
            .insert(guestAddressUsage)
            .values({ address, day: sql`current_date`, used: 1 })
            .onConflictDoUpdate({
              target: [guestAddressUsage.address, guestAddressUsage.day],
              set: { used: sql`${guestAddressUsage.used} + 1` },
              setWhere: sql`${guestAddressUsage.used} < ${limits.perAddressPerDay}`,
            })
            .returning({ used: guestAddressUsage.used });
          if (!daily || daily.used > limits.perAddressPerDay) throw new QuotaExhausted();
          const [row] = await tx
            .insert(generations)
            .values({ ...g, guestId, clientAddress: address })
            .returning();
          return { row: row!, guestRemaining: limits.perGuest - quota.used };
        });
      } catch (err) {
        if (err instanceof QuotaExhausted) return null;
        throw err;
      }
    },

    async guestUsed(guestId: string): Promise<number> {
      const [row] = await db.select({ used: guestQuota.used }).from(guestQuota).where(eq(guestQuota.guestId, guestId));
      return row?.used ?? 0;
    },

    async addressUsedToday(address: string): Promise<number> {
      const [row] = await db
        .select({ used: guestAddressUsage.used })
        .from(guestAddressUsage)
        .where(and(eq(guestAddressUsage.address, address), eq(guestAddressUsage.day, sql`current_date`)));
      return row?.used ?? 0;
    },

    async get(id: string): Promise<GenerationRow | null> {
      const [row] = await db.select().from(generations).where(eq(generations.id, id));
      return row ? withCurrentBrief(row) : null;
    },

    async markRunning(id: string, engine: string): Promise<GenerationRow | null> {
      const [row] = await db
        .update(generations)
        .set({ status: 'running', engine, startedAt: new Date() })
        .where(and(eq(generations.id, id), inArray(generations.status, ['queued', 'running'])))
        .returning();
      return row ? withCurrentBrief(row) : null;
    },

    /** Which of these generations are published to the gallery, and as which post. */
    async galleryPostIds(ids: string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: galleryPosts.id, generationId: galleryPosts.generationId })
        .from(galleryPosts)
        .where(inArray(galleryPosts.generationId, ids));
      return new Map(rows.map((r) => [r.generationId!, r.id]));
    },

    async recentSucceeded(userId: string, limit: number): Promise<GenerationRow[]> {
      const rows = await db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.status, 'succeeded')))
        .orderBy(desc(generations.createdAt), desc(generations.id))
        .limit(limit);
      return rows.map(withCurrentBrief);
    },

    async countSucceeded(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.status, 'succeeded')));
      return row?.n ?? 0;
    },

    async markSucceeded(
      id: string,
      keys: { previewKey: string; thumbnailKey: string; masterKey: string | null; upscaled: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(generations)
        .set({ status: 'succeeded', ...keys, finishedAt: new Date(), error: null })
        .where(and(eq(generations.id, id), inArray(generations.status, ['queued', 'running'])))
        .returning({ id: generations.id });
      return rows.length === 1;
    },

    /**
     * Marks an unsettled generation failed and gives back what it cost, in one transaction. Only the call that
     * moves it out of queued/running refunds, so retries, crashes and races refund exactly once.
     */
    async failAndRefund(id: string, error: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(generations)
          .set({ status: 'failed', error, finishedAt: new Date() })
          .where(and(eq(generations.id, id), inArray(generations.status, ['queued', 'running'])))
          .returning();
        if (!row) return false;
        if (row.userId && !row.planCovered) {
          const refunded = await tx
            .insert(creditLedger)
            .values({ userId: row.userId, delta: 1, reason: 'refund', reference: row.id })
            .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
            .returning({ id: creditLedger.id });
          if (refunded.length) {
            await tx
              .update(creditAccounts)
              .set({ balance: sql`${creditAccounts.balance} + 1`, updatedAt: new Date() })
              .where(eq(creditAccounts.userId, row.userId));
          }
        } else if (row.guestId) {
          await tx
            .update(guestQuota)
            .set({ used: sql`greatest(${guestQuota.used} - 1, 0)` })
            .where(eq(guestQuota.guestId, row.guestId));
          if (row.clientAddress) {
            await tx
              .update(guestAddressUsage)
              .set({ used: sql`greatest(${guestAddressUsage.used} - 1, 0)` })
              .where(
                and(
                  eq(guestAddressUsage.address, row.clientAddress),
                  eq(guestAddressUsage.day, sql`(${row.createdAt.toISOString()}::timestamptz)::date`),
                ),
              );
          }
        }
        return true;
      });
    },

    async listForOwner(owner: Owner, limit: number, before?: { createdAt: Date; id: string }) {
      const ownerMatch =
        owner.kind === 'user' ? eq(generations.userId, owner.userId) : eq(generations.guestId, owner.guestId);
      const page = before
        ? or(
            lt(generations.createdAt, before.createdAt),
            and(eq(generations.createdAt, before.createdAt), lt(generations.id, before.id)),
          )
        : undefined;
      const rows = await db
        .select()
        .from(generations)
        .where(page ? and(ownerMatch, page) : ownerMatch)
        .orderBy(desc(generations.createdAt), desc(generations.id))
        .limit(limit);
      return rows.map(withCurrentBrief);
    },

    /** Generations still queued or running that started before `olderThan` (left behind by a crash). */
    async stale(olderThan: Date): Promise<GenerationRow[]> {
      return db
        .select()
        .from(generations)
        .where(and(inArray(generations.status, ['queued', 'running']), lt(generations.createdAt, olderThan)));
    },
  };
}

export type GenerationsRepo = ReturnType<typeof generationsRepo>;
