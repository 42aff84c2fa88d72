import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';

/**
 * Our server answers every error as `{ error: { code, message } }`; the better-auth client reads
 * `{ code, message }` at the top level. This hands it the inner object so its `error.message` is the server's.
 */
async function fetchWithAuthErrors(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (res.ok) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  const inner = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  if (typeof inner !== 'object' || inner === null) return res;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(inner), { status: res.status, statusText: res.statusText, headers });
}

/**
 * The better-auth client, for what needs more than a JSON POST (the WebAuthn passkey ceremony).
 * Only lazily loaded page code imports this module: it must never reach the first load of a page.
 */
export const authClient = createAuthClient({
  // No window while the build prerenders pages; nothing is fetched then.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  plugins: [twoFactorClient(), passkeyClient()],
  fetchOptions: { customFetchImpl: fetchWithAuthErrors },
});

export type AuthClient = typeof authClient;
