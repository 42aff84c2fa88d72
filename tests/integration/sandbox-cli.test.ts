import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process.ts';

/** `npm run sandbox -- renew|refund <orderId>` against a running server: the sandbox's signed webhooks. */
const run = promisify(execFile);
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-sandbox-cli-'));
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MULTIPLIER: '50' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(pathname: string, cookie: string, body?: unknown) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: server.publicUrl, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, res };
}

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/sandbox-payments.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: server.url, DATABASE_URL: '', NODE_ENV: 'test' },
  });

describe('sandbox console', () => {
  it('renews a paid plan for a month and refunds it, each through a verified webhook', async () => {
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'CLI Buyer', email: `cli-${Date.now()}@example.com`, password: 'secret-pass' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const order = await api('/api/payments/orders', cookie, { planId: 'starter' });
    const orderId = order.json.orderId as string;
    await api(`/api/payments/sandbox/${orderId}`, cookie, { action: 'pay' });
    expect((await api('/api/me/credits', cookie)).json.credit_count).toBe(33);

    const renewed = await cli('renew', orderId);
    expect(renewed.stdout).toMatch(/^200 .*"outcome":"applied"/);
    expect((await api('/api/me/credits', cookie)).json.credit_count).toBe(63);

    const refunded = await cli('refund', orderId);
    expect(refunded.stdout).toMatch(/^200 .*"outcome":"applied"/);
    expect((await api('/api/me/credits', cookie)).json.credit_count).toBe(33);

    await expect(cli('renew')).rejects.toMatchObject({ code: 2 });
  });
});
