import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/api-error.ts';
import { call, ORIGIN } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { hostileImages, ordinaryImage, type HostileImage } from '../support/hostile-images.ts';
import { startLumaServer } from '../support/protocol/luma-server.ts';
import { testEngine } from '../support/test-database.ts';

/**
 * Every route that takes an image someone sent (or an outside engine's image) against files made to exhaust it: thin
 * strips, headers claiming giant sizes, a decompression bomb. Each must be refused at once with what to do, store
 * nothing, and cost the process little time and memory; an ordinary picture must still be taken.
 */
const luma = await startLumaServer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-hostile-'));
const suite = generationSuite({
  ...luma.env,
  IMAGE_PROVIDER_PHOTON: 'luma',
  DATA_DIR: dataDir,
  API_BURST_PER_SECOND: '1000',
});
const hostile = await hostileImages();

/** Generous bounds: the same files took 29 s and grew the process by gigabytes. */
const MAX_SECONDS = 5;
const MAX_RSS_GROWTH_MB = 300;

/** Serves whatever file was last put at /image (for image_url and the outside engine's image address). */
let served: HostileImage = { name: '', bytes: Buffer.alloc(0), type: 'image/png', size: [0, 0] };
const images = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': served.type, 'content-length': served.bytes.length });
  res.end(served.bytes);
});
let imageUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/image`;
});
afterAll(async () => {
  await new Promise((resolve) => images.close(resolve));
  await luma.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How many files the app has stored. */
function storedFiles(dir = path.join(dataDir, 'storage')): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, entry) => n + (entry.isDirectory() ? storedFiles(path.join(dir, entry.name)) : 1), 0);
}

/** The answer to `send`, how long it took and how much the process's resident memory grew at most meanwhile. */
async function measured(send: () => Response | Promise<Response>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  try {
    const res = await send();
    const body = await res.text();
    return {
      status: res.status,
      body,
      seconds: (performance.now() - started) / 1000,
      growthMb: (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}

interface ImageRoute {
  name: string;
  /** Sends an image the route's way. */
  send: (image: HostileImage) => Response | Promise<Response>;
  /** Rows the route has written for the images it took. */
  rows: () => Promise<number>;
  /** Rows an image it takes adds (uploads for the tools are files only). */
  rowsPerImage: 0 | 1;
  /** The enhancer's routes word a side over their 1024 px their own way. */
  enhancer?: boolean;
  /** The ordinary picture this route is sent (the enhancer's routes start a job with it: kept small). */
  ordinary: [number, number];
}

const count = async (query: ReturnType<typeof sql>) => (await suite.rows<{ n: number }>(query))[0]!.n;
const sent = (url: string, cookie: string, image: HostileImage) =>
  suite.app.request(url, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': image.type },
    body: new Uint8Array(image.bytes),
  });

type Member = { userId: string; cookie: string };
/** The accounts sending: free for the avatar, Pro for the tools and the API, Studio for boards. */
let free: Member;
let pro: Member;
let studio: Member;
/** Two keys of two Pro accounts: each may run one enlargement at a time. */
const keys: { userId: string; secret: string }[] = [];
beforeAll(async () => {
  free = await suite.member('hostile-avatar', null);
  pro = await suite.member('hostile-pro', 'pro');
  studio = await suite.member('hostile-studio', 'studio');
  for (const name of ['hostile-api-body', 'hostile-api-url']) {
    const member = await suite.member(name, 'pro');
    const key = await call(suite.app, '/api/profile/api-keys', { cookie: member.cookie, body: { name } });
    expect(key.status).toBe(201);
    keys.push({ userId: member.userId, secret: key.json.secret as string });
  }
});
const enhancementsOf = (userId: () => string) => () =>
  count(sql`select count(*)::int as n from enhancements where user_id = ${userId()}`);

const routes: ImageRoute[] = [
  {
    name: 'POST /api/profile/avatar',
    send: (image) => sent('/api/profile/avatar', free.cookie, image),
    rows: () =>
      count(sql`select count(*)::int as n from profiles where user_id = ${free.userId} and avatar_key is not null`),
    rowsPerImage: 1,
    ordinary: [640, 480],
  },
  {
    name: 'POST /api/uploads (a cover for the mockups and the tone assistant)',
    send: (image) => sent('/api/uploads?for=cover', pro.cookie, image),
    rows: async () => 0,
    rowsPerImage: 0,
    ordinary: [640, 480],
  },
  {
    name: 'POST /api/uploads?for=enhance (the AI Image Enhancer)',
    send: (image) => sent('/api/uploads?for=enhance', pro.cookie, image),
    rows: async () => 0,
    rowsPerImage: 0,
    enhancer: true,
    ordinary: [640, 480],
  },
  {
    name: 'POST /api/moodboards/uploads',
    send: (image) => sent('/api/moodboards/uploads', studio.cookie, image),
    rows: () => count(sql`select count(*)::int as n from moodboard_uploads where user_id = ${studio.userId}`),
    rowsPerImage: 1,
    ordinary: [640, 480],
  },
  {
    name: 'POST /api/v1/upscale with the image as the body',
    send: (image) =>
      suite.app.request('/api/v1/upscale?scale_factor=2', {
        method: 'POST',
        headers: { authorization: `Bearer ${keys[0]!.secret}`, 'content-type': image.type },
        body: new Uint8Array(image.bytes),
      }),
    rows: enhancementsOf(() => keys[0]!.userId),
    rowsPerImage: 1,
    enhancer: true,
    ordinary: [48, 40],
  },
  {
    name: 'POST /api/v1/upscale with an image_url',
    send: (image) => {
      served = image;
      return suite.app.request('/api/v1/upscale', {
        method: 'POST',
        headers: { authorization: `Bearer ${keys[1]!.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ image_url: imageUrl, scale_factor: 2 }),
      });
    },
    rows: enhancementsOf(() => keys[1]!.userId),
    rowsPerImage: 1,
    enhancer: true,
    ordinary: [48, 40],
  },
];

