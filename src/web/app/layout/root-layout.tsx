import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { noteReturnPath } from '../../lib/return-to.ts';
import { AuthProvider } from '../../features/auth/auth-context.tsx';
import { useEmailVerifiedNotice } from '../../features/auth/email-verified.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function RootLayout() {
  useEmailVerifiedNotice();
  const { pathname, search } = useLocation();
  useEffect(() => noteReturnPath(pathname, search), [pathname, search]);
  return (
    <AuthProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ember px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1 pt-16">
          <Outlet />
        </main>
        <SiteFooter />
        {/* A document's first location always has the key 'default'; keying it by path keeps one page's
            scroll position from being restored on another after a full page load (e.g. back from checkout). */}
        <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname + l.search : l.key)} />
      </div>
    </AuthProvider>
  );
}
