import fs from 'node:fs';
import { Piscina } from 'piscina';
import type { Logger } from '../logger.ts';
import { workerExecArgv, workerModule } from '../threads/worker-module.ts';
import type { PageRenderTask } from './page-render-worker.ts';

/** Renders a public page's app markup (what goes in its `<div id="root">`) with data, off the event loop. */
export interface PageRenderer {
  render(path: string, seed: PageRenderTask['seed']): Promise<string>;
  close(): Promise<void>;
}

/**
 * The thread is started by the first render and retires after ten minutes without one: pages are rendered when
 * their data changes, not per request (see features/gallery/gallery-page-render.ts), so an idle server holds no
 * React. Starting it again costs a render about a second (more on a busy machine), so it is kept a while.
 */
const IDLE_TIMEOUT_MS = 10 * 60_000;

/**
 * A renderer over the build's page renderer module (`bundle`, dist/prerender/prerender.js), or null when the build
 * has none (a server run from sources without `npm run build`): pages are then served as prerendered.
 */
export function createPageRenderer(bundle: string, logger: Pick<Logger, 'error'>): PageRenderer | null {
  if (!fs.existsSync(bundle)) return null;
  const filename = workerModule(import.meta.url, 'page-render-worker');
  let pool: Piscina<PageRenderTask, string> | undefined;
  const start = () => {
    const started = new Piscina<PageRenderTask, string>({
      filename: filename.href,
      execArgv: workerExecArgv(filename),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: IDLE_TIMEOUT_MS,
    });
    started.on('error', (err: unknown) => logger.error({ err }, 'page renderer: its worker thread failed'));
    return started;
  };
  return {
    render(path, seed) {
      pool ??= start();
      return pool.run({ bundle, path, seed });
    },
    async close() {
      await pool?.close();
    },
  };
}
