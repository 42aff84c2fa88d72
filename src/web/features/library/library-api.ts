/**
 * Calls behind the library (GET, PATCH and DELETE /api/generations, src/shared/contracts/generation.ts). Answers are
 * checked against the shared contract.
 */
import {
  generationListSchema,
  generationSchema,
  type Generation,
  type GenerationToggle,
} from '../../../shared/contracts/generation.ts';
import { api, unwrap, type ApiResult } from '../../lib/api.ts';

/** Covers per page of the library. */
export const LIBRARY_PAGE = 24;

export interface LibraryFilter {
  /** Matches the idea, title or artist; '' for everything. */
  q: string;
  provider: GenerationToggle | null;
  engine: string | null;
  /** null: published or not. */
  published: boolean | null;
  favourite: boolean;
}

const fallback = 'Something went wrong. Please try again.';
const coverPath = (id: string) => `/api/generations/${encodeURIComponent(id)}`;

/** One page of my finished covers, newest first. Throws on failure. */
export async function fetchLibraryPage(filter: LibraryFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(LIBRARY_PAGE), status: 'succeeded' });
  if (filter.q) params.set('q', filter.q);
  if (filter.provider) params.set('provider', filter.provider);
  if (filter.engine) params.set('engine', filter.engine);
  if (filter.published !== null) params.set('published', filter.published ? 'yes' : 'no');
  if (filter.favourite) params.set('favourite', 'yes');
  if (cursor) params.set('cursor', cursor);
  return unwrap(api.get(`/api/generations?${params.toString()}`, { schema: generationListSchema, signal, fallback }));
}

/** Stars or unstars one of my covers. Never throws. */
export async function setFavourite(id: string, favourite: boolean): Promise<ApiResult<Generation>> {
  return api.patch(coverPath(id), { favourite }, { schema: generationSchema, fallback });
}

/** Deletes one of my covers and its files. Never throws. */
export async function deleteCover(id: string): Promise<ApiResult<unknown>> {
  const result = await api.delete(coverPath(id), { fallback });
  // Already gone is what was asked for.
  return result.ok || result.status !== 404 ? result : { ok: true, status: 204, data: null };
}
