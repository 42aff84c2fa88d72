import { sql } from 'drizzle-orm';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/api-error.ts';
import { enhancementListSchema, enhancementSchema, type Enhancement } from '../../src/shared/contracts/enhance.ts';
import { localStorage } from '../../src/server/providers/storage/local-storage.ts';
import { call, ORIGIN } from '../support/auth-client.ts';
import { testConfig } from '../support/test-app.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { correlation } from '../support/images.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();

/** A new account on `plan` (null: free). */
const account = (plan: 'pro' | 'studio' | null) => suite.member('enhance', plan);

const get = (path: string, cookie?: string) => suite.app.request(path, { headers: cookie ? { cookie } : {} });
const post = (path: string, cookie: string, body: unknown, type = 'application/json') =>
  suite.app.request(path, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A detailed picture: stripes, rings and noise, so an enlargement has edges to keep. */
async function detailedPng(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const ring = Math.sin(Math.hypot(x - width / 2, y - height / 3) / 2.5) > 0 ? 220 : 30;
      raw[i] = ring;
      raw[i + 1] = (x * 7) % 256;
      raw[i + 2] = (x + y) % 16 < 8 ? 200 : 40;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function upload(cookie: string, png: Buffer, purpose = 'enhance') {
  return suite.app.request(`/api/uploads?for=${purpose}`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
}

async function finished(id: string, cookie: string) {
  const seen: number[] = [];
  const until = Date.now() + 75_000;
  for (;;) {
    const e = enhancementSchema.parse(await (await get(`/api/tools/enhancer/enhancements/${id}`, cookie)).json());
    seen.push(e.progress);
    if (e.status === 'succeeded' || e.status === 'failed') return { e, seen };
    if (Date.now() > until) throw new Error(`still enhancing: ${JSON.stringify(e)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe(`the AI Image Enhancer (${testEngine})`, () => {
  it('enlarges an upload 4× as a job: progress, the PNG, its preview and the before/after squares', async () => {
    const pro = await account('pro');
    const picture = await detailedPng(96, 64);
    const up = await upload(pro.cookie, picture);
    expect(up.status).toBe(201);
    const uploaded = (await up.json()) as { id: string; width: number; height: number };
    // Kept at its own size and shape (a cover upload is made square).
    expect(uploaded).toMatchObject({ width: 96, height: 64 });

    const started = await post(`/api/tools/enhancer/uploads/${uploaded.id}`, pro.cookie, {
      scale: 4,
      sharpen: 'light',
    });
    expect(started.status).toBe(202);
    const job: Enhancement = enhancementSchema.parse(await started.json());
    expect(job).toMatchObject({
      status: 'queued',
      scale: 4,
      denoise: 'off',
      sharpen: 'light',
      input: { width: 96, height: 64 },
      output: { width: 384, height: 256 },
    });

    // One at a time per person.
    const second = await post(`/api/tools/enhancer/uploads/${uploaded.id}`, pro.cookie, { scale: 2 });
    expect(second.status).toBe(409);
    expect(apiErrorSchema.parse(await second.json()).error.message).toBe(
      'An enhancement is already running. Wait for it to finish, then start another.',
    );

    const { e, seen } = await finished(job.id, pro.cookie);
    expect(e.status, e.error ?? '').toBe('succeeded');
    expect(e.progress).toBe(1);
    expect(e.finishedAt).not.toBeNull();
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);

    const download = await get(`/api/tools/enhancer/enhancements/${job.id}/download`, pro.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toContain('enhanced 4x');
    const png = Buffer.from(await download.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 384, height: 256 });

    const preview = await suite.bytes(`/api/tools/enhancer/enhancements/${job.id}/preview`, pro.cookie);
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 384, height: 256 });
    const after = await suite.bytes(
      `/api/tools/enhancer/enhancements/${job.id}/detail?side=after&x=0.5&y=0.5`,
      pro.cookie,
    );
    const before = await suite.bytes(
      `/api/tools/enhancer/enhancements/${job.id}/detail?side=before&x=0.5&y=0.5`,
      pro.cookie,
    );
    // The result is smaller than a 512 px square, so both squares are the whole picture.
    expect(await sharp(after).metadata()).toMatchObject({ width: 384, height: 256 });
    expect(await sharp(before).metadata()).toMatchObject({ width: 384, height: 256 });
    const [a, b] = await Promise.all([after, before].map((img) => sharp(img).removeAlpha().raw().toBuffer()));
    let difference = 0;
    for (let i = 0; i < a!.length; i++) difference += Math.abs(a![i]! - b![i]!);
    expect(difference / a!.length, 'the enhanced square differs from the plain one').toBeGreaterThan(1);

    // The result's file and the picture are stored once and listed.
    const [row] = await suite.rows<{ input_key: string; result_key: string; status: string }>(
      sql`select input_key, result_key, status from enhancements where id = ${job.id}`,
    );
    expect(row).toMatchObject({ status: 'succeeded' });
    expect(row!.result_key).toMatch(/\.png$/);
    const list = enhancementListSchema.parse(await (await get('/api/tools/enhancer/enhancements', pro.cookie)).json());
    expect(list.items.map((i) => i.id)).toEqual([job.id]);

    // Someone else's enhancement does not exist for me.
    const other = await account('pro');
    expect((await get(`/api/tools/enhancer/enhancements/${job.id}`, other.cookie)).status).toBe(404);
    expect((await get(`/api/tools/enhancer/enhancements/${job.id}/download`, other.cookie)).status).toBe(404);
  });

  it('refuses what it cannot do with messages, and stores nothing for a refusal', async () => {
    const pro = await account('pro');
    const tiny = (await (await upload(pro.cookie, await detailedPng(20, 20))).json()) as { id: string };
    const small = await post(`/api/tools/enhancer/uploads/${tiny.id}`, pro.cookie, { scale: 2 });
    expect(apiErrorSchema.parse(await small.json()).error.message).toBe(
      'The picture is too small to enlarge: at least 32 px a side.',
    );
    const huge = await upload(pro.cookie, await detailedPng(1100, 40));
    expect(huge.status).toBe(400);
    expect(apiErrorSchema.parse(await huge.json()).error.message).toBe(
      'The enhancer takes pictures up to 1024 px a side (this one is 1100 × 40 px).',
    );
    const wrongFor = await upload(pro.cookie, await detailedPng(40, 40), 'poster');
    expect(wrongFor.status).toBe(400);

    for (const [body, message] of [
      [{ scale: 3 }, 'The scale must be 2 or 4.'],
      [{ scale: '4' }, 'The scale must be 2 or 4.'],
      [{ scale: 2, model: 'fast' }, null],
      [{ scale: 2, denoise: 'max' }, 'Denoise must be off, light or strong.'],
      [{ scale: 2, extra: { deep: [1, [2, [3]]] } }, null],
      [[], null],
    ] as const) {
      const res = await post(`/api/tools/enhancer/uploads/${tiny.id}`, pro.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = apiErrorSchema.parse(await res.json()).error;
      if (message) expect(error.message).toBe(message);
    }
    expect(
      (await post(`/api/tools/enhancer/uploads/${tiny.id}`, pro.cookie, '{"scale":', 'application/json')).status,
    ).toBe(400);
    expect((await post(`/api/tools/enhancer/uploads/${tiny.id}`, pro.cookie, 'scale=2', 'text/plain')).status).toBe(
      415,
    );
    expect((await post(`/api/tools/enhancer/uploads/${'0'.repeat(64)}`, pro.cookie, { scale: 2 })).status).toBe(404);
    expect((await post(`/api/tools/enhancer/uploads/..%2F..%2Fetc`, pro.cookie, { scale: 2 })).status).toBe(404);
    expect((await post(`/api/tools/enhancer/covers/nope%00`, pro.cookie, { scale: 2 })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await get(`/api/tools/enhancer/enhancements/nope`, pro.cookie)).status).toBe(404);
    const detailQuery = await get(`/api/tools/enhancer/enhancements/nope/detail?side=middle`, pro.cookie);
    expect(detailQuery.status).toBe(400);

    const [stored] = await suite.rows<{ count: number }>(
      sql`select count(*)::int as count from enhancements where user_id = ${pro.userId}`,
    );
    expect(stored!.count).toBe(0);

    const free = await account(null);
    const locked = await post(`/api/tools/enhancer/uploads/${tiny.id}`, free.cookie, { scale: 2 });
    expect(locked.status).toBe(403);
    expect(apiErrorSchema.parse(await locked.json()).error.message).toBe(
      'The AI Image Enhancer is part of the Pro plan and above. See the plans on the Pricing page.',
    );
    expect((await upload(free.cookie, await detailedPng(40, 40))).status).toBe(403);
    const guest = await suite.app.request(`/api/tools/enhancer/uploads/${tiny.id}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ scale: 2 }),
    });
    expect(guest.status).toBe(401);
  });

  it('starts exactly one of several enlargements asked for at once', async () => {
    const pro = await account('pro');
    const up = (await (await upload(pro.cookie, await detailedPng(48, 48))).json()) as { id: string };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(`/api/tools/enhancer/uploads/${up.id}`, pro.cookie, { scale: 2 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409, 409, 409]);
    const [stored] = await suite.rows<{ count: number }>(
      sql`select count(*)::int as count from enhancements where user_id = ${pro.userId}`,
    );
    expect(stored!.count).toBe(1);
    const started = enhancementSchema.parse(await answers.find((a) => a.status === 202)!.json());
    expect((await finished(started.id, pro.cookie)).e.status).toBe('succeeded');
  });

  it('takes a Studio member’s jobs first under load: an enlargement queued later finishes earlier (priority rendering)', async () => {
    const [busy, pro, studio] = [await account('pro'), await account('pro'), await account('studio')];
    const start = async (who: { cookie: string }, side: number) => {
      const up = (await (await upload(who.cookie, await detailedPng(side, side))).json()) as { id: string };
      const res = await post(`/api/tools/enhancer/uploads/${up.id}`, who.cookie, { scale: 2 });
      expect(res.status).toBe(202);
      return enhancementSchema.parse(await res.json()).id;
    };
    // One enlargement holds the worker; two more wait behind it, the Studio member's queued last.
    const first = await start(busy, 256);
    for (let tries = 0; ; tries++) {
      const e = enhancementSchema.parse(
        await (await get(`/api/tools/enhancer/enhancements/${first}`, busy.cookie)).json(),
      );
      if (e.status === 'running') break;
      if (tries > 200) throw new Error('the first enlargement never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const waiting = await start(pro, 48);
    const priority = await start(studio, 48);
    const done = async (id: string, cookie: string) => {
      const { e } = await finished(id, cookie);
      expect(e.status).toBe('succeeded');
      return new Date(e.finishedAt!).getTime();
    };
    const [, proDone, studioDone] = await Promise.all([
      done(first, busy.cookie),
      done(waiting, pro.cookie),
      done(priority, studio.cookie),
    ]);
    expect(studioDone).toBeLessThan(proDone);

    // Covers too: a Studio member's render job is queued at a higher priority.
    for (const who of [pro, studio]) {
      await call(suite.app, '/api/generations', {
        body: { prompt: 'a quiet harbour at dawn, ambient', provider: 'lovable', seed: 3 },
        cookie: who.cookie,
      });
    }
    const renders = await suite.rows<{ priority: number }>(
      sql`select priority from pgboss.job where name = 'render' order by created_on desc limit 2`,
    );
    expect(renders.map((r) => r.priority).sort()).toEqual([0, 10]);
  });
  it('enlarges a cover as its edit stands; stopping the server stops it and tells the person to start again', async () => {
    const pro = await account('pro');
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a lighthouse on a cliff at dusk, folk, titled "Keeper"', provider: 'lovable', seed: 12 },
      cookie: pro.cookie,
    });
    const cover = await suite.settled(made.json.id, pro.cookie);
    const started = await post(`/api/tools/enhancer/covers/${cover.id}`, pro.cookie, { scale: 4 });
    expect(started.status).toBe(202);
    const job = enhancementSchema.parse(await started.json());
    expect(job).toMatchObject({
      source: { kind: 'cover', id: cover.id },
      input: { width: 1024, height: 1024 },
      output: { width: 4096, height: 4096 },
    });
    // The picture enlarged is the cover: its 16 × 16 luminance follows the cover's own.
    const [row] = await suite.rows<{ input_key: string; file_base: string }>(
      sql`select input_key, file_base from enhancements where id = ${job.id}`,
    );
    expect(row!.file_base).toContain('Keeper');
    const input = (await localStorage(path.join(testConfig().dataDir, 'storage')).get(row!.input_key))!.body;
    const shown = await suite.bytes(cover.imageUrl!, pro.cookie);
    const small = (img: Buffer) => sharp(img).resize(16, 16).greyscale().raw().toBuffer();
    const [x, y] = await Promise.all([small(input), small(shown)]);
    expect(correlation([...x!], [...y!])).toBeGreaterThan(0.95);

    // A 1024 px cover takes minutes: once it is under way, the server stops (this suite's last test).
    for (let tries = 0; ; tries++) {
      const e = enhancementSchema.parse(
        await (await get(`/api/tools/enhancer/enhancements/${job.id}`, pro.cookie)).json(),
      );
      if (e.status === 'running' && e.progress > 0) break;
      if (tries > 600) throw new Error(`the cover's enlargement never moved: ${JSON.stringify(e)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await suite.app.services.enhancePool.close();
    const { e } = await finished(job.id, pro.cookie);
    expect(e).toMatchObject({
      status: 'failed',
      error: 'The enhancement stopped before it finished (the server restarted). Start it again.',
    });
  });
});
