import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { GenerationToggle, Variation } from '../../../shared/contracts/generation.ts';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import type { Database } from '../../db/client.ts';
import type { GenerationPayment } from '../../../shared/plans.ts';
import {
  coverEdits,
  creditAccounts,
  galleryPosts,
  generationCandidates,
  generations,
  guestAddressUsage,
  guestQuota,
  subscriptions,
} from '../../db/schema/index.ts';
import { changeBalance } from '../credits/credit-ledger.ts';
import { withCurrentBrief } from './stored-brief.ts';
import { filesStillReferenced } from '../shared/stored-files.ts';
import { currentEdit, type CurrentEdit } from '../shared/current-edit.ts';

/** Rows read here always carry a current scene brief (stored-brief.ts upgrades the old shape). */
export type GenerationRow = typeof generations.$inferSelect;
export type CandidateRow = typeof generationCandidates.$inferSelect;
export type NewCandidate = Omit<CandidateRow, 'createdAt'>;

export interface NewGeneration {
  id: string;
  prompt: string;
  refinedPrompt: string;
  brief: SceneBrief;
  provider: GenerationToggle;
  seed: number;
  /** A subtle variation's (or a typed) detail seed. */
  detailSeed?: number | null;
  /** The cover this one varies, and how. */
  variationOf?: string | null;
  variation?: Variation | null;
  /** The custom style it is drawn in. */
  styleId?: string | null;
}

/** The user's plan as the payment rule reads it. */
export type PlanState = Pick<typeof subscriptions.$inferSelect, 'planId' | 'status' | 'currentPeriodEnd'>;

/** The library's search and filters (GET /api/generations). */
export interface GenerationFilters {
  q?: string | undefined;
  provider?: GenerationToggle | undefined;
  engine?: string | undefined;
  status?: GenerationRow['status'] | undefined;
  favourite?: boolean | undefined;
  published?: boolean | undefined;
}

export type Owner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string; address: string };

/** The address a settling cover keeps: a guest's own keeps it (the daily cap), one moved into an account does not. */
const settledAddress = sql`case when ${generations.userId} is null then ${generations.clientAddress} end`;

/** Thrown inside a reservation transaction to roll it back; callers turn it into a 402. */
class QuotaExhausted extends Error {}

