import type { GenerationRow } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';

/**
 * The generation once it has succeeded or failed, or null if it has not within `timeoutMs`. Resolves when the
 * generation settles, from this process's events or (other workers) the database.
 */
export const waitForSettled = (
  { repo, events }: OperationDeps,
  id: string,
  timeoutMs: number,
): Promise<GenerationRow | null> =>
  new Promise((resolve) => {
    let done = false;
    const finish = (row: GenerationRow | null) => {
      if (done) return;
      done = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(timer);
      resolve(row);
    };
    const check = async () => {
      const row = await repo.get(id);
      if (row && (row.status === 'succeeded' || row.status === 'failed')) finish(row);
    };
    const unsubscribe = events.subscribe((e) => {
      if (e.id === id && (e.status === 'succeeded' || e.status === 'failed')) void check();
    });
    const poll = setInterval(() => void check(), 500);
    const timer = setTimeout(() => finish(null), timeoutMs);
    void check();
  });
