import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerUnparsableRequests } from './client-error.ts';
import { localServer } from './testing/local-server.ts';

const server = localServer(answerUnparsableRequests);

const send = (headers: Record<string, string>) =>
  new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port(), path: '/api/health', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('requests Node cannot parse', () => {
  it('answers headers over the limit with 431 in the one error shape', async () => {
    const res = await send({ cookie: `big=${'x'.repeat(20_000)}` });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({
      error: {
        code: 'headers_too_large',
        message: 'The request headers are too large. Clear this site’s cookies and try again.',
      },
    });
  });

  it('leaves ordinary requests to the app', async () => {
    expect(await send({ cookie: 'small=1' })).toMatchObject({ status: 200, body: 'ok' });
  });
});
