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
  const headingId = `sec-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-ink-raised p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
