import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client.ts';
import { MIGRATIONS_DIR } from '../../src/server/db/migrate.ts';
import { call, signUp } from '../support/auth-client.ts';
import { guestCookie } from '../support/generation-suite.ts';
import { lumaBackedApp } from '../support/luma-app.ts';
import { testEngine } from '../support/test-database.ts';

/**
 * A failed cover gives back what it cost, in kind: a guest's free generation to the guest, a credit to the account
 * that spent it, nothing for a cover the plan paid for, whoever owns the cover by the time it fails. Photon Studio
 * runs on a local server speaking Luma's protocol whose renders run until the test makes the service fail them.
 */
const parts = lumaBackedApp();
let n = 0;
const email = () => `refund-${++n}-${Date.now()}@example.com`;

beforeEach(() => {
  parts.luma.server.reset();
  // Renders run until the service is told to fail them.
  parts.luma.server.setDefault({ type: 'never' });
});

/** How long to wait for the queue to start a render (its workers poll PostgreSQL) or the app to read a plan. */
const WAIT = { timeout: 30_000, interval: 100 };

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await parts.database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The account's balance, the sum of its ledger and the ledger's reasons. */
async function account(userId: string) {
  const [row] = await rows<{ balance: number; sum: number }>(
    sql`select a.balance, (select sum(delta)::int from credit_ledger l where l.user_id = a.user_id) as sum
      from credit_accounts a where a.user_id = ${userId}`,
  );
  const ledger = await rows<{ reason: string }>(
    sql`select reason from credit_ledger where user_id = ${userId} order by id`,
  );
  return { ...row!, reasons: ledger.map((l) => l.reason) };
}

/** Free generations the guest has used, and those its address has used today. */
async function guestUsage(guestId: string, address: string) {
  const [guest] = await rows<{ used: number }>(sql`select used from guest_quota where guest_id = ${guestId}`);
  const [daily] = await rows<{ used: number }>(
    sql`select used from guest_address_usage where address = ${address} and day = current_date`,
  );
  return { guest: guest?.used ?? 0, address: daily?.used ?? 0 };
}

/**
 * A guest (a fresh browser) asks for `count` covers and is answered once they settle. Resolves once they are
 * charged and the service is drawing.
 */
async function guestStarts(count: number) {
  const cookie = guestCookie(await parts.app.request('/api/quota'))!;
  const guestId = cookie.split('=')[1]!.split('.')[0]!;
  const answers = Promise.all(
    Array.from({ length: count }, (_, i) =>
      call(parts.app, '/api/generations', {
        body: { prompt: `a comet over a salt flat ${i}`, provider: 'luma' },
        cookie,
      }),
    ),
  );
  const unsettled = async () =>
    rows<{ id: string; status: string; client_address: string }>(
      sql`select id, status, client_address from generations where guest_id = ${guestId}`,
    );
  await expect
    .poll(async () => {
      const list = await unsettled();
      return list.length === count && list.some((g) => g.status === 'running');
    }, WAIT)
    .toBe(true);
  const covers = await unsettled();
  return { cookie, guestId, address: covers[0]!.client_address, ids: covers.map((g) => g.id), answers };
}

/** The service fails every render it is making; the requests waiting for them are answered. */
async function serviceFails(answers: Promise<{ status: number }[]>) {
  parts.luma.server.failAll('internal error');
  return (await answers).map((a) => a.status);
}

