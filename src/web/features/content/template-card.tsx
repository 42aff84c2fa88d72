import { Copy, WandSparkles } from 'lucide-react';
import type { Template } from '../../../shared/content/templates.ts';
import { Button } from '../../components/ui/button.tsx';
import { copyPrompt, useOpenInGenerator } from './prompt-actions.ts';
import { SampleImage } from './sample-image.tsx';

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** One template: sample cover, title, description, its prompt with a copy icon, Copy Prompt and Use This Template. */
export function TemplateCard({ template, eager }: { template: Template; eager: boolean | 'first' }) {
  const openInGenerator = useOpenInGenerator();
  const titleId = `template-${template.slug}`;
  const copy = () => void copyPrompt(template.prompt);
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-card border border-line bg-ink-raised/70 transition-colors hover:border-line-strong"
    >
      <div className="aspect-square overflow-hidden">
        <SampleImage
          art={template.art}
          alt={`Sample cover made with the ${template.title} template`}
          sizes={CARD_SIZES}
          eager={eager}
          className="size-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-col gap-1.5">
          <h2 id={titleId} className="font-display text-xl font-bold tracking-tight">
            {template.title}
          </h2>
          <p className="text-sm leading-relaxed text-muted">{template.description}</p>
        </div>
        <div className="relative rounded-xl border border-line bg-ink/60 p-3 pr-12">
          <p className="font-mono text-xs leading-relaxed break-words text-paper/80">{template.prompt}</p>
          <button
            type="button"
            onClick={copy}
            aria-label={`Copy the ${template.title} prompt`}
            title="Copy prompt"
            className="absolute top-2 right-2 grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-white/5 hover:text-paper"
          >
            <Copy className="size-4" aria-hidden />
          </button>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2.5">
          <Button variant="secondary" size="sm" onClick={copy}>
            <Copy className="size-4" aria-hidden />
            Copy Prompt
            <span className="sr-only">{` for ${template.title}`}</span>
          </Button>
          <Button size="sm" onClick={() => openInGenerator(template.prompt)}>
            <WandSparkles className="size-4" aria-hidden />
            Use This Template
            <span className="sr-only">{` for ${template.title}`}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
