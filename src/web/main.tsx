import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppShell, newQueryClient } from './app/app-shell.tsx';
import { routes } from './app/router.tsx';
import './styles/app.css';

// The first page's module (a lazy route) is loaded before the router starts, so it starts ready: a prerendered
// page hydrates with a first render that draws exactly what its HTML shows, and any other page draws at once.
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }),
);

const container = document.getElementById('root')!;
const app = (
  <AppShell queryClient={newQueryClient()}>
    <RouterProvider router={createBrowserRouter(routes)} />
  </AppShell>
);
// Prerendered at build time (prerender.tsx) for the public pages; empty for the others.
if (container.hasChildNodes()) {
  // In a transition, React hydrates in short slices: the page keeps answering taps and scrolls meanwhile.
  startTransition(() => void hydrateRoot(container, app));
} else createRoot(container).render(app);
