import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { generationSuite, guestCookie } from '../support/generation-suite.ts';
import { createTestDatabase, testEngine } from '../support/test-database.ts';

const suite = generationSuite({ GUEST_IP_DAILY_CAP: '1000' });
const { rows } = suite;
let n = 0;
const email = () => `gen-${++n}-${Date.now()}@example.com`;

const generate = (body: Record<string, unknown>, cookie?: string, headers?: Record<string, string>) =>
  call(suite.app, '/api/generations', { body: { provider: 'lovable', ...body }, cookie, headers });

describe(`generation (${testEngine})`, () => {
  it('refines an idea into a prompt and a scene brief', async () => {
    const r = await call(suite.app, '/api/prompts/enhance', {
      body: { prompt: 'a synthwave sunset over a neon grid' },
    });
    expect(r.status).toBe(200);
    expect(r.json.refinedPrompt).toMatch(/professional music artwork$/);
    expect(r.json.brief.genre).toBe('synthwave');
    expect((await call(suite.app, '/api/prompts/enhance', { body: { prompt: '   ' } })).status).toBe(400);
  });

  it('gives a guest exactly 3 free generations, tied to a signed cookie, with private images', async () => {
    const first = await generate({ prompt: 'misty mountains at dawn' });
    expect(first.status).toBe(201);
    expect(first.json.guestRemaining).toBe(2);
    const cookie = guestCookie(first.res)!;
    expect(cookie).toBeDefined();
    expect((await generate({ prompt: 'night city' }, cookie)).json.guestRemaining).toBe(1);
    expect((await generate({ prompt: 'ocean waves' }, cookie)).json.guestRemaining).toBe(0);
    const fourth = await generate({ prompt: 'one more' }, cookie);
    expect(fourth.status).toBe(402);
    expect(fourth.json.error).toEqual({ code: 'guest_limit_reached', message: 'Sign up to continue generating!' });
    // A forged cookie is not a new guest identity with fresh quota: it is replaced by a new, signed one.
    const forged = await generate({ prompt: 'sneaky' }, cookie.replace(/\.[^.]+$/, '.forged'));
    expect(guestCookie(forged.res)).not.toBe(cookie);

    const image = await suite.app.request(first.json.imageUrl, { headers: { cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1024);
    expect((await suite.app.request(first.json.imageUrl)).status).toBe(404);
    const mine = await call(suite.app, '/api/generations', { cookie });
    expect(mine.json.items).toHaveLength(3);
    expect(mine.json.items.every((g: { status: string }) => g.status === 'succeeded')).toBe(true);
  });

  it('moves a guest’s covers into the account the guest signs up or logs in with', async () => {
    const first = await generate({ prompt: 'a lighthouse in a storm' });
    const cookie = guestCookie(first.res)!;
    await generate({ prompt: 'a red fox in snow' }, cookie);
    const address = email();
    const joined = await call(suite.app, '/api/auth/sign-up/email', {
      body: { name: 'Guest Turned Member', email: address, password: 'secret-pass' },
      headers: { cookie },
    });
    expect(joined.status).toBe(200);
    const userId = joined.json.user.id as string;
    const owned = await rows<{ prompt: string; guest_id: string | null }>(
      sql`select prompt, guest_id from generations where user_id = ${userId} order by created_at`,
    );
    expect(owned).toEqual([
      { prompt: 'a lighthouse in a storm', guest_id: null },
      { prompt: 'a red fox in snow', guest_id: null },
    ]);
    const listed = await call(suite.app, '/api/generations', { cookie: joined.cookie });
    expect(listed.json.items.map((g: { prompt: string }) => g.prompt).sort()).toEqual([
      'a lighthouse in a storm',
      'a red fox in snow',
    ]);
    // The free generations the guest used stay used: signing up is not a way to reset them.
    const guestId = cookie.split('=')[1]!.split('.')[0]!;
    expect(await rows(sql`select used from guest_quota where guest_id = ${guestId}`)).toEqual([{ used: 2 }]);

    // Logging in to an existing account from another guest browser brings that browser's covers too.
    const other = await generate({ prompt: 'neon koi pond' });
    const otherCookie = guestCookie(other.res)!;
    const login = await call(suite.app, '/api/auth/sign-in/email', {
      body: { email: address, password: 'secret-pass' },
      headers: { cookie: otherCookie },
    });
    expect(login.status).toBe(200);
    expect(await rows(sql`select id from generations where guest_id is not null and id = ${other.json.id}`)).toEqual(
      [],
    );
    expect(await rows(sql`select user_id from generations where id = ${other.json.id}`)).toEqual([{ user_id: userId }]);
  });

  it('caps guests per client address per day even without a cookie', async () => {
    const capped = await buildGenerationApp(suite.database, { GUEST_IP_DAILY_CAP: '2' });
    try {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      await suite.database.db.execute(sql`delete from guest_address_usage`);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        // A fresh browser each time: no cookie.
        statuses.push(
          (await call(capped.app, '/api/generations', { body: { prompt: `idea ${i}`, provider: 'luma' }, headers }))
            .status,
        );
      }
      expect(statuses).toEqual([201, 201, 402]);
    } finally {
      await capped.stop();
    }
  });

  it('caps an IPv6 guest by its /64, so moving to another address in it does not start over; IPv4 per address', async () => {
    const capped = await buildGenerationApp(suite.database, { GUEST_IP_DAILY_CAP: '2', TRUST_PROXY: 'true' });
    try {
      await suite.database.db.execute(sql`delete from guest_address_usage`);
      let i = 0;
      // A fresh browser each time (no cookie), behind the proxy that saw `address`.
      const from = async (address: string) =>
        (
          await call(capped.app, '/api/generations', {
            body: { prompt: `idea ${++i}`, provider: 'luma' },
            headers: { 'x-forwarded-for': address },
          })
        ).status;
      const statuses: [string, number][] = [];
      for (const address of [
        '2001:db8:7:1::a',
        '2001:db8:7:1::b',
        '2001:db8:7:1:9f3e:22ff:fe10:c',
        '2001:db8:7:2::a',
        '203.0.113.50',
        '::ffff:203.0.113.50',
        '203.0.113.50',
        '203.0.113.51',
      ])
        statuses.push([address, await from(address)]);
      expect(statuses).toEqual([
        ['2001:db8:7:1::a', 201],
        ['2001:db8:7:1::b', 201],
        // The same /64: its two are spent.
        ['2001:db8:7:1:9f3e:22ff:fe10:c', 402],
        ['2001:db8:7:2::a', 201],
        ['203.0.113.50', 201],
        ['::ffff:203.0.113.50', 201],
        ['203.0.113.50', 402],
        ['203.0.113.51', 201],
      ]);
    } finally {
      await capped.stop();
    }
  });

  it('charges a signed-in user one credit per image and refuses at zero with 402', async () => {
    const { cookie, userId } = await signUp(suite.app, email());
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { json } = await generate({ prompt: `cover ${i}`, provider: 'luma' }, cookie);
      remaining.push(json.creditsRemaining);
      // Paid with a credit, not by a plan.
      expect(json.coveredByPlan).toBeUndefined();
    }
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await generate({ prompt: 'cover 4' }, cookie);
    expect(refused.status).toBe(402);
    expect(refused.json.error.code).toBe('no_credits');
    const [balance] = await rows<{ balance: number; sum: number }>(
      sql`select a.balance, (select sum(delta)::int from credit_ledger l where l.user_id = a.user_id) as sum from credit_accounts a where a.user_id = ${userId}`,
    );
    expect(balance).toEqual({ balance: 0, sum: 0 });
  });

  it('serves 3000² distributor downloads to the owner', async () => {
    const { cookie } = await signUp(suite.app, email());
    const g = await generate({ prompt: '"Blue Hour" by The Marlowe Quartet, jazz', seed: 42 }, cookie);
    expect(g.json.seed).toBe(42);
    const jpeg = await suite.app.request(`/api/generations/${g.json.id}/download?format=jpeg`, { headers: { cookie } });
    // Named after the cover, as distributors and music libraries expect.
    expect(jpeg.headers.get('content-disposition')).toMatch(
      /^attachment; filename="The Marlowe Quartet - Blue Hour\.jpg"; filename\*=UTF-8''/,
    );
    const meta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.space]).toEqual(['jpeg', 3000, 3000, 'srgb']);
    const bad = await call(suite.app, `/api/generations/${g.json.id}/download?format=gif`, { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('format: format must be jpeg or png.');
  });

  it('rejects bad input with 400 and a message, charging nothing', async () => {
    const { cookie, userId } = await signUp(suite.app, email());
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ prompt: '   ' }, /^Describe your album cover idea/],
      [{ prompt: 'x'.repeat(1001) }, /^Keep your idea under 1000 characters/],
      [{ prompt: 'ok', provider: 'dalle' }, /provider must be "lovable"/],
      [{ prompt: 'ok', seed: 1.5 }, /seed must be a whole number/],
      [{ prompt: 'ok', seed: -1 }, /seed must be between 0 and 4294967295/],
    ];
    for (const [body, message] of cases) {
      const r = await generate(body, cookie);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.message).toMatch(message);
    }
    const [account] = await rows<{ balance: number }>(
      sql`select balance from credit_accounts where user_id = ${userId}`,
    );
    expect(account!.balance).toBe(3);
  });

  it('refunds exactly once when the provider fails, and says why', async () => {
    // A database of its own: the suite's app polls the same queue and would draw this app's job with its engine.
    const own = await createTestDatabase();
    const ownRows = async <T>(q: ReturnType<typeof sql>) =>
      ((await own.db.execute(q)) as unknown as { rows: T[] }).rows;
    const failing = await buildGenerationApp(own, {
      IMAGE_PROVIDER_SONIC: 'fail',
      GUEST_IP_DAILY_CAP: '1000',
    });
    try {
      const { cookie, userId } = await signUp(failing.app, email());
      const r = await call(failing.app, '/api/generations', {
        body: { prompt: 'doomed', provider: 'lovable' },
        cookie,
      });
      expect(r.status).toBe(502);
      expect(r.json.error).toEqual({
        code: 'generation_failed',
        message: 'The image service is unavailable right now. Your credit has been refunded.',
      });
      const ledger = await ownRows<{ reason: string; delta: number }>(
        sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
      );
      expect(ledger).toEqual([
        { reason: 'signup_grant', delta: 3 },
        { reason: 'generation', delta: -1 },
        { reason: 'refund', delta: 1 },
      ]);
      const [g] = await ownRows<{ id: string; status: string; error: string }>(
        sql`select id, status, error from generations where user_id = ${userId}`,
      );
      expect(g!.status).toBe('failed');
      // Settling again (a retried job, a sweeper) refunds nothing more.
      await failing.app.services.generations.abandon({ generationId: g!.id });
      const [account] = await ownRows<{ balance: number }>(
        sql`select balance from credit_accounts where user_id = ${userId}`,
      );
      expect(account!.balance).toBe(3);
      // Photon Studio still works: each toggle has its own provider.
      expect(
        (await call(failing.app, '/api/generations', { body: { prompt: 'fine', provider: 'luma' }, cookie })).status,
      ).toBe(201);

      const guest = await call(failing.app, '/api/generations', { body: { prompt: 'doomed', provider: 'lovable' } });
      expect(guest.status).toBe(502);
      const [quota] = await ownRows<{ used: number }>(
        sql`select used from guest_quota where guest_id = ${guestCookie(guest.res)!.split('=')[1]!.split('.')[0]}`,
      );
      expect(quota!.used).toBe(0);
    } finally {
      await failing.stop();
      await own.destroy();
    }
  });

  it('never overdraws under concurrency: 50 parallel requests with 3 credits give exactly 3 images', async () => {
    const { cookie, userId } = await signUp(suite.app, email());
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => generate({ prompt: `rush ${i}` }, cookie)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(47);
    const [account] = await rows<{ balance: number; sum: number }>(
      sql`select a.balance, (select sum(delta)::int from credit_ledger l where l.user_id = a.user_id) as sum from credit_accounts a where a.user_id = ${userId}`,
    );
    expect(account).toEqual({ balance: 0, sum: 0 });
  }, 60_000);

  it('gives one guest at most 3 generations under concurrency', async () => {
    const first = await generate({ prompt: 'opening' });
    const cookie = guestCookie(first.res)!;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => generate({ prompt: `guest rush ${i}` }, cookie)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 402)).toHaveLength(28);
  }, 60_000);

  it('streams the caller’s generation progress over Server-Sent Events, and only theirs', async () => {
    const mine = guestCookie(await suite.app.request('/api/quota'))!;
    const other = guestCookie(await suite.app.request('/api/quota'))!;
    const listen = async (cookie: string) => {
      const res = await suite.app.request('/api/events', { headers: { cookie } });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const reader = res.body!.getReader();
      let text = '';
      const pump = (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) break;
          text += new TextDecoder().decode(value);
        }
      })();
      return { text: () => text, close: async () => (await reader.cancel(), await pump) };
    };
    const a = await listen(mine);
    const b = await listen(other);
    const g = await generate({ prompt: 'streamed cover' }, mine);
    expect(g.status).toBe(201);
    await expect.poll(() => a.text()).toContain('"status":"succeeded"');
    expect(a.text()).toContain(`"id":"${g.json.id}","status":"queued"`);
    expect(b.text()).not.toContain(g.json.id);
    await a.close();
    await b.close();
  });
});
