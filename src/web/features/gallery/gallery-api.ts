/**
 * Calls to the community gallery API (src/shared/contracts/gallery.ts). Answers are checked against the
 * shared contract. Home does not use this module: it stays off the first-load path (see home/community-covers.ts).
 */
import {
  galleryItemSchema,
  galleryPageSchema,
  likeResponseSchema,
  type GalleryItem,
  type GalleryPage,
  type PublishGenre,
  type PublishRequest,
} from '../../../shared/contracts/gallery.ts';
import { api, unwrap, type ApiResult } from '../../lib/api.ts';

/** Shown when the server answered with an error and no message. */
export const GALLERY_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export interface GalleryFilter {
  /** Matches title or artist, case-insensitive; '' for everything. */
  q: string;
  /** null: All. */
  genre: PublishGenre | null;
}

/** Failures without a server message read as GALLERY_FALLBACK_MESSAGE. */
const fallback = GALLERY_FALLBACK_MESSAGE;

const galleryPath = (id: string) => `/api/gallery/${encodeURIComponent(id)}`;

/** One page of the gallery, newest first. Throws on failure. */
export async function fetchGalleryPage(
  filter: GalleryFilter,
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GalleryPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filter.q) params.set('q', filter.q);
  if (filter.genre) params.set('genre', filter.genre);
  if (cursor) params.set('cursor', cursor);
  return unwrap(api.get(`/api/gallery?${params.toString()}`, { schema: galleryPageSchema, signal, fallback }));
}

/** Publishes one of my finished generations. Never throws. */
export async function publishCover(request: PublishRequest): Promise<ApiResult<GalleryItem>> {
  return api.post('/api/gallery', request, { schema: galleryItemSchema, fallback });
}

/** Takes my post out of the gallery. Never throws. */
export async function unpublishPost(id: string): Promise<ApiResult<null>> {
  const result = await api.delete(galleryPath(id), { fallback });
  // Already gone is what was asked for.
  if (result.ok || result.status === 404) return { ok: true, status: result.status, data: null };
  return result;
}

/** Toggles my like; the answer is the post's state afterwards. Never throws. */
export async function toggleLike(id: string): Promise<ApiResult<{ liked: boolean; likes: number }>> {
  return api.post(`${galleryPath(id)}/like`, undefined, { schema: likeResponseSchema, fallback });
}
