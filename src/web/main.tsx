import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from './app/router.tsx';
import './styles/app.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* At the bottom, so a toast never covers the header, its menus or the credits they show. */}
      <Toaster
        theme="dark"
        position="bottom-right"
        offset={24}
        mobileOffset={{ bottom: 16, left: 12, right: 12 }}
        richColors
        closeButton
      />
    </QueryClientProvider>
  </StrictMode>,
);