describe(`refunds in kind (${testEngine})`, () => {
  it('gives the guest its free generations back, and the account no credit, when covers drawing as it signs up fail', async () => {
    const drawing = await guestStarts(3);
    const charged = await guestUsage(drawing.guestId, drawing.address);
    expect(charged.guest).toBe(3);
    const joined = await call(parts.app, '/api/auth/sign-up/email', {
      body: { name: 'Guest Turned Member', email: email(), password: 'secret-pass' },
      headers: { cookie: drawing.cookie },
    });
    expect(joined.status).toBe(200);
    const userId = joined.json.user.id as string;
    expect(await account(userId)).toEqual({ balance: 3, sum: 3, reasons: ['signup_grant'] });
    // The covers still being drawn follow the guest into the account.
    const owners = await rows<{ user_id: string }>(
      sql`select distinct user_id from generations where id in ${drawing.ids} and status in ('queued', 'running')`,
    );
    expect(owners).toEqual([{ user_id: userId }]);

    expect(await serviceFails(drawing.answers)).toEqual([502, 502, 502]);
    expect({
      account: await account(userId),
      usage: await guestUsage(drawing.guestId, drawing.address),
    }).toEqual({
      account: { balance: 3, sum: 3, reasons: ['signup_grant'] },
      usage: { guest: 0, address: charged.address - 3 },
    });
    // Settled, they keep what paid for them and lose the guest's address.
    const settled = await rows(
      sql`select status, user_id, paid_with, paid_by, client_address from generations where id in ${drawing.ids}`,
    );
    expect(settled).toEqual(
      Array(3).fill({
        status: 'failed',
        user_id: userId,
        paid_with: 'guest',
        paid_by: drawing.guestId,
        client_address: null,
      }),
    );
    // The account's copy shows what the guest's covers cost it: nothing.
    expect((await call(parts.app, '/api/me/credits', { cookie: joined.cookie })).json.credit_count).toBe(3);
  });

  it('gives the guest its free generation back, and the account no credit, when it logs in while a cover is drawn', async () => {
    const address = email();
    const member = await signUp(parts.app, address);
    const drawing = await guestStarts(1);
    const charged = await guestUsage(drawing.guestId, drawing.address);
    const login = await call(parts.app, '/api/auth/sign-in/email', {
      body: { email: address, password: 'secret-pass' },
      headers: { cookie: drawing.cookie },
    });
    expect(login.status).toBe(200);
    expect(await rows(sql`select user_id from generations where id = ${drawing.ids[0]}`)).toEqual([
      { user_id: member.userId },
    ]);

    expect(await serviceFails(drawing.answers)).toEqual([502]);
    expect({
      account: await account(member.userId),
      usage: await guestUsage(drawing.guestId, drawing.address),
    }).toEqual({
      account: { balance: 3, sum: 3, reasons: ['signup_grant'] },
      usage: { guest: 0, address: charged.address - 1 },
    });
  });

  it('gives back the credit a member spent, and nothing for a cover the Studio plan paid for', async () => {
    const spender = await signUp(parts.app, email());
    const studio = await signUp(parts.app, email());
    await parts.database.db.execute(sql`insert into subscriptions
      (user_id, plan_id, provider, status, order_id, current_period_end)
      values (${studio.userId}, 'studio', 'sandbox', 'active', ${`order-${studio.userId}`}, now() + interval '30 days')`);
    await expect
      .poll(
        async () => (await call(parts.app, '/api/me/credits', { cookie: studio.cookie })).json.subscription_plan,
        WAIT,
      )
      .toBe('studio');
    const answers = Promise.all(
      [spender, studio].map(({ cookie }) =>
        call(parts.app, '/api/generations', {
          body: { prompt: 'a paper boat on a flooded street', provider: 'luma' },
          cookie,
        }),
      ),
    );
    await expect
      .poll(
        async () =>
          (
            await rows(
              sql`select id from generations where user_id in (${spender.userId}, ${studio.userId}) and status = 'running'`,
            )
          ).length,
        WAIT,
      )
      .toBe(2);
    expect((await account(spender.userId)).balance).toBe(2);

    expect(await serviceFails(answers)).toEqual([502, 502]);
    expect(await account(spender.userId)).toEqual({
      balance: 3,
      sum: 3,
      reasons: ['signup_grant', 'generation', 'refund'],
    });
    expect(await account(studio.userId)).toEqual({ balance: 3, sum: 3, reasons: ['signup_grant'] });
  });
});

describe('covers made before generations recorded what paid for them', () => {
  it('are given what paid for them by the migration that records it', async () => {
    // The migrations up to the one before, on an embedded database of its own (the SQL is the same on PostgreSQL).
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-migrations-'));
    fs.cpSync(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === '0020_generation_payments');
    fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const handle = await openPglite(undefined);
    try {
      const db = handle.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: before });
      const cover = (id: string, owner: ReturnType<typeof sql>) =>
        handle.db.execute(sql`insert into generations
          (id, user_id, guest_id, client_address, prompt, refined_prompt, brief, provider, seed, status, plan_covered)
          values (${id}, ${owner}, 'an idea', 'a prompt', '{}'::jsonb, 'luma', 1, 'running', ${id === 'by-plan'})`);
      await handle.db.execute(sql`insert into users (id, name, email) values ('u1', 'Member', 'm@example.com')`);
      await cover('by-plan', sql`'u1', null, null`);
      await cover('by-credit', sql`'u1', null, null`);
      await handle.db.execute(
        sql`insert into credit_ledger (user_id, delta, reason, reference) values ('u1', -1, 'generation', 'by-credit')`,
      );
      await cover('by-guest', sql`null, 'g1', '203.0.113.5'`);
      // A guest's cover that moved into the account: the guest is no longer known.
      await cover('moved', sql`'u1', null, null`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const paid = (await handle.db.execute(
        sql`select id, paid_with, paid_by from generations order by id`,
      )) as unknown as { rows: unknown[] };
      expect(paid.rows).toEqual([
        { id: 'by-credit', paid_with: 'credit', paid_by: 'u1' },
        { id: 'by-guest', paid_with: 'guest', paid_by: 'g1' },
        { id: 'by-plan', paid_with: 'plan', paid_by: 'u1' },
        { id: 'moved', paid_with: 'guest', paid_by: null },
      ]);
    } finally {
      await handle.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
