/**
 * Writes the public pages' HTML (build step after `vite build` and `vite build --ssr prerender.tsx`): each page is
 * rendered by src/web/prerender.tsx into the app's index.html, with its page chunk preloaded beside the app's
 * (otherwise the browser would find it only after running the app), and compressed as the other assets are.
 * Output: dist/web/pages/<path>.html (+ .br, .gz) and dist/web/pages/manifest.json, which the server reads.
 */
// React's production build: the development one renders slower and warns about nothing the browser will see.
process.env.NODE_ENV = 'production';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'dist/web');
const out = path.join(web, 'pages');
const { render, PRERENDERED, NOT_FOUND } = await import(path.join(root, 'dist/prerender/prerender.js'));
const template = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const viteManifest = JSON.parse(fs.readFileSync(path.join(web, '.vite/manifest.json'), 'utf8'));

/** The chunk files a module needs (itself and what it imports statically), minus the app entry's own. */
function chunksOf(key, seen = new Set()) {
  const entry = viteManifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunksOf(k, seen))];
}
// The entry loads React and the app in steps (main.tsx), by dynamic import: their chunks are the app's too.
const entryChunks = new Set([
  ...chunksOf('index.html'),
  ...(viteManifest['index.html'].dynamicImports ?? []).flatMap((key) => chunksOf(key)),
]);

const entryScript = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
if (!entryScript) throw new Error('index.html has no module script for the app');
const entryPreloads = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * The page's HTML in the app's index.html. Its scripts are not in the head: /boot.js (deferred, tiny) fetches the
 * app's and the page's modules after the first paint, so the HTML's content shows before any script is fetched.
 */
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * A preload, in the head, of the page's first image marked `fetchPriority="high"` (components/artwork-image.tsx: the
 * largest thing the page paints). The head's preload starts the download with the stylesheet instead of after the
 * HTML has been parsed down to the picture; measured on /styles (Lighthouse, mobile), the image waited 950 ms.
 */
function leadImagePreload(html) {
  const picture = html.match(
    /<picture><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/><img [^>]*fetchPriority="high"/,
  );
  if (!picture) return '';
  const [, srcset, sizes] = picture;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}

function page(html, module, title) {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  const modules = [...entryChunks, ...chunksOf(`app/routes/${module}.tsx`)].filter((f, i, all) => all.indexOf(f) === i);
  const preload = modules.map((f) => `/${f}`).filter((f) => f !== entryScript[1]);
  const boot = `<script defer src="/boot.js" data-entry="${entryScript[1]}" data-modules="${preload.join(' ')}"></script>`;
  return template
    .replace(entryScript[0], '')
    .replace(entryPreloads, '')
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace('</head>', () => `${leadImagePreload(html)}${boot}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

fs.rmSync(out, { recursive: true, force: true });
const manifest = { pages: {}, notFound: null };
const started = performance.now();
for (const { path: pagePath, module } of [...PRERENDERED, NOT_FOUND]) {
  const { html, title } = await render(pagePath);
  const file = pagePath === NOT_FOUND.path ? '404.html' : `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
  const target = path.join(out, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const doc = page(html, module, title);
  fs.writeFileSync(target, doc);
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(doc, { level: 9 }));
  fs.writeFileSync(
    `${target}.br`,
    zlib.brotliCompressSync(doc, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  if (pagePath === NOT_FOUND.path) manifest.notFound = file;
  else manifest.pages[pagePath] = file;
}
fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(
  `prerendered ${Object.keys(manifest.pages).length + 1} pages in ${Math.round(performance.now() - started)} ms`,
);
// React Query keeps each rendered query for garbage collection on a five-minute timer; nothing else is pending.
process.exit(0);
