import { sql } from 'drizzle-orm';
import http from 'node:http';
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { authExamples } from '../../src/web/features/api-docs/api-examples.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { openApiChecker } from '../support/openapi-checker.ts';
import { webhookReceiver } from '../support/webhook-receiver.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import type { JobQueue } from '../../src/server/jobs/queue.ts';
import {
  SoundsleeveClient,
  SoundsleeveError,
  verifyWebhook,
  WebhookVerificationError,
} from '../../packages/sdk/src/index.ts';

const suite = generationSuite({ API_BURST_PER_SECOND: '1000', OUTBOUND_ALLOW_PRIVATE: 'true' });
const checker = openApiChecker(() => suite.app);

/** A request to the public API with `key`, its answer checked against the OpenAPI document. */
async function v1(
  path: string,
  key: string | null,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await suite.app.request(`/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked against the OpenAPI document
  const json: any = res.headers.get('content-type')?.startsWith('application/json') ? await res.json() : null;
  await checker.check(init.method ?? (init.body === undefined ? 'get' : 'post'), `/api/v1${path}`, res.status, json);
  return { res, status: res.status, json };
}

async function newKey(cookie: string, name = 'Release bot') {
  const created = await call(suite.app, '/api/profile/api-keys', { cookie, body: { name } });
  expect(created.status).toBe(201);
  return created.json as { key: { id: string; prefix: string }; secret: string; webhookSecret: string };
}

const creditsOf = async (userId: string) =>
  (await suite.rows<{ n: number }>(sql`select balance as n from credit_accounts where user_id = ${userId}`))[0]?.n;

describe('API keys on the profile', () => {
  it('creates a key shown once, stores only its hash, lists it by prefix and revokes it at once', async () => {
    const { userId, cookie } = await suite.member('keys', null);
    const { key, secret } = await newKey(cookie);
    expect(secret).toMatch(/^ssk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const stored = await suite.rows<{ hash: string; prefix: string }>(
      sql`select hash, prefix from api_keys where user_id = ${userId}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(17));

    const listed = await call(suite.app, '/api/profile/api-keys', { cookie });
    expect(listed.json.keys).toEqual([
      { id: key.id, name: 'Release bot', prefix: key.prefix, createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(JSON.stringify(listed.json)).not.toContain(secret);

    expect((await v1('/styles', secret)).status).toBe(200);
    const used = await call(suite.app, '/api/profile/api-keys', { cookie });
    expect(used.json.keys[0].lastUsedAt).not.toBeNull();

    expect((await call(suite.app, `/api/profile/api-keys/${key.id}`, { cookie, method: 'DELETE' })).status).toBe(204);
    const refused = await v1('/styles', secret);
    expect(refused.status).toBe(401);
    expect(refused.json.error.message).toBe('This API key is not valid or has been revoked.');
    expect((await call(suite.app, '/api/profile/api-keys', { cookie })).json.keys).toEqual([]);
    // Revoking it again, or someone else's key, is a 404.
    expect((await call(suite.app, `/api/profile/api-keys/${key.id}`, { cookie, method: 'DELETE' })).status).toBe(404);
  });

  it('refuses bad names, an 11th key, guests, other sites and another account’s key, changing nothing', async () => {
    const { userId, cookie } = await suite.member('badkeys', null);
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(61) },
      { name: 42 },
      { name: 'a\u0000b' },
      {},
      { name: { a: [1] } },
    ]) {
      const res = await call(suite.app, '/api/profile/api-keys', { cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message.length).toBeGreaterThan(10);
    }
    expect((await call(suite.app, '/api/profile/api-keys', { body: { name: 'guest' } })).status).toBe(401);
    const foreign = await call(suite.app, '/api/profile/api-keys', {
      cookie,
      body: { name: 'forged' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await suite.rows(sql`select 1 from api_keys where user_id = ${userId}`)).toHaveLength(0);

    for (let i = 0; i < 10; i++) await newKey(cookie, `key ${i}`);
    const eleventh = await call(suite.app, '/api/profile/api-keys', { cookie, body: { name: 'one more' } });
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.error.message).toContain('Revoke one');

    const other = await suite.member('otherkeys', null);
    const theirs = await newKey(other.cookie);
    const del = await call(suite.app, `/api/profile/api-keys/${theirs.key.id}`, { cookie, method: 'DELETE' });
    expect(del.status).toBe(404);
    expect((await v1('/styles', theirs.secret)).status).toBe(200);
  });
});

