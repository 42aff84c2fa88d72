import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  unexpected,
  type ViewportName,
  visit,
} from './support/browser.ts';

const PASSWORD = 'secret-pass-1';
const SIGNUP_SUCCESS = 'Account created! Welcome to Soundsleeve. You have 3 free credits to start!';
const LOGIN_SUCCESS = 'Welcome back! Login successful.';
const RESET_SENT = "If an account exists for that email, we've sent a link to reset your password.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let counter = 0;
const uniqueEmail = () => `user-${Date.now()}-${++counter}@example.com`;

/** Creates an account through the API. The context's cookie jar then holds its session (signed in). */
async function signUpViaApi(context: BrowserContext, email = uniqueEmail(), name = 'Api Person') {
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, displayName: name, callbackURL: '/' },
    headers: { origin: inject('baseURL') },
  });
  expect(res.status()).toBe(200);
  return email;
}

/** A fresh context that only holds an account (signed out again), to sign in through the UI. */
async function createAccount(email = uniqueEmail()) {
  const context = await browser.newContext({ baseURL: inject('baseURL') });
  await signUpViaApi(context, email);
  await context.close();
  return email;
}

function totp(base32Secret: string, step = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32Secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + step));
  const hmac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

const header = (page: Page) => page.locator('header').first();

async function fillSignup(page: Page, values: { name?: string; email?: string; password?: string; confirm?: string }) {
  if (values.name !== undefined) await page.getByLabel('Name', { exact: true }).fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(values.email);
  if (values.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(values.password);
  if (values.confirm !== undefined) await page.getByLabel('Confirm Password', { exact: true }).fill(values.confirm);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

const submitSignup = (page: Page) => page.getByRole('button', { name: 'Create Account', exact: true }).click();
const submitLogin = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true }).click();

