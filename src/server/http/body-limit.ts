import type { Context, MiddlewareHandler } from 'hono';

/**
 * A body over its limit is read to its end, up to this many bytes in all, before the 413 is sent: answering while
 * the client is still sending, then dropping the connection it was told to keep, fails the client's next request
 * on that connection (an HTTP client that pools connections sends it as soon as the body is written).
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
/** The longest a body over its limit is read for; a slower one is answered with `Connection: close`. */
export const DRAIN_MAX_MS = 10_000;

interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

/**
 * hono/body-limit's middleware (same options), except that a request over the limit is answered so the
 * connection stays usable: its body is read and dropped first, or, past DRAIN_MAX_BYTES or DRAIN_MAX_MS, the 413
 * says `Connection: close` and Node closes the connection once the answer is written.
 */
export function bodyLimit({ maxSize, onError }: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      const length = Number.parseInt(declared, 10);
      if (!(length > maxSize)) return next();
      const kept = length <= DRAIN_MAX_BYTES && (await discardRest(body.getReader(), DRAIN_MAX_BYTES));
      return refuse(c, kept, onError);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) return refuse(c, await discardRest(reader, DRAIN_MAX_BYTES - size), onError);
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

function refuse(c: Context, connectionKept: boolean, onError: BodyLimitOptions['onError']) {
  if (!connectionKept) c.header('Connection', 'close');
  return onError(c);
}

/** Reads the rest of a body and drops it; false when it is longer than `budget` bytes or slower than DRAIN_MAX_MS. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), DRAIN_MAX_MS).unref();
  });
  try {
    for (let left = budget; ;) {
      const read = await Promise.race([reader.read(), late]);
      if (read === 'late') return false;
      if (read.done) return true;
      left -= read.value.length;
      if (left < 0) return false;
    }
  } catch {
    // The client went away mid-body: there is no connection left to keep.
    return false;
  } finally {
    clearTimeout(timer);
  }
}
