import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';

/** Shown when a page fails to load or render (for example a page chunk from an older deployment). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="flex max-w-md flex-col items-center gap-5">
        <h1 className="font-display text-3xl font-bold">Something went wrong</h1>
        <p className="text-muted">
          This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it; if it keeps happening,
          let us know through the contact page.
        </p>
        <div className="flex gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw className="size-4" aria-hidden /> Reload
          </Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            Go home
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
