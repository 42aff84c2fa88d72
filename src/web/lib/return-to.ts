/**
 * Where a person goes back to after logging in or signing up: the last page they were on in this tab before the
 * sign-in pages (kept in sessionStorage, so every way to those pages — header, a redirect, a link — returns there).
 */
const KEY = 'soundsleeve.return-to';
const SIGN_IN_PAGES = new Set(['/login', '/signup', '/forgot-password', '/reset-password']);

/** Notes `path` (pathname and search) as the place to return to, unless it is one of the sign-in pages. */
export function noteReturnPath(pathname: string, search: string): void {
  if (SIGN_IN_PAGES.has(pathname)) return;
  try {
    sessionStorage.setItem(KEY, `${pathname}${search}`);
  } catch {
    // Storage unavailable (private mode): sign-in returns home.
  }
}

/** The page to return to: a path on this site only, '/' when none is known. */
export function returnPath(): string {
  let path: string | null;
  try {
    path = sessionStorage.getItem(KEY);
  } catch {
    path = null;
  }
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
