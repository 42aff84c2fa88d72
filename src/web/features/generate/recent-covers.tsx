import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TOGGLE_LABELS } from '../../../shared/contracts/generation.ts';
import { useAuth } from '../auth/index.ts';
import { fetchRecentGenerations, RECENT_QUERY_KEY } from '../../lib/generations.ts';
import { formatSeed } from '../../lib/cover-seed.ts';
import { coverOf, type Cover } from './use-cover-generator.ts';

/** How many recent covers the strip shows. */
const STRIP_SIZE = 12;

/** The visitor's own finished covers, newest first. Empty (and hidden) until there is one. */
export function useRecentCovers(): Cover[] {
  const { loading, user } = useAuth();
  const query = useQuery({
    queryKey: [...RECENT_QUERY_KEY, user?.id ?? 'guest'],
    queryFn: fetchRecentGenerations,
    enabled: !loading,
    retry: false,
  });
  const covers: Cover[] = [];
  for (const item of query.data ?? []) {
    const cover = coverOf(item);
    if (cover) covers.push(cover);
    if (covers.length === STRIP_SIZE) break;
  }
  return covers;
}

/** 'Your recent covers': thumbnails that put a cover back into the preview. */
export function RecentCovers({
  covers,
  currentId,
  onSelect,
}: {
  covers: Cover[];
  currentId: string | null;
  onSelect: (cover: Cover) => void;
}) {
  if (covers.length === 0) return null;
  return (
    <section aria-labelledby="recent-covers-title" className="mt-14 border-t border-line pt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recent-covers-title" className="font-display text-2xl font-bold tracking-tight">
          Your recent covers
        </h2>
        <Link to="/library" className="text-sm font-medium text-ember hover:underline">
          All your covers in your library
        </Link>
      </div>
      <ul className="-mx-1 mt-5 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-4">
        {covers.map((cover) => {
          const current = cover.id === currentId;
          return (
            <li key={cover.id} className="shrink-0 snap-start">
              <button
                type="button"
                aria-pressed={current}
                aria-label={`Show cover: ${cover.prompt}`}
                title={`${TOGGLE_LABELS[cover.provider]} · seed ${formatSeed(cover)}`}
                onClick={() => onSelect(cover)}
                className={`block size-28 overflow-hidden rounded-2xl border-2 transition sm:size-36 ${
                  current ? 'border-ember shadow-glow' : 'border-line hover:border-paper/50'
                }`}
              >
                <img
                  src={cover.thumbnailUrl}
                  alt=""
                  width={256}
                  height={256}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
