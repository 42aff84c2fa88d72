import { LayoutTemplate, PenLine } from 'lucide-react';
import { TEMPLATES } from '../../../shared/content/templates.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ContentPage, PageHero } from '../../features/content/page-hero.tsx';
import { TemplateCard } from '../../features/content/template-card.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Templates (/templates, docs/spec.md §2): ready-made prompts to copy or send to the generator, and a banner. */
export default function TemplatesPage() {
  usePageTitle('Templates');
  return (
    <ContentPage>
      <PageHero
        eyebrow="Templates"
        icon={LayoutTemplate}
        title="Start from a template"
        lead="Nine ready-made cover ideas, from city nights to frozen forests. Copy a prompt, or open it in the generator and add your own title."
      />

      <div className="mt-14 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-8">
        {TEMPLATES.map((template, i) => (
          <TemplateCard key={template.slug} template={template} eager={i === 0 ? 'first' : i < 3} />
        ))}
      </div>

      <aside
        aria-labelledby="own-template"
        className="mt-16 flex flex-col items-start gap-5 rounded-card border border-line bg-ink-raised/70 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 md:mt-20"
      >
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ember/15 text-ember">
            <PenLine className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="own-template" className="font-display text-xl font-bold">
              Want to create your own template?
            </h2>
            <p className="mt-1 text-muted">
              Describe your idea in the generator — the subject, the mood, the colours and your title in quotes.
            </p>
          </div>
        </div>
        <ButtonLink to="/generate" size="lg" className="w-full sm:w-auto">
          Start Creating
        </ButtonLink>
      </aside>
    </ContentPage>
  );
}
