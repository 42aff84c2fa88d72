import type { UserChanges } from './user-changes.ts';

export interface UserCacheOptions {
  /** Longest an entry is served without asking the database again (a backstop: changes evict at once). */
  ttlMs: number;
  /** Most entries kept; the oldest go first. */
  maxEntries: number;
}

/**
 * Rows about one user each (a session, a balance), kept in memory and evicted by the database's own change
 * notifications (user-changes.ts), so a hot signed-in endpoint need not query for what has not changed.
 *
 * A read that raced a change is not stored: every change bumps `epoch`, and a value loaded across a bump may
 * predate it. While the change feed is not live nothing is stored and nothing cached is served.
 */
export function userCache<V>(changes: UserChanges, { ttlMs, maxEntries }: UserCacheOptions) {
  const entries = new Map<string, { userId: string; value: V; expires: number }>();
  const keysOfUser = new Map<string, Set<string>>();
  let epoch = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfUser.delete(entry.userId);
  };

  changes.subscribe({
    changed(userId) {
      epoch++;
      for (const key of keysOfUser.get(userId) ?? []) entries.delete(key);
      keysOfUser.delete(userId);
    },
    reset() {
      epoch++;
      entries.clear();
      keysOfUser.clear();
    },
  });

  return {
    /** The cached value for `key`, or what `load` finds (stored when it names its user); null is never stored. */
    async read(key: string, load: () => Promise<{ userId: string; value: V } | null>): Promise<V | null> {
      const hit = entries.get(key);
      if (hit) {
        if (changes.live && hit.expires > Date.now()) return hit.value;
        forget(key);
      }
      const started = epoch;
      const loaded = await load();
      if (!loaded) return null;
      if (changes.live && started === epoch) {
        forget(key);
        if (entries.size >= maxEntries) forget(entries.keys().next().value!);
        entries.set(key, { userId: loaded.userId, value: loaded.value, expires: Date.now() + ttlMs });
        let keys = keysOfUser.get(loaded.userId);
        if (!keys) keysOfUser.set(loaded.userId, (keys = new Set()));
        keys.add(key);
      }
      return loaded.value;
    },
    get size() {
      return entries.size;
    },
  };
}

export type UserCache<V> = ReturnType<typeof userCache<V>>;
