import { Palette, Share2, Trash2, WandSparkles } from 'lucide-react';
import type { CustomStyle } from '../../../shared/contracts/custom-styles.ts';
import { styleSummary } from '../../../shared/style-summary.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';

/** The Generate page with a style chosen. */
export const styleHref = (style: Pick<CustomStyle, 'id'>) => `/generate?style=${encodeURIComponent(style.id)}`;

/**
 * One custom style: the cover that shows it, its name, who made it, its pattern and what it keeps; Use This Style,
 * and for its owner sharing and deleting.
 */
export function CustomStyleCard({
  style,
  onShare,
  onDelete,
  busy = false,
}: {
  style: CustomStyle;
  onShare?: (shared: boolean) => void;
  onDelete?: () => void;
  busy?: boolean;
}) {
  const titleId = `custom-style-${style.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-card border border-line bg-ink-raised/70"
    >
      <div className="aspect-square overflow-hidden bg-ink">
        {style.imageUrl ? (
          <img
            src={style.imageUrl}
            alt={`Cover in the ${style.name} style`}
            loading="lazy"
            decoding="async"
            width={1024}
            height={1024}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-subtle">
            <Palette className="size-10" aria-hidden />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="font-display text-lg font-bold tracking-tight">
            {style.name}
          </h3>
          <p className="text-xs text-subtle">
            {style.mine ? (style.shared ? 'Yours · shared on this page' : 'Yours · private') : `By ${style.author}`}
          </p>
        </div>
        <p className="text-sm text-muted">{styleSummary(style)}</p>
        <p className="rounded-xl border border-line bg-ink/60 p-3 font-mono text-xs leading-relaxed break-words text-paper/80">
          {style.pattern}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <ButtonLink to={styleHref(style)} size="sm">
            <WandSparkles className="size-4" aria-hidden />
            Use This Style
            <span className="sr-only">{` for ${style.name}`}</span>
          </ButtonLink>
          {onShare && (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onShare(!style.shared)}>
              <Share2 className="size-4" aria-hidden />
              {style.shared ? 'Stop sharing' : 'Share'}
              <span className="sr-only">{` ${style.name}`}</span>
            </Button>
          )}
          {onDelete && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden />
              Delete
              <span className="sr-only">{` ${style.name}`}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
