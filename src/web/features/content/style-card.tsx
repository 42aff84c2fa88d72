import { Copy, WandSparkles } from 'lucide-react';
import type { Style } from '../../../shared/content/styles.ts';
import { Button } from '../../components/ui/button.tsx';
import { copyPrompt, useOpenInGenerator } from './prompt-actions.ts';
import { SampleImage } from './sample-image.tsx';

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** One style preset: its sample cover, what it is, its prompt, Copy Prompt and Use This Style. */
export function StyleCard({ style, eager }: { style: Style; eager: boolean | 'first' }) {
  const openInGenerator = useOpenInGenerator();
  const titleId = `style-${style.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-card border border-line bg-ink-raised/70 transition-colors hover:border-line-strong"
    >
      <div className="aspect-square overflow-hidden">
        <SampleImage
          art={style.art}
          alt={`Sample cover in the ${style.name} style`}
          sizes={CARD_SIZES}
          eager={eager}
          className="size-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-col gap-1.5">
          <h2 id={titleId} className="font-display text-xl font-bold tracking-tight">
            {style.name}
          </h2>
          <p className="text-sm leading-relaxed text-muted">{style.description}</p>
        </div>
        <p className="rounded-xl border border-line bg-ink/60 p-3 font-mono text-xs leading-relaxed break-words text-paper/80">
          {style.prompt}
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2.5">
          <Button variant="secondary" size="sm" onClick={() => void copyPrompt(style.prompt)}>
            <Copy className="size-4" aria-hidden />
            Copy Prompt
            <span className="sr-only">{` for ${style.name}`}</span>
          </Button>
          <Button size="sm" onClick={() => openInGenerator(style.prompt)}>
            <WandSparkles className="size-4" aria-hidden />
            Use This Style
            <span className="sr-only">{` for ${style.name}`}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
