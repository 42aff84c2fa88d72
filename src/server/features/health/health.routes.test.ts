import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseProbe, healthRoutes } from './health.routes.ts';

/** A stand-in database whose `execute` counts calls and fails while `down` is set. */
function fakeDb() {
  const state = { calls: 0, down: false };
  const db = {
    execute: async () => {
      state.calls++;
      if (state.down) throw new Error('connection refused');
      return { rows: [] };
    },
  } as unknown as Database;
  return { db, state };
}

describe('health', () => {
  it('queries the database once per interval, and callers during a probe share it', async () => {
    const { db, state } = fakeDb();
    const probe = databaseProbe(db, 50);
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(await probe()).toBe(true);
    expect(state.calls).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await probe()).toBe(true);
    expect(state.calls).toBe(2);
  });

  it('answers 503 in the error shape when the database is down, and ok again once it is back', async () => {
    const { db, state } = fakeDb();
    state.down = true;
    const app = healthRoutes(db);
    const down = await app.request('/');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error: { code: 'unavailable', message: 'The database is not reachable.' },
    });
    state.down = false;
    await new Promise((r) => setTimeout(r, 1010));
    const up = await app.request('/');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok' });
  });
});
