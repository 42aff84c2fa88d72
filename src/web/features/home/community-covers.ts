import { useQuery } from '@tanstack/react-query';
import type { GalleryItem } from '../../../shared/contracts/gallery.ts';
import { api, unwrap } from '../../lib/api.ts';

/** How many community covers Home shows. */
export const HOME_COVER_COUNT = 12;

/** What Home's grid shows of a gallery item. */
export type CommunityCover = Pick<GalleryItem, 'id' | 'title' | 'artist' | 'genre' | 'imageUrl'>;

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Home is the first page most people load, so this reads the gallery answer by hand instead of through the
 * shared zod contract (which would add the schema library to the first load). Items missing a field are left out.
 */
function toCovers(body: unknown): CommunityCover[] {
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) throw new Error('Unexpected gallery answer');
  const covers: CommunityCover[] = [];
  for (const raw of items as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { id, title, artist, genre, imageUrl } = raw as Record<string, unknown>;
    if (!isText(id) || !isText(title) || !isText(artist) || !isText(genre) || !isText(imageUrl)) continue;
    covers.push({ id, title, artist, genre: genre as CommunityCover['genre'], imageUrl });
  }
  return covers;
}

async function fetchCommunityCovers(signal: AbortSignal): Promise<CommunityCover[]> {
  const body = await unwrap(api.get(`/api/gallery?limit=${HOME_COVER_COUNT}`, { signal }));
  return toCovers(body).slice(0, HOME_COVER_COUNT);
}

/** The newest community covers for Home's grid (GET /api/gallery?limit=12). Shares the gallery's cache prefix. */
export function useCommunityCovers() {
  return useQuery({ queryKey: ['gallery', 'home'], queryFn: ({ signal }) => fetchCommunityCovers(signal) });
}
