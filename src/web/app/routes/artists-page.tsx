import { Images, MicVocal, Sparkles } from 'lucide-react';
import { ARTISTS } from '../../../shared/content/artists.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ArtistCard } from '../../features/content/artist-card.tsx';
import { ContentPage, PageHero } from '../../features/content/page-hero.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Artists (/artists, docs/spec.md §2): six featured artists and a call to action. */
export default function ArtistsPage() {
  usePageTitle('Artists');
  return (
    <ContentPage>
      <PageHero
        eyebrow="Featured Artists"
        icon={MicVocal}
        title="Artists who found their look"
        lead="Six acts from the Soundsleeve gallery, six very different sounds — and the covers that go with them."
      />

      <div className="mt-14 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-8">
        {ARTISTS.map((artist, i) => (
          <ArtistCard key={artist.slug} artist={artist} eager={i === 0 ? 'first' : i < 3} />
        ))}
      </div>

      <aside
        aria-labelledby="artists-cta"
        className="relative mt-16 overflow-hidden rounded-card border border-line bg-ink-raised/70 px-6 py-12 text-center sm:px-10 md:mt-20"
      >
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -bottom-32 left-1/2 size-[28rem] -translate-x-1/2 glow text-ember/10" />
        </div>
        <h2 id="artists-cta" className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your cover could be next
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Turn your sound into art: describe your idea, generate your cover, then publish it to the gallery for other
          artists to discover.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/generate" size="lg">
            <Sparkles className="size-4" aria-hidden />
            Create Your Cover
          </ButtonLink>
          <ButtonLink to="/gallery" size="lg" variant="secondary">
            <Images className="size-4" aria-hidden />
            Browse the Gallery
          </ButtonLink>
        </div>
      </aside>
    </ContentPage>
  );
}
