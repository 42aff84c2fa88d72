import type { QueryClient } from '@tanstack/react-query';
import type { GalleryPage } from '../../../shared/contracts/gallery.ts';
import { GALLERY_SEED_ID } from '../../../shared/contracts/gallery-page-html.ts';

/** Every cached gallery list starts with this key (Home's community grid included). */
export const GALLERY_QUERY_KEY = ['gallery'] as const;
export const GALLERY_LIST_KEY = [...GALLERY_QUERY_KEY, 'list'] as const;

/** The list's cache key for a viewer (null until the session is known, or signed out) and a search. */
export const galleryListKey = (userId: string | null, q: string, genre: string | null) => [
  ...GALLERY_LIST_KEY,
  userId ?? 'guest',
  q,
  genre ?? 'All',
];

/**
 * Puts the gallery's first page, as a signed-out visitor sees it unfiltered, in the list's cache. The server's
 * render of /gallery (server features/gallery/gallery-page-render.ts) and the browser before it hydrates that HTML
 * both do this with the same page, so the hydrating render draws exactly the cards the HTML shows.
 */
export function seedGalleryList(queryClient: QueryClient, page: GalleryPage) {
  queryClient.setQueryData(galleryListKey(null, '', null), { pages: [page], pageParams: [null] });
}

/**
 * In the browser: the first page the server put in this /gallery HTML for a signed-out visitor, seeded once and
 * taken out of the page, so a later visit within the app asks the API (the gallery may have changed since).
 */
export function takeGallerySeed(queryClient: QueryClient) {
  const element = document.getElementById(GALLERY_SEED_ID);
  if (!element) return;
  element.remove();
  try {
    seedGalleryList(queryClient, JSON.parse(element.textContent ?? '') as GalleryPage);
  } catch {
    // A page cut short in transit: the list is fetched as on any other visit.
  }
}
