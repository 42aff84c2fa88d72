import { EyeOff, Heart, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { type GalleryItem } from '../../../shared/contracts/gallery.ts';
import { GALLERY_CARD_SIZES } from '../../../shared/contracts/gallery-page-html.ts';
import { ArtworkImage } from '../../components/artwork-image.tsx';
import type { LikeView } from './use-gallery.ts';

const count = new Intl.NumberFormat('en-US');

/** One artwork in the gallery grid: the cover, title, artist, genre, likes, and Unpublish on my own posts. */
export function GalleryCard({
  item,
  like,
  onLike,
  onUnpublish,
  onOpen,
  eager = false,
}: {
  item: GalleryItem;
  like: LikeView;
  onLike: () => void;
  onUnpublish: () => Promise<boolean>;
  /** Opens the cover in the larger view. */
  onOpen: () => void;
  /** The first row loads at once; the rest when scrolled near. */
  /** As SampleImage's: 'first' is fetched before everything else. */
  eager?: boolean | 'first';
}) {
  const [removing, setRemoving] = useState(false);
  const titleId = `gallery-item-${item.id}`;

  const unpublish = async () => {
    setRemoving(true);
    const removed = await onUnpublish();
    if (!removed) setRemoving(false);
  };

  return (
    <article
      aria-labelledby={titleId}
      className={`group flex h-full flex-col overflow-hidden rounded-card border bg-ink-raised/70 transition-colors ${
        item.mine ? 'border-ember/40' : 'border-line hover:border-line-strong'
      }`}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`View ${item.title} by ${item.artist}`}
        className="relative block aspect-square cursor-zoom-in overflow-hidden bg-ink-overlay focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ember"
      >
        <ArtworkImage
          src={item.imageUrl}
          sizes={GALLERY_CARD_SIZES}
          alt={`${item.title} by ${item.artist}`}
          eager={eager}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </button>
      <div className="flex flex-1 items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-display text-lg font-bold tracking-tight" title={item.title}>
            {item.title}
          </h3>
          <p className="truncate text-sm text-muted" title={item.artist}>
            {item.artist}
          </p>
          {/* Below the art, not on it: a cover's title and artist are often set in its top corner. */}
          <span className="mt-2.5 inline-flex rounded-full border border-line-strong px-2.5 py-0.5 text-xs font-semibold text-muted">
            {item.genre}
          </span>
        </div>
        <button
          type="button"
          aria-pressed={like.liked}
          onClick={onLike}
          className={`inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold tabular-nums transition-colors ${
            like.liked
              ? 'border-ember/60 bg-ember/15 text-paper'
              : 'border-line-strong text-muted hover:border-paper/50 hover:text-paper'
          }`}
        >
          <Heart className={`size-4 transition-colors ${like.liked ? 'fill-ember text-ember' : ''}`} aria-hidden />
          <span className="sr-only">{`Like ${item.title}, `}</span>
          <span data-like-count>{count.format(like.likes)}</span>
          <span className="sr-only">{like.likes === 1 ? ' like' : ' likes'}</span>
        </button>
      </div>
      {item.mine ? (
        <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-5">
          <span className="text-xs font-semibold tracking-wide text-ember uppercase">Your cover</span>
          <button
            type="button"
            onClick={() => void unpublish()}
            disabled={removing}
            className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-paper/85 transition-colors hover:bg-white/5 hover:text-paper disabled:opacity-50"
          >
            {removing ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <EyeOff className="size-4" aria-hidden />
            )}
            Unpublish
            <span className="sr-only">{` ${item.title}`}</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** A card-shaped placeholder while the first page loads. */
export function GalleryCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-card border border-line bg-ink-raised/70">
      <div className="aspect-square animate-pulse bg-ink-overlay" />
      <div className="flex items-start justify-between gap-3 p-4 sm:p-5">
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-5 w-2/3 animate-pulse rounded bg-ink-overlay" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-ink-overlay" />
          <div className="mt-1 h-6 w-14 animate-pulse rounded-full bg-ink-overlay" />
        </div>
        <div className="h-10 w-16 animate-pulse rounded-full bg-ink-overlay" />
      </div>
    </div>
  );
}
