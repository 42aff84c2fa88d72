import { Check, EqualApproximately, EyeOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { IdeaPart } from '../../shared/contracts/scene-brief.ts';

interface IdeaPartsProps {
  parts: readonly IdeaPart[];
  /** The list's heading, e.g. 'How your idea will be drawn'. */
  title: string;
  /** Shown under the heading in a smaller type. */
  note?: ReactNode;
  /** The parts belong to an idea that has since changed: shown faded until the new ones arrive. */
  stale?: boolean;
  /** The heading's level in the page outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * How the cover draws each part of the idea (the refiner's report): drawn as written, approximated as something
 * near ("marlin → drawn as a fish"), or not drawn at all. Nothing the person wrote is dropped silently.
 */
export function IdeaParts({ parts, title, note, stale = false, headingLevel = 'h2', className = '' }: IdeaPartsProps) {
  const id = useId();
  const Heading = headingLevel;
  if (parts.length === 0) return null;
  const approximate = parts.filter((p) => p.how === 'approximate').length;
  const dropped = parts.filter((p) => p.how === 'dropped').length;
  const summary = [
    approximate > 0 ? `${approximate} approximated` : null,
    dropped > 0 ? `${dropped} not drawn` : null,
  ].filter(Boolean);
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={stale || undefined}
      data-testid="idea-parts"
      className={`flex flex-col gap-2.5 transition-opacity ${stale ? 'opacity-50' : ''} ${className}`.trim()}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading id={`${id}-title`} className="text-xs font-medium tracking-wide text-subtle uppercase">
          {title}
        </Heading>
        <p className="text-xs text-subtle">{summary.length > 0 ? summary.join(' · ') : 'All drawn as written'}</p>
      </div>
      {note && <p className="-mt-1 text-xs text-muted">{note}</p>}
      <ul aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
        {parts.map((part, i) => (
          <li key={`${i}-${part.phrase}-${part.how}`} className="max-w-full min-w-0">
            <PartChip part={part} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const CHIP = 'inline-flex max-w-full items-start gap-1.5 rounded-2xl border px-3 py-1.5 text-sm leading-snug';

function PartChip({ part }: { part: IdeaPart }) {
  if (part.how === 'exact') {
    return (
      <span className={`${CHIP} border-line-strong bg-ink text-paper`} title={part.as || undefined}>
        <Check className="mt-0.5 size-3.5 shrink-0 text-lime" aria-hidden />
        <span className="min-w-0 break-words">
          {part.phrase}
          <span className="sr-only">: drawn as written</span>
        </span>
      </span>
    );
  }
  if (part.how === 'approximate') {
    return (
      <span className={`${CHIP} border-violet/45 bg-violet/10 text-paper`}>
        <EqualApproximately className="mt-0.5 size-3.5 shrink-0 text-violet" aria-hidden />
        <span className="min-w-0 break-words">
          {part.phrase ? (
            <>
              {part.phrase}
              <span aria-hidden className="text-violet">
                {' → '}
              </span>
              <span className="sr-only">: </span>
              <span className="text-muted">drawn as {part.as}</span>
            </>
          ) : (
            <span className="text-muted">Drawn as {part.as}</span>
          )}
        </span>
      </span>
    );
  }
  return (
    <span className={`${CHIP} border-dashed border-line-strong text-muted`}>
      <EyeOff className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">
        not drawn: <span className="text-paper/80">{part.phrase}</span>
      </span>
    </span>
  );
}
