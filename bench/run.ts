/**
 * `npm run bench`: measures the running product on this machine and writes bench/results/latest.json
 * and latest.md. Needs a build (`npm run build`); the server runs as its own process, as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../tests/support/server-process.ts';
import { hotEndpoints, httpBench, httpTable, type HttpResult } from './http-ratios.ts';
import { engineBench, type EngineResult } from './engine.ts';
import { lighthouseMobile, type LighthouseResult } from './lighthouse.ts';
import { responsivenessBench, responsivenessTable, type ResponsivenessResult } from './responsiveness.ts';
import { rssMiB, startupBench } from './startup.ts';

/** The public pages Lighthouse measures (mobile, median of 3). */
const LIGHTHOUSE_PAGES = ['/', '/generate', '/gallery', '/pricing', '/styles'];

const root = path.resolve(import.meta.dirname, '..');
const engine: EngineResult[] = await engineBench();
const startup = await startupBench();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-bench-'));
const server = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', GUEST_IP_DAILY_CAP: '100000' },
  { entry: 'built' },
).catch((err: Error) => {
  console.error(err.message.includes('listening') ? err.message : `${err.message}\nRun "npm run build" first.`);
  process.exit(1);
});
/** A new guest's generation of `prompt` (no cookie), alternating the two toggles; answers once its cover exists. */
async function guestGeneration(base: string, prompt: string, i: number) {
  const res = await fetch(`${base}/api/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.publicUrl },
    body: JSON.stringify({ prompt: `${prompt}, take ${i}`, provider: i % 2 ? 'luma' : 'lovable' }),
  });
  if (res.status !== 201) throw new Error(`generation ${i}: HTTP ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, cookie };
}

/**
 * Times `runs` runs of `once`, one after another: p50 and p95 in ms. `after` runs untimed between them (letting
 * the work a run leaves behind finish, as it would before one person's next idea).
 */
async function latency<T>(
  runs: number,
  goalP50Ms: number,
  once: (i: number) => Promise<T>,
  after?: (result: T) => Promise<void>,
) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await once(i);
    samples.push(performance.now() - started);
    await after?.(result);
  }
  const sorted = samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { runs, p50Ms: at(0.5), p95Ms: at(0.95), goalP50Ms };
}

