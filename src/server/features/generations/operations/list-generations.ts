import type { GenerationListQuery } from '../../../../shared/contracts/generation.ts';
import { decodePageCursor, pageOf } from '../../shared/page-cursor.ts';
import type { GenerationFilters, Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { withGalleryPosts } from './generation-view.ts';

/** A page of the owner's library, newest first, with its search and filters. */
export async function listGenerations(
  deps: OperationDeps,
  owner: Owner,
  query: Omit<GenerationListQuery, 'published' | 'favourite'> & GenerationFilters,
) {
  const { limit, cursor, ...filters } = query;
  const rows = await deps.repo.listForOwner(owner, limit + 1, decodePageCursor(cursor), filters);
  const { page, nextCursor } = pageOf(rows, limit, (row) => row);
  return { items: await withGalleryPosts(deps, page), nextCursor };
}
