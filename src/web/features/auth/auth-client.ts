import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';

/**
 * The better-auth client, for what needs more than a JSON POST (the WebAuthn passkey ceremony).
 * Only lazily loaded page code imports this module: it must never reach the first load of a page.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [twoFactorClient(), passkeyClient()],
});

export type AuthClient = typeof authClient;
