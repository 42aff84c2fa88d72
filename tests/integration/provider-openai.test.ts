import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageProviderError, type ImageRequest } from '../../src/server/providers/image/image.provider.ts';
import { openaiImage, type OpenAiCompatibleOptions } from '../../src/server/providers/image/openai-image.ts';
import { refineIdea } from '../../src/server/providers/refine/builtin-refiner.ts';
import {
  behaviours,
  colourDistance,
  OpenAiProtocolServer,
  pixelAt,
  rejectionOf,
  SQUARE_COLOUR,
  WIDE_CENTRE_COLOUR,
} from '../support/protocol/openai-server.ts';

const KEY = 'sk-test-openai-0123456789abcdef';
const server = new OpenAiProtocolServer({ apiKey: KEY });

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.setApiKey(KEY);
});

const provider = (options: Partial<OpenAiCompatibleOptions> = {}) =>
  openaiImage({
    baseUrl: server.baseUrl,
    apiKey: KEY,
    model: 'gpt-image-1',
    timeoutMs: 15_000,
    allowPrivate: true,
    maxRetries: 0,
    ...options,
  });

const refined = refineIdea('a synthwave sunset over a neon grid, "Night Drive" by Neon Hearts');
const request = (signal?: AbortSignal): ImageRequest => ({ ...refined, seed: 7, look: 'photon', signal });

async function failure(promise: Promise<unknown>): Promise<{ error: ImageProviderError; ms: number }> {
  const { error, ms } = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ImageProviderError);
  return { error: error as ImageProviderError, ms };
}

/** The web variants and master are in our formats, and show the colour the server drew. */
async function expectCover(
  result: Awaited<ReturnType<ReturnType<typeof provider>['generate']>>,
  colour: { r: number; g: number; b: number },
) {
  const [preview, thumbnail, master] = await Promise.all(
    [result.preview, result.thumbnail, result.master!].map((b) => sharp(b).metadata()),
  );
  expect([preview!.format, preview!.width, preview!.height]).toEqual(['webp', 1024, 1024]);
  expect([thumbnail!.format, thumbnail!.width, thumbnail!.height]).toEqual(['webp', 256, 256]);
  expect([master!.format, master!.width, master!.height, master!.space]).toEqual(['jpeg', 3000, 3000, 'srgb']);
  // The embedded ICC profile is sRGB (its description tag is UTF-16 "sRGB").
  expect(master!.icc?.includes(Buffer.from('\0s\0R\0G\0B', 'latin1'))).toBe(true);
  expect(result.upscaled).toBe(true);
  expect(colourDistance(await pixelAt(result.preview, 512, 512), colour)).toBeLessThanOrEqual(8);
  expect(colourDistance(await pixelAt(result.master!, 1500, 1500), colour)).toBeLessThanOrEqual(8);
}

