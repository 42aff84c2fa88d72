import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageProviderError, type ImageRequest } from '../../src/server/providers/image/image.provider.ts';
import { lumaImage, type LumaImageOptions } from '../../src/server/providers/image/luma-image.ts';
import { refineIdea } from '../../src/server/providers/refine/builtin-refiner.ts';
import { LUMA_TEST_KEY, LumaServer } from '../support/protocol/luma-server.ts';

const refinement = refineIdea('a neon heron over a flooded city at dusk, synthwave');
const request = (signal?: AbortSignal): ImageRequest => ({ ...refinement, seed: 7, look: 'photon', signal });

let luma: LumaServer;
let baseUrl: string;

beforeAll(async () => {
  luma = new LumaServer();
  ({ baseUrl } = await luma.start());
});
afterAll(() => luma.close());
beforeEach(() => luma.reset());
afterEach(() => vi.unstubAllEnvs());

const provider = (options: Partial<LumaImageOptions> = {}) =>
  lumaImage({
    baseUrl,
    apiKey: LUMA_TEST_KEY,
    model: 'photon-1',
    timeoutMs: 10_000,
    allowPrivate: true,
    pollIntervalMs: 20,
    maxRetries: 0,
    ...options,
  });

/** The ImageProviderError a generation fails with (and how long it took). */
async function failure(run: Promise<unknown>): Promise<{ error: ImageProviderError; ms: number }> {
  const started = Date.now();
  try {
    await run;
  } catch (error) {
    expect(error).toBeInstanceOf(ImageProviderError);
    return { error: error as ImageProviderError, ms: Date.now() - started };
  }
  throw new Error('expected the generation to fail');
}

