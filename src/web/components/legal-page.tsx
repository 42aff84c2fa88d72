import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long-form legal document: title, last-updated date, a table of contents and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  usePageTitle(title);
  return (
    <article className="container-page mx-auto grid max-w-5xl gap-x-12 py-16 md:py-24 lg:grid-cols-[14rem_1fr]">
      <header className="max-w-3xl border-b border-line pb-10 lg:col-start-2">
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-ember uppercase">Legal</p>
        <h1 className="font-display text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-subtle">Last updated {updated}</p>
        <div className="mt-6 text-lg leading-relaxed text-paper/85">{intro}</div>
      </header>
      <nav aria-label="On this page" className="mt-10 hidden lg:col-start-1 lg:row-start-2 lg:block">
        <ol className="sticky top-24 flex flex-col gap-2 text-sm">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-muted hover:text-paper">
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 flex max-w-3xl flex-col gap-10 lg:col-start-2">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} className="scroll-mt-24">
            <h2 className="mb-3 font-display text-2xl font-bold">
              <span className="mr-2 text-ember">{i + 1}.</span>
              {s.title}
            </h2>
            <div className="flex flex-col gap-3 leading-relaxed text-paper/80 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
