/**
 * Build-time rendering of the public pages (scripts/prerender.mjs calls `render` for each): their HTML carries the
 * page's text and layout, so it paints before any script runs, and main.tsx hydrates it. Nothing here fetches:
 * what depends on the visitor (session, credits, the gallery's covers) renders in its loading state, as the
 * browser's first render does.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ARTICLES } from '../shared/content/blog.ts';
import { PAGE_ROUTES, type PageRoute } from '../shared/routes.ts';
import { AppShell, newQueryClient } from './app/app-shell.tsx';
import { PAGE_MODULES, routes } from './app/router.tsx';
import { PageTitleSink } from './lib/use-page-title.ts';

/** Pages drawn for one visitor (their account, a payment, a link's token) stay rendered in the browser only. */
const PER_VISITOR = new Set<PageRoute>(['/profile', '/payment-success', '/reset-password']);

/** What the build prerenders: path, and the page module (./app/routes) whose chunk the page needs. */
export const PRERENDERED: { path: string; module: string }[] = [
  ...PAGE_ROUTES.filter((path) => !PER_VISITOR.has(path)).map((path) => ({ path, module: PAGE_MODULES[path]! })),
  ...ARTICLES.map((a) => ({ path: `/blog/${a.slug}`, module: PAGE_MODULES.blogArticle })),
];

/** A path no page has: its render is the 404 page the server sends for unknown paths. */
export const NOT_FOUND = { path: '/__not_found__', module: PAGE_MODULES.notFound };

/** The page's HTML, its HTTP status, and its title when the page sets one (usePageTitle). */
export async function render(path: string): Promise<{ html: string; status: number; title?: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | undefined;
  const html = renderToString(
    <PageTitleSink.Provider value={(t) => (title = t)}>
      <AppShell queryClient={newQueryClient()}>
        {/* No hydration data: the app has no loaders, and an inline script would break the page's CSP. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </PageTitleSink.Provider>,
  );
  return { html, status: context.statusCode, title };
}
