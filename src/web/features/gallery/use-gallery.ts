import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from '../../lib/toast.tsx';
import {
  GALLERY_FIRST_PAGE,
  GALLERY_MORE_PAGE,
  GALLERY_SEED_ID,
  type GalleryItem,
  type GalleryPage,
} from '../../../shared/contracts/gallery.ts';
import { RECENT_QUERY_KEY } from '../../lib/generations.ts';
import { useAuth } from '../auth/index.ts';
import {
  fetchGalleryPage,
  GALLERY_LIST_KEY,
  GALLERY_QUERY_KEY,
  toggleLike,
  unpublishPost,
  type GalleryFilter,
} from './gallery-api.ts';
import { toggleGuestLike, useGuestLikes } from './guest-likes.ts';

type GalleryData = InfiniteData<GalleryPage, string | null>;

/**
 * The first page the server put in the /gallery HTML for a signed-out visitor (server gallery-page-head.ts), taken
 * once: a later visit within the app asks the API, since the page may have changed since.
 */
function takeSeed(): GalleryPage | null {
  const element = document.getElementById(GALLERY_SEED_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as GalleryPage;
  } catch {
    return null;
  }
}

/**
 * The gallery, filtered on the server: GALLERY_FIRST_PAGE items first, GALLERY_MORE_PAGE more per Load More
 * (docs/spec.md §4 'Gallery', §9). The previous results stay on screen while a new search loads.
 */
export function useGalleryList(filter: GalleryFilter) {
  const { loading, user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = [...GALLERY_LIST_KEY, user?.id ?? 'guest', filter.q, filter.genre ?? 'All'];
  // Shown as soon as the app has taken over the HTML (not while hydrating: the HTML was drawn without it), while
  // the session is still being looked up. A signed-in visitor's HTML has no seed; their own page is fetched.
  useEffect(() => {
    const seed = takeSeed();
    if (seed && !user && filter.q === '' && filter.genre === null) {
      // The list's query may have been collected between this render and its effects (gcTime 0, no observer yet);
      // setQueryData would then make it anew with the default five-minute gcTime, and a later visit would come
      // back with every page loaded before. Defaults for the key make any new one collectable at once too.
      queryClient.setQueryDefaults(GALLERY_LIST_KEY, { gcTime: 0 });
      queryClient.setQueryData<GalleryData>(queryKey, { pages: [seed], pageParams: [null] });
    }
    // Once, on the first render that follows the page's load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchGalleryPage(filter, pageParam === null ? GALLERY_FIRST_PAGE : GALLERY_MORE_PAGE, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The answer says which posts are mine and which I liked: wait until the session is known.
    enabled: !loading,
    placeholderData: keepPreviousData,
    // Each search, genre or visit starts again at the first page (docs/spec.md §4: the count starts at 9); a
    // cached list would come back with every page loaded before.
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
