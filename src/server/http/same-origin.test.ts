import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sameOrigin } from './same-origin.ts';

const app = new Hono()
  .use(sameOrigin(['http://127.0.0.1:3000', 'http://localhost:3000'], (p) => p.startsWith('/hooks/')))
  .post('*', (c) => c.text('changed'));
const post = (path: string, headers: Record<string, string>) => app.request(path, { method: 'POST', headers });

describe('sameOrigin', () => {
  it('accepts any of the app’s own origins, and refuses another site, another port and null', async () => {
    expect((await post('/x', { origin: 'http://localhost:3000', cookie: 'a=1' })).status).toBe(200);
    expect((await post('/x', { origin: 'http://127.0.0.1:3000', cookie: 'a=1' })).status).toBe(200);
    expect((await post('/x', { referer: 'http://localhost:3000/generate', cookie: 'a=1' })).status).toBe(200);
    for (const origin of ['http://evil.example', 'http://localhost:3001', 'null']) {
      const res = await post('/x', { origin, cookie: 'a=1' });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
        'Use Soundsleeve from http://127.0.0.1:3000.',
      );
    }
    expect((await post('/x', { cookie: 'a=1' })).status).toBe(403);
    expect((await post('/x', {})).status).toBe(200);
    expect((await post('/hooks/stripe', { origin: 'http://evil.example' })).status).toBe(200);
  });
});
