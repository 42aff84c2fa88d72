/**
 * Is the HTTP server still responsive while it renders? `GET /api/health` latency is sampled open-loop (a request
 * every PROBE_INTERVAL_MS, whether or not the previous one answered, so a stalled event loop shows in full) while
 * covers render and 3000² PNG downloads encode in parallel. Rendering happens in the render pool's worker threads
 * (docs/decisions/008-render-pool.md); were it on the event loop, health would wait for every render in turn.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const PROBE_INTERVAL_MS = 20;
/** The goal: health p99 under this while covers render and downloads encode. */
export const HEALTH_GOAL_P99_MS = 100;

export interface LatencyStats {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
}

export interface LoadPhase {
  name: string;
  /** Wall time from the first request of the load to the last answer. */
  wallMs: number;
  /** Slowest single download (or cover) in the phase. */
  slowestMs: number;
  health: LatencyStats;
}

export interface ResponsivenessResult {
  covers: number;
  downloads: number;
  goalP99Ms: number;
  idle: LatencyStats;
  phases: LoadPhase[];
}

function latencyStats(samples: number[], errors: number): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { requests: samples.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), errors };
}

/**
 * Samples GET /api/health every PROBE_INTERVAL_MS until stopped. It runs in its own thread, so the latencies are the
 * server's and not this process's, which is busy receiving the downloads.
 */
function healthProbe(base: string) {
  const probe = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const samples = [];
    const pending = new Set();
    let errors = 0;
    const fire = () => {
      const started = performance.now();
      const request = fetch(workerData.url)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
          samples.push(performance.now() - started);
        })
        .catch(() => void errors++)
        .finally(() => pending.delete(request));
      pending.add(request);
    };
    const timer = setInterval(fire, workerData.intervalMs);
    fire();
    parentPort.once('message', async () => {
      clearInterval(timer);
      await Promise.all(pending);
      parentPort.postMessage({ samples, errors });
    });
    `,
    { eval: true, workerData: { url: `${base}/api/health`, intervalMs: PROBE_INTERVAL_MS } },
  );
  return {
    async stop(): Promise<LatencyStats> {
      const done = once(probe, 'message') as Promise<[{ samples: number[]; errors: number }]>;
      probe.postMessage('stop');
      const [{ samples, errors }] = await done;
      await probe.terminate();
      return latencyStats(samples, errors);
    },
  };
}

/** A guest session (its signed cookie) that makes covers. */
class Guest {
  private cookie = '';
  /** `origin`: the server's public origin, which its pages send with every change. */
  constructor(
    private readonly base: string,
    private readonly origin: string,
  ) {}

  async generate(prompt: string, provider: 'lovable' | 'luma'): Promise<string> {
    const res = await fetch(`${this.base}/api/generations`, {
      method: 'POST',
      // As the app's own page sends it (state changes from other origins are refused).
      headers: {
        'content-type': 'application/json',
        origin: this.origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify({ prompt, provider }),
    });
    const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (setCookie.length) this.cookie = setCookie.join('; ');
    const body = (await res.json()) as { id?: string };
    if (res.status !== 201 || !body.id) throw new Error(`generation: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body.id;
  }

  async download(id: string, format: 'png' | 'jpeg'): Promise<number> {
    const res = await fetch(`${this.base}/api/generations/${id}/download?format=${format}`, {
      headers: { cookie: this.cookie },
    });
    const bytes = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`download: HTTP ${res.status} ${Buffer.from(bytes).toString()}`);
    return bytes.byteLength;
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Runs `load` while probing health; the load's items each report their own duration. */
async function phase(base: string, name: string, load: () => Promise<number>[]): Promise<LoadPhase> {
  const probe = healthProbe(base);
  const started = performance.now();
  const durations = await Promise.all(load());
  const wallMs = Math.round(performance.now() - started);
  return { name, wallMs, slowestMs: Math.round(Math.max(...durations)), health: await probe.stop() };
}

/**
 * `downloads` covers are made first (not measured), then, while health is probed: their first PNG downloads
 * (rendered and encoded now) together with `covers` new covers rendering; then the same downloads again (served
 * from the export cache).
 */
export async function responsivenessBench(
  base: string,
  { covers = 4, downloads = 12, origin = base }: { covers?: number; downloads?: number; origin?: string } = {},
): Promise<ResponsivenessResult> {
  // Each guest cookie may make 3 covers.
  const made: { guest: Guest; id: string }[] = [];
  for (let i = 0; made.length < downloads; i++) {
    const guest = new Guest(base, origin);
    for (let k = 0; k < 3 && made.length < downloads; k++) {
      const n = made.length;
      made.push({ guest, id: await guest.generate(`a neon city at night, cover ${n}`, n % 2 ? 'luma' : 'lovable') });
    }
  }
  // Warm-up: one export rendered (worker threads started, engine loaded), not one of the measured covers.
  await made[0]!.guest.download(made[0]!.id, 'jpeg');

  const idleProbe = healthProbe(base);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idle = await idleProbe.stop();

  const phases = [
    await phase(base, `${downloads} first PNG downloads + ${covers} covers rendering`, () => [
      ...made.map(({ guest, id }) => timed(() => guest.download(id, 'png'))),
      ...Array.from({ length: covers }, (_, i) =>
        timed(() =>
          new Guest(base, origin).generate(`mountains in fog at dawn, take ${i}`, i % 2 ? 'luma' : 'lovable'),
        ),
      ),
    ]),
    await phase(base, `the same ${downloads} PNG downloads again`, () =>
      made.map(({ guest, id }) => timed(() => guest.download(id, 'png'))),
    ),
  ];
  return { covers, downloads, goalP99Ms: HEALTH_GOAL_P99_MS, idle, phases };
}

/** Markdown rows for bench/results/latest.md. */
export function responsivenessTable(r: ResponsivenessResult): string[] {
  const row = (name: string, wall: string, slowest: string, h: LatencyStats) =>
    `| ${name} | ${wall} | ${slowest} | ${h.requests} | ${h.p50Ms} | ${h.p99Ms} | ${h.maxMs} | ${h.errors} |`;
  return [
    `| GET /api/health every ${PROBE_INTERVAL_MS} ms while… | load wall ms | slowest item ms | probes | p50 ms | p99 ms | max ms | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('idle', '', '', r.idle),
    ...r.phases.map((p) => row(p.name, String(p.wallMs), String(p.slowestMs), p.health)),
    '',
    `Goal: health p99 ≤ ${r.goalP99Ms} ms while covers render and downloads encode.`,
  ];
}

// `npx tsx bench/responsiveness.ts`: this scenario alone, against the built server (`npm run build` first).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { startServer } = await import('../tests/support/server-process.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-bench-'));
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', GUEST_IP_DAILY_CAP: '100000' },
    { entry: 'built' },
  );
  try {
    console.log(responsivenessTable(await responsivenessBench(server.url)).join('\n'));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
