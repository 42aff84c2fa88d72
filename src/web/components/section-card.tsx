import type { ReactNode } from 'react';

/** A titled panel of the profile (API keys, account security): heading, one-line description, content. */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
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
