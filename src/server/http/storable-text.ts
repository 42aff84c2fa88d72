/**
 * Text the app can store. PostgreSQL refuses the NUL character (U+0000) in text and JSON, and a lone UTF-16 surrogate
 * (half of a pair, such as the JSON escape \ud800) in JSON; a NUL, or such a surrogate in a prompt's title, a brief or
 * a moodboard note, reached the database and came back as a 500. No text the app keeps can contain either, so one
 * guard in front of every /api route (better-auth's included) answers 400 with the one error shape instead. The same
 * guard bounds how deep a JSON body may nest: a value thousands of levels deep overflowed the stack wherever it was
 * walked (better-auth passed an update-user name of nested arrays to the database driver: a 500; this guard's own
 * walk gave up and let a NUL through), and no request needs more than a few levels.
 */
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../shared/api-error.ts';
import { jsonError } from './errors.ts';
import { JSON_CONTENT_TYPE } from './validate.ts';

/** Far deeper than any body the API takes (a saved cover edit, among the deepest, nests under ten levels). */
export const MAX_JSON_DEPTH = 64;

type Problem = 'nul' | 'illFormed' | 'tooDeep';

const MESSAGES: Record<Problem, string> = {
  nul: 'The request contains a NUL character (\\0), which no field accepts. Remove it and try again.',
  illFormed:
    'The request contains a broken character (half of a UTF-16 surrogate pair, such as \\ud800, or bytes that are ' +
    'not UTF-8), which no field accepts. Remove it or type the character again, and try again.',
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep, which no field accepts. Send a flatter body.`,
};

/** With the u flag a surrogate pair reads as one code point, so this finds only the halves that stand alone. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

function textProblem(text: string): Problem | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'illFormed' : null;
}

/** The first reason a parsed JSON value cannot be stored, walked with a stack of its own (it may be thousands deep). */
export function unstorable(value: unknown): Problem | null {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'tooDeep';
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Text from outside the app (an identity provider's profile) made storable: NULs dropped, lone surrogates replaced. */
export function toStorableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * Percent-escapes in the URL that are not UTF-8 (a surrogate's bytes %ED%A0%80, an overlong NUL %C0%80): routes would
 * read them as the escapes themselves, so they are refused like the same text in a body.
 */
function urlProblem(url: string): Problem | null {
  if (!url.includes('%')) return null;
  if (/%00/i.test(url)) return 'nul';
  for (const escapes of url.match(/(?:%[0-9a-f]{2})+/gi) ?? []) {
    try {
      decodeURIComponent(escapes);
    } catch {
      return 'illFormed';
    }
  }
  return null;
}

/**
 * Only a parsed body tells a NUL or a lone surrogate from its escape typed literally, and its depth; most bodies hold
 * no such escape and fewer brackets than the limit, and are not parsed twice.
 */
function mayHideProblem(json: string): boolean {
  if (/\\u(0000|d[89a-f])/i.test(json)) return true;
  let brackets = 0;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    // '{' and '['
    if ((code === 0x7b || code === 0x5b) && ++brackets > MAX_JSON_DEPTH) return true;
  }
  return false;
}

/** Bodies read as text: JSON, forms and plain text (images and multipart uploads carry binary bytes). */
const TEXT_BODY = /^(application\/x-www-form-urlencoded|text\/)/i;

export function rejectUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    const inUrl = urlProblem(c.req.url);
    if (inUrl) return jsonError(c, 400, ERROR_CODES.badRequest, MESSAGES[inUrl]);
    const type = c.req.header('content-type') ?? '';
    const json = JSON_CONTENT_TYPE.test(type);
    // The content type is read first: touching `raw.body` makes the server build a full Request.
    if ((json || TEXT_BODY.test(type)) && c.req.raw.body) {
      // A clone, so the route (or better-auth, which reads the raw request) still gets the whole body. Decoding the
      // bytes as UTF-8 turns any that are not into U+FFFD, so only JSON escapes can spell a lone surrogate.
      const text = await c.req.raw.clone().text();
      let problem: Problem | null = text.includes('\u0000') ? 'nul' : null;
      if (!problem && json && mayHideProblem(text)) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the route answers invalid_json itself.
        }
        problem = unstorable(body);
      }
      if (problem) return jsonError(c, 400, ERROR_CODES.badRequest, MESSAGES[problem]);
    }
    return next();
  };
}
