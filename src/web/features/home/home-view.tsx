import { ArrowRight, Gift, Play, Sparkles, Wand2, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, SECONDARY_TAGLINE, TAGLINE } from '../../../shared/brand.ts';
import { SIGNUP_FREE_CREDITS } from '../../../shared/constants.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ArtworkImage } from '../../components/artwork-image.tsx';
import { useAuth } from '../auth/index.ts';
import { HOME_COVER_COUNT, useCommunityCovers, type CommunityCover } from './community-covers.ts';

/** The keyword pills: each opens the generator with its idea in the Prompt box (navigation state). */
const KEYWORDS: readonly { label: string; idea: string }[] = [
  {
    label: 'Synthwave',
    idea: 'Neon synthwave sunset over a glowing grid, retro 80s night drive, titled "Night Drive"',
  },
  { label: 'Lo-Fi', idea: 'Rainy window at night, warm lamplight, cosy lo-fi beats, soft film grain' },
  { label: 'Dark Techno', idea: 'Red and black warehouse rave, smoke and strobe light, dark techno' },
  { label: 'Indie Folk', idea: 'Misty pine forest at dawn, indie folk, muted greens and gold' },
  { label: 'Jazz', idea: 'A golden saxophone under a single spotlight, smoky jazz club' },
  { label: 'Dream Pop', idea: 'Pastel clouds and a floating moon, dreamy pop, soft pink and lilac' },
  { label: 'Hip Hop', idea: 'City skyline at night with gold lights, confident hip hop, titled "Crown"' },
  { label: 'Ambient', idea: 'A calm sea under a starfield, ambient, deep blue and silver' },
  { label: 'Doom Metal', idea: 'Eclipse over a black sea, doom metal, titled "Umbra"' },
  { label: 'Vaporwave', idea: 'Pink and teal sunset grid with palm trees, vaporwave, glitch textures' },
  { label: 'Desert Rock', idea: 'Desert highway at golden hour, road trip rock, warm dust' },
  { label: 'Classical', idea: 'Grand piano in an empty candlelit hall, classical, warm gold' },
];

