import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { guestRemaining } from './guest-remaining.ts';

/** What the owner may still generate: a user's credits, or a guest's free generations. */
export async function quota(deps: OperationDeps, owner: Owner, credits: () => Promise<number>) {
  if (owner.kind === 'user') return { kind: 'user' as const, creditsRemaining: await credits() };
  return { kind: 'guest' as const, guestRemaining: await guestRemaining(deps, owner) };
}
