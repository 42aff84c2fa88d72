import { Headphones, Share2 } from 'lucide-react';
import type { Artist } from '../../../shared/content/artists.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SampleImage } from './sample-image.tsx';
import { shareLink } from './share.ts';

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** One featured artist: cover, avatar, name, genre, tagline, Listen (their covers in the gallery) and share. */
export function ArtistCard({ artist, eager }: { artist: Artist; eager: boolean | 'first' }) {
  const titleId = `artist-${artist.slug}-name`;
  const hintId = `artist-${artist.slug}-listen`;
  const share = () =>
    void shareLink({
      title: `${artist.name} on Soundsleeve`,
      text: `${artist.name} (${artist.genre}): ${artist.tagline}`,
      url: `${window.location.origin}/artists#${artist.slug}`,
    });
  return (
    <article
      id={artist.slug}
      aria-labelledby={titleId}
      className="group flex scroll-mt-24 flex-col overflow-hidden rounded-card border border-line bg-ink-raised/70 transition-colors hover:border-line-strong"
    >
      <div className="aspect-square overflow-hidden">
        <SampleImage
          art={artist.cover}
          alt={`Cover art by ${artist.name}`}
          sizes={CARD_SIZES}
          eager={eager}
          className="size-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="relative flex flex-1 flex-col gap-4 p-5 pt-0">
        <div className="-mt-9 flex items-end justify-between gap-3">
          <SampleImage
            art={artist.avatar}
            alt=""
            sizes="72px"
            eager={Boolean(eager)}
            className="size-18 shrink-0 rounded-full border-4 border-ink-raised"
          />
          <span className="mb-1 rounded-full border border-ember/40 bg-ember/10 px-3 py-1 text-xs font-semibold text-paper">
            {artist.genre}
          </span>
        </div>
        <div className="flex flex-col gap-1.5">
          <h2 id={titleId} className="font-display text-xl font-bold tracking-tight">
            {artist.name}
          </h2>
          <p className="text-sm leading-relaxed text-muted">{artist.tagline}</p>
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <div className="flex gap-2.5">
            <ButtonLink to={artist.link} size="sm" className="flex-1" aria-describedby={hintId}>
              <Headphones className="size-4" aria-hidden />
              Listen
              <span className="sr-only">{` to ${artist.name}`}</span>
            </ButtonLink>
            <Button
              variant="secondary"
              size="sm"
              className="w-11 px-0"
              onClick={share}
              aria-label={`Share ${artist.name}`}
            >
              <Share2 className="size-4" aria-hidden />
            </Button>
          </div>
          <p id={hintId} className="text-xs text-subtle">
            Opens their covers in the gallery.
          </p>
        </div>
      </div>
    </article>
  );
}
