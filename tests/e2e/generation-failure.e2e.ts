import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { launchBrowser, openPage, visit } from './support/browser.ts';

/**
 * A server of its own whose Sonic Vision engine always fails (IMAGE_PROVIDER_SONIC=fail: configuration, not a
 * patched build), to follow the failure path through the real pipeline: charge, render error, refund, toast.
 */
let browser: Browser;
let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-e2e-fail-'));
  server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      IMAGE_PROVIDER_SONIC: 'fail',
      RATE_LIMIT_MULTIPLIER: '100',
      GUEST_IP_DAILY_CAP: '1000',
    },
    { entry: 'built' },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a failing image provider', () => {
  it('shows "Generation failed" with the reason and gives the credit back', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop', server.publicUrl);
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: {
        name: 'Unlucky Artist',
        email: `fail-${Date.now()}@example.com`,
        password: 'secret-pass',
        callbackURL: '/',
      },
    });
    expect(signUp.status()).toBe(200);
    await visit(page, '/generate');
    await page.getByText('You have 3 credits').waitFor();
    await page.getByLabel('Prompt').fill('a cover that will not render');
    await page.getByRole('button', { name: 'Generate Album Art' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Generation failed' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain(
      'The image service is unavailable right now. Your credit has been refunded.',
    );
    await page.getByText('You have 3 credits').waitFor();
    expect((await (await context.request.get('/api/me/credits')).json()).credit_count).toBe(3);
    expect(await page.getByText('Your art will appear here').isVisible()).toBe(true);
    // The browser notes the 502 of the failed request; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes('status of 502'))).toEqual([]);
    await context.close();
  });
});
