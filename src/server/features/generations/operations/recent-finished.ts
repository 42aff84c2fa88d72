import type { Generation } from '../../../../shared/contracts/generation.ts';
import type { OperationDeps } from './deps.ts';
import { withGalleryPosts } from './generation-view.ts';

/** The owner's most recent finished covers (the profile shows six). */
export async function recentFinished(deps: OperationDeps, userId: string, limit: number): Promise<Generation[]> {
  return withGalleryPosts(deps, await deps.repo.recentSucceeded(userId, limit));
}
