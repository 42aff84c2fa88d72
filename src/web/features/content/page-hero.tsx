import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The heading block the content pages open with: an eyebrow, the title, a lead paragraph and optional actions. */
export function PageHero({
  eyebrow,
  icon: Icon,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  icon: LucideIcon;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
        <Icon className="size-4" aria-hidden />
        {eyebrow}
      </p>
      <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      <p className="max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </header>
  );
}

/** The page frame: a soft glow behind the top and the page container. */
export function ContentPage({ children }: { children: ReactNode }) {
  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[10%] size-[30rem] glow text-ember/10" />
        <div className="absolute -top-24 right-[8%] size-[26rem] glow text-violet/10" />
      </div>
      <div className="container-page py-14 sm:py-20">{children}</div>
    </section>
  );
}
