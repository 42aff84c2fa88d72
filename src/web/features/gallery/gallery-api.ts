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
import { NETWORK_ERROR_MESSAGE, readApiError } from '../auth/auth-api.ts';

/** Shown when the server answered with an error and no message. */
export const GALLERY_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** Every cached gallery list starts with this key (Home's community grid included). */
export const GALLERY_QUERY_KEY = ['gallery'] as const;
export const GALLERY_LIST_KEY = [...GALLERY_QUERY_KEY, 'list'] as const;

export interface GalleryFilter {
  /** Matches title or artist, case-insensitive; '' for everything. */
  q: string;
  /** null: All. */
  genre: PublishGenre | null;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

async function send(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<unknown>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE };
  }
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (res.ok) return { ok: true, data };
  return { ok: false, status: res.status, message: readApiError(data).message ?? GALLERY_FALLBACK_MESSAGE };
}

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
  const res = await fetch(`/api/gallery?${params.toString()}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`The gallery answered ${res.status}`);
  return galleryPageSchema.parse(await res.json());
}

/** Publishes one of my finished generations. Never throws. */
export async function publishCover(request: PublishRequest): Promise<ApiResult<GalleryItem>> {
  const result = await send('POST', '/api/gallery', request);
  if (!result.ok) return result;
  const parsed = galleryItemSchema.safeParse(result.data);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, status: 200, message: GALLERY_FALLBACK_MESSAGE };
}

/** Takes my post out of the gallery. Never throws. */
export async function unpublishPost(id: string): Promise<ApiResult<null>> {
  const result = await send('DELETE', galleryPath(id));
  // Already gone is what was asked for.
  if (!result.ok && result.status === 404) return { ok: true, data: null };
  return result.ok ? { ok: true, data: null } : result;
}

/** Toggles my like; the answer is the post's state afterwards. Never throws. */
export async function toggleLike(id: string): Promise<ApiResult<{ liked: boolean; likes: number }>> {
  const result = await send('POST', `${galleryPath(id)}/like`);
  if (!result.ok) return result;
  const parsed = likeResponseSchema.safeParse(result.data);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, status: 200, message: GALLERY_FALLBACK_MESSAGE };
}
