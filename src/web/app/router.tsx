import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from '../../shared/routes.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

const notFound: PageLoader = () => import('./routes/not-found-page.tsx');

/**
 * Each page is its own chunk, loaded when first visited. Every path in PAGE_ROUTES (src/shared/routes.ts) has
 * its screen here; the 404 fallback below only catches a path added to PAGE_ROUTES before its page is.
 */
const pages: Partial<Record<PageRoute, PageLoader>> = {
  '/': () => import('./routes/home-page.tsx'),
  '/gallery': () => import('./routes/gallery-page.tsx'),
  '/generate': () => import('./routes/generate-page.tsx'),
  '/demo': () => import('./routes/demo-page.tsx'),
  '/prompt-studio': () => import('./routes/prompt-studio-page.tsx'),
  '/login': () => import('./routes/login-page.tsx'),
  '/signup': () => import('./routes/signup-page.tsx'),
  '/forgot-password': () => import('./routes/forgot-password-page.tsx'),
  '/reset-password': () => import('./routes/reset-password-page.tsx'),
  '/profile': () => import('./routes/profile-page.tsx'),
  '/pricing': () => import('./routes/pricing-page.tsx'),
  '/payment-success': () => import('./routes/payment-success-page.tsx'),
  '/terms': () => import('./routes/terms-page.tsx'),
  '/privacy': () => import('./routes/privacy-page.tsx'),
  '/refunds': () => import('./routes/refunds-page.tsx'),
  '/styles': () => import('./routes/styles-page.tsx'),
  '/templates': () => import('./routes/templates-page.tsx'),
  '/artists': () => import('./routes/artists-page.tsx'),
  '/tools': () => import('./routes/tools-page.tsx'),
  '/blog': () => import('./routes/blog-page.tsx'),
  '/contact': () => import('./routes/contact-page.tsx'),
  '/api': () => import('./routes/api-docs-page.tsx'),
};

function lazyPage(load: PageLoader): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const children: RouteObject[] = [
  ...PAGE_ROUTES.map((path) => ({ path, lazy: lazyPage(pages[path] ?? notFound) })),
  { path: '/blog/:slug', lazy: lazyPage(() => import('./routes/blog-article-page.tsx')) },
  // The sandbox payment provider's hosted checkout page (it stands for a real provider's own page).
  { path: '/checkout/sandbox/:orderId', lazy: lazyPage(() => import('./routes/sandbox-checkout-page.tsx')) },
  { path: '*', lazy: lazyPage(notFound) },
];

export const router = createBrowserRouter([{ element: <RootLayout />, errorElement: <RouteErrorPage />, children }]);
