import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from '../../shared/routes.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** Every page module, by file; each is its own chunk, loaded when its page is first visited. */
const pageModules = import.meta.glob<PageModule>(['./routes/*-page.tsx', '!./routes/route-error-page.tsx']);

/**
 * The module (in ./routes) of each page. Every path in PAGE_ROUTES (src/shared/routes.ts) has its screen here; the
 * 404 fallback below only catches a path added to PAGE_ROUTES before its page is. The build's prerender reads this
 * too, to have the browser fetch a page's chunk together with the app's (scripts/prerender.mjs).
 */
export const PAGE_MODULES: Partial<Record<PageRoute, string>> & Record<'notFound' | 'blogArticle', string> = {
  '/': 'home-page',
  '/gallery': 'gallery-page',
  '/generate': 'generate-page',
  '/demo': 'demo-page',
  '/prompt-studio': 'prompt-studio-page',
  '/login': 'login-page',
  '/signup': 'signup-page',
  '/forgot-password': 'forgot-password-page',
  '/reset-password': 'reset-password-page',
  '/profile': 'profile-page',
  '/library': 'library-page',
  '/pricing': 'pricing-page',
  '/payment-success': 'payment-success-page',
  '/terms': 'terms-page',
  '/privacy': 'privacy-page',
  '/refunds': 'refunds-page',
  '/styles': 'styles-page',
  '/templates': 'templates-page',
  '/artists': 'artists-page',
  '/tools': 'tools-page',
  '/tools/mockups': 'mockups-page',
  '/tools/color-tone': 'color-tone-page',
  '/tools/enhancer': 'enhancer-page',
  '/tools/logo': 'logo-page',
  '/tools/moodboard': 'moodboard-page',
  '/blog': 'blog-page',
  '/contact': 'contact-page',
  '/api': 'api-docs-page',
  blogArticle: 'blog-article-page',
  notFound: 'not-found-page',
};

function load(name: string): PageLoader {
  const loader = pageModules[`./routes/${name}.tsx`];
  if (!loader) throw new Error(`No page module ./routes/${name}.tsx`);
  return loader;
}

function lazyPage(load: PageLoader): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const children: RouteObject[] = [
  ...PAGE_ROUTES.map((path) => ({ path, lazy: lazyPage(load(PAGE_MODULES[path] ?? PAGE_MODULES.notFound)) })),
  { path: '/blog/:slug', lazy: lazyPage(load(PAGE_MODULES.blogArticle)) },
  { path: '/editor/:id', lazy: lazyPage(load('editor-page')) },
  { path: '/moodboard/:token', lazy: lazyPage(load('moodboard-shared-page')) },
  // The sandbox payment provider's hosted checkout page (it stands for a real provider's own page).
  { path: '/checkout/sandbox/:orderId', lazy: lazyPage(load('sandbox-checkout-page')) },
  { path: '*', lazy: lazyPage(load(PAGE_MODULES.notFound)) },
];

/** The app's routes, for the browser's router (main.tsx) and the build's prerender (prerender.tsx). */
export const routes: RouteObject[] = [{ element: <RootLayout />, errorElement: <RouteErrorPage />, children }];
