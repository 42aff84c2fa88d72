import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/** Downloads of built-in covers: each export rendered once in the render pool, stored, then served from storage. */
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildGenerationApp>>['app'];
let stop: () => Promise<void>;
// Its own data folder: exports are stored under keys that outlive a test run.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-exports-'));

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, stop } = await buildGenerationApp(database, { GUEST_IP_DAILY_CAP: '1000', DATA_DIR: dataDir }));
});
afterAll(async () => {
  await stop?.();
  await database?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const guestCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('soundsleeve.guest='));
const download = async (id: string, format: 'png' | 'jpeg', cookie: string) => {
  const res = await app.request(`/api/generations/${id}/download?format=${format}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
const storedExports = () =>
  fs.existsSync(path.join(dataDir, 'storage/exports'))
    ? fs
        .readdirSync(path.join(dataDir, 'storage/exports'), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(png|jpg)$/.test(f))
    : [];

describe(`export cache (${testEngine})`, () => {
  it(
    'renders each export once, for concurrent first downloads too, and serves the stored file after',
    {
      timeout: 120_000,
    },
    async () => {
      const made = await call(app, '/api/generations', {
        body: { prompt: 'a lighthouse in a violet storm', provider: 'luma', seed: 7 },
      });
      expect(made.status).toBe(201);
      const cookie = guestCookie(made.res)!;
      const renders = vi.spyOn(app.services.renderPool, 'exportImage');

      const first = await Promise.all([1, 2, 3].map(() => download(made.json.id, 'png', cookie)));
      expect(renders).toHaveBeenCalledTimes(1);
      expect(first[1]!.equals(first[0]!) && first[2]!.equals(first[0]!)).toBe(true);
      expect(await sharp(first[0]!).metadata()).toMatchObject({ format: 'png', width: 3000, height: 3000 });
      expect(storedExports()).toHaveLength(1);

      const again = await download(made.json.id, 'png', cookie);
      expect(again.equals(first[0]!)).toBe(true);
      expect(renders).toHaveBeenCalledTimes(1);

      // The JPEG is its own export; the same idea with another seed is another cover, never the cached one.
      const jpeg = await download(made.json.id, 'jpeg', cookie);
      expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
      const other = await call(app, '/api/generations', {
        body: { prompt: 'a lighthouse in a violet storm', provider: 'luma', seed: 8 },
        cookie,
      });
      const otherPng = await download(other.json.id, 'png', cookie);
      expect(otherPng.equals(first[0]!)).toBe(false);
      expect(renders).toHaveBeenCalledTimes(3);
      expect(storedExports()).toHaveLength(3);
      renders.mockRestore();
    },
  );
});
