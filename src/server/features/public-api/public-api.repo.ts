import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiGenerations, apiIdempotency, apiKeys, apiUsage } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** How often a key's last use is written: a busy key would otherwise write on every request. */
export const LAST_USED_PRECISION_MS = 60_000;

/** One counted request: whether it fits the day's and the second's limits, and what is left. */
export type UsageCount = { ok: true; requests: number } | { ok: false; over: 'day' | 'second'; requests: number };

/** The public API's tables: keys, usage counters, idempotent answers and the API's generations. */
export function publicApiRepo(db: Database) {
  return {
    /** Adds a key unless its owner holds `max` live keys already (counted under a per-owner lock); null when so. */
    async insertKey(row: typeof apiKeys.$inferInsert, max: number): Promise<ApiKeyRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${row.userId}`}))`);
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, row.userId), isNull(apiKeys.revokedAt)))) as [{ n: number }];
        if (n >= max) return null;
        const [created] = await tx.insert(apiKeys).values(row).returning();
        return created!;
      });
    },

    async liveKeys(userId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.createdAt));
    },

    /** Revokes one of the owner's live keys; false when there is no such key. */
    async revokeKey(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    /** A live key by its public prefix. */
    async keyByPrefix(prefix: string): Promise<ApiKeyRow | null> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt)));
      return row ?? null;
    },

    /** Notes that a key was used, unless that was noted within the last minute. */
    async touchKey(id: string, now: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS))),
          ),
        );
    },

    /**
     * Counts one request of `userId` on `day` (UTC, yyyy-mm-dd) in `second` (Unix), unless it would pass `perDay`
     * or `perSecond`: one upsert, which locks the owner's row for the day, so parallel requests from any number of
     * processes are counted one after another and exactly `perDay` fit in a day.
     */
    async countRequest(
      userId: string,
      day: string,
      second: number,
      limits: { perDay: number; perSecond: number },
    ): Promise<UsageCount> {
      const result = (await db.execute(sql`
        insert into api_usage (user_id, day, requests, second, second_requests)
        values (${userId}, ${day}, 1, ${second}, 1)
        on conflict (user_id, day) do update set
          requests = api_usage.requests + 1,
          second = excluded.second,
          second_requests = case when api_usage.second = excluded.second then api_usage.second_requests + 1 else 1 end
        where api_usage.requests < ${limits.perDay}
          and (api_usage.second <> excluded.second or api_usage.second_requests < ${limits.perSecond})
        returning requests
      `)) as unknown as { rows: { requests: number }[] };
      const counted = result.rows[0];
      if (counted) return { ok: true, requests: Number(counted.requests) };
      const [row] = await db
        .select({ requests: apiUsage.requests })
        .from(apiUsage)
        .where(and(eq(apiUsage.userId, userId), eq(apiUsage.day, day)));
      const requests = row?.requests ?? 0;
      return { ok: false, over: requests >= limits.perDay ? 'day' : 'second', requests };
    },

    /** Requests counted for `userId` on `day`. */
    async requestsOn(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ requests: apiUsage.requests })
        .from(apiUsage)
        .where(and(eq(apiUsage.userId, userId), eq(apiUsage.day, day)));
      return row?.requests ?? 0;
    },

    /**
     * Claims an idempotency key for a request: 'new' when this request is the first (it must then `settleIdempotent`
     * or `releaseIdempotent`), else what the first one left: still running, or its answer.
     */
    async claimIdempotent(
      userId: string,
      key: string,
      requestHash: string,
      since: Date,
    ): Promise<
      | { state: 'new' }
      | { state: 'mismatch' }
      | { state: 'running' }
      | { state: 'done'; status: number; response: unknown }
    > {
      // An entry older than the window is over: the key may be used afresh.
      await db
        .delete(apiIdempotency)
        .where(
          and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key), lt(apiIdempotency.createdAt, since)),
        );
      const inserted = await db
        .insert(apiIdempotency)
        .values({ userId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: apiIdempotency.key });
      if (inserted.length) return { state: 'new' };
      const [row] = await db
        .select()
        .from(apiIdempotency)
        .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)));
      // Released between the insert and the read: the caller may try again.
      if (!row) return { state: 'running' };
      if (row.requestHash !== requestHash) return { state: 'mismatch' };
      if (row.status === null) return { state: 'running' };
      return { state: 'done', status: row.status, response: row.response };
    },

    async settleIdempotent(userId: string, key: string, status: number, response: unknown): Promise<void> {
      await db
        .update(apiIdempotency)
        .set({ status, response })
        .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)));
    },

    /** Forgets a claim whose request ended without an answer worth repeating (a server error): it may be retried. */
    async releaseIdempotent(userId: string, key: string): Promise<void> {
      await db.delete(apiIdempotency).where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)));
    },

    /** Removes idempotency entries older than `before` (a daily sweep keeps the table small). */
    async sweepIdempotent(before: Date): Promise<number> {
      const rows = await db
        .delete(apiIdempotency)
        .where(lt(apiIdempotency.createdAt, before))
        .returning({ key: apiIdempotency.key });
      return rows.length;
    },

    async insertGeneration(row: typeof apiGenerations.$inferInsert): Promise<void> {
      await db.insert(apiGenerations).values(row);
    },

    async generation(generationId: string) {
      const [row] = await db.select().from(apiGenerations).where(eq(apiGenerations.generationId, generationId));
      return row ?? null;
    },

    async webhookAttempted(generationId: string, delivered: boolean): Promise<void> {
      await db
        .update(apiGenerations)
        .set({
          webhookAttempts: sql`${apiGenerations.webhookAttempts} + 1`,
          ...(delivered ? { webhookDeliveredAt: new Date() } : {}),
        })
        .where(eq(apiGenerations.generationId, generationId));
    },
  };
}

export type PublicApiRepo = ReturnType<typeof publicApiRepo>;
