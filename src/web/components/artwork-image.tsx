import { imageSrcSet } from '../../shared/contracts/image-size.ts';

/**
 * Square artwork served by our own server (sample art, gallery covers) at the size its slot needs: AVIF where the
 * browser takes it, WebP otherwise, each at 256–1024 px (shared/contracts/image-size.ts), so a phone loads a
 * tenth of the 1024² preview's bytes.
 */
export function ArtworkImage({
  src,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  /** The artwork's address (its 1024² WebP preview). */
  src: string;
  alt: string;
  /** The rendered width, as for `<img sizes>`. */
  sizes: string;
  /** Loaded at once (above the fold); 'first' also fetches it before everything else (the page's largest paint). */
  eager?: boolean | 'first';
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(src, 'avif')} sizes={sizes} />
      <img
        src={src}
        srcSet={imageSrcSet(src, 'webp')}
        sizes={sizes}
        alt={alt}
        width={1024}
        height={1024}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager === 'first' ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
