import net from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from '../../src/server/http/validate.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { pino } from 'pino';
import { createApp } from '../../src/server/app.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import { DRAIN_MAX_BYTES } from '../../src/server/http/body-limit.ts';

let database: TestDatabase;
let app: ReturnType<typeof buildTestApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  const echoSchema = z.object({ name: z.string().min(2, 'must be at least 2 characters') });
  app = buildTestApp(database, {
    extraApiRoutes: (api) => {
      api.post('/echo', async (c) => c.json(await readJson(c, echoSchema)));
      api.get('/boom', () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(() => database.destroy());

const jsonPost = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

async function expectApiError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(5);
  return body.error.message;
}

describe('API', () => {
  it('GET /api/health answers ok', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const message = await expectApiError(await app.request('/api/nothing-here'), 404, 'not_found');
    expect(message).toContain('/api/nothing-here');
    await expectApiError(await app.request('/api/health', { method: 'DELETE' }), 404, 'not_found');
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const message = await expectApiError(await jsonPost('/api/echo', '{"name": '), 400, 'invalid_json');
    expect(message).toBe('The request body is not valid JSON.');
  });

  it('rejects a body that fails validation with a message naming the field', async () => {
    const message = await expectApiError(await jsonPost('/api/echo', '{"name":"a"}'), 400, 'validation_error');
    expect(message).toBe('name: must be at least 2 characters');
    const ok = await jsonPost('/api/echo', '{"name":"Ada"}');
    expect(await ok.json()).toEqual({ name: 'Ada' });
  });

  it('rejects a body that is not JSON with a 415', async () => {
    const res = await app.request('/api/echo', {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    await expectApiError(res, 415, 'unsupported_media_type');
  });

  it('rejects bodies over the size limit with a 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    await expectApiError(await jsonPost('/api/echo', big), 413, 'payload_too_large');
  });

  it('hides internals of unexpected errors behind a 500 in the error shape', async () => {
    const res = await app.request('/api/boom');
    const message = await expectApiError(res, 500, 'internal_error');
    expect(message).not.toContain('secret');
  });
});

describe('security headers', () => {
  it('sends a same-origin CSP and the usual protections on every page and file', async () => {
    for (const path of ['/', '/terms', '/favicon.svg']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/https?:\/\//);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('gives every answer a request id, unique, keeping one a proxy gave if it is a plain token', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await app.request('/api/health')).headers.get('x-request-id')),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    const given = await app.request('/terms', { headers: { 'x-request-id': 'edge-7f3a=' } });
    expect(given.headers.get('x-request-id')).toBe('edge-7f3a=');
    const hostile = await app.request('/api/health', { headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('sends JSON answers, errors included, a policy under which nothing loads or frames them', async () => {
    for (const path of ['/api/health', '/api/nowhere']) {
      const res = await app.request(path);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Document-only headers are not spent on an answer no browser renders.
      expect(res.headers.get('permissions-policy')).toBeNull();
    }
  });
});

describe('web app serving', () => {
  it('serves index.html for every page route', async () => {
    for (const path of ['/', '/terms', '/refunds', '/generate', '/api', '/blog/some-article']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the app with status 404 for unknown paths, so the 404 page renders', async () => {
    const res = await app.request('/this/does/not/exist');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('caches hashed assets forever and sends the compressed file the browser accepts', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('console.log("app");'.repeat(200));
    const br = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
  });

  it('answers a missing asset with a plain 404, never index.html', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('serves public files such as robots.txt', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('User-agent');
  });
});

describe('request logging', () => {
  it('writes no line per ordinary request at info; server errors and slow answers are logged', async () => {
    const lines: { level: number; msg: string; path?: string; status?: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = createApp({
      config: testConfig(),
      logger,
      db: database.db,
      services: app.services,
      extraApiRoutes: (api) => {
        api.get('/boom', () => {
          throw new Error('secret internal detail');
        });
      },
    });
    for (let i = 0; i < 5; i++) expect((await logged.request('/api/health')).status).toBe(200);
    expect(lines.filter((l) => l.msg === 'request')).toEqual([]);
    expect((await logged.request('/api/boom')).status).toBe(500);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toEqual([expect.objectContaining({ level: 40, path: '/api/boom', status: 500 })]);
  });
});

describe('a body over the limit on a kept-alive connection', () => {
  let server: ReturnType<typeof serve>;
  let origin: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => {
        origin = `http://127.0.0.1:${port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers 413 and leaves the connection usable for the requests a pooled client sends next', async () => {
    // Two connections, so the small requests queue on the ones that carried the oversized bodies.
    const pool = new Agent({ connections: 2, keepAliveTimeout: 30_000 });
    const oversized = Buffer.alloc(10 * 1024 * 1024, 'a');
    const post = async (body: Buffer | string | Readable) => {
      const res = await request(`${origin}/api/echo`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        dispatcher: pool,
      });
      return { status: res.statusCode, body: (await res.body.json()) as unknown };
    };
    // Sent as it is read (no Content-Length), so the limit is found while reading.
    const streamed = () => Readable.from(Array.from({ length: 10 }, () => oversized.subarray(0, 1024 * 1024)));
    const small: Promise<{ status: number; body: unknown }>[] = [];
    const large: Promise<{ status: number; body: unknown }>[] = [];
    for (let i = 0; i < 300; i++) {
      if (i % 10 === 0) large.push(post(i % 20 === 0 ? oversized : streamed()));
      small.push(post(JSON.stringify({ name: `request ${i}` })));
    }
    const smallResults = await Promise.allSettled(small);
    const largeResults = await Promise.allSettled(large);
    await pool.close();

    const failed = smallResults.filter((r) => r.status === 'rejected' || r.value.status !== 200);
    expect(failed.length, `small requests that failed: ${failed.length} of 300`).toBe(0);
    smallResults.forEach((r, i) =>
      expect(r).toEqual({ status: 'fulfilled', value: { status: 200, body: { name: `request ${i}` } } }),
    );
    for (const r of largeResults) {
      expect(r).toEqual({
        status: 'fulfilled',
        value: {
          status: 413,
          body: { error: { code: 'payload_too_large', message: 'The request body is larger than 1 MB.' } },
        },
      });
    }
  });

  it('says Connection: close when the body is too long to read through, and closes once the answer is sent', async () => {
    const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise<void>((resolve) => socket.on('end', resolve));
    socket.write(
      'POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${DRAIN_MAX_BYTES + 1}\r\n\r\n`,
    );
    await closed;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"code":"payload_too_large"');
  });
});