const creates = () => luma.requestsTo('POST', '/generations/image');
const polls = () => luma.requestsTo('GET', /^\/generations\//);
const downloads = () => luma.requestsTo('GET', /^\/files\//);
const waitFor = async (condition: () => boolean, timeoutMs = 5000) => {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The colour at the centre of an encoded image. */
async function centre(bytes: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
function expectColour(actual: [number, number, number], hex: string, tolerance = 8): void {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  actual.forEach((v, i) =>
    expect(Math.abs(v - want[i]!), `channel ${i}: ${actual} vs ${hex}`).toBeLessThanOrEqual(tolerance),
  );
}

describe('Luma Photon adapter (lumaai SDK against a local Dream Machine server)', () => {
  it('creates a 1:1 photon generation, polls it to completion and returns our variants of its image', async () => {
    luma.script({ type: 'success', queuedPolls: 2, dreamingPolls: 3 });
    const luma1 = provider({ pollIntervalMs: 30 });
    expect(luma1.name).toBe('luma');
    expect(luma1.label).toBe('Luma Photon (photon-1)');

    const result = await luma1.generate(request());

    const [create] = creates();
    expect(creates()).toHaveLength(1);
    expect(create!.headers.authorization).toBe(`Bearer ${LUMA_TEST_KEY}`);
    expect(create!.body).toMatchObject({ model: 'photon-1', prompt: refinement.refinedPrompt, aspect_ratio: '1:1' });
    // 2 queued + 3 dreaming + the completed answer, all for the generation created, at the poll interval.
    const gets = polls();
    expect(gets).toHaveLength(6);
    const id = gets[0]!.path.split('/').pop()!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(gets.every((g) => g.path === `/dream-machine/v1/generations/${id}`)).toBe(true);
    expect(gets.every((g) => g.headers.authorization === `Bearer ${LUMA_TEST_KEY}`)).toBe(true);
    for (let i = 1; i < gets.length; i++) expect(gets[i]!.time - gets[i - 1]!.time).toBeGreaterThanOrEqual(25);
    expect(downloads().map((d) => d.path)).toEqual([`/files/${id}.png`]);
    expect(luma.requestsTo('DELETE')).toHaveLength(0);

    const preview = await sharp(result.preview).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 1024, 1024]);
    const thumb = await sharp(result.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 256, 256]);
    const master = await sharp(result.master!).metadata();
    expect([master.format, master.width, master.height, master.space]).toEqual(['jpeg', 3000, 3000, 'srgb']);
    expect(master.icc?.length).toBeGreaterThan(0);
    expect(result.upscaled).toBe(true);
    expectColour(await centre(result.preview), '#d81b8c');
    expectColour(await centre(result.master!), '#d81b8c');
  });

  it('uses the configured model and centre-crops a non-square image of another colour', async () => {
    luma.script({
      type: 'success',
      queuedPolls: 0,
      dreamingPolls: 1,
      image: { width: 1200, height: 800, colour: '#1f9e89' },
    });
    const flash = provider({ model: 'photon-flash-1' });
    expect(flash.label).toBe('Luma Photon (photon-flash-1)');
    const result = await flash.generate(request());
    expect(creates()[0]!.body).toMatchObject({ model: 'photon-flash-1', aspect_ratio: '1:1' });
    expect(polls()).toHaveLength(2);
    expect((await sharp(result.preview).metadata()).width).toBe(1024);
    expectColour(await centre(result.thumbnail), '#1f9e89');
  });

  it('reports a failed generation with Luma’s reason, as a refusal when it reads like moderation', async () => {
    luma.script({ type: 'failed', failureReason: 'Generation failed: renderer ran out of memory', dreamingPolls: 1 });
    const failed = (await failure(provider().generate(request()))).error;
    expect(failed.kind).toBe('failed');
    expect(failed.message).toContain(
      'Luma Photon could not make this cover: Generation failed: renderer ran out of memory',
    );
    expect(failed.message).toContain('Your credit has been refunded.');

    luma.script({ type: 'failed', failureReason: '400: prompt not allowed because it contains moderated content' });
    const refused = (await failure(provider().generate(request()))).error;
    expect(refused.kind).toBe('refused');
    expect(refused.message).toContain('prompt not allowed because it contains moderated content');
    expect(refused.message).not.toContain('400:');
    expect(downloads()).toHaveLength(0);
  });

  it('times out a generation that never completes, within the deadline, and stops polling', async () => {
    luma.script({ type: 'never' });
    const { error, ms } = await failure(provider({ timeoutMs: 1500, pollIntervalMs: 100 }).generate(request()));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/took too long/);
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(2300);
    expect(polls().length).toBeGreaterThanOrEqual(8);
    // A poll sent just before the deadline may still be on its way to the server on a busy machine; once it has
    // landed, nothing more comes (at a 100 ms interval, polling on would send four more in 400 ms).
    await pause(150);
    const seen = luma.requests.length;
    await pause(400);
    expect(luma.requests.length).toBe(seen);
    expect(luma.requestsTo('DELETE')).toHaveLength(0);
  });

  it('stops at once when the caller cancels mid-poll, and sends nothing more', async () => {
    luma.script({ type: 'never' });
    const controller = new AbortController();
    const run = failure(provider({ pollIntervalMs: 400 }).generate(request(controller.signal)));
    await waitFor(() => polls().length >= 2);
    await pause(50); // now between two polls: the adapter is sleeping
    const abortedAt = Date.now();
    controller.abort();
    const { error } = await run;
    expect(Date.now() - abortedAt).toBeLessThan(150);
    expect(error.kind).toBe('cancelled');
    const seen = luma.requests.length;
    await pause(250);
    expect(luma.requests.length).toBe(seen);
    expect(luma.requestsTo('DELETE')).toHaveLength(0);
  });

  it('cancels promptly during the SDK’s Retry-After wait, and the retry is never sent', async () => {
    luma.script({ type: 'error', status: 429, detail: 'Too many requests', headers: { 'retry-after': '1' } });
    const controller = new AbortController();
    const run = failure(provider({ maxRetries: 2 }).generate(request(controller.signal)));
    await waitFor(() => creates().length === 1);
    await pause(100);
    controller.abort();
    const { error, ms } = await run;
    expect(error.kind).toBe('cancelled');
    expect(ms).toBeLessThan(500);
    await pause(1200);
    expect(creates()).toHaveLength(1);
  });

  it('makes no request when already cancelled', async () => {
    const { error } = await failure(provider().generate(request(AbortSignal.abort())));
    expect(error.kind).toBe('cancelled');
    expect(luma.requests).toHaveLength(0);
  });

  it('waits for Retry-After on a 429 and then succeeds', async () => {
    luma.script({ type: 'error', status: 429, detail: 'Too many requests', headers: { 'retry-after': '1' } });
    const result = await provider({ maxRetries: 1 }).generate(request());
    expect(result.preview.length).toBeGreaterThan(0);
    const [first, second] = creates();
    expect(creates()).toHaveLength(2);
    expect(second!.time - first!.time).toBeGreaterThanOrEqual(900);
    expect(second!.body).toEqual(first!.body);
  });

  it('reports rate limits that outlast the retries', async () => {
    luma.script({ type: 'error', status: 429, detail: 'Too many requests' });
    const { error } = await failure(provider({ maxRetries: 0 }).generate(request()));
    expect(error.kind).toBe('rate_limited');
  });

  it('retries a 500 and reports Luma as unavailable when it persists', async () => {
    luma.script(
      { type: 'error', status: 500, detail: 'Internal Server Error' },
      { type: 'error', status: 500, detail: 'Internal Server Error' },
    );
    const { error } = await failure(provider({ maxRetries: 1 }).generate(request()));
    expect(error.kind).toBe('unavailable');
    expect(creates()).toHaveLength(2);
  });

  it('rides out a 500 while polling (the SDK retries the GET)', async () => {
    luma.script({ type: 'success', pollErrors: [{ status: 503, detail: 'Service Unavailable' }] });
    await provider({ maxRetries: 1 }).generate(request());
    expect(polls()).toHaveLength(4);
  });

  it('reports a refused key as auth, without retrying, and never falls back to LUMAAI_API_KEY', async () => {
    const { error } = await failure(provider({ apiKey: 'wrong-key', maxRetries: 2 }).generate(request()));
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain('wrong-key');
    expect(luma.requests).toHaveLength(1);

    luma.reset();
    vi.stubEnv('LUMAAI_API_KEY', LUMA_TEST_KEY);
    const missing = (await failure(provider({ apiKey: undefined }).generate(request()))).error;
    expect(missing.kind).toBe('auth');
    expect(luma.requests).toHaveLength(0);
  });

  it('passes on the detail of a 400 from create (and treats moderation wording as a refusal)', async () => {
    luma.script({ type: 'error', status: 400, detail: 'Prompt is too long: 5012 characters, the limit is 5000' });
    const { error } = await failure(provider().generate(request()));
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('Prompt is too long: 5012 characters, the limit is 5000');

    luma.script({ type: 'error', status: 400, detail: 'Prompt not allowed because it contains moderated content' });
    expect((await failure(provider().generate(request()))).error.kind).toBe('refused');
  });

  it('reports malformed JSON, unknown states and completed generations without an image as bad responses', async () => {
    luma.script(
      { type: 'malformed', on: 'create' },
      { type: 'malformed', on: 'poll' },
      { type: 'state', state: 'paused' },
      { type: 'success', assets: { video: null } },
      { type: 'success', assets: null },
    );
    for (let i = 0; i < 5; i++) {
      const { error } = await failure(provider().generate(request()));
      expect(error.kind, `case ${i}`).toBe('bad_response');
      expect(error.message).toMatch(/could not read/);
    }
    expect(creates()).toHaveLength(5);
    expect(downloads()).toHaveLength(0);
  });

  it('refuses image addresses that are private or not https before connecting', async () => {
    const { url } = luma;
    const port = new URL(url).port;
    luma.script(
      { type: 'success', imageUrl: 'https://169.254.169.254/latest/meta-data/iam/security-credentials/' },
      { type: 'success', imageUrl: `https://127.0.0.1:${port}/files/cover.png` },
      { type: 'success', imageUrl: `https://[::1]:${port}/files/cover.png` },
      { type: 'success' }, // the server's own http://127.0.0.1 address
    );
    for (let i = 0; i < 4; i++) {
      const { error } = await failure(provider({ allowPrivate: false }).generate(request()));
      expect(error.kind, `case ${i}`).toBe('unsafe_image');
      expect(error.message).toMatch(/sent an image address we do not download from/);
    }
    expect(downloads()).toHaveLength(0);
    // Only the API calls reached the server; no other traffic was attempted.
    expect(luma.requests.every((r) => r.path.startsWith('/dream-machine/v1/'))).toBe(true);
  });
});
