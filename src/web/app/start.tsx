import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { takeGallerySeed } from '../features/gallery/gallery-seed.ts';
import { AppShell, newQueryClient } from './app-shell.tsx';
import { routes } from './router.tsx';

/**
 * Starts the app in the page's #root: hydrates a prerendered page (prerender.tsx) or draws any other. The first
 * page's module (a lazy route) is loaded before the router starts, so it starts ready: a prerendered page hydrates
 * with a first render that draws exactly what its HTML shows, and any other page draws at once.
 */
export async function startApp(container: HTMLElement) {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const queryClient = newQueryClient();
  // Data the server rendered the page's HTML with goes in first: hydration must draw what the HTML shows.
  takeGallerySeed(queryClient);
  const app = (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppShell>
  );
  if (container.hasChildNodes()) {
    // In a transition, React hydrates in short slices: the page keeps answering taps and scrolls meanwhile.
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}