/** Queries for generations and the reservations that pay for them. Each reservation is one transaction. */
export function generationsRepo(db: Database) {
  return {
    /**
     * Records the generation and pays for it as `payFor` decides from the user's subscription (the rule lives in
     * shared/plans.ts): covered by the plan unless today's covered generations reached the fair-use limit
     * (`{ limited: true }`), or one credit, null when the balance is 0. Nothing is written unless it is recorded.
     */
    async reserveForUser(
      userId: string,
      g: NewGeneration,
      payFor: (subscription: PlanState | null) => GenerationPayment,
    ): Promise<{ row: GenerationRow; creditsRemaining: number } | { limited: true } | null> {
      return db.transaction(async (tx) => {
        // Locking the account row first makes one user's requests take turns, so the balance and count are exact.
        const [account] = await tx
          .select({
            balance: creditAccounts.balance,
            planId: subscriptions.planId,
            status: subscriptions.status,
            currentPeriodEnd: subscriptions.currentPeriodEnd,
          })
          .from(creditAccounts)
          .leftJoin(subscriptions, eq(subscriptions.userId, creditAccounts.userId))
          .where(eq(creditAccounts.userId, userId))
          .for('update', { of: creditAccounts });
        if (!account) return null;
        const { balance, planId, status, currentPeriodEnd } = account;
        const payment = payFor(planId && status && currentPeriodEnd ? { planId, status, currentPeriodEnd } : null);
        if (payment.by === 'plan') {
          const [covered] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(generations)
            .where(
              and(
                eq(generations.userId, userId),
                eq(generations.paidWith, 'plan'),
                gte(generations.createdAt, payment.fairUse.since),
              ),
            );
          if ((covered?.n ?? 0) >= payment.fairUse.dailyLimit) return { limited: true as const };
          const [row] = await tx
            .insert(generations)
            .values({ ...g, userId, paidWith: 'plan', paidBy: userId })
            .returning();
          return { row: row!, creditsRemaining: balance };
        }
        if (balance < 1) return null;
        const [row] = await tx
          .insert(generations)
          .values({ ...g, userId, paidWith: 'credit', paidBy: userId })
          .returning();
        const creditsRemaining = await changeBalance(tx, { userId, delta: -1, reason: 'generation', reference: g.id });
        if (creditsRemaining === null) throw new Error(`Generation ${g.id} was charged before`);
        return { row: row!, creditsRemaining };
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
            .values({ ...g, guestId, clientAddress: address, paidWith: 'guest', paidBy: guestId })
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

    async markRunning(id: string, engine: string, candidatesExpected: number): Promise<GenerationRow | null> {
      const [row] = await db
        .update(generations)
        .set({ status: 'running', engine, candidatesExpected, startedAt: new Date() })
        .where(and(eq(generations.id, id), inArray(generations.status, ['queued', 'running'])))
        .returning();
      return row ? withCurrentBrief(row) : null;
    },

    /** Stores a drawn candidate (once: a retried job's second copy is ignored). */
    async addCandidate(candidate: NewCandidate): Promise<void> {
      await db.insert(generationCandidates).values(candidate).onConflictDoNothing();
    },

    /** One candidate fewer will arrive (it failed): the page stops waiting for it. Never below those stored. */
    async dropCandidate(id: string): Promise<void> {
      await db
        .update(generations)
        .set({
          candidatesExpected: sql`greatest(${generations.candidatesExpected} - 1, (select count(*)::int from ${generationCandidates} where ${generationCandidates.generationId} = ${id}), 1)`,
        })
        .where(eq(generations.id, id));
    },

    /** No more candidates will arrive: the generation expects those stored. */
    async settleCandidates(id: string): Promise<void> {
      await db
        .update(generations)
        .set({
          candidatesExpected: sql`greatest((select count(*)::int from ${generationCandidates} where ${generationCandidates.generationId} = ${id}), 1)`,
        })
        .where(eq(generations.id, id));
    },

    /** The candidates of these generations, by generation, in index order. */
    async candidatesOf(ids: string[]): Promise<Map<string, CandidateRow[]>> {
      const byGeneration = new Map<string, CandidateRow[]>();
      if (!ids.length) return byGeneration;
      const rows = await db
        .select()
        .from(generationCandidates)
        .where(inArray(generationCandidates.generationId, ids))
        .orderBy(generationCandidates.generationId, generationCandidates.index);
      for (const row of rows) byGeneration.set(row.generationId, [...(byGeneration.get(row.generationId) ?? []), row]);
      return byGeneration;
    },

    async candidate(id: string, index: number): Promise<CandidateRow | null> {
      const [row] = await db
        .select()
        .from(generationCandidates)
        .where(and(eq(generationCandidates.generationId, id), eq(generationCandidates.index, index)));
      return row ?? null;
    },

    /**
     * Makes a stored candidate the cover: its seed and files become the generation's. Only a finished generation
     * not published to the gallery (its post shows the cover's image); null when that does not hold.
     */
    async pick(id: string, index: number): Promise<GenerationRow | null> {
      return db.transaction(async (tx) => {
        const [candidate] = await tx
          .select()
          .from(generationCandidates)
          .where(and(eq(generationCandidates.generationId, id), eq(generationCandidates.index, index)));
        if (!candidate) return null;
        const [row] = await tx
          .update(generations)
          .set({
            seed: candidate.seed,
            detailSeed: candidate.detailSeed,
            previewKey: candidate.previewKey,
            thumbnailKey: candidate.thumbnailKey,
            masterKey: candidate.masterKey,
            upscaled: candidate.upscaled,
            pickedCandidate: index,
          })
          .where(
            and(
              eq(generations.id, id),
              eq(generations.status, 'succeeded'),
              sql`not exists (select 1 from ${galleryPosts} where ${galleryPosts.generationId} = ${id})`,
            ),
          )
          .returning();
        return row ? withCurrentBrief(row) : null;
      });
    },

    /** Every candidate of a user's generations (what deleting the account removes). */
    async candidatesOfUser(userId: string): Promise<CandidateRow[]> {
      return db
        .select({ candidate: generationCandidates })
        .from(generationCandidates)
        .innerJoin(generations, eq(generations.id, generationCandidates.generationId))
        .where(eq(generations.userId, userId))
        .then((rows) => rows.map((r) => r.candidate));
    },

    /** These covers as last saved in the editor, for those that were edited. */
    async currentEdits(ids: string[]): Promise<Map<string, CurrentEdit>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({
          generationId: coverEdits.generationId,
          previewKey: coverEdits.previewKey,
          thumbnailKey: coverEdits.thumbnailKey,
          document: coverEdits.document,
        })
        .from(coverEdits)
        .where(and(inArray(coverEdits.generationId, ids), isNotNull(coverEdits.previewKey)));
      return new Map(rows.map((r) => [r.generationId, currentEdit(r)]));
    },

    /** The edited pictures' files of these covers, or of all of a user's covers. */
    async editFiles(by: { ids: string[] } | { userId: string }): Promise<string[]> {
      if ('ids' in by && !by.ids.length) return [];
      const rows = await db
        .select({ preview: coverEdits.previewKey, thumbnail: coverEdits.thumbnailKey })
        .from(coverEdits)
        .innerJoin(generations, eq(generations.id, coverEdits.generationId))
        .where(
          and(
            'ids' in by ? inArray(coverEdits.generationId, by.ids) : eq(generations.userId, by.userId),
            isNotNull(coverEdits.previewKey),
          ),
        );
      return rows.flatMap((r) => [r.preview, r.thumbnail]).filter((k): k is string => !!k);
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
        .set({ status: 'succeeded', ...keys, finishedAt: new Date(), error: null, clientAddress: settledAddress })
        .where(and(eq(generations.id, id), inArray(generations.status, ['queued', 'running'])))
        .returning({ id: generations.id });
      return rows.length === 1;
    },

    /**
     * Marks an unsettled generation failed and gives back what it cost, in kind and to whoever paid (paid_with,
     * paid_by), in one transaction: a guest's free generation to that guest (and the day's count to its address), a
     * credit to the account that spent it, nothing for a plan's. Who owns the cover now does not matter: a guest's
     * cover that moved into an account while drawn gives the guest its free generation back, never a credit. Only
     * the call that moves it out of queued/running refunds, so retries, crashes and races refund exactly once.
     */
    async failAndRefund(id: string, error: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(generations)
          .set({ status: 'failed', error, finishedAt: new Date() })
          .where(and(eq(generations.id, id), inArray(generations.status, ['queued', 'running'])))
          .returning();
        if (!row) return false;
        if (row.paidWith === 'credit' && row.paidBy) {
          await changeBalance(tx, { userId: row.paidBy, delta: 1, reason: 'refund', reference: row.id });
        } else if (row.paidWith === 'guest') {
          if (row.paidBy) {
            await tx
              .update(guestQuota)
              .set({ used: sql`greatest(${guestQuota.used} - 1, 0)` })
              .where(eq(guestQuota.guestId, row.paidBy));
          }
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
        // A cover moved into an account kept the guest's address only for this refund: settled, it loses it.
        if (row.userId && row.clientAddress) {
          await tx.update(generations).set({ clientAddress: settledAddress }).where(eq(generations.id, row.id));
        }
        return true;
      });
    },

    /** The owner's covers, newest first, narrowed by the library's search and filters. */
    async listForOwner(
      owner: Owner,
      limit: number,
      before?: { createdAt: Date; id: string },
      filters: GenerationFilters = {},
    ) {
      const ownerMatch =
        owner.kind === 'user' ? eq(generations.userId, owner.userId) : eq(generations.guestId, owner.guestId);
      const page = before
        ? or(
            lt(generations.createdAt, before.createdAt),
            and(eq(generations.createdAt, before.createdAt), lt(generations.id, before.id)),
          )
        : undefined;
      // Typed text is matched literally: % and _ are not wildcards here.
      const like = filters.q ? `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const published = sql`exists (select 1 from ${galleryPosts} where ${galleryPosts.generationId} = ${generations.id})`;
      const rows = await db
        .select()
        .from(generations)
        .where(
          and(
            ownerMatch,
            page,
            like
              ? or(
                  ilike(generations.prompt, like),
                  sql`${generations.brief}->>'title' ilike ${like}`,
                  sql`${generations.brief}->>'artist' ilike ${like}`,
                  // The words of the cover as last edited: a retitled cover is found under its new title.
                  sql`exists (select 1 from ${coverEdits} where ${coverEdits.generationId} = ${generations.id} and ${coverEdits.previewKey} is not null and exists (select 1 from jsonb_array_elements(${coverEdits.document}->'text'->'layers') as layer where layer->>'text' ilike ${like}))`,
                )
              : undefined,
            filters.provider ? eq(generations.provider, filters.provider) : undefined,
            filters.engine ? eq(generations.engine, filters.engine) : undefined,
            filters.status ? eq(generations.status, filters.status) : undefined,
            filters.favourite ? eq(generations.favourite, true) : undefined,
            filters.published === undefined ? undefined : filters.published ? published : sql`not ${published}`,
          ),
        )
        .orderBy(desc(generations.createdAt), desc(generations.id))
        .limit(limit);
      return rows.map(withCurrentBrief);
    },

    /** Stars or unstars a cover; the row as it is now. */
    async setFavourite(id: string, favourite: boolean): Promise<GenerationRow | null> {
      const [row] = await db.update(generations).set({ favourite }).where(eq(generations.id, id)).returning();
      return row ? withCurrentBrief(row) : null;
    },

    /**
     * Deletes a settled cover (finished or failed): its versions and gallery post go with it, and covers varied from
     * it forget it. False when it is still being drawn, or already gone.
     */
    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(generations)
        .where(and(eq(generations.id, id), inArray(generations.status, ['succeeded', 'failed'])))
        .returning({ id: generations.id });
      return removed.length > 0;
    },

    /** Which of `keys` some row still points at (stored-files.ts). */
    stillReferenced: (keys: string[]) => filesStillReferenced(db, keys),

    /** Every generation of a user, oldest first (what deleting the account removes). */
    async allOfUser(userId: string): Promise<GenerationRow[]> {
      const rows = await db.select().from(generations).where(eq(generations.userId, userId));
      return rows.map(withCurrentBrief);
    },

    /**
     * Gives a guest's covers to the account that guest just signed up or in with; returns how many moved.
     * The guest's used free generations stay counted against the guest cookie. Covers still being drawn move too, so
     * the account has them when they are done; what paid for them (paid_with, paid_by) does not move, so if one fails
     * the guest gets its free generation back and the account gets nothing it never spent. Such a cover keeps the
     * address until it settles (a failure gives the address's count back); the others lose it now.
     */
    async moveGuestCovers(guestId: string, userId: string): Promise<number> {
      const drawing = inArray(generations.status, ['queued', 'running']);
      const moved = await db
        .update(generations)
        .set({ userId, guestId: null, clientAddress: sql`case when ${drawing} then ${generations.clientAddress} end` })
        .where(eq(generations.guestId, guestId))
        .returning({ id: generations.id });
      return moved.length;
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
