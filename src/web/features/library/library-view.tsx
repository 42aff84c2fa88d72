import * as Dialog from '@radix-ui/react-dialog';
import { Download, FolderOpen, LoaderCircle, PenLine, Sparkles, Star, Trash2 } from 'lucide-react';
import { editorPath } from '../../../shared/routes.ts';
import { useState, type ReactNode } from 'react';
import {
  GENERATION_TOGGLES,
  TOGGLE_LABELS,
  type Generation,
  type GenerationToggle,
} from '../../../shared/contracts/generation.ts';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { SelectBox } from '../../components/ui/select-box.tsx';
import { useAddressSearch } from '../../lib/use-address-search.ts';
import { downloadUrl, shownImages, useProviders } from '../../lib/generations.ts';
import { formatSeed } from '../../lib/cover-seed.ts';
import type { LibraryFilter } from './library-api.ts';
import { useLibrary, useLibraryActions } from './use-library.ts';

/** What drew a cover, as people know it (generations.engine): every engine a cover may name, configured now or not. */
const ENGINE_LABELS: Record<string, string> = {
  builtin: 'Soundsleeve engine',
  openai: 'OpenAI',
  lovable: 'Lovable',
  luma: 'Luma',
};
const engineLabel = (name: string) => ENGINE_LABELS[name] ?? name;

/**
 * The engines the Engine filter offers: those that back a look on this server (GET /api/providers; the built-in
 * engine, the default, always), and the one the address names. With only one there is nothing to
 * choose, and the filter is not shown.
 */
