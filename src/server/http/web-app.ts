import fs from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownPagePath } from '../../shared/routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: hashed files under /assets are cached forever (their names change with
 * their content), other public files revalidate, and every page path gets index.html so the browser
 * router can render it. Paths the app has no page for get index.html with status 404.
 */
export function webAppRoutes(distDir: string) {
  const web = new Hono();
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    web.get('*', (c) =>
      c.text(
        `The web app has not been built: ${indexPath} is missing. Run "npm run build" (npm start does this).`,
        503,
      ),
    );
    return web;
  }
  // Read once: the file only changes with a new build, which means a restart.
  const indexHtml = fs.readFileSync(indexPath, 'utf8');

  // Cache headers go on after serving: serveStatic builds its response before any onFound hook runs.
  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) c.res.headers.set('Cache-Control', value);
    };
  web.use('/assets/*', cacheFor(IMMUTABLE), serveStatic({ root: distDir, precompressed: true }));
  web.get('/assets/*', (c) => c.text('Not found', 404));
  web.use(
    '*',
    cacheFor(REVALIDATE),
    serveStatic({
      root: distDir,
      precompressed: true,
      // index.html is served below, with the status that fits the path.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__index__' : p),
    }),
  );
  web.on(['GET', 'HEAD'], '*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml, isKnownPagePath(c.req.path) ? 200 : 404);
  });
  return web;
}
