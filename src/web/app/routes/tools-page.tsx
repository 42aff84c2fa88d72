import { ArrowRight, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, PageHero } from '../../features/content/page-hero.tsx';
import { TOOLS } from '../../features/content/tools.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Tools (/tools, docs/spec.md §2): six tool cards, each leading where docs/spec.md §2 'Tools' says. */
export default function ToolsPage() {
  usePageTitle('Tools');
  return (
    <ContentPage>
      <PageHero
        eyebrow="Tools"
        icon={Wrench}
        title="Everything your release needs"
        lead="From the first idea to the final 3000 × 3000 file: the tools that turn your sound into art."
      />

      <ul className="mt-14 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-8">
        {TOOLS.map(({ id, name, description, icon: Icon, path, action, page }) => (
          <li key={id} className="relative">
            <Link
              to={path}
              className="group flex h-full flex-col gap-4 rounded-card border border-line bg-ink-raised/70 p-6 transition-colors hover:border-ember/50 hover:bg-ink-raised"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-ember/15 text-ember transition-colors group-hover:bg-ember group-hover:text-ink">
                <Icon className="size-6" aria-hidden />
              </span>
              <h2 className="font-display text-xl font-bold tracking-tight">{name}</h2>
              <p className="text-sm leading-relaxed text-muted">{description}</p>
              <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-ember">
                {action}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </span>
            </Link>
            {page && (
              // Beside the card's own link (a link holds no other link), centred on its last line: that line's middle
              // is 34 px above the card's foot, and this link is 44 px tall to tap.
              <Link
                to={page.path}
                data-tool-page
                className="absolute right-6 bottom-3 inline-flex items-center gap-1.5 text-sm font-semibold text-paper underline-offset-4 hover:underline"
              >
                {page.label}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
