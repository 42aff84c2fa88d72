import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from '../../lib/toast.tsx';
import {
  GALLERY_FIRST_PAGE,
  GALLERY_MORE_PAGE,
  type GalleryItem,
  type GalleryPage,
} from '../../../shared/contracts/gallery.ts';
import { RECENT_QUERY_KEY } from '../../lib/generations.ts';
import { useAuth } from '../auth/index.ts';
import { fetchGalleryPage, toggleLike, unpublishPost, type GalleryFilter } from './gallery-api.ts';
import { GALLERY_LIST_KEY, GALLERY_QUERY_KEY, galleryListKey } from './gallery-seed.ts';
import { toggleGuestLike, useGuestLikes } from './guest-likes.ts';

type GalleryData = InfiniteData<GalleryPage, string | null>;

/**
 * The gallery, filtered on the server: GALLERY_FIRST_PAGE items first, GALLERY_MORE_PAGE more per Load More
 * (docs/spec.md §4 'Gallery', §9). The previous results stay on screen while a new search loads. A signed-out
 * visitor's first page may already be in the cache, from the page's HTML (gallery-seed.ts).
 */
export function useGalleryList(filter: GalleryFilter) {
  const { loading, user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = galleryListKey(user?.id ?? null, filter.q, filter.genre);
  // Each search, genre or visit starts again at the first page (docs/spec.md §4: the count starts at 9): a list
  // no longer shown is dropped, once the list's observer has moved to the new key or the page has gone (hence the
  // timer: both happen in this same commit). The query's gcTime of 0 would do it, but a list seeded from the HTML
  // was made before any observer, with the default gcTime, and a query's gcTime never shrinks.
  const keyText = JSON.stringify(queryKey);
  useEffect(
    () => () => void setTimeout(() => queryClient.removeQueries({ queryKey: GALLERY_LIST_KEY, type: 'inactive' })),
    [queryClient, keyText],
  );
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchGalleryPage(filter, pageParam === null ? GALLERY_FIRST_PAGE : GALLERY_MORE_PAGE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The answer says which posts are mine and which I liked: wait until the session is known.
    enabled: !loading,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const items = useMemo(() => {
    const seen = new Set<string>();
    const list: GalleryItem[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const item of page.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        list.push(item);
      }
    }
    return list;
  }, [query.data]);
  return { ...query, items };
}

/** What a card shows for the like button: the server's state, or a guest's local toggle on top of it. */
export interface LikeView {
  liked: boolean;
  likes: number;
}

/**
 * Likes and unpublishing. Signed in: the like is saved (shown at once, then set to the server's answer).
 * Guests: a like only adds 1 to the displayed count for this session, with no request (docs/spec.md §4).
 */
export function useGalleryActions() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const guestLikes = useGuestLikes();
  const latest = useRef(new Map<string, number>());

  const patch = useCallback(
    (id: string, change: (item: GalleryItem) => GalleryItem | null) => {
      queryClient.setQueriesData<GalleryData>({ queryKey: GALLERY_LIST_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.flatMap((item) => {
                  if (item.id !== id) return [item];
                  const changed = change(item);
                  return changed ? [changed] : [];
                }),
              })),
            }
          : data,
      );
    },
    [queryClient],
  );

  const likeView = useCallback(
    (item: GalleryItem): LikeView => {
      if (user) return { liked: item.likedByMe, likes: item.likes };
      const liked = guestLikes.has(item.id);
      return { liked, likes: item.likes + (liked ? 1 : 0) };
    },
    [user, guestLikes],
  );

  const like = useCallback(
    async (item: GalleryItem) => {
      if (!user) {
        toggleGuestLike(item.id);
        return;
      }
      const turn = (latest.current.get(item.id) ?? 0) + 1;
      latest.current.set(item.id, turn);
      patch(item.id, (current) => ({
        ...current,
        likedByMe: !current.likedByMe,
        likes: Math.max(0, current.likes + (current.likedByMe ? -1 : 1)),
      }));
      const result = await toggleLike(item.id);
      // A later click is on its way: its answer decides what is shown.
      if (latest.current.get(item.id) !== turn) return;
      if (result.ok) {
        patch(item.id, (current) => ({ ...current, likedByMe: result.data.liked, likes: result.data.likes }));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: GALLERY_LIST_KEY });
      toast.error('Like not saved', { description: result.message });
    },
    [user, patch, queryClient],
  );

  const unpublish = useCallback(
    async (item: GalleryItem): Promise<boolean> => {
      const result = await unpublishPost(item.id);
      if (!result.ok) {
        toast.error('Could not unpublish', { description: result.message });
        return false;
      }
      patch(item.id, () => null);
      void queryClient.invalidateQueries({ queryKey: GALLERY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RECENT_QUERY_KEY });
      toast.success('Removed from the gallery', { description: `“${item.title}” is no longer public.` });
      return true;
    },
    [patch, queryClient],
  );

  return { likeView, like, unpublish };
}
