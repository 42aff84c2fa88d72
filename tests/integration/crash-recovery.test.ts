import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.ts';

const embedded = !process.env.DATABASE_URL;

describe.runIf(embedded)('a crash during renders (embedded database; the same queue code runs on PostgreSQL)', () => {
  it('leaves every generation succeeded, or failed and refunded, after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-crash-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WORKERS: '1',
      JOB_EXPIRE_SECONDS: '3',
      GUEST_IP_DAILY_CAP: '1000',
    };
    const first = await startServer(env);
    // Eight guests, each with its own signed cookie, ask for a cover at once.
    const cookies = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await fetch(`${first.url}/api/quota`);
        return res.headers.getSetCookie()[0]!.split(';')[0]!;
      }),
    );
    const requests = cookies.map((cookie, i) =>
      fetch(`${first.url}/api/generations`, {
        method: 'POST',
        // As the app's own page sends it (state changes from other origins are refused).
        headers: { cookie, 'content-type': 'application/json', origin: first.publicUrl },
        body: JSON.stringify({ prompt: `crash test cover ${i}`, provider: i % 2 ? 'luma' : 'lovable' }),
      }).catch(() => null),
    );
    // Kill it the moment covers are charged and queued or rendering, not before and not after.
    let caught: string[] = [];
    for (let i = 0; i < 500 && caught.length === 0; i++) {
      const lists = await Promise.all(
        cookies.map(async (cookie) => {
          const res = await fetch(`${first.url}/api/generations`, { headers: { cookie } });
          return ((await res.json()) as { items: { status: string }[] }).items.map((g) => g.status);
        }),
      );
      caught = lists.flat().filter((s) => s === 'queued' || s === 'running');
    }
    first.child.kill('SIGKILL');
    expect(caught.length).toBeGreaterThan(0);
    await Promise.all(requests);

    const second = await startServer(env);
    try {
      const statusOf = async (cookie: string) => {
        const list = (await (await fetch(`${second.url}/api/generations`, { headers: { cookie } })).json()) as {
          items: { status: string }[];
        };
        return list.items.map((g) => g.status);
      };
      let unsettled = 0;
      let all: string[][] = [];
      for (let i = 0; i < 60; i++) {
        all = await Promise.all(cookies.map(statusOf));
        unsettled = all.flat().filter((s) => s === 'queued' || s === 'running').length;
        if (unsettled === 0) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(unsettled).toBe(0);
      // Each guest's quota matches what it actually got: a failed cover gave its free slot back.
      for (const [i, cookie] of cookies.entries()) {
        const succeeded = all[i]!.filter((s) => s === 'succeeded').length;
        const quota = (await (await fetch(`${second.url}/api/quota`, { headers: { cookie } })).json()) as {
          guestRemaining: number;
        };
        expect(quota.guestRemaining).toBe(3 - succeeded);
      }
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
