import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card every account page sits in, on the dark page with a soft glow behind it. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <AuthBackdrop>
      <div className="relative w-full max-w-md rounded-card border border-line bg-ink-raised/85 p-6 shadow-2xl backdrop-blur-xl sm:p-9">
        <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 leading-relaxed text-muted">{description}</p> : null}
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-8 border-t border-line pt-6 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </AuthBackdrop>
  );
}

function AuthBackdrop({ children }: { children: ReactNode }) {
  return (
    <section className="relative isolate grid min-h-[calc(100dvh-4rem)] place-items-center overflow-hidden px-5 py-12 sm:py-20">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute top-[8%] left-1/2 size-[34rem] -translate-x-[70%] glow text-ember/15" />
        <div className="absolute top-[30%] left-1/2 size-[28rem] -translate-x-[10%] glow text-violet/15" />
      </div>
      {children}
    </section>
  );
}

/** Shown while the session is being looked up, or while a signed-in visitor is being sent home. */
export function AuthPending() {
  return (
    <AuthBackdrop>
      <p role="status" className="flex items-center gap-3 text-muted">
        <LoaderCircle className="size-5 animate-spin text-ember" aria-hidden />
        Loading…
      </p>
    </AuthBackdrop>
  );
}

/** Link style inside account forms and card footers. */
export const authLinkClass =
  'tap-inline font-semibold text-ember underline-offset-4 hover:text-ember-strong hover:underline focus-visible:underline';
