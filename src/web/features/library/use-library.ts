import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Generation, GenerationList } from '../../../shared/contracts/generation.ts';
import { RECENT_QUERY_KEY } from '../../lib/generations.ts';
import { toast } from '../../lib/toast.tsx';
import { useAuth } from '../auth/index.ts';
import { deleteCover, fetchLibraryPage, setFavourite, type LibraryFilter } from './library-api.ts';

/** Under the recent covers' key, so everything that refreshes those (a render, a publish) refreshes the library. */
const LIBRARY_KEY = [...RECENT_QUERY_KEY, 'library'] as const;
type LibraryData = InfiniteData<GenerationList, string | null>;

/** My finished covers under a filter, page after page (Load More), the previous results shown while a new one loads. */
export function useLibrary(filter: LibraryFilter) {
  const { loading, user } = useAuth();
  const query = useInfiniteQuery({
    queryKey: [...LIBRARY_KEY, user?.id ?? 'guest', filter],
    queryFn: ({ pageParam, signal }) => fetchLibraryPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !loading,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return { ...query, items };
}

/** Starring and deleting, shown at once in every loaded list and settled by the server's answer. */
export function useLibraryActions() {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);

  const patch = (change: (item: Generation) => Generation | null) =>
    queryClient.setQueriesData<LibraryData>({ queryKey: LIBRARY_KEY }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map(change).filter((item): item is Generation => item !== null),
            })),
          }
        : data,
    );

  const favourite = async (item: Generation) => {
    const wanted = !item.favourite;
    patch((g) => (g.id === item.id ? { ...g, favourite: wanted } : g));
    const result = await setFavourite(item.id, wanted);
    if (!result.ok) {
      patch((g) => (g.id === item.id ? { ...g, favourite: !wanted } : g));
      toast.error('Not saved', { description: result.message ?? undefined });
    }
    // A filter on favourites now holds one more or one fewer.
    void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
  };

  const remove = async (item: Generation): Promise<boolean> => {
    setDeleting(item.id);
    const result = await deleteCover(item.id);
    setDeleting(null);
    if (!result.ok) {
      toast.error('Cover not deleted', { description: result.message ?? undefined });
      return false;
    }
    patch((g) => (g.id === item.id ? null : g));
    toast.success('Cover deleted');
    void queryClient.invalidateQueries({ queryKey: RECENT_QUERY_KEY });
    return true;
  };

  return { favourite, remove, deleting };
}