describe('accounts', () => {
  it('signup validates in order, one toast at a time, then asks for the terms', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    const signupCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/sign-up')) signupCalls.push(r.url());
    });
    await visit(page, '/signup');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Sign Up · Soundsleeve');

    await submitSignup(page);
    await expectToast(page, 'Validation Error', 'Name must be at least 2 characters');
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await fillSignup(page, { name: ' A ' });
    await submitSignup(page);
    await expectToast(page, 'Validation Error', 'Name must be at least 2 characters');

    await fillSignup(page, { name: 'Ada', email: 'not-an-email' });
    await submitSignup(page);
    await expectToast(page, 'Validation Error', 'Invalid email address');

    await fillSignup(page, { email: uniqueEmail(), password: '12345' });
    await submitSignup(page);
    await expectToast(page, 'Validation Error', 'Password must be at least 6 characters');

    await fillSignup(page, { password: PASSWORD, confirm: 'something-else' });
    await submitSignup(page);
    await expectToast(page, 'Validation Error', "Passwords don't match");

    await fillSignup(page, { confirm: PASSWORD });
    await submitSignup(page);
    await expectToast(page, 'Terms not accepted', 'Please accept the Terms & Privacy Policy.');

    const terms = page.getByLabel('I agree to the Terms & Privacy Policy');
    expect(await terms.isChecked()).toBe(false);
    const termsLabel = page.locator('label', { hasText: 'I agree to the' });
    expect(await termsLabel.getByRole('link', { name: 'Terms', exact: true }).getAttribute('href')).toBe('/terms');
    expect(await termsLabel.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(signupCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up, shows 3 credits and the avatar initial, and signs out from the avatar menu', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    const email = uniqueEmail();
    await visit(page, '/signup');
    await fillSignup(page, { name: 'Ada Lovelace', email, password: PASSWORD, confirm: PASSWORD });
    await page.getByLabel('I agree to the Terms & Privacy Policy').check();

    // Hold the answer to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/sign-up/email', async (route) => {
      await held;
      await route.continue();
    });
    await submitSignup(page);
    const busy = page.getByRole('button', { name: 'Creating account...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await expectToast(page, SIGNUP_SUCCESS);
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByText('3 credits', { exact: true }).waitFor();
    const avatar = header(page).getByRole('button', { name: 'Account menu' });
    expect((await avatar.innerText()).trim()).toBe('U');
    expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0);

    await avatar.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await menu.getByRole('menuitem', { name: 'Get Credits' }).getAttribute('href')).toBe('/pricing');
    expect(await menu.innerText()).toContain(email);
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expectToast(page, 'Logged out');
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: 'Login' }).waitFor();
    await header(page).getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await header(page).getByText('3 credits').count()).toBe(0);
    const session = await context.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signing up with an email already registered shows the server message', async () => {
    const email = await createAccount();
    const { page, errors, context } = await openPage(browser, 'desktop');
    await visit(page, '/signup');
    await fillSignup(page, { name: 'Second Person', email, password: PASSWORD, confirm: PASSWORD });
    await page.getByLabel('I agree to the Terms & Privacy Policy').check();
    await submitSignup(page);
    await expectToast(page, 'Signup failed');
    const description = await page.locator('[data-sonner-toast] [data-description]').first().innerText();
    expect(description.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(unexpected(errors, 422, 400)).toEqual([]);
    await context.close();
  });

  it('login validates, fails with "Login failed", then signs in', async () => {
    const email = await createAccount();
    const { page, errors, context } = await openPage(browser, 'desktop');
    await visit(page, '/login');
    expect(await page.title()).toBe('Login · Soundsleeve');
    expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).isVisible()).toBe(true);

    await submitLogin(page);
    await expectToast(page, 'Validation Error', 'Invalid email address');
    await fillLogin(page, email, '123');
    await submitLogin(page);
    await expectToast(page, 'Validation Error', 'Password must be at least 6 characters');

    await fillLogin(page, email, 'wrong-password');
    await submitLogin(page);
    await expectToast(page, 'Login failed');
    expect(new URL(page.url()).pathname).toBe('/login');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, email, PASSWORD);
    await submitLogin(page);
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    await expectToast(page, LOGIN_SUCCESS);
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByText('3 credits', { exact: true }).waitFor();
    expect(unexpected(errors, 401)).toEqual([]);
    await context.close();
  });

  it('a signed-in visitor opening /login or /signup is sent home', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    await signUpViaApi(context);
    for (const path of ['/login', '/signup']) {
      await visit(page, path);
      await page.waitForURL((url) => url.pathname === '/');
      await header(page).getByRole('button', { name: 'Account menu' }).waitFor();
    }
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows neither Login nor the account menu until the session is known', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/get-session', async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, '/terms');
    await page.waitForTimeout(200);
    expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await header(page).getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    release();
    await header(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signing out in one tab signs out the others', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    await signUpViaApi(context);
    const other = await context.newPage();
    other.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`other tab: ${msg.text()}`);
    });
    await visit(page, '/terms');
    await visit(other, '/refunds');
    await header(other).getByRole('button', { name: 'Account menu' }).waitFor();

    // Headless Chromium pauses animation frames in background tabs; bring the acting tab forward.
    await page.bringToFront();
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out');
    await header(other).getByRole('link', { name: 'Login' }).waitFor({ timeout: 3_000 });
    await header(other).getByRole('link', { name: 'Get Started' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('accounts with two-factor authentication sign in with a TOTP code or a backup code', async () => {
    // Set up: an account with TOTP switched on, through the API.
    const setup = await browser.newContext({ baseURL: inject('baseURL') });
    const email = await signUpViaApi(setup);
    const origin = { origin: inject('baseURL') };
    const enabled = await setup.request.post('/api/auth/two-factor/enable', {
      data: { password: PASSWORD },
      headers: origin,
    });
    expect(enabled.status()).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const confirmed = await setup.request.post('/api/auth/two-factor/verify-totp', {
      data: { code: totp(secret) },
      headers: origin,
    });
    expect(confirmed.status()).toBe(200);
    await setup.close();

    const { page, errors, context } = await openPage(browser, 'desktop');
    await visit(page, '/login');
    await fillLogin(page, email, PASSWORD);
    await submitLogin(page);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    const code = page.getByLabel('Authentication code');
    await code.fill('12');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(page, 'Validation Error');
    await code.fill('000000' === totp(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(page, 'Login failed');

    await page.getByRole('button', { name: 'Use a backup code' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(page, LOGIN_SUCCESS);
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByText('3 credits', { exact: true }).waitFor();
    await context.close();

    // And with the authenticator app's code.
    const second = await openPage(browser, 'desktop');
    await visit(second.page, '/login');
    await fillLogin(second.page, email, PASSWORD);
    await submitLogin(second.page);
    await second.page.getByLabel('Authentication code').fill(totp(secret, 1));
    await second.page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(second.page, LOGIN_SUCCESS);
    await second.page.waitForURL((url) => url.pathname === '/');
    expect(unexpected([...errors, ...second.errors], 401)).toEqual([]);
    await second.context.close();
  });

  it('forgot password answers the same whether or not the email is registered', async () => {
    const registered = await createAccount();
    const { page, errors, context } = await openPage(browser, 'desktop');
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Validation Error', 'Invalid email address');

    const texts: string[] = [];
    for (const email of [registered, uniqueEmail()]) {
      await visit(page, '/forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      const status = page.getByRole('status').filter({ hasText: RESET_SENT });
      await status.waitFor();
      texts.push(await page.locator('main').innerText());
    }
    expect(texts[0]).toBe(texts[1]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reset link without a valid token explains itself and links to a new one', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    for (const path of ['/reset-password', '/reset-password?error=INVALID_TOKEN']) {
      await visit(page, path);
      await page.getByText('This password reset link is invalid or has expired.').waitFor();
      expect(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
        '/forgot-password',
      );
    }
    await visit(page, '/reset-password?token=not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Validation Error', 'Password must be at least 6 characters');
    await page.getByLabel('New Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm New Password').fill('different');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Validation Error', "Passwords don't match");
    await page.getByLabel('Confirm New Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('This password reset link is invalid or has expired.').waitFor();
    expect(unexpected(errors, 400)).toEqual([]);
    await context.close();
  });

  it('at mobile width the side sheet shows the credits and signs out', async () => {
    const { page, errors, context } = await openPage(browser, 'mobile');
    const email = await signUpViaApi(context);
    await visit(page, '/terms');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByText('3 credits', { exact: true }).waitFor();
    expect(await sheet.innerText()).toContain(email);
    expect(await sheet.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await sheet.getByRole('link', { name: 'Get Credits' }).getAttribute('href')).toBe('/pricing');
    expect(await sheet.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await sheet.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sheet.getByRole('link', { name: 'Login' }).waitFor();
    await sheet.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await sheet.getByText('3 credits').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`/login, /signup and /forgot-password have no serious accessibility problems at ${viewport} width`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      for (const path of ['/login', '/signup', '/forgot-password']) {
        await visit(page, path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await seriousA11yViolations(page), path).toEqual([]);
        // Nothing overflows sideways at phone width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      // With a validation error showing too.
      await visit(page, '/signup');
      await page.getByRole('button', { name: 'Create Account', exact: true }).click();
      await expectToast(page, 'Validation Error');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
