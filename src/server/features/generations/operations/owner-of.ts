import type { OperationDeps } from './deps.ts';

/** Whose generation `id` is (for addresses that prove access by signature, not by session). */
export async function ownerOf({ repo }: OperationDeps, id: string): Promise<{ userId: string | null } | null> {
  const row = await repo.get(id);
  return row ? { userId: row.userId } : null;
}
