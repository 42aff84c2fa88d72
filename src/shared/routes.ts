/**
 * Every page route of the web app: the route table of docs/spec.md §2, plus /demo (the simpler generator page,
 * whose route the spec leaves open), /forgot-password (linked from Login), /reset-password, /library (every
 * cover a person made: docs/decisions/013-library.md), /tools/mockups and /tools/color-tone (the Album Mockup
 * Builder and the Color Tone Assistant: docs/decisions/016-print-and-mockups.md), /tools/enhancer (the AI Image
 * Enhancer: docs/decisions/017-image-enhancer.md), /tools/logo (the Artist Logo Generator: decision 018),
 * /tools/moodboard (the Moodboard Creator: decision 020). The browser
 * router registers these and the dynamic routes below, and the server uses the same lists to answer unknown
 * paths with HTTP 404 (still rendering the app's 404 page).
 */
export const PAGE_ROUTES = [
  '/',
  '/generate',
  '/demo',
  '/prompt-studio',
  '/gallery',
  '/styles',
  '/artists',
  '/templates',
  '/tools',
  '/tools/mockups',
  '/tools/color-tone',
  '/tools/enhancer',
  '/tools/logo',
  '/tools/moodboard',
  '/pricing',
  '/blog',
  '/contact',
  '/api',
  '/profile',
  '/library',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/payment-success',
  '/terms',
  '/privacy',
  '/refunds',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/**
 * Dynamic page routes, as path prefixes followed by exactly one segment (/blog/:slug, the sandbox's checkout, the
 * cover editor at /editor/:coverId: docs/decisions/014-cover-editor.md, and a shared moodboard at /moodboard/:token).
 */
export const PAGE_ROUTE_PREFIXES = ['/blog/', '/checkout/sandbox/', '/editor/', '/moodboard/'] as const;

/** The cover editor's page for one of my covers. */
export const editorPath = (coverId: string) => `/editor/${encodeURIComponent(coverId)}`;

const known = new Set<string>(PAGE_ROUTES);

/** True when `pathname` is a page the app can render (trailing slashes ignored). */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (known.has(path)) return true;
  return PAGE_ROUTE_PREFIXES.some((prefix) => {
    if (!path.startsWith(prefix)) return false;
    const rest = path.slice(prefix.length);
    return rest.length > 0 && !rest.includes('/');
  });
}
