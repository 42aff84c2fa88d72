/**
 * The web app's one client for its own `/api`: JSON in, JSON out, with the session cookie (same-origin).
 *
 * Every call resolves to an {@link ApiResult}; it never throws, except that a request cancelled through the
 * caller's AbortSignal rejects with the abort reason (so TanStack Query sees a cancellation, not a failure).
 * Error answers are read from our `{ error: { code, message } }` (src/shared/api-error.ts) and from better-auth's
 * `{ code, message }`. A success body is checked against the contract schema passed as `schema`; the schema is
 * passed in rather than imported here so that the first load (Home, the header) need not load zod.
 */

/** Shown when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Could not reach Soundsleeve. Check your connection and try again.';

/** Codes the client itself gives a failure; every other code is the server's. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, DNS, CORS...); `status` is 0. */
  network: 'network_error',
  /** A 2xx answer that does not match the request's contract schema. */
  unexpectedAnswer: 'unexpected_answer',
} as const;

/** A zod schema, or anything else with its `safeParse` (structural, so this module does not load zod). */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** The HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The server's machine-readable code, one of {@link CLIENT_ERROR_CODES}, or null when there is none. */
  code: string | null;
  /** For people: the server's message, else the request's `fallback`, else null (network failures always have one). */
  message: string | null;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface RequestOptions<T> {
  /** Checks (and types) a success body; without it `data` is the JSON as it came, unchecked (null: no JSON). */
  schema?: Schema<T>;
  /** The failure message when the server gave none. */
  fallback?: string;
  signal?: AbortSignal;
  cache?: RequestCache;
  headers?: Record<string, string>;
}

/** A failed call as an Error, for code that throws (TanStack Query functions). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(failure: Pick<ApiFailure, 'status' | 'code' | 'message'>, fallback?: string) {
    super(failure.message ?? fallback ?? `The request failed (${failure.status || 'no answer'}).`);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
  }
}

/**
 * The data of a successful call; a failure is thrown as an {@link ApiError} (its message the server's, else
 * `fallback`). For TanStack Query: `queryFn: () => unwrap(api.get(path), 'Could not load…')`.
 */
export async function unwrap<T>(result: ApiResult<T> | Promise<ApiResult<T>>, fallback?: string): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new ApiError(settled, fallback);
  return settled.data;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The code and message of an error body: ours (`{ error: { code, message } }`) or better-auth's (`{ code, message }`). */
function readApiError(body: unknown): { code: string | null; message: string | null } {
  if (!isObject(body)) return { code: null, message: null };
  const source = isObject(body.error) ? body.error : body;
  return { code: text(source.code), message: text(source.message) };
}

/** Bodies fetch sends as they are, with their own content type (multipart for FormData, the Blob's type...). */
function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/** The JSON body, or null when it is empty or not JSON (an HTML error page from a proxy, say). */
async function readBody(res: Response): Promise<unknown> {
  const raw = await res.text().catch(() => '');
  if (!raw.trim()) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a call; the answer, or the failure when none came. */
async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<unknown>,
  accept: string,
): Promise<Response | ApiFailure> {
  const { signal, cache, headers } = options;
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: accept } };
  if (body !== undefined) {
    if (isRawBody(body)) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    }
  }
  init.headers = { ...init.headers, ...headers };
  if (signal) init.signal = signal;
  if (cache) init.cache = cache;
  try {
    return await fetch(path, init);
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    return { ok: false, status: 0, code: CLIENT_ERROR_CODES.network, message: NETWORK_ERROR_MESSAGE };
  }
}

async function failureOf(res: Response, fallback: string | undefined): Promise<ApiFailure> {
  const { code, message } = readApiError(await readBody(res));
  return { ok: false, status: res.status, code, message: message ?? fallback ?? null };
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const { schema, fallback } = options;
  const res = await send(method, path, body, options, 'application/json');
  if (!(res instanceof Response)) return res;
  if (!res.ok) return failureOf(res, fallback);
  const data = await readBody(res);
  if (!schema) return { ok: true, status: res.status, data: data as T };
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, status: res.status, data: parsed.data };
  return { ok: false, status: res.status, code: CLIENT_ERROR_CODES.unexpectedAnswer, message: fallback ?? null };
}

/** A call answered with bytes (an image) rather than JSON: the body and the answer's headers. */
async function requestBlob(
  method: Method,
  path: string,
  body: unknown,
  options: Omit<RequestOptions<unknown>, 'schema'> = {},
): Promise<ApiResult<{ blob: Blob; headers: Headers }>> {
  const res = await send(method, path, body, options, '*/*');
  if (!(res instanceof Response)) return res;
  if (!res.ok) return failureOf(res, options.fallback);
  return { ok: true, status: res.status, data: { blob: await res.blob(), headers: res.headers } };
}

/**
 * `api.get('/api/quota', { schema: quotaSchema })`, `api.post(path, body, options)`... A body is sent as JSON, except
 * FormData, Blob/File, URLSearchParams and binary data, which go as they are (fetch sets their content type).
 */
export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', path, body, options),
  /** `api.blob('POST', path, body)`: for answers that are files, not JSON. */
  blob: requestBlob,
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, undefined, options),
};
