import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImageProviderError, type ImageRequest } from '../../src/server/providers/image/image.provider.ts';
import { lovableImage } from '../../src/server/providers/image/lovable-image.ts';
import type { OpenAiCompatibleOptions } from '../../src/server/providers/image/openai-image.ts';
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

const KEY = 'lovable-test-key-0123456789';
const MODEL = 'google/gemini-2.5-flash-image-preview';
const server = new OpenAiProtocolServer({ apiKey: KEY });

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());

const provider = (options: Partial<OpenAiCompatibleOptions> = {}) =>
  lovableImage({
    baseUrl: server.baseUrl,
    apiKey: KEY,
    model: MODEL,
    timeoutMs: 15_000,
    allowPrivate: true,
    maxRetries: 0,
    ...options,
  });

const refined = refineIdea('a lo-fi bedroom at dusk with a cat on the windowsill, "Slow Hours" by Mira Vale');
const request = (signal?: AbortSignal): ImageRequest => ({ ...refined, seed: 3, look: 'photon', signal });

async function failure(promise: Promise<unknown>): Promise<{ error: ImageProviderError; ms: number }> {
  const { error, ms } = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ImageProviderError);
  return { error: error as ImageProviderError, ms };
}

describe('lovableImage: success', () => {
  it('makes a cover from a data URL answer and sends the gateway request', async () => {
    const p = provider();
    expect(p.name).toBe('lovable');
    expect(p.label).toBe(`Lovable AI gateway (${MODEL})`);
    server.queue(behaviours.b64());
    const result = await p.generate(request());

    const [preview, thumbnail, master] = await Promise.all(
      [result.preview, result.thumbnail, result.master].map((b) => sharp(b).metadata()),
    );
    expect([preview!.format, preview!.width, preview!.height]).toEqual(['webp', 1024, 1024]);
    expect([thumbnail!.format, thumbnail!.width, thumbnail!.height]).toEqual(['webp', 256, 256]);
    expect([master!.format, master!.width, master!.height, master!.space]).toEqual(['jpeg', 3000, 3000, 'srgb']);
    expect(master!.icc?.includes(Buffer.from('\0s\0R\0G\0B', 'latin1'))).toBe(true);
    expect(result.upscaled).toBe(true);
    expect(colourDistance(await pixelAt(result.preview, 512, 512), SQUARE_COLOUR)).toBeLessThanOrEqual(8);
    expect(colourDistance(await pixelAt(result.thumbnail, 128, 128), SQUARE_COLOUR)).toBeLessThanOrEqual(8);

    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(`${sent!.method} ${sent!.path}`).toBe('POST /v1/chat/completions');
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(Object.keys(sent!.body!).sort()).toEqual(['messages', 'modalities', 'model']);
    expect(sent!.body!.model).toBe(MODEL);
    expect(sent!.body!.modalities).toEqual(['image', 'text']);
    const messages = sent!.body!.messages as { role: string; content: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.role).toBe('user');
    expect(messages[0]!.content.startsWith(refined.refinedPrompt)).toBe(true);
    expect(messages[0]!.content).toMatch(/square/i);
    expect(messages[0]!.content).toMatch(/album cover/i);
  });

  it('downloads an image given as a URL and crops a wide one to its centre', async () => {
    server.queue(behaviours.url(undefined, server.images.wide));
    const result = await provider().generate(request());
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/chat/completions',
      expect.stringMatching(/^GET \/files\/\d+\.png$/),
    ]);
    for (const [x, y] of [
      [2, 2],
      [1021, 1021],
      [512, 512],
    ] as const) {
      expect(colourDistance(await pixelAt(result.preview, x, y), WIDE_CENTRE_COLOUR), `${x},${y}`).toBeLessThanOrEqual(
        8,
      );
    }
  });
});

