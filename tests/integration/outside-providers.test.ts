import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { LUMA_TEST_COLOUR, startLumaServer } from '../support/protocol/luma-server.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/**
 * The whole pipeline with Photon Studio backed by a server speaking Luma's protocol: charge, job, create + poll,
 * safe download, normalised variants and stored master, downloads, and failures that refund with Luma's reason.
 */
let database: TestDatabase;
let luma: Awaited<ReturnType<typeof startLumaServer>>;
let app: Awaited<ReturnType<typeof buildGenerationApp>>['app'];
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  luma = await startLumaServer();
  ({ app, stop } = await buildGenerationApp(database, {
    GUEST_IP_DAILY_CAP: '1000',
    IMAGE_PROVIDER_PHOTON: 'luma',
    ...luma.env,
  }));
});
afterAll(async () => {
  await stop?.();
  await luma?.close();
  await database?.destroy();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

async function centre(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}
const near = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) < 15;

describe(`outside providers through the app (${testEngine})`, () => {
  it('says which engine backs each toggle', async () => {
    const r = await call(app, '/api/providers', { method: 'GET' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      providers: [
        { id: 'lovable', label: 'Sonic Vision', engine: 'builtin', engineLabel: 'Soundsleeve engine' },
        { id: 'luma', label: 'Photon Studio', engine: 'luma', engineLabel: 'Luma Photon (photon-1)' },
      ],
      refiner: { name: 'builtin', label: 'Soundsleeve refiner' },
    });
  });

  it('makes a Photon Studio cover with Luma: stored master, upscaled export, owner-only downloads', async () => {
    luma.server.reset();
    const { cookie, userId } = await signUp(app, `luma-${Date.now()}@example.com`);
    const r = await call(app, '/api/generations', {
      body: { prompt: 'a lighthouse in a violet storm', provider: 'luma' },
      cookie,
    });
    expect(r.status).toBe(201);
    expect(r.json.upscaled).toBe(true);
    expect(r.json.creditsRemaining).toBe(2);
    // Each image from a service costs money: one version unless IMAGES_PER_GENERATION says more.
    expect(r.json).toMatchObject({ candidatesExpected: 1, pickedCandidate: 0 });
    expect(r.json.candidates).toHaveLength(1);
    expect(luma.server.requestsTo('POST', /generations\/image$/)).toHaveLength(1);
    const [create] = luma.server.requestsTo('POST', /generations\/image$/);
    expect(create!.body).toMatchObject({ model: 'photon-1', aspect_ratio: '1:1', prompt: r.json.refinedPrompt });

    const preview = await bytesOf(await app.request(r.json.imageUrl, { headers: { cookie } }));
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    expect(near(await centre(preview), hex(LUMA_TEST_COLOUR))).toBe(true);

    const [row] = await rows<{ engine: string; master_key: string | null; upscaled: boolean }>(
      sql`select engine, master_key, upscaled from generations where user_id = ${userId}`,
    );
    expect(row).toMatchObject({ engine: 'luma', upscaled: true });
    expect(row!.master_key).toMatch(/\.jpg$/);

    const jpeg = await app.request(`/api/generations/${r.json.id}/download?format=jpeg`, { headers: { cookie } });
    expect(jpeg.status).toBe(200);
    const jpegBytes = await bytesOf(jpeg);
    const jpegMeta = await sharp(jpegBytes).metadata();
    expect(jpegMeta).toMatchObject({ format: 'jpeg', width: 3000, height: 3000, space: 'srgb' });
    expect(jpegMeta.icc).toBeDefined();
    expect(near(await centre(jpegBytes), hex(LUMA_TEST_COLOUR))).toBe(true);
    const png = await app.request(`/api/generations/${r.json.id}/download?format=png`, { headers: { cookie } });
    const pngBytes = await bytesOf(png);
    expect(await sharp(pngBytes).metadata()).toMatchObject({ format: 'png', width: 3000, height: 3000 });
    // Re-encoded from the master once: the next PNG download is the stored file.
    const encodes = vi.spyOn(app.services.renderPool, 'masterToPng');
    const pngAgain = await app.request(`/api/generations/${r.json.id}/download?format=png`, { headers: { cookie } });
    expect((await bytesOf(pngAgain)).equals(pngBytes)).toBe(true);
    expect(encodes).not.toHaveBeenCalled();
    encodes.mockRestore();
    // Not the owner: no download.
    expect((await app.request(`/api/generations/${r.json.id}/download?format=jpeg`)).status).toBe(404);

    const listed = await call(app, '/api/generations', { method: 'GET', cookie });
    expect(listed.json.items[0]).toMatchObject({ id: r.json.id, provider: 'luma', upscaled: true });

    // A service's image has no seed to vary: refused with what to do instead, and nothing charged or asked of it.
    const calls = luma.server.requestsTo('POST', /generations\/image$/).length;
    const vary = await call(app, `/api/generations/${r.json.id}/vary`, { body: { strength: 'subtle' }, cookie });
    expect(vary.status).toBe(409);
    expect(vary.json.error.message).toMatch(/cannot vary an image\. Use Reroll to draw new versions of the idea\.$/);
    expect(luma.server.requestsTo('POST', /generations\/image$/)).toHaveLength(calls);
    expect((await call(app, '/api/me/credits', { method: 'GET', cookie })).json.credit_count).toBe(2);
  });

  it('draws IMAGES_PER_GENERATION versions for one credit, each with its own master, and a pick downloads its own', async () => {
    // A database of its own: the suite's app polls the same queues and would take this app's jobs, with its own
    // IMAGES_PER_GENERATION.
    const own = await createTestDatabase();
    const ownRows = async <T>(q: ReturnType<typeof sql>) =>
      ((await own.db.execute(q)) as unknown as { rows: T[] }).rows;
    const two = await buildGenerationApp(own, {
      GUEST_IP_DAILY_CAP: '1000',
      IMAGE_PROVIDER_PHOTON: 'luma',
      IMAGES_PER_GENERATION: '2',
      ...luma.env,
    });
    try {
      luma.server.reset();
      const { cookie, userId } = await signUp(two.app, `luma-two-${Date.now()}@example.com`);
      const r = await call(two.app, '/api/generations', {
        body: { prompt: 'a violet storm over a pier', provider: 'luma' },
        cookie,
      });
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({ creditsRemaining: 2, candidatesExpected: 2 });
      await expect
        .poll(async () => (await call(two.app, `/api/generations/${r.json.id}`, { cookie })).json.candidates.length, {
          timeout: 75_000,
        })
        .toBe(2);
      expect(luma.server.requestsTo('POST', /generations\/image$/)).toHaveLength(2);
      const versions = await ownRows<{ index: number; master_key: string }>(
        sql`select index, master_key from generation_candidates where generation_id = ${r.json.id} order by index`,
      );
      expect(versions.map((v) => v.index)).toEqual([0, 1]);
      // Each its own stored master (this test server answers the same picture each time, and files are stored by
      // their content, so here the two are one file).
      expect(versions.every((v) => /\.jpg$/.test(v.master_key))).toBe(true);

      const picked = await call(two.app, `/api/generations/${r.json.id}/pick`, { body: { index: 1 }, cookie });
      expect(picked.status).toBe(200);
      const [row] = await ownRows<{ master_key: string }>(
        sql`select master_key from generations where id = ${r.json.id}`,
      );
      expect(row!.master_key).toBe(versions[1]!.master_key);
      const jpeg = await two.app.request(`/api/generations/${r.json.id}/download?format=jpeg`, { headers: { cookie } });
      expect(await sharp(await bytesOf(jpeg)).metadata()).toMatchObject({ format: 'jpeg', width: 3000 });
      const [account] = await ownRows<{ balance: number }>(
        sql`select balance from credit_accounts where user_id = ${userId}`,
      );
      expect(account!.balance).toBe(2);
    } finally {
      await two.stop();
      await own.destroy();
    }
  });

  it("refunds and shows Luma's failure reason when the generation fails", async () => {
    luma.server.reset();
    luma.server.script({ type: 'failed', failureReason: 'The prompt could not be processed for this aspect ratio' });
    const { cookie, userId } = await signUp(app, `luma-fail-${Date.now()}@example.com`);
    const r = await call(app, '/api/generations', { body: { prompt: 'a cover', provider: 'luma' }, cookie });
    expect(r.status).toBe(502);
    expect(r.json.error.code).toBe('generation_failed');
    expect(r.json.error.message).toContain('The prompt could not be processed for this aspect ratio');
    expect(r.json.error.message).toContain('Your credit has been refunded.');
    const ledger = await rows<{ reason: string; delta: number }>(
      sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
    );
    expect(ledger.map((l) => [l.reason, l.delta])).toEqual([
      ['signup_grant', 3],
      ['generation', -1],
      ['refund', 1],
    ]);
  });

  it('refuses an image URL pointing at a private address when private addresses are not allowed', async () => {
    // A database of its own, as above: the suite's app would take this app's jobs without its setting.
    const own = await createTestDatabase();
    const strict = await buildGenerationApp(own, {
      GUEST_IP_DAILY_CAP: '1000',
      IMAGE_PROVIDER_PHOTON: 'luma',
      ...luma.env,
      OUTBOUND_ALLOW_PRIVATE: 'false',
    });
    try {
      luma.server.reset();
      luma.server.script({ type: 'success', imageUrl: 'https://169.254.169.254/latest/meta-data/image.png' });
      const r = await call(strict.app, '/api/generations', { body: { prompt: 'sneaky', provider: 'luma' } });
      expect(r.status).toBe(502);
      expect(r.json.error.message).toMatch(/^Luma Photon sent an image address we do not download from/);
      expect(r.json.error.message).toContain('Your credit has been refunded.');
      expect(luma.server.requests.filter((q) => q.path.startsWith('/files/'))).toEqual([]);
    } finally {
      await strict.stop();
      await own.destroy();
    }
  });
});
