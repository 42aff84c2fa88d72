import * as Dialog from '@radix-ui/react-dialog';
import { Heart, Sparkles, X } from 'lucide-react';
import type { GalleryItem } from '../../../shared/contracts/gallery.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import type { LikeView } from './use-gallery.ts';

const count = new Intl.NumberFormat('en-US');

/**
 * A gallery cover seen large: its title, artist, genre and likes, and the idea behind it when its author shares
 * it, with 'Use this idea' to start a cover of one's own from it on /generate.
 */
export function CoverViewDialog({
  item,
  like,
  onLike,
  onOpenChange,
}: {
  item: GalleryItem | null;
  like: LikeView | null;
  onLike: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/80 backdrop-blur-sm" />
        {item && like ? (
          <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-ink-raised shadow-2xl focus:outline-none md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
            <img
              src={item.imageUrl}
              alt={`${item.title} by ${item.artist}`}
              width={1024}
              height={1024}
              className="aspect-square w-full bg-ink-overlay object-cover"
            />
            <div className="flex flex-col gap-5 p-6 sm:p-7">
              <div className="flex flex-col gap-1 pr-10">
                <span className="w-fit rounded-full border border-line px-2.5 py-1 text-xs font-semibold text-muted">
                  {item.genre}
                </span>
                <Dialog.Title className="mt-2 font-display text-3xl leading-tight font-bold tracking-tight break-words">
                  {item.title}
                </Dialog.Title>
                <Dialog.Description className="text-muted">{item.artist}</Dialog.Description>
              </div>
              <button
                type="button"
                aria-pressed={like.liked}
                onClick={onLike}
                className={`inline-flex h-11 w-fit items-center gap-2 rounded-full border px-4 text-sm font-semibold tabular-nums transition-colors ${
                  like.liked
                    ? 'border-ember/60 bg-ember/15 text-paper'
                    : 'border-line-strong text-muted hover:border-paper/50 hover:text-paper'
                }`}
              >
                <Heart className={`size-4 ${like.liked ? 'fill-ember text-ember' : ''}`} aria-hidden />
                <span>{`${count.format(like.likes)} ${like.likes === 1 ? 'like' : 'likes'}`}</span>
              </button>
              {item.idea ? (
                <div className="flex flex-col gap-3 rounded-2xl border border-line bg-ink/50 p-4">
                  <h3 className="text-xs font-semibold tracking-[0.18em] text-subtle uppercase">The idea</h3>
                  <p className="leading-relaxed break-words text-paper/90">{item.idea}</p>
                  <ButtonLink to="/generate" state={{ prompt: item.idea }} className="w-fit">
                    <Sparkles className="size-4" aria-hidden />
                    Use this idea
                  </ButtonLink>
                </div>
              ) : (
                <p className="text-sm text-muted">The artist keeps the idea behind this cover to themselves.</p>
              )}
            </div>
            <Dialog.Close
              className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-ink/60 text-paper hover:bg-ink/80"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
