import type { Logger } from '../../logger.ts';
import type { StorageProvider } from './storage.provider.ts';

/**
 * Files made from other files (exports, sized images), each made once and stored under its derived key: later
 * requests get the stored bytes, concurrent first requests in this process share one making. Processes racing
 * on the same file each make it once and store the same bytes.
 */
export function derivedFiles(storage: StorageProvider, logger: Pick<Logger, 'warn'>) {
  const inFlight = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      let job = inFlight.get(key);
      if (!job) {
        job = (async () => {
          const stored = await storage.get(key);
          if (stored) return stored.body;
          const bytes = await make();
          // The request still succeeds when the file cannot be stored (a full disk): it is only made again.
          await storage.putAt(key, bytes).catch((err: unknown) => logger.warn({ err, key }, 'derived file not stored'));
          return bytes;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    },
  };
}

export type DerivedFiles = ReturnType<typeof derivedFiles>;
