import { sampleImageUrl, type SampleArt } from '../../../shared/content/sample-art.ts';

/**
 * A piece of sample artwork, served by our own server (never another host). The 256² thumbnail is offered for
 * small slots, the 1024² preview for the rest.
 */
export function SampleImage({
  art,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  art: SampleArt;
  alt: string;
  /** The rendered width, as for `<img sizes>`. */
  sizes: string;
  /** Loaded at once (above the fold); 'first' also fetches it before everything else (the page's largest paint). */
  eager?: boolean | 'first';
  className?: string;
}) {
  const preview = sampleImageUrl(art);
  return (
    <img
      src={preview}
      srcSet={`${sampleImageUrl(art, 'thumbnail')} 256w, ${preview} 1024w`}
      sizes={sizes}
      alt={alt}
      width={1024}
      height={1024}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager === 'first' ? 'high' : undefined}
      decoding="async"
      className={`bg-ink-overlay object-cover ${className}`.trim()}
    />
  );
}
