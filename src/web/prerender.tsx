/**
 * Rendering of the public pages to HTML: at build time for each (scripts/prerender.mjs), and on the server for
 * /gallery with its first page of covers (server features/gallery/gallery-page-render.ts). Their HTML carries the
 * page's text and layout, so it paints before any script runs, and main.tsx hydrates it. Nothing here fetches:
 * what depends on the visitor (session, credits) renders in its loading state, as the browser's first render does;
 * data given in `seed` renders as the browser will hydrate it (app/start.tsx puts the same data in first).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ARTICLES } from '../shared/content/blog.ts';
import { PAGE_ROUTES, type PageRoute } from '../shared/routes.ts';
import type { GalleryPage } from '../shared/contracts/gallery.ts';
import { AppShell, newQueryClient } from './app/app-shell.tsx';
import { seedGalleryList } from './features/gallery/gallery-seed.ts';
import { PAGE_MODULES, routes } from './app/router.tsx';
import { PageTitleSink } from './lib/use-page-title.ts';

/** Pages drawn for one visitor (their account, a payment, a link's token) stay rendered in the browser only. */
const PER_VISITOR = new Set<PageRoute>([
  '/profile',
  '/library',
  '/tools/mockups',
  '/tools/color-tone',
  '/tools/enhancer',
  '/tools/logo',
  '/tools/moodboard',
  '/payment-success',
  '/reset-password',
]);

/** What the build prerenders: path, and the page module (./app/routes) whose chunk the page needs. */
export const PRERENDERED: { path: string; module: string }[] = [
  ...PAGE_ROUTES.filter((path) => !PER_VISITOR.has(path)).map((path) => ({ path, module: PAGE_MODULES[path]! })),
  ...ARTICLES.map((a) => ({ path: `/blog/${a.slug}`, module: PAGE_MODULES.blogArticle })),
];

/** A path no page has: its render is the 404 page the server sends for unknown paths. */
export const NOT_FOUND = { path: '/__not_found__', module: PAGE_MODULES.notFound };

export interface RenderSeed {
  /** The gallery's first page as a signed-out visitor sees it. */
  galleryFirstPage?: GalleryPage;
}

/** The page's HTML, its HTTP status, and its title when the page sets one (usePageTitle). */
export async function render(
  path: string,
  seed: RenderSeed = {},
): Promise<{ html: string; status: number; title?: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | undefined;
  const queryClient = newQueryClient();
  if (seed.galleryFirstPage) seedGalleryList(queryClient, seed.galleryFirstPage);
  const html = renderToString(
    <PageTitleSink.Provider value={(t) => (title = t)}>
      <AppShell queryClient={queryClient}>
        {/* No hydration data: the app has no loaders, and an inline script would break the page's CSP. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </PageTitleSink.Provider>,
  );
  // The cache's timers would keep what it holds for minutes in a server that renders again and again.
  queryClient.clear();
  return { html, status: context.statusCode, title };
}
