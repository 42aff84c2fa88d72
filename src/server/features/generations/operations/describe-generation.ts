import type { Generation } from '../../../../shared/contracts/generation.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { withGalleryPosts } from './generation-view.ts';
import { getGeneration } from './get-generation.ts';

/** One generation of the owner, as the API shows it. */
export async function describeGeneration(deps: OperationDeps, owner: Owner, id: string): Promise<Generation> {
  const [item] = await withGalleryPosts(deps, [await getGeneration(deps, owner, id)]);
  return item!;
}
