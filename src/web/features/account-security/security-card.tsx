import type { ReactNode } from 'react';

/** One panel of the account security area. */
export function SecurityCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-ink-raised p-6"
      aria-labelledby={`sec-${title}`}
    >
      <h2 id={`sec-${title}`} className="font-display text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
