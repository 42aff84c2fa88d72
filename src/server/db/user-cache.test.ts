import { describe, expect, it } from 'vitest';
import { userCache } from './user-cache.ts';
import type { UserChangeListener, UserChanges } from './user-changes.ts';

/** A change feed driven by the test. */
function feed() {
  const listeners = new Set<UserChangeListener>();
  const state = { live: true };
  const changes: UserChanges = {
    get live() {
      return state.live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    wrote: () => listeners.forEach((l) => l.reset()),
    close: async () => undefined,
  };
  return {
    changes,
    state,
    changed: (userId: string) => listeners.forEach((l) => l.changed(userId)),
    reset: () => listeners.forEach((l) => l.reset()),
  };
}

/** A loader that counts its calls and answers `value` for user `userId`. */
function loader(userId: string, value: number) {
  const counter = { calls: 0, value };
  const load = async () => {
    counter.calls++;
    return { userId, value: counter.value };
  };
  return { counter, load };
}

const options = { ttlMs: 60_000, maxEntries: 100 };

describe('userCache', () => {
  it('loads once, then answers from memory until the user changes', async () => {
    const f = feed();
    const cache = userCache<number>(f.changes, options);
    const { counter, load } = loader('u1', 3);
    expect(await cache.read('k', load)).toBe(3);
    expect(await cache.read('k', load)).toBe(3);
    expect(counter.calls).toBe(1);

    counter.value = 2;
    f.changed('someone-else');
    expect(await cache.read('k', load)).toBe(3);
    f.changed('u1');
    expect(await cache.read('k', load)).toBe(2);
    expect(counter.calls).toBe(2);
  });

  it('forgets every key of a changed user, and everything on a reset', async () => {
    const f = feed();
    const cache = userCache<number>(f.changes, options);
    await cache.read('session-a', loader('u1', 1).load);
    await cache.read('session-b', loader('u1', 1).load);
    await cache.read('session-c', loader('u2', 1).load);
    f.changed('u1');
    expect(cache.size).toBe(1);
    f.reset();
    expect(cache.size).toBe(0);
  });

  it('does not keep a value loaded while a change happened (it may predate the change)', async () => {
    const f = feed();
    const cache = userCache<number>(f.changes, options);
    let calls = 0;
    const racing = async () => {
      calls++;
      // The row is read, then (before the answer arrives here) the database announces a change to it.
      if (calls === 1) f.changed('u1');
      return { userId: 'u1', value: calls };
    };
    expect(await cache.read('k', racing)).toBe(1);
    expect(await cache.read('k', racing)).toBe(2);
    expect(await cache.read('k', racing)).toBe(2);
    expect(calls).toBe(2);
  });

  it('neither keeps nor serves anything while the change feed is down', async () => {
    const f = feed();
    const cache = userCache<number>(f.changes, options);
    const { counter, load } = loader('u1', 5);
    await cache.read('k', load);
    f.state.live = false;
    counter.value = 6;
    expect(await cache.read('k', load)).toBe(6);
    expect(await cache.read('k', load)).toBe(6);
    expect(counter.calls).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('asks again once an entry is older than its TTL, keeps at most maxEntries, and never stores a miss', async () => {
    const f = feed();
    const cache = userCache<number>(f.changes, { ttlMs: 20, maxEntries: 2 });
    const { counter, load } = loader('u1', 1);
    await cache.read('k', load);
    await new Promise((r) => setTimeout(r, 30));
    await cache.read('k', load);
    expect(counter.calls).toBe(2);

    await cache.read('k2', loader('u2', 1).load);
    await cache.read('k3', loader('u3', 1).load);
    expect(cache.size).toBe(2);

    let misses = 0;
    const missing = async () => {
      misses++;
      return null;
    };
    expect(await cache.read('gone', missing)).toBeNull();
    expect(await cache.read('gone', missing)).toBeNull();
    expect(misses).toBe(2);
  });
});
