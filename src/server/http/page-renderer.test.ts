import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from './page-renderer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for the build's page renderer: says where it ran and what it was given. */
function bundle(source: string) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, source);
  return file;
}

const silent = { error: () => undefined };

describe('the page renderer', () => {
  it('is absent when the build has no page renderer', () => {
    expect(createPageRenderer(path.join(dir, 'missing.js'), silent)).toBeNull();
  });

  it("renders in a worker thread with React's production build, and passes the page's data", async () => {
    const renderer = createPageRenderer(
      bundle(`import { isMainThread } from 'node:worker_threads';
export async function render(path, seed) {
  return { status: 200, html: JSON.stringify({ path, seed, env: process.env.NODE_ENV, isMainThread }) };
}`),
      silent,
    )!;
    try {
      const out = JSON.parse(await renderer.render('/gallery', { galleryFirstPage: { items: [], nextCursor: null } }));
      expect(out).toEqual({
        path: '/gallery',
        seed: { galleryFirstPage: { items: [], nextCursor: null } },
        env: 'production',
        isMainThread: false,
      });
      // This process's own environment is left as it was.
      expect(process.env.NODE_ENV).toBe('test');
    } finally {
      await renderer.close();
    }
  });

  it('fails a render whose page answers anything but 200, and a bundle that does not load', async () => {
    const notFound = createPageRenderer(
      bundle(`export async function render() { return { status: 404, html: '' }; }`),
      silent,
    )!;
    const broken = createPageRenderer(bundle(`throw new Error('broken build');`), silent)!;
    try {
      await expect(notFound.render('/gallery', {})).rejects.toThrow('/gallery rendered with status 404');
      await expect(broken.render('/gallery', {})).rejects.toThrow('broken build');
    } finally {
      await Promise.all([notFound.close(), broken.close()]);
    }
  });
});
