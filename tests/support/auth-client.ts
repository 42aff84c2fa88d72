import type { buildTestApp } from './test-app.ts';

type App = ReturnType<typeof buildTestApp>;
export const ORIGIN = 'http://localhost:3000';

/** Calls the in-process app like a browser would: same-origin JSON with the session cookie. */
export async function call(
  app: App,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const res = await app.request(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: ORIGIN,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies vary per endpoint
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { res, status: res.status, json, cookie: sessionCookie(res) };
}

/** The session cookie a response sets, as a Cookie header value. */
export function sessionCookie(res: Response): string | undefined {
  const set = res.headers.getSetCookie?.() ?? [];
  const pair = set
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('better-auth.session_token=') && !c.endsWith('='));
  return pair;
}

export async function signUp(app: App, email: string, password = 'secret-pass', name = 'Test Musician') {
  const r = await call(app, '/api/auth/sign-up/email', {
    body: { name, email, password, displayName: name, callbackURL: '/' },
  });
  if (r.status !== 200) throw new Error(`sign-up failed: ${r.status} ${JSON.stringify(r.json)}`);
  return { userId: r.json.user.id as string, cookie: r.cookie! };
}
