/**
 * Start-up: the built server from its start to its first healthy answer on PGlite, with a fresh data folder
 * (migrations, seeding) and again on the same folder. Memory (`rssMiB`) is read by run.ts from its own servers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../tests/support/server-process.ts';

export interface StartupResult {
  freshMs: number;
  reusedMs: number;
}

/** Resident set size of a process, from /proc (Linux), in MiB. */
export function rssMiB(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function timeToHealthy(env: Record<string, string>) {
  const started = performance.now();
  const server = await startServer(env, { entry: 'built' });
  for (;;) {
    const res = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (res?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { ms: Math.round(performance.now() - started), server };
}

export async function startupBench(): Promise<StartupResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-bench-start-'));
  // No render workers: what is measured is the server getting ready, not the sample artwork drawn after it.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', WORKERS: '0' };
  try {
    const fresh = await timeToHealthy(env);
    await fresh.server.stop();
    const reused = await timeToHealthy(env);
    await reused.server.stop();
    return { freshMs: fresh.ms, reusedMs: reused.ms };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
