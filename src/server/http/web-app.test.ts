import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webAppRoutes, type PageRender } from './web-app.ts';

/** A built web app with one prerendered page, /gallery, as scripts/prerender.mjs writes it. */
function builtApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(
    path.join(dir, 'pages', 'gallery.html'),
    '<html><head><title>Gallery</title></head>\n<body>\n<div id="root"><div><main>Loading</main></div></div>\n  </body>\n</html>',
  );
  fs.writeFileSync(
    path.join(dir, 'pages', 'manifest.json'),
    JSON.stringify({ pages: { '/gallery': 'gallery.html' }, notFound: null }),
  );
  return dir;
}

const dir = builtApp();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const get = async (app: ReturnType<typeof webAppRoutes>) =>
  (await app.request('/gallery', { headers: { 'accept-encoding': 'identity' } })).text();

describe('a prerendered page drawn for the request', () => {
  it("carries the render's head, and its root in place of the build's", async () => {
    const render: PageRender = { key: {}, head: '<meta name="x">', root: '<main>9 covers $& $1</main>' };
    const html = await get(webAppRoutes(dir, { '/gallery': async () => render }));
    expect(html).toBe(
      '<html><head><title>Gallery</title><meta name="x"></head>\n<body>\n<div id="root"><main>9 covers $& $1</main></div>\n  </body>\n</html>',
    );
  });

  it("keeps the build's root when the render has none, and the build's page when rendering fails", async () => {
    const headOnly = await get(webAppRoutes(dir, { '/gallery': async () => ({ key: {}, head: '<meta name="x">' }) }));
    expect(headOnly).toContain('<meta name="x"></head>');
    expect(headOnly).toContain('<div id="root"><div><main>Loading</main></div></div>');
    const failed = await get(
      webAppRoutes(dir, {
        '/gallery': async () => {
          throw new Error('database down');
        },
      }),
    );
    expect(failed).toBe(fs.readFileSync(path.join(dir, 'pages', 'gallery.html'), 'utf8'));
  });
});
