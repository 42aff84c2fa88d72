import { ImageIcon, LoaderCircle } from 'lucide-react';
import { forwardRef, useState, type ReactNode } from 'react';
import type { GeneratorPhase } from './use-cover-generator.ts';

const PHASE_TEXT: Record<Exclude<GeneratorPhase, 'idle'> | 'loading', string> = {
  refining: 'Refining your prompt…',
  rendering: 'Rendering your cover…',
  loading: 'Loading your cover…',
};

interface CoverPreviewProps {
  phase: GeneratorPhase;
  image: { src: string; alt: string } | null;
  /** Shown in the square instead of the image (the generation's versions to pick from). */
  grid?: ReactNode;
  className?: string;
}

/**
 * The square preview (docs/spec.md §2): a spinner while working, otherwise the image, or the placeholder
 * 'Your art will appear here'.
 */
export const CoverPreview = forwardRef<HTMLDivElement, CoverPreviewProps>(function CoverPreview(
  { phase, image, grid, className = '' },
  ref,
) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const working = phase !== 'idle';
  const loaded = image !== null && loadedSrc === image.src;
  if (grid && !working)
    return (
      <div
        ref={ref}
        className={`relative isolate aspect-square w-full scroll-mt-24 overflow-hidden rounded-card border border-line bg-ink-raised shadow-2xl ${className}`.trim()}
      >
        {grid}
      </div>
    );

  return (
    <div
      ref={ref}
      className={`relative isolate aspect-square w-full scroll-mt-24 overflow-hidden rounded-card border border-line bg-ink-raised shadow-2xl ${className}`.trim()}
    >
      {image && !working ? (
        <img
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={1024}
          height={1024}
          decoding="async"
          onLoad={() => setLoadedSrc(image.src)}
          onError={() => setLoadedSrc(image.src)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-500 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      ) : null}
      {working || (image && !loaded) ? (
        <div role="status" className="absolute inset-0 isolate grid place-items-center bg-ink-raised">
          <PreviewBackdrop />
          <div className="flex flex-col items-center gap-4 text-center">
            <LoaderCircle className="size-12 animate-spin text-ember" aria-hidden />
            <p className="font-medium text-paper">{PHASE_TEXT[working ? phase : 'loading']}</p>
          </div>
        </div>
      ) : image ? null : (
        <div className="absolute inset-0 grid place-items-center p-8 text-center">
          <PreviewBackdrop />
          <div className="flex flex-col items-center gap-4">
            <span className="grid size-16 place-items-center rounded-full border border-line-strong bg-ink/70 text-muted">
              <ImageIcon className="size-7" aria-hidden />
            </span>
            <p className="font-display text-lg font-medium text-paper/90">Your art will appear here</p>
          </div>
        </div>
      )}
    </div>
  );
});

/** Grooves of a record behind the placeholder and the spinner. */
function PreviewBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 grid place-items-center">
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_91_58/0.12),transparent_55%),radial-gradient(circle_at_75%_80%,rgb(167_139_250/0.12),transparent_50%)]" />
      {['w-[92%]', 'w-[76%]', 'w-[60%]', 'w-[44%]'].map((width) => (
        <div key={width} className={`absolute aspect-square rounded-full border border-line/70 ${width}`} />
      ))}
    </div>
  );
}