/** Polls a generation every 100 ms until its four versions are stored (a minute at most). */
async function allVersions(base: string, id: string, cookie: string) {
  const started = performance.now();
  for (;;) {
    const g = (await (await fetch(`${base}/api/generations/${id}`, { headers: { cookie } })).json()) as {
      candidates: unknown[];
    };
    if (g.candidates.length >= 4) return;
    if (performance.now() - started > 60_000) throw new Error(`generation ${id}: versions never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Guest idea-to-image over HTTP: a new guest each time, POST /api/generations, built-in engine. Its further versions
 * are left to finish before the next idea (untimed), so each run starts as one person's next idea would; without
 * that, 40 ideas in a row pile up 120 background versions and measure the backlog.
 */
const generationLatency = (base: string, runs: number) =>
  latency(
    runs,
    400,
    (i) => guestGeneration(base, 'a neon city at night', i),
    ({ id, cookie }) => allVersions(base, id, cookie),
  );

/**
 * Idea to four versions over HTTP: a new guest each time, POST /api/generations, then GET /api/generations/:id every
 * 100 ms (the page asks every 500 ms) until all four versions are stored. One generation at a time.
 */
const versionsLatency = (base: string, runs: number) =>
  latency(runs, 1500, async (i) => {
    const { id, cookie } = await guestGeneration(base, 'a paper boat on a flooded street', i);
    await allVersions(base, id, cookie);
  });

/** Waits until the server says its sample artwork and its sizes are made (on the same cores as everything else). */
async function samplesDrawn(process: { output: () => string }, timeoutMs = 15 * 60_000) {
  const until = Date.now() + timeoutMs;
  while (!process.output().includes('sample artwork sizes ready')) {
    if (Date.now() > until) throw new Error('the server did not finish drawing its sample artwork');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const results: HttpResult[] = [];
const idleRss: { engine: string; mib?: number }[] = [];
/** Resident memory goals for an idle server, per database engine. */
const IDLE_RSS_GOAL_MIB: Record<string, number> = { PGlite: 450, PostgreSQL: 200 };
let pages: LighthouseResult[] | undefined;
let generation: Awaited<ReturnType<typeof generationLatency>> | undefined;
let versions: Awaited<ReturnType<typeof versionsLatency>> | undefined;
let responsiveness: ResponsivenessResult | undefined;
try {
  // A fresh data folder draws the sample artwork in the background first: measure after it, not against it.
  await samplesDrawn(server);
  idleRss.push({ engine: 'PGlite, just after drawing the sample artwork', mib: rssMiB(server.child.pid!) });
  pages = await lighthouseMobile(server.url, LIGHTHOUSE_PAGES, 3);
  await generationLatency(server.url, 3); // warm-up
  generation = await generationLatency(server.url, 40);
  versions = await versionsLatency(server.url, 20);
  results.push(...(await hotEndpoints(server.url, server.publicUrl, 'PGlite')));
  results.push(await httpBench('GET /terms (prerendered page HTML)', `${server.url}/terms`));
  responsiveness = await responsivenessBench(server.url, { covers: 4, downloads: 12, origin: server.publicUrl });
} finally {
  await server.stop();
}
try {
  // The everyday case: started again on the same data, its artwork already drawn, then left idle.
  const again = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' }, { entry: 'built' });
  await samplesDrawn(again);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  idleRss.push({ engine: 'PGlite, idle, started again on the same data', mib: rssMiB(again.child.pid!) });
  await again.stop();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// The same endpoints on PostgreSQL, when there is one to use.
if (process.env.DATABASE_URL) {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-bench-pg-'));
  const pg = await startServer(
    { DATA_DIR: pgDir, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: 'info' },
    { entry: 'built' },
  );
  try {
    await samplesDrawn(pg);
    idleRss.push({ engine: 'PostgreSQL, just after drawing the sample artwork', mib: rssMiB(pg.child.pid!) });
    results.push(...(await hotEndpoints(pg.url, pg.publicUrl, 'PostgreSQL')));
  } finally {
    await pg.stop();
  }
  try {
    // As on PGlite: started again on the same data, its artwork drawn, then left idle.
    const again = await startServer(
      { DATA_DIR: pgDir, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: 'info' },
      { entry: 'built' },
    );
    await samplesDrawn(again);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    idleRss.push({ engine: 'PostgreSQL, idle, started again on the same data', mib: rssMiB(again.child.pid!) });
    await again.stop();
  } finally {
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = {
  date: new Date().toISOString(),
  machine,
  engine,
  generation,
  versions,
  http: results,
  responsiveness,
  startup,
  idleRss,
  lighthouse: pages,
};
const md = [
  `# Benchmarks (${report.date.slice(0, 10)}, ${machine})`,
  '',
  '| Cover engine | runs | median ms | p95 ms | goal (median) |',
  '|---|---:|---:|---:|---:|',
  ...engine.map((r) => `| ${r.name} | ${r.runs} | ${r.medianMs} | ${r.p95Ms} | ≤ ${r.goalMs} |`),
  '',
  '| Guest idea-to-image over HTTP (POST /api/generations, built-in engine) | runs | p50 ms | p95 ms | goal (p50) |',
  '|---|---:|---:|---:|---:|',
  `| refine + charge + queue + render + store + settle | ${generation?.runs} | ${generation?.p50Ms} | ${generation?.p95Ms} | ≤ ${generation?.goalP50Ms} |`,
  `| idea to all four versions stored (polled every 100 ms) | ${versions?.runs} | ${versions?.p50Ms} | ${versions?.p95Ms} | ≤ ${versions?.goalP50Ms} |`,
  '',
  ...httpTable(results),
  '',
  '| Lighthouse, mobile (median of 3) | performance | FCP ms | LCP ms | TBT ms | CLS | goal |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...(pages ?? []).map((p) => `| ${p.path} | ${p.score} | ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ≥ 95 |`),
  '',
  '| Start-up and memory | measured | goal |',
  '|---|---:|---:|',
  `| server start to /api/health, PGlite, fresh data folder | ${startup.freshMs} ms | ≤ 6000 ms |`,
  `| server start to /api/health, PGlite, reused data folder | ${startup.reusedMs} ms | ≤ 2000 ms |`,
  ...idleRss.map(
    (r) =>
      `| resident memory (${r.engine}) | ${r.mib ?? '?'} MiB | ${IDLE_RSS_GOAL_MIB[r.engine.split(',')[0]!] && r.engine.includes(', idle') ? `≤ ${IDLE_RSS_GOAL_MIB[r.engine.split(',')[0]!]} MiB` : ''} |`,
  ),
  '',
  ...(responsiveness ? [...responsivenessTable(responsiveness), ''] : []),
].join('\n');
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(report, null, 2) + '\n');
fs.writeFileSync(path.join(root, 'bench/results/latest.md'), md);
console.log(md);
