import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ApiError, type ErrorCode } from '../../shared/api-error.ts';

/** An error a route or service throws to answer with a specific status, code and human message. */
export class AppError extends HTTPException {
  readonly code: ErrorCode | (string & {});
  constructor(status: ContentfulStatusCode, code: ErrorCode | (string & {}), message: string) {
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
};

export function errorBody(code: string, message: string): ApiError {
  return { error: { code, message } };
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json(errorBody(code, message), status);
}

/** Maps any thrown value to the API error shape; unexpected errors become a 500 with no internals. */
export function toApiError(err: unknown): { status: ContentfulStatusCode; body: ApiError; unexpected: boolean } {
  if (err instanceof AppError) {
    return { status: err.status as ContentfulStatusCode, body: errorBody(err.code, err.message), unexpected: false };
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = codeForStatus[status] ?? (status >= 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest);
    return {
      status,
      body: errorBody(code, err.message || 'Request could not be processed.'),
      unexpected: status >= 500,
    };
  }
  return {
    status: 500,
    body: errorBody(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'),
    unexpected: true,
  };
}
