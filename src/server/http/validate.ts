import type { Context } from 'hono';
import type { z } from 'zod';
import { ERROR_CODES } from '../../shared/api-error.ts';
import { AppError } from './errors.ts';

/**
 * Turns the first zod issue into a sentence a person can act on. A terse message ("must be at least 2 characters")
 * is prefixed with its field; one written as a sentence for people ("Enter a valid email address.") is kept as is.
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.map(String).join('.');
  return field && !/^[A-Z]/.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

/** application/json and its +json kinds (application/merge-patch+json). */
export const JSON_CONTENT_TYPE = /^application\/(.+\+)?json\b/i;

/** Reads and validates a JSON body; malformed JSON and schema failures are 400s, never 500s. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!JSON_CONTENT_TYPE.test(type)) {
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError(400, ERROR_CODES.invalidJson, 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, ERROR_CODES.validation, describeIssue(parsed.error));
  return parsed.data;
}

/** Validates the query string; a bad parameter is a 400 naming it. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new AppError(400, ERROR_CODES.validation, describeIssue(parsed.error));
  return parsed.data;
}