describe('/api/v1', () => {
  it('serves a valid OpenAPI 3.1 document with every endpoint', async () => {
    const res = await suite.app.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = await checker.document();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/generate',
        '/generations/{id}',
        '/images/{file}',
        '/styles',
        '/templates',
        '/upscale',
        '/upscales/{id}',
      ].sort(),
    );
    expect(doc.info.description).toContain('Starter 100, Pro 500, Studio 2000');
  });

  it('refuses a missing, malformed or unknown key with 401 in the one error shape', async () => {
    for (const key of [null, 'nope', 'ssk_000000000000_' + 'a'.repeat(43)]) {
      const res = await v1('/styles', key);
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
    const wrongScheme = await suite.app.request('/api/v1/styles', { headers: { authorization: 'Basic abc' } });
    expect(wrongScheme.status).toBe(401);
  });

  it('lists styles and templates with rate-limit headers', async () => {
    const { cookie } = await suite.member('lists', 'starter');
    const { secret } = await newKey(cookie);
    const styles = await v1('/styles', secret);
    expect(styles.status).toBe(200);
    expect(styles.json.styles.length).toBeGreaterThan(5);
    expect(styles.json.styles[0]).toEqual({ id: 'neon-synthwave', name: 'Neon Synthwave', look: 'sonic' });
    expect(styles.res.headers.get('x-ratelimit-limit')).toBe('100');
    expect(styles.res.headers.get('x-ratelimit-remaining')).toBe('99');
    const reset = Number(styles.res.headers.get('x-ratelimit-reset'));
    expect(reset % 86_400).toBe(0);
    expect(reset * 1000).toBeGreaterThan(Date.now());

    const templates = await v1('/templates', secret);
    expect(templates.res.headers.get('x-ratelimit-remaining')).toBe('98');
    const first = templates.json.templates[0];
    expect(first.preview).toMatch(/^http:\/\/localhost:3000\/api\/samples\//);
    const preview = await suite.app.request(new URL(first.preview).pathname + new URL(first.preview).search);
    expect(preview.status).toBe(200);
  });

  it('generates for the key’s owner: charged once, the cover at a signed, expiring 3000² address', async () => {
    const { userId, cookie } = await suite.member('gen', null);
    const { secret } = await newKey(cookie);
    const before = await creditsOf(userId);
    const made = await v1('/generate', secret, {
      body: { prompt: 'a lighthouse in a storm, teal and gold', title: 'Northern Light', seed: 77 },
      headers: { prefer: 'wait=20' },
    });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({
      status: 'succeeded',
      seed: 77,
      look: 'sonic',
      resolution: '3000x3000',
      credits_used: 1,
      error: null,
    });
    expect(made.json.generation_time).toBeGreaterThan(0);
    expect(await creditsOf(userId)).toBe(before! - 1);
    const brief = await suite.rows<{ brief: { title: string } }>(
      sql`select brief from generations where id = ${made.json.id}`,
    );
    expect(brief[0]!.brief.title).toBe('Northern Light');

    const url = new URL(made.json.image_url);
    expect(url.origin).toBe('http://localhost:3000');
    const image = await suite.app.request(url.pathname + url.search);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([3000, 3000, 'jpeg']);

    // Tampered, for another size, or expired: refused.
    const tampered = new URL(url);
    tampered.searchParams.set('size', '1024');
    expect((await suite.app.request(tampered.pathname + tampered.search)).status).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set('expires', '1000');
    expect((await suite.app.request(expired.pathname + expired.search)).status).toBe(403);
  });

  it('answers at once without waiting, then the poll shows the cover; 1024² is the WebP preview', async () => {
    const { cookie } = await suite.member('poll', 'pro');
    const { secret } = await newKey(cookie);
    const queued = await v1('/generate', secret, {
      body: { prompt: 'neon koi in a midnight pond', resolution: '1024x1024', look: 'photon' },
    });
    expect([200, 202]).toContain(queued.status);
    let g = queued.json;
    for (let i = 0; g.status !== 'succeeded' && i < 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      g = (await v1(`/generations/${queued.json.id}`, secret)).json;
    }
    expect(g).toMatchObject({ status: 'succeeded', look: 'photon', resolution: '1024x1024' });
    const url = new URL(g.image_url);
    const image = await suite.app.request(url.pathname + url.search);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.format]).toEqual([1024, 'webp']);
  });

  it('applies a preset style’s look and words', async () => {
    const { cookie } = await suite.member('style', 'pro');
    const { secret } = await newKey(cookie);
    const made = await v1('/generate', secret, {
      body: { prompt: 'a fox under the moon', style: 'lo-fi-dreams' },
      headers: { prefer: 'wait' },
    });
    expect(made.json.look).toBe('photon');
    expect(made.json.prompt).toContain('a fox under the moon, ');
  });

  it('refuses bad generate requests with messages, charging nothing', async () => {
    const { userId, cookie } = await suite.member('badgen', null);
    const { secret } = await newKey(cookie);
    const before = await creditsOf(userId);
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /prompt/],
      [{ prompt: '' }, 400, /prompt/],
      [{ prompt: 'x'.repeat(1001) }, 400, /1000/],
      [{ prompt: 42 }, 400, /prompt/],
      [{ prompt: 'ok idea', resolution: '640x640' }, 400, /resolution/],
      [{ prompt: 'ok idea', look: 'watercolour' }, 400, /look/],
      [{ prompt: 'ok idea', seed: -1 }, 400, /seed/],
      [{ prompt: 'ok idea', seed: 1.5 }, 400, /seed/],
      [{ prompt: 'ok idea', webhook_url: 'ftp://x' }, 400, /webhook_url/],
      [{ prompt: 'ok idea', colour: 'red' }, 400, /colour/],
      [{ prompt: 'ok idea', style: 'no-such-style' }, 404, /^No style has that id/],
      [{ prompt: 'a\u0000b' }, 400, /NUL/],
      ['{"prompt": ', 400, /JSON/],
    ];
    for (const [body, status, message] of cases) {
      const res = await v1('/generate', secret, { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error.message, JSON.stringify(body)).toMatch(message);
    }
    const form = await suite.app.request('/api/v1/generate', {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'text/plain' },
      body: 'prompt=hi',
    });
    expect(form.status).toBe(415);
    expect(await creditsOf(userId)).toBe(before);
    expect(await suite.rows(sql`select 1 from generations where user_id = ${userId}`)).toHaveLength(0);
  });

  it('refuses a webhook_url the webhook sender would refuse, when asked, creating and charging nothing', async () => {
    // This suite reaches its receivers on 127.0.0.1 (OUTBOUND_ALLOW_PRIVATE); the app as deployed does not. Its
    // queue keeps what it is given, so a request let through would be answered 202 and charged.
    const queued: unknown[] = [];
    const keep = async (job: unknown) => void queued.push(job);
    const queue: JobQueue = {
      enqueue: keep,
      enqueueEnhance: keep,
      enqueueWebhook: keep,
      startWorkers: async () => undefined,
      stop: async () => undefined,
    };
    const strict = buildTestApp(suite.database, { config: testConfig({ API_BURST_PER_SECOND: '1000' }), queue });
    try {
      const { userId, cookie } = await suite.member('webhook-address', null);
      const { secret } = await newKey(cookie);
      const before = await creditsOf(userId);
      const cases: [string, RegExp][] = [
        ['http://hooks.example.com/covers', /it uses http, not https/],
        ['https://10.1.2.3/covers', /10\.1\.2\.3 is a private address/],
        ['https://169.254.169.254/latest', /169\.254\.169\.254 is a private address/],
        ['https://[::ffff:7f00:1]/covers', /::ffff:7f00:1 is a private address/],
        // Names are resolved: one that points at this machine, and one that has no address at all.
        ['https://localhost:8443/covers', /localhost resolves to a private address/],
        ['https://hooks.nowhere.invalid/covers', /no address was found for the host hooks\.nowhere\.invalid/],
      ];
      const answers = [];
      for (const [webhookUrl] of cases) {
        const res = await strict.request('/api/v1/generate', {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: 'a lighthouse in fog', webhook_url: webhookUrl }),
        });
        answers.push({
          webhookUrl,
          status: res.status,
          body: (await res.json()) as { error?: { code: string; message: string } },
        });
      }
      expect(answers.map((a) => [a.webhookUrl, a.status])).toEqual(cases.map(([webhookUrl]) => [webhookUrl, 400]));
      answers.forEach(({ webhookUrl, body }, i) => {
        expect(body.error?.code, webhookUrl).toBe('validation_error');
        expect(body.error?.message, webhookUrl).toMatch(/^webhook_url must be a public https address: /);
        expect(body.error?.message, webhookUrl).toMatch(cases[i]![1]);
      });
      expect(queued).toEqual([]);
      expect(await creditsOf(userId)).toBe(before);
      expect(await suite.rows(sql`select 1 from generations where user_id = ${userId}`)).toHaveLength(0);
      expect(
        await suite.rows(
          sql`select 1 from api_generations a join api_keys k on k.id = a.key_id where k.user_id = ${userId}`,
        ),
      ).toHaveLength(0);
    } finally {
      await strict.services.renderPool.close();
      await strict.services.enhancePool.close();
    }
  });

  it('answers 402 when the owner is out of credits, distinct from 429', async () => {
    const { userId, cookie } = await suite.member('broke', null);
    await suite.database.db.execute(sql`update credit_accounts set balance = 0 where user_id = ${userId}`);
    const { secret } = await newKey(cookie);
    const res = await v1('/generate', secret, { body: { prompt: 'an empty wallet on a table' } });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('no_credits');
  });

  it('replays an Idempotency-Key’s first answer and charges once; another body with it is a 422', async () => {
    const { userId, cookie } = await suite.member('idem', null);
    const { secret } = await newKey(cookie);
    const before = await creditsOf(userId);
    const body = { prompt: 'paper boats on a flooded street, yellow' };
    const headers = { 'idempotency-key': 'release-42', prefer: 'wait=20' };
    const first = await v1('/generate', secret, { body, headers });
    const again = await v1('/generate', secret, { body, headers });
    expect(again.status).toBe(first.status);
    expect(again.json.id).toBe(first.json.id);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(await creditsOf(userId)).toBe(before! - 1);
    expect(await suite.rows(sql`select 1 from generations where user_id = ${userId}`)).toHaveLength(1);

    const other = await v1('/generate', secret, { body: { prompt: 'something else' }, headers });
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe('idempotency_key_reused');
    const bad = await v1('/generate', secret, { body, headers: { 'idempotency-key': 'x'.repeat(201) } });
    expect(bad.status).toBe(400);
    expect(await creditsOf(userId)).toBe(before! - 1);
  });

  it('keeps one account’s generations from another’s keys', async () => {
    const a = await suite.member('owner-a', 'pro');
    const b = await suite.member('owner-b', 'pro');
    const keyA = (await newKey(a.cookie)).secret;
    const keyB = (await newKey(b.cookie)).secret;
    const made = await v1('/generate', keyA, {
      body: { prompt: 'a red door in the snow' },
      headers: { prefer: 'wait=20' },
    });
    expect((await v1(`/generations/${made.json.id}`, keyA)).status).toBe(200);
    const theirs = await v1(`/generations/${made.json.id}`, keyB);
    expect(theirs.status).toBe(404);
    for (const id of ['../../etc/passwd', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000']) {
      expect((await v1(`/generations/${encodeURIComponent(id)}`, keyA)).status).toBe(404);
    }
  });

  it('holds the daily limit exactly: 2 × limit parallel calls, limit succeed, the rest 429 with Retry-After', async () => {
    const { userId, cookie } = await suite.member('limit', null);
    const keys = [(await newKey(cookie, 'one')).secret, (await newKey(cookie, 'two')).secret];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => v1('/styles', keys[i % 2]!)));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(20);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect(Number(r.res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.res.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(r.json.error.message).toContain('20 requests today');
    }
    const remaining = ok.map((a) => Number(a.res.headers.get('x-ratelimit-remaining'))).sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const [usage] = await suite.rows<{ requests: number }>(
      sql`select requests from api_usage where user_id = ${userId}`,
    );
    expect(usage!.requests).toBe(20);
  });

  it('holds the per-second burst limit exactly, without spending the day on refused requests', async () => {
    const { userId } = await suite.member('burst', null);
    const repo = suite.app.services.publicApiRepo;
    const limits = { perDay: 100, perSecond: 3 };
    const second = Math.floor(Date.now() / 1000);
    const counted = await Promise.all(
      Array.from({ length: 8 }, () => repo.countRequest(userId, '2026-11-28', second, limits)),
    );
    expect(counted.filter((c) => c.ok)).toHaveLength(3);
    expect(counted.filter((c) => !c.ok).map((c) => !c.ok && c.over)).toEqual(Array(5).fill('second'));
    // The next second starts a new burst; the day counted only what was answered.
    const next = await repo.countRequest(userId, '2026-11-28', second + 1, limits);
    expect(next).toEqual({ ok: true, requests: 4 });
  });

  it('tells the webhook of the outcome, signed; a failed delivery is retried; replays and forgeries are refused', async () => {
    const { cookie } = await suite.member('hook', 'pro');
    const { secret, webhookSecret } = await newKey(cookie);
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const receiver = await webhookReceiver([500, 200]);
    try {
      const made = await v1('/generate', secret, {
        body: { prompt: 'a paper moon over a harbour', webhook_url: `${receiver.url}/hooks/covers` },
      });
      // The first delivery meets a 500: the job fails (the queue tries it again, with backoff).
      await receiver.received(1);
      await expect
        .poll(
          async () =>
            (
              await suite.rows<{ n: number }>(
                sql`select webhook_attempts as n from api_generations where generation_id = ${made.json.id}`,
              )
            )[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(1);
      // The retry, as the queue makes it, is delivered.
      await suite.app.services.publicApi.deliverWebhook(made.json.id);
      const [first, second] = receiver.requests;
      expect(second!.path).toBe('/hooks/covers');
      const [delivered] = await suite.rows<{ at: Date | null; n: number }>(
        sql`select webhook_delivered_at as at, webhook_attempts as n from api_generations where generation_id = ${made.json.id}`,
      );
      expect(delivered!.at).not.toBeNull();
      expect(delivered!.n).toBe(2);

      const event = await verifyWebhook(second!.body, second!.signature, webhookSecret);
      expect(event).toMatchObject({ id: `evt_${made.json.id}`, type: 'generation.succeeded' });
      expect(event.data).toMatchObject({ id: made.json.id, status: 'succeeded', credits_used: 1 });
      expect(event.data.image_url).toMatch(/signature=/);
      expect(first!.body).toContain(made.json.id);

      // A body changed on the way, another key's secret, or a delivery replayed later are refused.
      await expect(
        verifyWebhook(second!.body.replace('succeeded', 'failed'), second!.signature, webhookSecret),
      ).rejects.toThrow(WebhookVerificationError);
      const other = await newKey(cookie, 'other');
      await expect(verifyWebhook(second!.body, second!.signature, other.webhookSecret)).rejects.toThrow(/signature/);
      const later = Date.now() + 10 * 60_000;
      await expect(verifyWebhook(second!.body, second!.signature, webhookSecret, { now: later })).rejects.toThrow(
        /replay|old/i,
      );

      // Delivered once: running the job again sends nothing.
      await suite.app.services.publicApi.deliverWebhook(made.json.id);
      expect(receiver.requests).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });

  it('retries webhooks with exponential backoff in the job queue', async () => {
    const [queue] = await suite.rows<{ retry_limit: number; retry_backoff: boolean; retry_delay: number }>(
      sql`select retry_limit, retry_backoff, retry_delay from pgboss.queue where name = 'api-webhook'`,
    );
    expect(queue).toEqual({ retry_limit: 9, retry_backoff: true, retry_delay: 20 });
  });
});

describe('/api/v1/upscale', () => {
  /** Serves one image (or, for /page, an HTML page) on 127.0.0.1, for upscales of an address. */
  async function imageServer(png: Buffer) {
    const server = http.createServer((req, res) => {
      if (req.url === '/page') {
        res.setHeader('content-type', 'text/html');
        return res.end('<p>not an image</p>');
      }
      res.setHeader('content-type', 'image/png');
      res.end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }
  const stripes = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#204060' } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="${width}" height="${height}"><path d="M0 0L${width} ${height}" stroke="#f0c040" stroke-width="6"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();

  it('enlarges an image at an address 2× with the enhancer and serves the PNG at a signed address', async () => {
    const { cookie } = await suite.member('upscale', 'pro');
    const { secret } = await newKey(cookie);
    const server = await imageServer(await stripes(64, 48));
    try {
      const done = await v1('/upscale', secret, {
        body: { image_url: `${server.url}/art.png`, scale_factor: 2 },
        headers: { prefer: 'wait=30' },
      });
      expect(done.status).toBe(200);
      expect(done.json).toMatchObject({
        status: 'succeeded',
        scale_factor: 2,
        original_size: '64x48',
        new_size: '128x96',
        error: null,
      });
      const url = new URL(done.json.upscaled_url);
      const png = await suite.app.request(url.pathname + url.search);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([128, 96, 'png']);
      const polled = await v1(`/upscales/${done.json.id}`, secret);
      expect(polled.json.status).toBe('succeeded');

      // Another account's key cannot see it.
      const other = await suite.member('upscale-other', 'pro');
      expect((await v1(`/upscales/${done.json.id}`, (await newKey(other.cookie)).secret)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('enlarges an image sent as the body, with scale_factor in the query', async () => {
    const { cookie } = await suite.member('upscale-body', 'studio');
    const { secret } = await newKey(cookie);
    const post = (query: string, body: RequestInit['body'], type: string) =>
      suite.app.request(`/api/v1/upscale${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': type, prefer: 'wait=30' },
        body,
      });
    const res = await post('?scale_factor=2', new Uint8Array(await stripes(40, 40)), 'image/png');
    const json = await res.json();
    await checker.check('post', '/api/v1/upscale', res.status, json);
    expect(res.status).toBe(200);
    expect(json).toMatchObject({ status: 'succeeded', original_size: '40x40', new_size: '80x80' });
    // With an Idempotency-Key, the same image again is the same upscale.
    const keyed = async () => {
      const r = await suite.app.request('/api/v1/upscale?scale_factor=4', {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'image/png', 'idempotency-key': 'img-1' },
        body: new Uint8Array(await stripes(24, 24)),
      });
      return (await r.json()) as { id: string };
    };
    const first = await keyed();
    expect((await keyed()).id).toBe(first.id);

    const cases: [string, RequestInit['body'], string, number, RegExp][] = [
      ['', new Uint8Array(await stripes(40, 40)), 'image/png', 400, /scale_factor/],
      ['?scale_factor=3', new Uint8Array(await stripes(40, 40)), 'image/png', 400, /scale_factor must be 2 or 4/],
      ['?scale_factor=2', new Uint8Array(0), 'image/png', 400, /empty/],
      ['?scale_factor=2', new Uint8Array(Buffer.from('not a picture at all')), 'image/png', 400, /./],
      ['?scale_factor=2', new Uint8Array(await stripes(40, 40)), 'image/gif', 415, /PNG, JPEG or WebP/],
      ['?scale_factor=2', new Uint8Array(21 * 1024 * 1024), 'image/png', 413, /20 MB/],
      ['?scale_factor=2', 'scale=2', 'text/plain', 415, /JSON/],
    ];
    for (const [query, body, type, status, message] of cases) {
      const bad = await post(query, body, type);
      const error = (await bad.json()) as { error: { message: string } };
      expect(bad.status, `${query} ${type}`).toBe(status);
      expect(error.error.message, `${query} ${type}`).toMatch(message);
    }
  });

  it('refuses what it cannot enlarge, with messages', async () => {
    const pro = await suite.member('upscale-bad', 'pro');
    const { secret } = await newKey(pro.cookie);
    const server = await imageServer(await stripes(1100, 40));
    try {
      const cases: [unknown, number, RegExp][] = [
        [{ scale_factor: 2 }, 400, /image_url or generation_id/],
        [{ image_url: `${server.url}/a.png`, generation_id: 'x', scale_factor: 2 }, 400, /one of them/],
        [{ image_url: `${server.url}/a.png`, scale_factor: 3 }, 400, /scale_factor must be 2 or 4/],
        [{ image_url: `${server.url}/a.png`, scale_factor: '2' }, 400, /scale_factor/],
        [{ image_url: `${server.url}/page`, scale_factor: 2 }, 400, /image_url could not be used/],
        [{ image_url: `${server.url}/wide.png`, scale_factor: 2 }, 400, /1024 px/],
        [{ generation_id: '00000000-0000-0000-0000-000000000000', scale_factor: 2 }, 404, /./],
      ];
      for (const [body, status, message] of cases) {
        const res = await v1('/upscale', secret, { body });
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.json.error.message, JSON.stringify(body)).toMatch(message);
      }
      // Without the enhancer in the plan.
      const free = await suite.member('upscale-free', null);
      const refused = await v1('/upscale', (await newKey(free.cookie)).secret, {
        body: { image_url: `${server.url}/a.png`, scale_factor: 2 },
      });
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('plan_required');
    } finally {
      await server.close();
    }
  });
});

describe('the TypeScript SDK', () => {
  /** The SDK on this app; every answer it gets is checked against the OpenAPI document too. */
  const client = (
    apiKey: string,
    seen: { url: string; headers: Headers; status: number }[] = [],
    inject?: () => Response | null,
  ) =>
    new SoundsleeveClient({
      apiKey,
      baseUrl: 'http://localhost:3000/api/v1/',
      fetch: async (input, init) => {
        const url = String(input);
        const injected = inject?.();
        const res = injected ?? (await suite.app.request(url, init));
        seen.push({ url, headers: new Headers(init?.headers), status: res.status });
        const body = res.headers.get('content-type')?.startsWith('application/json') ? await res.clone().json() : null;
        if (!injected) await checker.check(init?.method ?? 'GET', new URL(url).pathname, res.status, body);
        return res;
      },
    });

  it('calls every endpoint, waits for covers and keeps the rate-limit state', async () => {
    const { cookie } = await suite.member('sdk', 'pro');
    const sdk = client((await newKey(cookie)).secret);
    expect((await sdk.styles()).styles.map((s) => s.id)).toContain('dark-techno');
    expect((await sdk.templates()).templates[0]!.preview).toMatch(/^http:\/\/localhost:3000\//);
    expect(sdk.rateLimit).toMatchObject({ limit: 500, remaining: 498 });

    const cover = await sdk.generateAndWait({ prompt: 'a violin in the rain, indigo', title: 'Rain Suite' });
    expect(cover.status).toBe('succeeded');
    expect(cover.image_url).toMatch(/signature=/);
    const queued = await sdk.generate({ prompt: 'a lantern on a dark lake' });
    const done = await sdk.waitForGeneration(queued.id, { intervalMs: 100 });
    expect(done).toMatchObject({ id: queued.id, status: 'succeeded' });
    expect((await sdk.generation(done.id)).id).toBe(done.id);

    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#803050' } })
      .png()
      .toBuffer();
    const started = await sdk.upscaleImage(new Uint8Array(image), 'image/png', { scale_factor: 2 });
    const upscaled = await sdk.waitForUpscale(started.id, { intervalMs: 200 });
    expect(upscaled).toMatchObject({ status: 'succeeded', original_size: '32x32', new_size: '64x64' });
    expect(upscaled.upscaled_url).toMatch(/\.png\?size=64&/);
  });

  it('sends one Idempotency-Key for a request and its retries, so a retried generate is charged once', async () => {
    const { userId, cookie } = await suite.member('sdk-retry', null);
    const seen: { url: string; headers: Headers; status: number }[] = [];
    let refuseFirst = true;
    const sdk = client((await newKey(cookie)).secret, seen, () => {
      if (!refuseFirst) return null;
      refuseFirst = false;
      return new Response(JSON.stringify({ error: { code: 'too_many_requests', message: 'Slow down.' } }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '0' },
      });
    });
    const before = await creditsOf(userId);
    const made = await sdk.generate({ prompt: 'a kite over dunes, saffron' }, { wait: 20 });
    expect(seen.map((s) => s.status)).toEqual([429, 200]);
    const keys = seen.map((s) => s.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const again = await sdk.generate({ prompt: 'a kite over dunes, saffron' }, { idempotencyKey: keys[0]! });
    expect(again.id).toBe(made.id);
    expect(await creditsOf(userId)).toBe(before! - 1);
  });

  it('turns error answers into SoundsleeveErrors with the status, code and message', async () => {
    const { userId, cookie } = await suite.member('sdk-errors', null);
    const { secret } = await newKey(cookie);
    const bad = client('ssk_000000000000_' + 'a'.repeat(43));
    await expect(bad.styles()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    await suite.database.db.execute(sql`update credit_accounts set balance = 0 where user_id = ${userId}`);
    const error = await client(secret)
      .generate({ prompt: 'an empty stage' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SoundsleeveError);
    expect(error).toMatchObject({ status: 402, code: 'no_credits' });
    await expect(client(secret).generation('nope')).rejects.toMatchObject({ status: 404 });
  });
});

describe('the API docs page’s examples', () => {
  it('run as printed (curl, JavaScript, Python) with a real key against the running API', async () => {
    const { cookie } = await suite.member('examples', 'pro');
    const { secret } = await newKey(cookie);
    const server = serve({ fetch: suite.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const run = promisify(execFile);
    try {
      const examples = authExamples(origin);
      const withKey = (code: string) => code.replaceAll('YOUR_API_KEY', secret);
      const curl = JSON.parse((await run('bash', ['-c', withKey(examples.curl)])).stdout);
      expect(curl).toMatchObject({ status: 'succeeded', credits_used: 1 });
      const js = await run(process.execPath, [
        '--input-type=module',
        '-e',
        `${withKey(examples.javascript)}\nconsole.log(image_url);`,
      ]);
      expect(js.stdout.trim()).toMatch(/\/api\/v1\/images\/[0-9a-f-]{36}\.jpg\?size=3000&expires=\d+&signature=/);
      const python = await run('python3', ['-c', withKey(examples.python)]);
      expect(python.stdout.trim()).toMatch(/\/api\/v1\/images\/[0-9a-f-]{36}\.jpg\?/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
