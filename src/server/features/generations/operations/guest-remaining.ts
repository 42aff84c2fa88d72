import { GUEST_FREE_GENERATIONS } from '../../../../shared/contracts/generation.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';

/** What a guest has left: the cookie's 3, but never more than the address has left today. */
export async function guestRemaining(
  { repo, guestAddressDailyCap }: OperationDeps,
  owner: Extract<Owner, { kind: 'guest' }>,
) {
  const used = await repo.guestUsed(owner.guestId);
  const addressLeft = guestAddressDailyCap - (await repo.addressUsedToday(owner.address));
  return Math.max(0, Math.min(GUEST_FREE_GENERATIONS - used, addressLeft));
}
