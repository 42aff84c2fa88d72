import { countOf } from '../../../shared/plural.ts';
import { Images, LoaderCircle, Search, Sparkles } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  GALLERY_FIRST_PAGE,
  GALLERY_GENRES,
  PUBLISH_GENRES,
  type PublishGenre,
} from '../../../shared/contracts/gallery.ts';
import { GALLERY_EAGER_CARDS } from '../../../shared/contracts/gallery-page-html.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { CoverViewDialog } from './cover-view-dialog.tsx';
import { GalleryCard, GalleryCardSkeleton } from './gallery-card.tsx';
import { useGalleryActions, useGalleryList } from './use-gallery.ts';

/** docs/spec.md §2 'Gallery': the claims on the stats cards, word for word. */
const STATS = [
  { value: '10,000+', label: 'Album Covers Generated' },
  { value: '5,000+', label: 'Active Artists' },
  { value: '50+', label: 'Music Genres' },
] as const;

export const GALLERY_EMPTY_TEXT = 'No artworks found matching your criteria';
const SEARCH_DEBOUNCE_MS = 300;

function parseGenre(value: string | null): PublishGenre | null {
  return PUBLISH_GENRES.find((genre) => genre === value) ?? null;
}

/** The community gallery (/gallery, docs/spec.md §2, §4, §5): search and genre chips filter on the server. */
export function GalleryView() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const genre = parseGenre(params.get('genre'));
  const [text, setText] = useState(q);
  // The address changed from outside (a link to /gallery, Back): the box shows that search.
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if (text.trim() !== q) setText(q);
  }

  /**
   * Writes the filter to the address (replacing the entry, so Back leaves the page). Starts from the address as
   * it is now: a debounced search and a chip clicked meanwhile must not undo each other.
   */
  const setFilter = (change: { q?: string; genre?: PublishGenre | null }) => {
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  // The search runs once typing pauses.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => setFilter({ q: wanted }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // setFilter reads the address when it runs; only the typed text and the applied search matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);

  const onSearchSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter({ q: text.trim() });
  };

  // A chip applies a search still waiting for its pause too, so both change in one request.
  const chooseGenre = (chip: (typeof GALLERY_GENRES)[number]) =>
    setFilter({ q: text.trim(), genre: chip === 'All' ? null : chip });

  const list = useGalleryList({ q, genre });
  const { likeView, like, unpublish } = useGalleryActions();
  const { items } = list;
  const firstLoad = list.isPending;
  const failed = list.isError && !list.data;
  const updating = list.isPlaceholderData;
  const [viewing, setViewing] = useState<string | null>(null);
  const viewed = items.find((item) => item.id === viewing) ?? null;

  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[10%] size-[30rem] glow text-violet/10" />
        <div className="absolute -top-24 right-[8%] size-[26rem] glow text-ember/10" />
      </div>
      <div className="container-page py-14 sm:py-20">
        <header className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
            <Images className="size-4" aria-hidden />
            Community Gallery
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
            Covers from the community
          </h1>
          <p className="text-lg leading-relaxed text-muted text-pretty">
            Album art musicians made with Soundsleeve. Search by title or artist, pick a genre, and like the covers that
            move you.
          </p>
        </header>

        <div className="mt-10 flex flex-col items-center gap-5 sm:mt-12">
          <form role="search" onSubmit={onSearchSubmit} className="relative w-full max-w-xl">
            <label htmlFor="gallery-search" className="sr-only">
              Search artworks
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-subtle"
              aria-hidden
            />
            <input
              id="gallery-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search by title or artist..."
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className="h-12 w-full rounded-full border border-line-strong bg-ink-raised/80 pr-4 pl-12 text-base text-paper transition-colors placeholder:text-subtle hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60"
            />
          </form>
          <div role="group" aria-label="Filter by genre" className="flex flex-wrap justify-center gap-2">
            {GALLERY_GENRES.map((chip) => {
              const active = chip === 'All' ? genre === null : genre === chip;
              return (
                <button
                  key={chip}
                  type="button"
                  aria-pressed={active}
                  onClick={() => chooseGenre(chip)}
                  className={`h-10 rounded-full border px-4 text-sm font-semibold transition-colors ${
                    active
                      ? 'border-ember bg-ember text-ink'
                      : 'border-line-strong bg-ink-raised/60 text-paper/85 hover:border-paper/50 hover:text-paper'
                  }`}
                >
                  {chip}
                </button>
              );
            })}
          </div>
        </div>

        <p role="status" className="sr-only">
          {list.isFetching && !list.isFetchingNextPage
            ? 'Loading artworks…'
            : items.length > 0
              ? `Showing ${countOf(items.length, 'artwork')}`
              : ''}
        </p>

        <div className="mt-10 sm:mt-12">
          <h2 className="sr-only">Artworks</h2>
          {firstLoad ? (
            <ul aria-hidden className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
              {Array.from({ length: GALLERY_FIRST_PAGE }, (_, i) => (
                <li key={i}>
                  <GalleryCardSkeleton />
                </li>
              ))}
            </ul>
          ) : failed ? (
            <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-ink-raised/60 px-6 py-14 text-center">
              <p className="text-muted">We couldn’t load the gallery. Check your connection and try again.</p>
              <Button variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong px-6 py-16 text-center">
              <Search className="size-8 text-subtle" aria-hidden />
              <p className="text-lg font-medium text-paper">{GALLERY_EMPTY_TEXT}</p>
              <p className="text-sm text-muted">Try another search or genre.</p>
            </div>
          ) : (
            <ul
              aria-label="Artworks"
              aria-busy={updating}
              className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 lg:gap-6 ${updating ? 'opacity-60' : ''}`}
            >
              {items.map((item, index) => (
                <li key={item.id}>
                  <GalleryCard
                    item={item}
                    like={likeView(item)}
                    eager={index === 0 ? 'first' : index < GALLERY_EAGER_CARDS}
                    onLike={() => void like(item)}
                    onUnpublish={() => unpublish(item)}
                    onOpen={() => setViewing(item.id)}
                  />
                </li>
              ))}
            </ul>
          )}

          {list.hasNextPage && !updating && items.length > 0 ? (
            <div className="mt-10 flex flex-col items-center gap-3">
              <Button
                variant="secondary"
                size="lg"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
                Load More Artworks
              </Button>
              {list.isFetchNextPageError ? (
                <p className="text-sm text-danger">Couldn’t load more artworks. Please try again.</p>
              ) : null}
            </div>
          ) : null}
        </div>

        <aside
          aria-labelledby="gallery-publish"
          className="mt-16 flex flex-col items-start gap-5 rounded-card border border-line bg-ink-raised/70 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ember/15 text-ember">
              <Sparkles className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="gallery-publish" className="font-display text-xl font-bold">
                Made a cover you love?
              </h2>
              <p className="mt-1 text-muted">
                Sign in, generate, and choose Publish to gallery under your cover to share it here.
              </p>
            </div>
          </div>
          <ButtonLink to="/generate" size="lg" className="w-full sm:w-auto">
            Open the generator
          </ButtonLink>
        </aside>

        <ul aria-label="Gallery in numbers" className="mt-10 grid grid-cols-3 gap-3 sm:gap-6">
          {STATS.map((stat) => (
            <li
              key={stat.label}
              className="flex flex-col items-center gap-1 rounded-card border border-line bg-ink-raised/50 px-2 py-5 text-center sm:px-6 sm:py-8"
            >
              <span className="font-display text-xl font-bold tracking-tight text-paper sm:text-4xl">{stat.value}</span>
              <span className="text-xs font-medium text-muted sm:text-sm">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <CoverViewDialog
        item={viewed}
        like={viewed ? likeView(viewed) : null}
        onLike={() => viewed && void like(viewed)}
        onOpenChange={(open) => !open && setViewing(null)}
      />
    </section>
  );
}
