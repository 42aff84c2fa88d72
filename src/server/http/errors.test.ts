import { Hono } from 'hono';
import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError, answerError } from './errors.ts';
import { ERROR_CODES } from '../../shared/api-error.ts';

/** An app whose routes throw, logging into `lines`. */
function appLogging(lines: { level: number; msg: string }[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = new Hono();
  app.get('/api/cancelled', async (c) => {
    // As a render does when its request's signal fires: it stops with an AbortError.
    await new Promise((resolve) => setTimeout(resolve, 20));
    c.req.raw.signal.throwIfAborted();
    return c.text('drawn');
  });
  app.get('/api/broken', () => {
    throw new TypeError('x is undefined');
  });
  app.get('/api/refused', () => {
    throw new AppError(409, ERROR_CODES.alreadyPublished, 'This cover is already in the gallery.');
  });
  app.onError(answerError(pino({ level: 'info' }, stream)));
  return app;
}

describe('answering errors', () => {
  it('logs a request its client cancelled as a note, not an error, and answers 499', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = appLogging(lines);
    const abort = new AbortController();
    const pending = app.request('/api/cancelled', { signal: abort.signal });
    abort.abort(new DOMException('The operation was aborted.', 'AbortError'));
    const res = await pending;
    expect(res.status).toBe(499);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[30, 'request cancelled by the client']]);
  });

  it('still logs an unexpected error as one, with the error shape and no internals', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = appLogging(lines);
    const res = await app.request('/api/broken');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: ERROR_CODES.internal, message: 'Something went wrong on our side. Please try again.' },
    });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'unhandled error']]);
    const refused = await app.request('/api/refused');
    expect(refused.status).toBe(409);
    expect(lines).toHaveLength(1);
  });
});