function useEngineChoices(chosen: string | null): string[] {
  const providers = useProviders();
  const names = new Set(['builtin', ...(providers.data?.providers.map((p) => p.engine) ?? [])]);
  if (chosen) names.add(chosen);
  return [...names];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The filter the address holds (?q, look, engine, published, favourites), so Back and a reload keep it. */
function filterOf(params: URLSearchParams): LibraryFilter {
  const look = params.get('look');
  const engine = params.get('engine');
  const published = params.get('published');
  return {
    q: (params.get('q') ?? '').trim(),
    provider: GENERATION_TOGGLES.find((t) => t === look) ?? null,
    engine: engine && /^[a-z0-9-]{1,32}$/.test(engine) ? engine : null,
    published: published === 'yes' ? true : published === 'no' ? false : null,
    favourite: params.get('favourites') === 'yes',
  };
}

/**
 * Every cover I made (a guest: this browser's), newest first, with the idea, look, engine, seed and date: search,
 * filters, favourites, and from each cover open it in the generator (vary, publish), download it or delete it.
 */
export function LibraryView() {
  const { params, text, setText, setFilter, onSubmit: onSearch } = useAddressSearch();
  const filter = filterOf(params);

  const list = useLibrary(filter);
  const engines = useEngineChoices(filter.engine);
  const { favourite, remove, deleting } = useLibraryActions();
  const [confirming, setConfirming] = useState<Generation | null>(null);
  const filtered = Boolean(
    filter.q || filter.provider || filter.engine || filter.published !== null || filter.favourite,
  );

  return (
    <section className="container-page py-12 sm:py-16">
      <header className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
          <FolderOpen className="size-4" aria-hidden />
          Library
        </p>
        <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight sm:text-5xl">Your covers</h1>
        <p className="max-w-2xl text-muted">
          Every cover you made, newest first. Open one to vary, publish or download it.
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-end">
        <SearchBox
          id="library-search"
          label="Search your covers"
          value={text}
          onChange={setText}
          onSubmit={onSearch}
          placeholder="Search by idea, title or artist..."
          maxLength={200}
          className="lg:max-w-sm"
        />
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
          <FilterSelect
            id="library-look"
            label="Look"
            value={filter.provider ?? ''}
            onChange={(value) => setFilter({ look: value || null })}
          >
            <option value="">All looks</option>
            {GENERATION_TOGGLES.map((t: GenerationToggle) => (
              <option key={t} value={t}>
                {TOGGLE_LABELS[t]}
              </option>
            ))}
          </FilterSelect>
          {engines.length > 1 && (
            <FilterSelect
              id="library-engine"
              label="Engine"
              value={filter.engine ?? ''}
              onChange={(value) => setFilter({ engine: value || null })}
            >
              <option value="">All engines</option>
              {engines.map((name) => (
                <option key={name} value={name}>
                  {engineLabel(name)}
                </option>
              ))}
            </FilterSelect>
          )}
          <FilterSelect
            id="library-published"
            label="Gallery"
            value={filter.published === null ? '' : filter.published ? 'yes' : 'no'}
            onChange={(value) => setFilter({ published: value || null })}
          >
            <option value="">Published or not</option>
            <option value="yes">Published</option>
            <option value="no">Not published</option>
          </FilterSelect>
          <button
            type="button"
            aria-pressed={filter.favourite}
            onClick={() => setFilter({ favourites: filter.favourite ? null : 'yes' })}
            className={`inline-flex h-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
              filter.favourite
                ? 'border-ember bg-ember/15 text-paper'
                : 'border-line-strong bg-ink-raised/60 text-paper/85 hover:border-paper/50'
            }`}
          >
            <Star className={`size-4 ${filter.favourite ? 'fill-ember text-ember' : ''}`} aria-hidden />
            Favourites
          </button>
        </div>
      </div>

      <div aria-live="polite" aria-busy={list.isPending || list.isPlaceholderData} className="mt-8">
        {list.isPending ? (
          <p className="flex items-center gap-2 text-muted">
            <LoaderCircle className="size-5 animate-spin" aria-hidden /> Loading your covers…
          </p>
        ) : list.isError && !list.data ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted">Your covers could not be loaded.</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.items.length === 0 ? (
          <EmptyLibrary filtered={filtered} />
        ) : (
          <ul
            aria-label="Your covers"
            className={`grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.items.map((item) => (
              <LibraryCard
                key={item.id}
                item={item}
                onFavourite={() => void favourite(item)}
                onDelete={() => setConfirming(item)}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
              Load More
            </Button>
          </div>
        )}
      </div>

      <DeleteDialog
        item={confirming}
        busy={confirming !== null && deleting === confirming.id}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming && (await remove(confirming))) setConfirming(null);
        }}
      />
    </section>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-subtle uppercase">
        {label}
      </label>
      <SelectBox id={id} value={value} onChange={(e) => onChange(e.target.value)} className="sm:w-auto">
        {children}
      </SelectBox>
    </div>
  );
}

/** One cover: the picture, what it is, and what can be done with it. */
function LibraryCard({
  item,
  onFavourite,
  onDelete,
}: {
  item: Generation;
  onFavourite: () => void;
  onDelete: () => void;
}) {
  const { title, artist } = item.brief ?? {};
  const { imageUrl, thumbnailUrl } = shownImages(item);
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-ink-raised/70">
      <div className="relative">
        <img
          src={thumbnailUrl ?? ''}
          srcSet={imageUrl && thumbnailUrl ? `${thumbnailUrl} 256w, ${imageUrl} 1024w` : undefined}
          sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 30vw, (min-width: 480px) 45vw, 90vw"
          alt={`Album cover generated from: ${item.prompt}`}
          width={1024}
          height={1024}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-ink-overlay object-cover"
        />
        <button
          type="button"
          aria-pressed={item.favourite}
          aria-label={`Favourite: ${item.prompt}`}
          onClick={onFavourite}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-ink/70 text-paper backdrop-blur transition-colors hover:bg-ink"
        >
          <Star className={`size-5 ${item.favourite ? 'fill-ember text-ember' : ''}`} aria-hidden />
        </button>
        {item.galleryPostId && (
          <span className="absolute top-3 left-3 rounded-full bg-ink/70 px-2.5 py-1 text-xs font-semibold text-paper backdrop-blur">
            Published
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {(title || artist) && (
          <p className="truncate font-display font-bold">{[title, artist].filter(Boolean).join(' · ')}</p>
        )}
        <p className="line-clamp-2 text-sm text-paper/90" title={item.prompt}>
          {item.prompt}
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-muted">
          <dt>Look</dt>
          <dd className="truncate text-paper/80">
            {TOGGLE_LABELS[item.provider]}
            {item.variation ? ` · ${item.variation} variation` : ''}
          </dd>
          <dt>Engine</dt>
          <dd className="truncate text-paper/80">{engineLabel(item.engine ?? 'builtin')}</dd>
          <dt>Seed</dt>
          <dd className="truncate font-mono text-paper/80 tabular-nums">{formatSeed(item)}</dd>
          <dt>Made</dt>
          <dd className="text-paper/80">
            <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <ButtonLink
            to={`/generate?cover=${encodeURIComponent(item.id)}`}
            variant="secondary"
            aria-label={`Open in the generator: ${item.prompt}`}
          >
            Open
          </ButtonLink>
          <ButtonLink
            to={editorPath(item.id)}
            variant="secondary"
            aria-label={`Edit text, fonts and colour: ${item.prompt}`}
          >
            <PenLine className="size-4" aria-hidden /> Edit
          </ButtonLink>
          <ButtonAnchor
            href={downloadUrl(item.id, 'jpeg')}
            download
            variant="secondary"
            aria-label={`Download JPEG (3000×3000): ${item.prompt}`}
          >
            <Download className="size-4" aria-hidden /> JPEG
          </ButtonAnchor>
          <Button
            variant="ghost"
            onClick={onDelete}
            aria-label={`Delete: ${item.prompt}`}
            className="ml-auto px-3 text-muted hover:text-danger"
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}

function EmptyLibrary({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line-strong px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-ember/15 text-ember">
        <Sparkles className="size-6" aria-hidden />
      </span>
      <div>
        <p className="font-display text-lg font-bold">{filtered ? 'No covers match' : 'No covers yet'}</p>
        <p className="mt-1 text-sm text-muted">
          {filtered ? 'Try other words, or clear a filter.' : 'Every cover you make shows up here, newest first.'}
        </p>
      </div>
      {!filtered && <ButtonLink to="/generate">Start Creating</ButtonLink>}
    </div>
  );
}

/** Asks before deleting: the cover, its versions, its files and its gallery post go, and nothing is refunded. */
function DeleteDialog({
  item,
  busy,
  onCancel,
  onConfirm,
}: {
  item: Generation | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/80 backdrop-blur-sm" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-card border border-line bg-ink-raised p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="font-display text-2xl font-bold">Delete this cover?</Dialog.Title>
          <Dialog.Description className="text-sm leading-relaxed text-muted">
            The cover, all its versions and downloads
            {item?.galleryPostId ? ', and its post in the community gallery,' : ''} are deleted for good. What it cost
            is not refunded.
          </Dialog.Description>
          {item && <p className="line-clamp-2 text-sm text-paper/90">{item.prompt}</p>}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={onConfirm} disabled={busy} className="bg-danger text-paper hover:bg-danger/90">
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
              Delete cover
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
