import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestEnvelope } from './request-envelope.ts';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'debug', base: undefined },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const app = new Hono();
  app.use('*', requestEnvelope({ logger, https: false }));
  app.all('*', (c) => c.text('ok'));
  return { app, lines };
}

describe('requestEnvelope', () => {
  it("logs each request's path without the secret a password-reset link carries", async () => {
    const { app, lines } = appWithLog();
    const token = 'Zq8uWk3RtP0s9vYbN1cL';
    await app.request(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    await app.request(`/api/auth/verify-email?token=${token}`);
    await app.request('/api/gallery');
    expect(lines.map((l) => l.path)).toEqual([
      '/api/auth/reset-password/[token]',
      '/api/auth/verify-email',
      '/api/gallery',
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
