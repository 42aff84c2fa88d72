import { STATUS_CODES, type Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Duplex } from 'node:stream';
import { errorBody, errorForStatus } from './errors.ts';

/**
 * Node answers requests it cannot parse (headers over its 16 KB limit, a malformed request line) before the
 * app sees them, with an empty body. This answers them in the one error shape instead.
 */
export function answerUnparsableRequests(server: ServerType): void {
  // serve() makes an HTTP/1.1 server unless told otherwise, as ours is.
  (server as Server).on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const { code, message } = errorForStatus(status);
    const body = JSON.stringify(errorBody(code, message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
