import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * A worker module beside the module at `importMetaUrl`, in whichever form that one runs: built `.js`, or `.ts`
 * from sources under tsx or vitest.
 */
export const workerModule = (importMetaUrl: string, name: string) =>
  new URL(`./${name}${importMetaUrl.endsWith('.ts') ? '.ts' : '.js'}`, importMetaUrl);

/**
 * A TypeScript worker needs tsx's loader in its thread (worker threads do not inherit the module hooks of the
 * thread that started them). The built server's .js workers inherit this process's flags (--enable-source-maps).
 */
export const workerExecArgv = (worker: URL) =>
  worker.pathname.endsWith('.ts')
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : undefined;
