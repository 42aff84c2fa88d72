import type { GenerationRow } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';

/** Fails a generation and refunds it, and tells whoever waits for it, unless it was settled already. */
export async function failGeneration(
  { repo, events }: OperationDeps,
  row: Pick<GenerationRow, 'id' | 'userId' | 'guestId'>,
  message: string,
) {
  if (await repo.failAndRefund(row.id, message)) {
    events.emit({ id: row.id, status: 'failed', owner: row.userId ?? row.guestId ?? '', error: message });
  }
}
