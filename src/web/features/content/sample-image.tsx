import { sampleImageUrl, type SampleArt } from '../../../shared/content/sample-art.ts';
import { ArtworkImage } from '../../components/artwork-image.tsx';

/** A piece of sample artwork, served by our own server (never another host) at the size its slot needs. */
export function SampleImage({
  art,
  className = '',
  ...image
}: {
  art: SampleArt;
  alt: string;
  /** The rendered width, as for `<img sizes>`. */
  sizes: string;
  eager?: boolean | 'first';
  className?: string;
}) {
  return (
    <ArtworkImage src={sampleImageUrl(art)} className={`bg-ink-overlay object-cover ${className}`.trim()} {...image} />
  );
}