/** Home (/, docs/spec.md §2): hero, keyword pills, the community grid and two promo sections. */
export function HomeView() {
  return (
    <>
      <Hero />
      <CommunityGrid />
      <Promos />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[40rem]">
        <div className="absolute -top-40 left-[6%] size-[34rem] glow text-ember/15" />
        <div className="absolute -top-16 right-[4%] size-[30rem] glow text-violet/15" />
      </div>
      <div className="container-page flex flex-col items-center pt-16 pb-12 text-center sm:pt-24 sm:pb-16">
        <p className="flex items-center gap-2 rounded-full border border-line-strong bg-ink-raised/70 px-4 py-1.5 text-sm font-medium text-paper/90">
          <Sparkles className="size-4 text-ember" aria-hidden />
          Album cover art from a written idea
        </p>
        <h1
          id="home-title"
          className="mt-6 max-w-4xl font-display text-5xl leading-[1.02] font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl"
        >
          {PRODUCT_NAME}{' '}
          <span className="bg-gradient-to-r from-ember via-ember-strong to-violet bg-clip-text text-transparent">
            Art Generator
          </span>
        </h1>
        <p className="mt-6 font-display text-2xl font-bold text-paper sm:text-3xl">{TAGLINE}</p>
        <p className="mt-2 text-lg text-muted">{SECONDARY_TAGLINE}</p>
        <p className="mt-4 max-w-xl leading-relaxed text-muted text-pretty">
          Describe the mood, colours and scene of your release. We refine your words into a detailed prompt and render a
          square cover ready for Spotify, Apple Music and Bandcamp.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/generate" size="lg">
            <Wand2 className="size-5" aria-hidden />
            Generate Album Art
          </ButtonLink>
          <ButtonLink to="/demo" size="lg" variant="secondary">
            <Play className="size-5" aria-hidden />
            Try Demo
          </ButtonLink>
        </div>

        <div className="mt-12 flex w-full flex-col items-center gap-3 sm:mt-14">
          <p id="home-keywords" className="text-xs font-semibold tracking-[0.18em] text-subtle uppercase">
            Start from an idea
          </p>
          <ul
            aria-labelledby="home-keywords"
            className="-mx-5 flex w-[calc(100%+2.5rem)] snap-x gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:w-full sm:max-w-4xl sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0"
          >
            {KEYWORDS.map((keyword) => (
              <li key={keyword.label} className="shrink-0 snap-start">
                <Link
                  to="/generate"
                  state={{ prompt: keyword.idea }}
                  title={keyword.idea}
                  className="inline-flex h-10 items-center rounded-full border border-line-strong bg-ink-raised/70 px-4 text-sm font-medium whitespace-nowrap text-paper/90 transition-colors hover:border-ember/70 hover:text-paper"
                >
                  {keyword.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function CommunityGrid() {
  const { data, isPending, isError, refetch } = useCommunityCovers();
  return (
    <section aria-labelledby="home-community" className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-community" className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
            Made by the community
          </h2>
          <p className="mt-2 text-muted">Fresh covers musicians published to the gallery.</p>
        </div>
        <Link
          to="/gallery"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ember underline-offset-4 hover:text-ember-strong hover:underline"
        >
          View the gallery
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>

      {isPending ? (
        <ul
          aria-hidden
          className="mt-8 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-4 sm:gap-y-6 lg:grid-cols-4"
        >
          {Array.from({ length: HOME_COVER_COUNT }, (_, i) => (
            <li key={i} className="aspect-square animate-pulse rounded-2xl bg-ink-raised" />
          ))}
        </ul>
      ) : isError ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-card border border-line bg-ink-raised/60 px-6 py-12 text-center">
          <p className="text-muted">We couldn’t load the community covers.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-line-strong px-6 py-12 text-center text-muted">
          No covers have been published yet. Be the first: generate a cover and publish it to the gallery.
        </p>
      ) : (
        <ul
          aria-label="Community covers"
          className="mt-8 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-4 sm:gap-y-6 lg:grid-cols-4"
        >
          {data.map((cover, index) => (
            <li key={cover.id}>
              <CoverTile cover={cover} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CoverTile({ cover, eager }: { cover: CommunityCover; eager: boolean }) {
  return (
    <figure className="group flex flex-col gap-2.5">
      <div className="aspect-square overflow-hidden rounded-2xl border border-line bg-ink-raised">
        <ArtworkImage
          src={cover.imageUrl}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw"
          alt={`${cover.title} by ${cover.artist}`}
          eager={eager}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
        />
      </div>
      <figcaption aria-hidden className="min-w-0 px-0.5">
        <span className="block truncate text-sm font-semibold text-paper">{cover.title}</span>
        <span className="block truncate text-xs text-muted">{cover.artist}</span>
      </figcaption>
    </figure>
  );
}

function Promos() {
  const { loading, user } = useAuth();
  const signedIn = !loading && user !== null;
  return (
    <section aria-label="Get started" className="container-page grid gap-5 pt-4 pb-16 md:grid-cols-2 md:gap-6 sm:pb-24">
      <article
        aria-labelledby="promo-start"
        className="relative isolate flex flex-col items-start gap-4 overflow-hidden rounded-card border border-ember/30 bg-ink-raised/80 p-7 sm:p-9"
      >
        <div aria-hidden className="absolute -top-24 -right-16 -z-10 size-72 glow text-ember/15" />
        <span className="grid size-12 place-items-center rounded-2xl bg-ember/15 text-ember">
          <Gift className="size-6" aria-hidden />
        </span>
        <h2 id="promo-start" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {signedIn ? 'Your next cover is waiting' : 'Your first covers are on us'}
        </h2>
        <p className="leading-relaxed text-muted">
          {signedIn
            ? 'You are signed in. Open the generator and turn your next release into a cover, downloadable at 3000 × 3000.'
            : `Create an account and get ${SIGNUP_FREE_CREDITS} free credits. Every cover downloads at 3000 × 3000, ready for every streaming platform.`}
        </p>
        <ButtonLink to={signedIn ? '/generate' : '/signup'} size="lg" className="mt-auto">
          {signedIn ? 'Start Creating' : 'Get Started Free'}
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </article>
      <article
        aria-labelledby="promo-tools"
        className="relative isolate flex flex-col items-start gap-4 overflow-hidden rounded-card border border-violet/30 bg-ink-raised/80 p-7 sm:p-9"
      >
        <div aria-hidden className="absolute -top-24 -right-16 -z-10 size-72 glow text-violet/15" />
        <span className="grid size-12 place-items-center rounded-2xl bg-violet/15 text-violet">
          <Wrench className="size-6" aria-hidden />
        </span>
        <h2 id="promo-tools" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          More tools for your release
        </h2>
        <p className="leading-relaxed text-muted">
          Prompt Studio, the Album Mockup Builder, the Color Tone Assistant and more helpers for getting your release
          out the door.
        </p>
        <ButtonLink to="/tools" size="lg" variant="secondary" className="mt-auto">
          Explore Tools
          <ArrowRight className="size-5" aria-hidden />
        </ButtonLink>
      </article>
    </section>
  );
}