describe('openaiImage: success', () => {
  it('makes a gpt-image-1 cover from a b64_json answer and sends the documented request', async () => {
    const p = provider();
    expect(p.name).toBe('openai');
    expect(p.label).toBe('OpenAI Images (gpt-image-1)');
    server.queue(behaviours.b64());
    await expectCover(await p.generate(request()), SQUARE_COLOUR);

    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/images/generations');
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.body).toEqual({
      model: 'gpt-image-1',
      prompt: refined.refinedPrompt,
      n: 1,
      size: '1024x1024',
      quality: 'high',
      output_format: 'png',
    });
  });

  it('asks dall-e-3 for hd b64_json, and downloads a url answer', async () => {
    server.queue(behaviours.url());
    await expectCover(await provider({ model: 'dall-e-3' }).generate(request()), SQUARE_COLOUR);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/images/generations',
      'GET /files/1.png',
    ]);
    expect(server.requests[0]!.body).toEqual({
      model: 'dall-e-3',
      prompt: refined.refinedPrompt,
      n: 1,
      size: '1024x1024',
      quality: 'hd',
      response_format: 'b64_json',
    });
  });

  it('talks to a keyless self-hosted server with only the common fields and never uses OPENAI_API_KEY', async () => {
    server.setApiKey(undefined);
    const previous = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = 'sk-from-the-environment-must-not-leak';
    try {
      const p = provider({ apiKey: undefined, model: 'stable-diffusion-xl' });
      expect(p.label).toBe('OpenAI-compatible image server (stable-diffusion-xl)');
      await expectCover(await p.generate(request()), SQUARE_COLOUR);
    } finally {
      if (previous === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = previous;
    }
    expect(server.requests[0]!.headers.authorization).toBe('Bearer not-needed');
    expect(server.requests[0]!.body).toEqual({
      model: 'stable-diffusion-xl',
      prompt: refined.refinedPrompt,
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
  });

  it('crops the centre square of a 1792 × 1024 image', async () => {
    server.queue(behaviours.b64(server.images.wide));
    const result = await provider().generate(request());
    // The 384 px side bands are a different colour: a squashed or off-centre crop would show them at the edges.
    for (const [x, y] of [
      [2, 2],
      [1021, 2],
      [2, 1021],
      [1021, 1021],
      [512, 512],
    ] as const) {
      expect(colourDistance(await pixelAt(result.preview, x, y), WIDE_CENTRE_COLOUR), `${x},${y}`).toBeLessThanOrEqual(
        8,
      );
    }
    expect(colourDistance(await pixelAt(result.master!, 3, 3), WIDE_CENTRE_COLOUR)).toBeLessThanOrEqual(8);
  });
});

describe('openaiImage: vendor errors', () => {
  it('reports a refused key as auth, without retrying or repeating the key', async () => {
    const { error } = await failure(provider({ apiKey: 'sk-wrong-key-0000000000', maxRetries: 2 }).generate(request()));
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/^OpenAI Images refused this site's access key/);
    expect(error.message).not.toContain('sk-');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-wrong-key-0000000000');
  });

  it('reports moderation_blocked (gpt-image-1) and content_policy_violation (dall-e-3) as refused', async () => {
    server.queue(behaviours.moderationBlocked());
    const gpt = await failure(provider({ maxRetries: 2 }).generate(request()));
    expect(gpt.error.kind).toBe('refused');
    expect(gpt.error.message).toMatch(/^OpenAI Images declined this prompt under its content policy/);

    server.queue(behaviours.contentPolicy());
    const dalle = await failure(provider({ model: 'dall-e-3', maxRetries: 2 }).generate(request()));
    expect(dalle.error.kind).toBe('refused');
    expect(server.requests).toHaveLength(2); // 400s are not retried
  });

  it('waits for Retry-After after a 429, then succeeds', async () => {
    server.queue(behaviours.rateLimited(1)).queue(behaviours.b64());
    await expectCover(await provider({ maxRetries: 2 }).generate(request()), SQUARE_COLOUR);
    expect(server.requests).toHaveLength(2);
    const gap = server.requests[1]!.receivedAt - server.requests[0]!.receivedAt;
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(gap).toBeLessThan(3000);
  });

  it('reports rate_limited once the retries are used up', async () => {
    server.queue(behaviours.rateLimited(0), 3).queue(behaviours.b64());
    const { error } = await failure(provider({ maxRetries: 2 }).generate(request()));
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toMatch(/^OpenAI Images is busy right now/);
    expect(server.requests).toHaveLength(3);
  });

  it('reports insufficient_quota as quota', async () => {
    server.queue(behaviours.insufficientQuota(), 2);
    const { error } = await failure(provider({ maxRetries: 1 }).generate(request()));
    expect(error.kind).toBe('quota');
    expect(error.message).toMatch(/run out of credit/);
  });

  it('retries a 500, then reports unavailable', async () => {
    server.queue(behaviours.serverError(), 2).queue(behaviours.b64());
    const { error } = await failure(provider({ maxRetries: 1 }).generate(request()));
    expect(error.kind).toBe('unavailable');
    expect(server.requests).toHaveLength(2);
  });

  it('recovers when a retried 500 is followed by a success', async () => {
    server.queue(behaviours.serverError()).queue(behaviours.b64());
    await expectCover(await provider({ maxRetries: 1 }).generate(request()), SQUARE_COLOUR);
    expect(server.requests).toHaveLength(2);
  });

  it('reports an unreachable server as unavailable', async () => {
    const closed = new OpenAiProtocolServer();
    const { baseUrl } = await closed.start();
    await closed.close();
    const { error } = await failure(provider({ baseUrl }).generate(request()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/could not be reached/);
  });
});

describe('openaiImage: time and cancellation', () => {
  it('gives up on a server that never answers at the overall deadline, retries included', async () => {
    server.queue(behaviours.hang(), 5);
    const { error, ms } = await failure(provider({ timeoutMs: 1500, maxRetries: 3 }).generate(request()));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/^OpenAI Images took too long/);
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(2500);
  });

  it('keeps the deadline while the SDK waits out a long Retry-After', async () => {
    server.queue(behaviours.rateLimited(30));
    const { error, ms } = await failure(provider({ timeoutMs: 1500, maxRetries: 2 }).generate(request()));
    expect(error.kind).toBe('timeout');
    expect(ms).toBeLessThan(2500);
    expect(server.requests).toHaveLength(1);
  });

  it('stops promptly when the caller aborts a hanging request', async () => {
    server.queue(behaviours.hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { error, ms } = await failure(provider({ maxRetries: 2 }).generate(request(controller.signal)));
    expect(error.kind).toBe('cancelled');
    expect(error.message).toMatch(/cancelled/);
    expect(ms).toBeLessThan(1000);
  });

  it('stops promptly when the caller aborts during a retry wait', async () => {
    server.queue(behaviours.rateLimited(30));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { error, ms } = await failure(provider({ maxRetries: 2 }).generate(request(controller.signal)));
    expect(error.kind).toBe('cancelled');
    expect(ms).toBeLessThan(1000);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { error } = await failure(provider().generate(request(AbortSignal.abort())));
    expect(error.kind).toBe('cancelled');
    expect(server.requests).toHaveLength(0);
  });
});

describe('openaiImage: unreadable and unsafe answers', () => {
  it('reports a malformed JSON body as bad_response', async () => {
    server.queue(behaviours.malformed());
    const { error } = await failure(provider().generate(request()));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(/^OpenAI Images sent an answer we could not read/);
  });

  it('reports an answer without an image as bad_response', async () => {
    server.queue(behaviours.empty());
    const { error } = await failure(provider().generate(request()));
    expect(error.kind).toBe('bad_response');
  });

  it('reports bytes that are not an image as bad_response', async () => {
    server.queue(behaviours.b64(Buffer.from('<html><body>Not a picture</body></html>')));
    expect((await failure(provider().generate(request()))).error.kind).toBe('bad_response');

    // Served as image/png, but HTML inside.
    server.queue(behaviours.url(undefined, Buffer.from('<html><body>Not a picture</body></html>')));
    expect((await failure(provider().generate(request()))).error.kind).toBe('bad_response');

    // An image URL that answers with a web page, or not at all: a failed download, not a policy refusal.
    server.queue(behaviours.url(server.serveFile('page.html', Buffer.from('<html></html>'), 'text/html')));
    const html = (await failure(provider().generate(request()))).error;
    expect(html.kind).toBe('bad_response');
    expect(html.message).toBe(
      'OpenAI Images made an image we could not download: The provider sent text/html, not an image. Your credit has been refunded.',
    );
    server.queue(behaviours.url(`${new URL(server.baseUrl).origin}/files/missing.png`));
    expect((await failure(provider().generate(request()))).error.message).toMatch(/\(HTTP 404\)/);
  });

  it('refuses image URLs on private addresses without connecting to them', async () => {
    const loopback = `https://127.0.0.1:${new URL(server.baseUrl).port}/files/1.png`;
    for (const url of [
      loopback,
      'https://169.254.169.254/latest/meta-data/cover.png',
      server.serveFile('x.png', server.images.square),
    ]) {
      server.queue(behaviours.url(url));
      const { error } = await failure(provider({ allowPrivate: false }).generate(request()));
      expect(error.kind, url).toBe('unsafe_image');
      expect(error.message).toMatch(/^OpenAI Images sent an image address we do not download from/);
    }
    // Only the three API calls arrived; no download was attempted from our own (loopback) server.
    expect(server.requests.map((r) => r.path)).toEqual(Array(3).fill('/v1/images/generations'));
  });
});
