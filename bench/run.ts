/**
 * `npm run bench`: measures the running product on this machine and writes bench/results/latest.json
 * and latest.md. Needs a build (`npm run build`); the server runs as its own process, as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../tests/support/server-process.ts';
import { engineBench, type EngineResult } from './engine.ts';

interface HttpResult {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
}

async function httpBench(name: string, url: string, connections = 50, duration = 5): Promise<HttpResult> {
  const r = await autocannon({ url, connections, duration });
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const root = path.resolve(import.meta.dirname, '..');
const engine: EngineResult[] = await engineBench();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-bench-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' }, { entry: 'built' }).catch(
  (err: Error) => {
    console.error(err.message.includes('listening') ? err.message : `${err.message}\nRun "npm run build" first.`);
    process.exit(1);
  },
);
const results: HttpResult[] = [];
try {
  results.push(await httpBench('GET /api/health (database round trip)', `${server.url}/api/health`));
  results.push(await httpBench('GET /terms (app shell HTML)', `${server.url}/terms`));
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = { date: new Date().toISOString(), machine, engine, http: results };
const md = [
  `# Benchmarks (${report.date.slice(0, 10)}, ${machine})`,
  '',
  '| Cover engine | runs | median ms | p95 ms | goal (median) |',
  '|---|---:|---:|---:|---:|',
  ...engine.map((r) => `| ${r.name} | ${r.runs} | ${r.medianMs} | ${r.p95Ms} | ≤ ${r.goalMs} |`),
  '',
  '| HTTP, 50 connections, 5 s | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...results.map((r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} |`),
  '',
].join('\n');
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(report, null, 2) + '\n');
fs.writeFileSync(path.join(root, 'bench/results/latest.md'), md);
console.log(md);
