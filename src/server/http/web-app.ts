import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownPagePath } from '../../shared/routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * What a prerendered page carries for this request: markup for its head (data the page would otherwise fetch,
 * preloads) and, when drawn with that data, the app's markup in place of the build's. `key` stands for the
 * content: the same key is the same page, so it is put together and compressed once.
 */
export interface PageRender {
  key: object;
  head: string;
  /** What goes inside `<div id="root">`. */
  root?: string;
}

export type PageRenders = Record<string, (c: Context) => Promise<PageRender | null>>;

/**
 * Serves the built web app: hashed files under /assets are cached forever (their names change with
 * their content), other public files revalidate, and every page path gets index.html so the browser
 * router can render it. Paths the app has no page for get index.html with status 404.
 */
export function webAppRoutes(distDir: string, renders: PageRenders = {}) {
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
  // Read once: the files only change with a new build, which means a restart.
  const shell = { html: fs.readFileSync(indexPath) };
  const prerendered = readPrerenderedPages(distDir);

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
  const rendered = new WeakMap<object, HtmlDocument>();
  web.on(['GET', 'HEAD'], '*', async (c) => {
    const known = isKnownPagePath(c.req.path);
    // A query string can change what a page draws (a search, a link's token): those get the shell, drawn by the
    // browser, since hydrating HTML drawn for another address would not match.
    const pagePath = normalPath(c.req.path);
    const page = c.req.url.includes('?') ? undefined : known ? prerendered.pages.get(pagePath) : prerendered.notFound;
    const render = page && known ? await renders[pagePath]?.(c).catch(() => null) : null;
    if (page && render) {
      let doc = rendered.get(render.key);
      if (!doc) rendered.set(render.key, (doc = compressed(withRender(page.html.toString(), render))));
      return sendHtml(c, doc, 200);
    }
    return sendHtml(c, page ?? shell, known ? 200 : 404);
  });
  return web;
}

/** The app's root element in a built page: its content runs to the last `</div>` before `</body>`. */
const ROOT = /(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/;

function withRender(html: string, { head, root }: PageRender): string {
  const headed = html.replace('</head>', () => `${head}</head>`);
  return root === undefined ? headed : headed.replace(ROOT, (_, open: string, close: string) => open + root + close);
}

/** A page's HTML, and the same compressed at build time when the build wrote it so. */
interface HtmlDocument {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const normalPath = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The public pages' HTML, drawn at build time (scripts/prerender.mjs); none when the build has not made them. */
function readPrerenderedPages(distDir: string): { pages: Map<string, HtmlDocument>; notFound?: HtmlDocument } {
  const dir = path.join(distDir, 'pages');
  const manifestPath = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestPath)) return { pages: new Map() };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    pages: Record<string, string>;
    notFound: string | null;
  };
  const read = (file: string): HtmlDocument => {
    const full = path.join(dir, file);
    const optional = (suffix: string) => (fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined);
    return { html: fs.readFileSync(full), br: optional('.br'), gzip: optional('.gz') };
  };
  return {
    pages: new Map(Object.entries(manifest.pages).map(([p, file]) => [p, read(file)])),
    notFound: manifest.notFound ? read(manifest.notFound) : undefined,
  };
}

/** A page put together per request, compressed quickly (the build's pages are compressed at the highest levels). */
function compressed(html: string): HtmlDocument {
  const bytes = Buffer.from(html);
  return {
    html: bytes,
    br: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(bytes, { level: 6 }),
  };
}

/** The encodings a request accepts (q=0 refuses one). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name!.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function sendHtml(c: Context, doc: HtmlDocument, status: 200 | 404) {
  const acceptEncoding = c.req.header('accept-encoding');
  const [body, encoding] =
    doc.br && accepts(acceptEncoding, 'br')
      ? [doc.br, 'br']
      : doc.gzip && accepts(acceptEncoding, 'gzip')
        ? [doc.gzip, 'gzip']
        : [doc.html, undefined];
  c.header('Cache-Control', REVALIDATE);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body as Uint8Array<ArrayBuffer>, status);
}
