import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { ToastHost } from '../lib/toast.tsx';
import { replayEarlyInput } from '../lib/replay-early-input.ts';

export function newQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } },
  });
}

/**
 * Marks the document once the app has taken over the page (hydrated its prerendered HTML, or drawn it): until then
 * a prerendered page shows its content but its buttons do nothing. Browser tests wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/**
 * Last in the tree, so its layout effect runs after every field's own (refs attached, values drawn) and before
 * any passive effect or later render can write a field's state over what the visitor typed.
 */
function EarlyInputReplay() {
  useLayoutEffect(() => replayEarlyInput(document), []);
  return null;
}

/** What wraps the router, the same in the browser (main.tsx) and in the build's prerender (prerender.tsx). */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppReady />
      <QueryClientProvider client={queryClient}>
        {children}
        {/* At the bottom, so a toast never covers the header, its menus or the credits they show. */}
        <ToastHost
          theme="dark"
          position="bottom-right"
          offset={24}
          mobileOffset={{ bottom: 16, left: 12, right: 12 }}
          richColors
          closeButton
        />
      </QueryClientProvider>
      <EarlyInputReplay />
    </StrictMode>
  );
}
