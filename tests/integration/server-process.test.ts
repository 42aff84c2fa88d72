import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.ts';

// This is about the embedded database; with DATABASE_URL set the server never opens a data folder lock.
const embedded = !process.env.DATABASE_URL;

describe.runIf(embedded)(
  'two servers on one DATA_DIR (embedded database only; not run when DATABASE_URL selects PostgreSQL)',
  () => {
    it('the second exits with a clear message and the first keeps serving its data', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-owner-'));
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const first = await startServer(env);
      try {
        const second = await startServer(env).then(
          async (s) => {
            await s.stop();
            throw new Error('the second server started');
          },
          (err: { code: number; out: string }) => err,
        );
        expect(second.code).toBe(75);
        expect(second.out).toMatch(/The data folder .* is already in use by process \d+/);
        expect(second.out).toMatch(/different DATA_DIR/);

        const res = await fetch(`${first.url}/api/health`);
        expect(await res.json()).toEqual({ status: 'ok' });
      } finally {
        expect(await first.stop()).toBe(0);
      }
      // The first stopped cleanly: its lock is gone and the data folder opens again.
      expect(fs.existsSync(path.join(dataDir, 'soundsleeve.lock'))).toBe(false);
      const again = await startServer(env);
      const res = await fetch(`${again.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await again.stop()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, 120_000);
  },
);

describe.runIf(!embedded)('servers on PostgreSQL (only when DATABASE_URL selects PostgreSQL)', () => {
  it('several processes start at once on one fresh database, migrating it once', async () => {
    const { default: pg } = await import('pg');
    const name = `soundsleeve_boot_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-pg-'));
    try {
      const servers = await Promise.all(
        [1, 2, 3].map(() => startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir })),
      );
      for (const s of servers) expect(await (await fetch(`${s.url}/api/health`)).json()).toEqual({ status: 'ok' });
      for (const s of servers) expect(await s.stop()).toBe(0);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      const journal = JSON.parse(fs.readFileSync(path.resolve('src/server/db/migrations/meta/_journal.json'), 'utf8'));
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.runIf(!embedded)('scale-out on PostgreSQL (only when DATABASE_URL selects PostgreSQL)', () => {
  it('a web process without workers gets its covers rendered by a separate worker process', async () => {
    const { default: pg } = await import('pg');
    const name = `soundsleeve_scale_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-scale-'));
    const shared = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40) };
    const web = await startServer({ ...shared, WORKERS: '0' });
    const worker = await startServer({ ...shared, WORKERS: '1' }, { entry: 'worker' });
    try {
      const res = await fetch(`${web.url}/api/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'rendered elsewhere', provider: 'luma' }),
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { guestRemaining: number }).guestRemaining).toBe(2);
    } finally {
      await web.stop();
      await worker.stop();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
