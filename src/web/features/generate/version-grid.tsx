import { Check, LoaderCircle } from 'lucide-react';
import { formatSeed } from '../../lib/cover-seed.ts';
import type { CoverVersions } from './use-cover-generator.ts';

interface VersionGridProps {
  versions: CoverVersions;
  /** The idea, for the images' text alternatives (the picked version's is the cover's own). */
  prompt: string;
  picking: number | null;
  onPick: (index: number) => void;
}

/**
 * The versions one generation drew, 2 × 2 in the preview's square: each shows as soon as it is drawn, the cover's
 * is marked, and choosing another makes it the cover (no credit: the generation paid for all of them).
 */
export function VersionGrid({ versions, prompt, picking, onPick }: VersionGridProps) {
  const count = Math.max(versions.expected, versions.candidates.length);
  return (
    <ul aria-label="Versions of this cover" className="absolute inset-0 grid grid-cols-2 grid-rows-2 gap-1 bg-ink p-1">
      {Array.from({ length: count }, (_, index) => {
        const candidate = versions.candidates.find((c) => c.index === index);
        const picked = versions.picked === index;
        return (
          <li key={index} className="relative min-h-0 overflow-hidden rounded-[calc(var(--radius-card)-0.25rem)]">
            {candidate ? (
              <button
                type="button"
                aria-pressed={picked}
                aria-label={`Version ${index + 1} of ${count}, seed ${formatSeed(candidate)}${picked ? ': your cover' : ''}`}
                disabled={picking !== null}
                onClick={() => onPick(index)}
                className="group relative block size-full focus-visible:outline-none"
              >
                <img
                  src={candidate.imageUrl}
                  alt={
                    picked
                      ? `Album cover generated from: ${prompt}`
                      : `Version ${index + 1} of the cover for: ${prompt}`
                  }
                  width={1024}
                  height={1024}
                  decoding="async"
                  className="size-full object-cover transition-opacity group-hover:opacity-90 group-focus-visible:opacity-90"
                />
                {/* The frame goes over the picture (a ring on the button would be painted under it). */}
                <span
                  aria-hidden
                  className={`pointer-events-none absolute inset-0 rounded-[inherit] ring-inset ${picked ? 'ring-4 ring-ember' : 'group-focus-visible:ring-4 group-focus-visible:ring-paper'}`}
                />
                {/* Small and at the foot, where they hide the least of the art (titles mostly sit at the top). */}
                <span
                  aria-hidden
                  className="absolute bottom-1.5 left-1.5 grid size-6 place-items-center rounded-full bg-ink/80 text-xs font-semibold text-paper tabular-nums"
                >
                  {index + 1}
                </span>
                {picked ? (
                  <span
                    aria-hidden
                    className="absolute right-1.5 bottom-1.5 grid size-6 place-items-center rounded-full bg-ember text-ink"
                  >
                    <Check className="size-4" strokeWidth={3} />
                  </span>
                ) : picking === index ? (
                  <span className="absolute inset-0 grid place-items-center bg-ink/50">
                    <LoaderCircle className="size-8 animate-spin text-ember" aria-hidden />
                  </span>
                ) : null}
              </button>
            ) : (
              <div role="status" className="grid size-full place-items-center bg-ink-raised text-center">
                <div className="flex flex-col items-center gap-2">
                  <LoaderCircle className="size-7 animate-spin text-ember" aria-hidden />
                  <p className="text-xs font-medium text-muted">Drawing version {index + 1}…</p>
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
