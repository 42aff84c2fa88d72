import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, launchBrowser, openPage, seriousA11yViolations, visit } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let n = 0;
const uniqueEmail = () => `security-${Date.now()}-${++n}@example.com`;

/** Signs up through the API from inside the page, so the browser holds the session cookie. */
async function signUpInPage(page: Page, email: string, password = 'secret-pass') {
  await visit(page, '/terms');
  const status = await page.evaluate(
    async ([e, p]) =>
      (
        await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Security Tester', email: e, password: p, callbackURL: '/' }),
        })
      ).status,
    [email, password],
  );
  expect(status).toBe(200);
}

describe('account security on /profile', () => {
  it('sends a guest to the login page', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    await visit(page, '/profile');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('deletes the account with the password and DELETE typed, then signs out; the login no longer works', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    const email = uniqueEmail();
    await signUpInPage(page, email);
    await visit(page, '/profile');
    const card = page.getByRole('region', { name: 'Delete account' });
    await card.scrollIntoViewIfNeeded();
    const button = card.getByRole('button', { name: 'Delete my account' });
    expect(await button.isDisabled()).toBe(true);
    expect(await card.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await card.getByLabel('Password').fill('not-my-password');
    await card.getByLabel('Type DELETE to confirm').fill('DELETE');
    await button.click();
    // The server's reason, beside the field; nothing is deleted.
    await card.locator('#delete-password-error').waitFor();
    expect(await card.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect((await context.request.get('/api/profile')).status()).toBe(200);

    await card.getByLabel('Password').fill('secret-pass');
    await button.click();
    await page.getByText('Account deleted', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.request.get('/api/profile')).status()).toBe(401);
    const again = await context.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'secret-pass' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(401);
    expect(errors.filter((e) => !e.includes('status of 400') && !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('turns on two-factor with the QR code and secret, then asks for the code at login', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const email = uniqueEmail();
    await signUpInPage(page, email);
    await visit(page, '/profile');
    await page.getByRole('heading', { name: 'Account security' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    await page.getByLabel('Confirm with your password').fill('secret-pass');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('code').first().innerText()).trim();
    await page.getByLabel('6-digit code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText('Two-factor authentication is on').first().waitFor();
    expect(await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(
      8,
    );

    // Sign out, then sign in again: the code is required before the session is usable.
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await visit(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const codeField = page.getByLabel(/code/i).first();
    await codeField.waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/me/credits')).status)).toBe(401);
    await codeField.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Welcome back! Login successful.').waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/me/credits')).status)).toBe(200);
    // The deliberate /api/me/credits call before the code is entered answers 401.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  it('registers a passkey with a virtual authenticator and lists the session', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await signUpInPage(page, uniqueEmail());
    await visit(page, '/profile');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Active sessions' }).getByText('This device').count()).toBe(1);

    // Sign out, then back in with the passkey alone.
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('Welcome back! Login successful.').waitFor();
    // Back to the page this tab was on before the login page.
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(await page.evaluate(async () => (await fetch('/api/me/credits')).status)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    const email = uniqueEmail();
    await signUpInPage(page, email);
    await page.evaluate(() =>
      fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    await visit(page, '/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();

    const mail = await lastMailTo(email, /Subject: Reset your Soundsleeve password/);
    const link = mail.match(/https?:\/\/[^\s"<]+\/api\/auth\/reset-password\/[^\s"<]+/)![0];
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('New Password', { exact: true }).fill('fresh-password');
    await page.getByLabel('Confirm New Password').fill('fresh-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('fresh-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back! Login successful.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
