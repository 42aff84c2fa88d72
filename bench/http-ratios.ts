/**
 * The API's speed as a share of the framework's: a bare Hono JSON route (its own process, like the app) measured in
 * the same run as the app's hot endpoints. These machines are noisy; ratios hold where absolute numbers drift.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/server-process.ts';

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  /** requests per second as a share of the bare route's, when measured against it. */
  ratio?: number;
}

export async function httpBench(
  name: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<HttpResult> {
  const connections = options.connections ?? 50;
  // Each target (the bare route included) is first run unmeasured for 2 s: a fresh Node process answers its first
  // thousands of requests before V8 has compiled the hot path, and the app has far more code to compile than the
  // bare route, so measuring from a cold start put the app's JIT warm-up, not its steady speed, into the ratio.
  await autocannon({ url, connections, duration: 2, headers: options.headers });
  const r = await autocannon({ url, connections, duration: options.duration ?? 5, headers: options.headers });
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const BARE_SERVER = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono().get('/', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
`;

/** A bare Hono JSON route in a process of its own, for the ratios' denominator: `measure` runs while it serves. */
export async function withBareHonoRoute<T>(measure: (bare: () => Promise<HttpResult>) => Promise<T>): Promise<T> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`bare Hono server exited (${code})`)));
    });
    return await measure(() => httpBench('bare Hono JSON route (the framework alone)', `http://127.0.0.1:${port}/`));
  } finally {
    child.kill();
  }
}

/** Signs up a fresh account and returns its session cookie, for signed-in endpoints. */
export async function sessionCookie(base: string, origin: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Bench Person', email: `bench-${Date.now()}@example.com`, password: 'bench-pass-1' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`sign-up for the bench failed: HTTP ${res.status}`);
  return cookie;
}

/**
 * The app's hot endpoints on one database, each as a share of the bare route measured just before and just after it
 * (their mean): on these machines the bare route's figure moved by half between runs minutes apart, so each ratio is
 * taken against the framework's speed at that moment. The table lists every bare run.
 */
export async function hotEndpoints(base: string, origin: string, database: string): Promise<HttpResult[]> {
  const cookie = await sessionCookie(base, origin);
  const endpoints: [string, string, Record<string, string>?][] = [
    [`GET /api/health (${database})`, `${base}/api/health`],
    [`GET /api/gallery (${database})`, `${base}/api/gallery`],
    [`GET /api/me/credits, signed in (${database})`, `${base}/api/me/credits`, { cookie }],
  ];
  return withBareHonoRoute(async (bare) => {
    const results: HttpResult[] = [];
    let before = await bare();
    results.push(before);
    for (const [name, url, headers] of endpoints) {
      const run = await httpBench(name, url, { headers });
      const after = await bare();
      results.push(
        { ...run, ratio: run.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2) },
        after,
      );
      before = after;
    }
    return results;
  });
}

export function httpTable(results: HttpResult[]): string[] {
  const pct = (r: HttpResult) => (r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(1)}%`);
  return [
    '| HTTP, 50 connections, 5 s | req/s | share of bare Hono (the runs around it) | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) => `| ${r.name} | ${r.requestsPerSecond} | ${pct(r)} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} |`,
    ),
  ];
}
