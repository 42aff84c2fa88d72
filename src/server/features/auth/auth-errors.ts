import { errorBody, errorForStatus } from '../../http/errors.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * better-auth answers its errors as `{ message, code }` (or with an empty body); every /api error answers
 * `{ error: { code, message } }`. This rewrites an auth error into that shape, keeping its status and headers
 * (cookies, Retry-After). better-auth's codes are SCREAMING_CASE; ours are snake_case.
 */
export async function inOneErrorShape(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const raw = await res.text();
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    // Not JSON: the fallback message for the status stands in for it.
  }
  if (isObject(body) && isObject(body.error) && text(body.error.code) && text(body.error.message)) {
    return new Response(raw, res);
  }
  const fallback = errorForStatus(res.status);
  const code = isObject(body) ? text(body.code)?.toLowerCase() : null;
  const message = isObject(body) ? text(body.message) : null;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(errorBody(code ?? fallback.code, message ?? fallback.message)), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