describe('lovableImage: answers without an image', () => {
  it('treats a declining text answer as a content refusal', async () => {
    server.queue(behaviours.refusal("I'm sorry, but I can't create images that depict real people."));
    const { error } = await failure(provider().generate(request()));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/^Lovable AI declined this prompt under its content policy/);
    expect(error.message).toContain("I'm sorry, but I can't create images that depict real people");
  });

  it('treats other text without an image as unreadable', async () => {
    server.queue(behaviours.empty('A moody bedroom scene in warm dusk tones, a cat silhouetted on the sill.'));
    const { error } = await failure(provider().generate(request()));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(/^Lovable AI sent an answer we could not read/);

    server.queue(behaviours.empty(''));
    expect((await failure(provider().generate(request()))).error.kind).toBe('bad_response');
  });

  it('rejects data URLs that are not images', async () => {
    server.queue({ kind: 'b64', image: Buffer.from('just some text'), mime: 'text/plain' });
    expect((await failure(provider().generate(request()))).error.kind).toBe('bad_response');

    server.queue({ kind: 'b64', image: Buffer.from('<html>not a picture</html>'), mime: 'image/png' });
    expect((await failure(provider().generate(request()))).error.kind).toBe('bad_response');
  });

  it('reports a malformed JSON body as bad_response', async () => {
    server.queue(behaviours.malformed());
    expect((await failure(provider().generate(request()))).error.kind).toBe('bad_response');
  });

  it('refuses image URLs on private addresses without connecting to them', async () => {
    const loopback = `https://127.0.0.1:${new URL(server.baseUrl).port}/files/1.png`;
    for (const url of [loopback, 'https://169.254.169.254/latest/meta-data/cover.png']) {
      server.queue(behaviours.url(url));
      const { error } = await failure(provider({ allowPrivate: false }).generate(request()));
      expect(error.kind, url).toBe('unsafe_image');
      expect(error.message).toMatch(/^Lovable AI sent an image address we do not download from/);
    }
    expect(server.requests.map((r) => r.path)).toEqual(Array(2).fill('/v1/chat/completions'));
  });
});

describe('lovableImage: gateway errors', () => {
  it('reports 402 (out of credits) as quota, without retrying', async () => {
    server.queue(behaviours.paymentRequired());
    const { error } = await failure(provider({ maxRetries: 2 }).generate(request()));
    expect(error.kind).toBe('quota');
    expect(error.message).toMatch(/^Lovable AI has run out of credit/);
    expect(server.requests).toHaveLength(1);
  });

  it('reports a refused key as auth', async () => {
    const { error } = await failure(provider({ apiKey: 'lovable-wrong-key' }).generate(request()));
    expect(error.kind).toBe('auth');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer lovable-wrong-key');
  });

  it('waits for Retry-After after a 429, then succeeds', async () => {
    server.queue(behaviours.rateLimited(1)).queue(behaviours.b64());
    const result = await provider({ maxRetries: 1 }).generate(request());
    expect(colourDistance(await pixelAt(result.preview, 512, 512), SQUARE_COLOUR)).toBeLessThanOrEqual(8);
    expect(server.requests).toHaveLength(2);
    const gap = server.requests[1]!.receivedAt - server.requests[0]!.receivedAt;
    expect(gap).toBeGreaterThanOrEqual(900);
    expect(gap).toBeLessThan(3000);
  });

  it('reports rate_limited once the retries are used up', async () => {
    server.queue(behaviours.rateLimited(0), 2).queue(behaviours.b64());
    const { error } = await failure(provider({ maxRetries: 1 }).generate(request()));
    expect(error.kind).toBe('rate_limited');
    expect(server.requests).toHaveLength(2);
  });

  it('retries a 500, then reports unavailable', async () => {
    server.queue(behaviours.serverError(), 2).queue(behaviours.b64());
    const { error } = await failure(provider({ maxRetries: 1 }).generate(request()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^Lovable AI is unavailable right now/);
    expect(server.requests).toHaveLength(2);
  });
});

describe('lovableImage: time and cancellation', () => {
  it('gives up on a gateway that never answers at the deadline', async () => {
    server.queue(behaviours.hang(), 3);
    const { error, ms } = await failure(provider({ timeoutMs: 1500, maxRetries: 2 }).generate(request()));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/^Lovable AI took too long/);
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(2500);
  });

  it('stops promptly when the caller aborts', async () => {
    server.queue(behaviours.hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const { error, ms } = await failure(provider().generate(request(controller.signal)));
    expect(error.kind).toBe('cancelled');
    expect(ms).toBeLessThan(1000);
  });
});
