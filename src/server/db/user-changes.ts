import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0008 notifies, with the id of the user whose session, account or balance changed. */
const CHANNEL = 'user_changed';
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

export interface UserChangeListener {
  /** A row about this user changed (committed). */
  changed(userId: string): void;
  /** Changes may have been missed (the listening connection was lost): forget everything. */
  reset(): void;
}

/**
 * Who changed, as the database announces it at commit, to every process listening. A cache of per-user rows may
 * only trust itself while `live`: then every committed change reaches it.
 */
export interface UserChanges {
  readonly live: boolean;
  subscribe(listener: UserChangeListener): () => void;
  /**
   * This process has just committed changes: caches start over. Its own next request then reads them, however
   * soon it comes; other processes learn of them from the notifications.
   */
  wrote(): void;
  close(): Promise<void>;
}

function listeners() {
  const set = new Set<UserChangeListener>();
  return {
    subscribe(listener: UserChangeListener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    changed: (userId: string) => set.forEach((l) => l.changed(userId)),
    reset: () => set.forEach((l) => l.reset()),
  };
}

/** The feed as its users see it; `stop` ends the listening, then every listener forgets what it holds. */
function changesOf(feed: ReturnType<typeof listeners>, isLive: () => boolean, stop: () => Promise<void>): UserChanges {
  return {
    get live() {
      return isLive();
    },
    subscribe: feed.subscribe,
    wrote: feed.reset,
    async close() {
      await stop();
      feed.reset();
    },
  };
}

/**
 * PGlite: one connection in this process, so its notifications arrive while the committing statement is still
 * being answered, before its caller goes on: a cache here is never behind.
 */
export async function pgliteUserChanges(db: PGlite): Promise<UserChanges> {
  const feed = listeners();
  const unlisten = await db.listen(CHANNEL, (payload) => feed.changed(payload));
  let live = true;
  return changesOf(
    feed,
    () => live,
    async () => {
      live = false;
      if (!db.closed) await unlisten();
    },
  );
}

/**
 * PostgreSQL: a connection of its own LISTENs (outside the pool, which it would otherwise hold a slot of).
 * Notifications reach every process a moment after the commit. When the connection drops, listeners reset and
 * the feed is not live until it is back (reconnecting with backoff), so no cache trusts what it may have missed.
 */
export async function postgresUserChanges(url: string, onError?: (err: Error) => void): Promise<UserChanges> {
  const feed = listeners();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const lost = (lostClient: pg.Client, err?: Error) => {
    if (client !== lostClient) return;
    client = null;
    live = false;
    feed.reset();
    if (err) onError?.(err);
    lostClient.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString: url });
    client = candidate;
    candidate.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) feed.changed(message.payload);
    });
    candidate.on('error', (err) => lost(candidate, err));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(candidate, err as Error);
      return;
    }
    if (closed || client !== candidate) return;
    delay = RETRY_FIRST_MS;
    // What changed while nobody listened is unknown: listeners start from empty.
    feed.reset();
    live = true;
  };

  await connect();
  return changesOf(
    feed,
    () => live,
    async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  );
}
