import type { Context, ErrorHandler } from 'hono';
import type { Logger } from '../logger.ts';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ApiError, type ErrorCode } from '../../shared/api-error.ts';

/** An error a route or service throws to answer with a specific status, code and human message. */
export class AppError extends HTTPException {
  readonly code: ErrorCode;
  /** `code` is one of ERROR_CODES (shared/api-error.ts): every code the API answers with is named there. */
  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string) {
    super(status, { message });
    this.code = code;
  }
}

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.tooManyRequests,
  431: ERROR_CODES.headersTooLarge,
};

/** What an error answer that came without a code or message says, by status. */
export function errorForStatus(status: number): { code: string; message: string } {
  const code = codeForStatus[status] ?? (status >= 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest);
  const message =
    statusMessages[status] ??
    (status >= 500 ? 'Something went wrong on our side. Please try again.' : 'Request could not be processed.');
  return { code, message };
}

const statusMessages: Partial<Record<number, string>> = {
  401: 'Please sign in to continue.',
  403: 'This request is not allowed.',
  404: 'Nothing was found at this address.',
  405: 'This method is not allowed here.',
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large. Clear this site’s cookies and try again.',
};

export function errorBody(code: string, message: string): ApiError {
  return { error: { code, message } };
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string) {
  return c.json(errorBody(code, message), status);
}

/** Maps any thrown value to the API error shape; unexpected errors become a 500 with no internals. */
export function toApiError(err: unknown): { status: ContentfulStatusCode; body: ApiError; unexpected: boolean } {
  if (err instanceof AppError) {
    return { status: err.status as ContentfulStatusCode, body: errorBody(err.code, err.message), unexpected: false };
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const fallback = errorForStatus(status);
    return {
      status,
      body: errorBody(fallback.code, err.message || fallback.message),
      unexpected: status >= 500,
    };
  }
  return {
    status: 500,
    body: errorBody(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'),
    unexpected: true,
  };
}

/**
 * A request its client gave up on (left the page, typed on in a field that asks again): the work stopped because
 * it was no longer wanted, which is no fault of the server's and must not page an operator as a 500 would.
 */
export function isCancelledRequest(err: unknown, signal: AbortSignal): boolean {
  if (!signal.aborted) return false;
  return err === signal.reason || (err instanceof Error && err.name === 'AbortError');
}

/** Nobody reads the answer to a cancelled request; 499 is the status proxies log for "client closed request". */
const CLIENT_CLOSED = 499;

/**
 * The app's last word on an error: the one error shape on /api (text elsewhere), an error log only for what the
 * server did not expect, and a quiet note for a request its client cancelled.
 */
export function answerError(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (isCancelledRequest(err, c.req.raw.signal)) {
      logger.info({ reqId: c.get('requestId'), path: c.req.path }, 'request cancelled by the client');
      return new Response(null, { status: CLIENT_CLOSED });
    }
    const { status, body, unexpected } = toApiError(err);
    if (unexpected) logger.error({ err, reqId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    if (c.req.path.startsWith('/api/')) return c.json(body, status);
    return c.text(body.error.message, status);
  };
}