describe(`images people send (${testEngine})`, () => {
  for (const route of routes) {
    describe(route.name, () => {
      for (const image of hostile) {
        it(`refuses ${image.name} at once, saying what to do, and stores nothing`, async () => {
          const [files, rows] = [storedFiles(), await route.rows()];
          const answer = await measured(() => route.send(image));
          expect(answer.status, answer.body).toBe(400);
          const { error } = apiErrorSchema.parse(JSON.parse(answer.body));
          expect(error.code).toBe('invalid_image');
          // It says the size it read, and what the route takes.
          expect(error.message).toContain(`${image.size[0]} × ${image.size[1]}`);
          expect(error.message).toMatch(
            route.enhancer
              ? /^The enhancer takes pictures up to 1024 px a side/
              : /; use one (at most 16384 pixels a side|no more than 8 times (wider than tall|taller than wide))\.$|^The image is too large: at most \d+ megapixels\./,
          );
          expect(answer.seconds).toBeLessThan(MAX_SECONDS);
          expect(answer.growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
          expect(storedFiles()).toBe(files);
          expect(await route.rows()).toBe(rows);
        });
      }

      it('still takes an ordinary picture', async () => {
        const [files, rows] = [storedFiles(), await route.rows()];
        const image = await ordinaryImage(...route.ordinary);
        const answer = await measured(() => route.send(image));
        expect([200, 201, 202], answer.body).toContain(answer.status);
        expect(storedFiles()).toBeGreaterThan(files);
        expect(await route.rows()).toBe(rows + route.rowsPerImage);
      });
    });
  }
});

describe(`images an outside engine sends (${testEngine})`, () => {
  // The enlargements the upscale routes took are still writing their results: the files counted here are the cover's.
  beforeAll(async () => {
    const until = Date.now() + 60_000;
    while (await count(sql`select count(*)::int as n from enhancements where status in ('queued', 'running')`)) {
      if (Date.now() > until) throw new Error('enlargements still running');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  for (const image of hostile) {
    it(`fails a cover whose image is ${image.name} at once, refunds it, and stores nothing`, async () => {
      const me = await suite.member('hostile-engine', null);
      served = image;
      luma.server.script({ type: 'success', imageUrl, queuedPolls: 0, dreamingPolls: 0 });
      const files = storedFiles();
      const answer = await measured(() =>
        suite.app.request('/api/generations', {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: 'a lighthouse in fog', provider: 'luma' }),
        }),
      );
      expect(answer.status, answer.body).toBe(502);
      const { error } = apiErrorSchema.parse(JSON.parse(answer.body));
      expect(error.message).toMatch(
        /^Luma Photon sent an image (larger than we accept|too long and thin to make a square cover of)\. Your credit has been refunded\.$/,
      );
      expect(answer.seconds).toBeLessThan(MAX_SECONDS);
      expect(answer.growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
      expect(storedFiles()).toBe(files);
      const [row] = await suite.rows<{ status: string; preview_key: string | null }>(
        sql`select status, preview_key from generations where user_id = ${me.userId}`,
      );
      expect(row).toEqual({ status: 'failed', preview_key: null });
      expect(await count(sql`select balance::int as n from credit_accounts where user_id = ${me.userId}`)).toBe(3);
    });
  }
});
