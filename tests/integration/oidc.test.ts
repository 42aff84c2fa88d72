import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/auth-client.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import { freePort } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** A minimal cookie jar: name=value pairs from Set-Cookie, sent back as one Cookie header. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

describe('sign-in with an OpenID Connect provider (PKCE)', () => {
  let server: Server;
  let issuer: string;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'soundsleeve',
          client_secret: 'soundsleeve-secret',
          redirect_uris: ['http://localhost:3000/api/auth/callback/oidc'],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      pkce: { required: () => true },
      cookies: { keys: ['test-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Oidc Musician' }),
      }),
    });
    server = provider.listen(port, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await database.destroy();
  });

  it('completes the authorization code flow and starts with 3 credits', async () => {
    const app = buildTestApp(database, {
      config: testConfig({
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'soundsleeve',
        OIDC_CLIENT_SECRET: 'soundsleeve-secret',
      }),
    });
    const appJar = new Jar();
    const start = await call(app, '/api/auth/sign-in/social', { body: { provider: 'oidc', callbackURL: '/' } });
    expect(start.status).toBe(200);
    appJar.take(start.res);
    const authorize = new URL(start.json.url as string);
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();

    // Walk the provider's own login and consent pages, as a browser would.
    const idpJar = new Jar();
    let url = authorize.toString();
    let callback: URL | null = null;
    for (let step = 0; step < 12 && !callback; step++) {
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: idpJar.header() } });
      idpJar.take(res);
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get('location')!, url);
        if (next.pathname === '/api/auth/callback/oidc') callback = next;
        url = next.toString();
        continue;
      }
      const html = await res.text();
      if (!/action=/.test(html))
        throw new Error(
          `provider page at ${url}: ${res.status} ${html
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .slice(0, 400)}`,
        );
      const action = new URL(html.match(/action="([^"]+)"/)![1]!, url).toString();
      const prompt = html.match(/name="prompt" value="([^"]+)"/)![1]!;
      const form = new URLSearchParams(
        prompt === 'login' ? { prompt, login: 'oidc-user', password: 'any' } : { prompt },
      );
      const submitted = await fetch(action, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: idpJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      idpJar.take(submitted);
      url = new URL(submitted.headers.get('location')!, action).toString();
    }
    expect(callback).not.toBeNull();

    const finish = await app.request(callback!.pathname + callback!.search, { headers: { cookie: appJar.header() } });
    expect(finish.status).toBe(302);
    expect(finish.headers.get('location')).toBe('/');
    appJar.take(finish);
    const me = await call(app, '/api/me/credits', { cookie: appJar.header() });
    expect(me.json).toEqual({ credit_count: 3, is_subscribed: false, subscription_plan: null });
    const session = await call(app, '/api/auth/get-session', { cookie: appJar.header() });
    expect(session.json.user.email).toBe('oidc-user@example.com');
  });

  it('lists the switched-on providers for the sign-in page, and none by default', async () => {
    const withOidc = buildTestApp(database, {
      config: testConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'soundsleeve', OIDC_NAME: 'Label SSO' }),
    });
    expect((await call(withOidc, '/api/auth/providers')).json).toEqual({
      providers: [{ id: 'oidc', name: 'Label SSO' }],
    });
    expect((await call(buildTestApp(database), '/api/auth/providers')).json).toEqual({ providers: [] });
  });
});
