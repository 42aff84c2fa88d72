import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  unexpected,
  visit,
  type ViewportName,
} from './support/browser.ts';

const PASSWORD = 'secret-pass-1';
/** Waits for answers that follow other answers (session, then profile). */
const SLOW = { timeout: 15_000 };
const NAME_TOO_SHORT = 'Display name must be at least 2 characters';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let counter = 0;
const uniqueEmail = () => `profile-${Date.now()}-${++counter}@example.com`;
const shot = (name: string) => path.join(os.tmpdir(), `soundsleeve-profile-${name}.png`);

/** Creates an account through the API; the context's cookie jar then holds its session (signed in). */
async function signUp(context: BrowserContext, name = 'Profile Tester') {
  const email = uniqueEmail();
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, callbackURL: '/' },
    headers: { origin: inject('baseURL') },
  });
  expect(res.status()).toBe(200);
  return email;
}

/** One stats card's visible text, e.g. 'Artworks 0 covers created'. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Your stats' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
const planBar = (page: Page) => page.getByRole('region', { name: /^Current plan:/ });
const avatarImage = (page: Page) => page.getByRole('img', { name: 'Your avatar', exact: true });
const avatarInput = (page: Page) => page.locator('input[type="file"]');
const avatarAlert = (page: Page) => page.getByRole('group', { name: 'Avatar', exact: true }).getByRole('alert');

async function expectDecoded(image: Locator) {
  await image.waitFor(SLOW);
  await expect
    .poll(() => image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A small gradient PNG, made the way a person's photo would arrive. */
const smallPng = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 255, g: 91, b: 58 } } })
    .composite([
      {
        input: Buffer.from('<svg width="320" height="240"><circle cx="160" cy="120" r="90" fill="#a78bfa"/></svg>'),
      },
    ])
    .png()
    .toBuffer();

/** Random noise does not compress: a PNG well over the 2 MB limit. */
async function largePng() {
  const width = 1200;
  const height = 1000;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('the profile page', () => {
  it('sends a guest to the login page', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await visit(page, '/profile');
    await page.waitForURL((url) => url.pathname === '/login', SLOW);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it.each<ViewportName>(['desktop', 'mobile'])(
    'shows real stats, recent creations, edits, the avatar, the plan bar and logout (%s)',
    async (viewport) => {
      const { page, context, errors } = await openPage(browser, viewport);
      const email = await signUp(context);
      const patches: unknown[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/profile') patches.push(r.postDataJSON());
      });

      // A fresh account: nothing made yet, Free, its 3 sign-up credits (no monthly credits to measure them against).
      await visit(page, '/profile');
      await page.getByRole('heading', { level: 1, name: 'Profile Tester' }).waitFor(SLOW);
      await page.getByText(email, { exact: true }).first().waitFor();
      await expect.poll(() => textOf(stat(page, 'Artworks')), SLOW).toMatch(/^Artworks 0 /);
      expect(await textOf(stat(page, 'Plan'))).toMatch(/^Plan Free /);
      expect(await textOf(stat(page, 'Credits'))).toMatch(/^Credits 3 /);
      expect(await textOf(planBar(page))).toContain('3 credits left');
      expect(await textOf(planBar(page))).not.toContain('200');
      expect(await planBar(page).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('3 credits left');
      await page.getByText('No covers yet', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe('/generate');
      // The avatar is the email's initial until one is uploaded.
      expect(await avatarImage(page).count()).toBe(0);
      // The plan panel and the security area stay on the page.
      await page.getByRole('region', { name: 'Plan', exact: true }).getByText('Free', { exact: true }).waitFor(SLOW);
      await page.getByRole('heading', { name: 'Account security' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await noHorizontalScroll(page);
      await page.screenshot({ path: shot(`fresh-${viewport}`), fullPage: true });

      // One cover made through the API shows up as an artwork and as a recent creation.
      const generated = await context.request.post('/api/generations', {
        data: { prompt: 'a neon lighthouse over a midnight synthwave sea', provider: 'lovable' },
        headers: { origin: inject('baseURL') },
      });
      expect(generated.ok()).toBe(true);
      await page.reload();
      await expect.poll(() => textOf(stat(page, 'Artworks')), SLOW).toMatch(/^Artworks 1 /);
      expect(await textOf(stat(page, 'Credits'))).toMatch(/^Credits 2 /);
      expect(await textOf(planBar(page))).toContain('2 credits left');
      const recent = page.getByRole('button', { name: 'View cover: a neon lighthouse over a midnight synthwave sea' });
      await expectDecoded(recent.locator('img'));
      await recent.click();
      const dialog = page.getByRole('dialog', { name: 'Your cover' });
      await expectDecoded(dialog.getByRole('img', { name: /^Cover: a neon lighthouse/ }));
      expect(await dialog.getByRole('link', { name: 'Download PNG' }).getAttribute('href')).toMatch(
        /^\/api\/generations\/.+\/download\?format=png$/,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`creation-${viewport}`) });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Edit Profile: the same rule as the server, shown before anything is sent.
      const edit = page.getByRole('button', { name: 'Edit Profile' });
      await edit.click();
      const panel = page.getByRole('region', { name: 'Edit Profile' });
      expect(await panel.getByLabel('Email').inputValue()).toBe(email);
      expect(await panel.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
      await panel.getByLabel('Display Name').fill('A');
      await panel.getByRole('button', { name: 'Save Changes' }).click();
      await panel.getByText(NAME_TOO_SHORT, { exact: true }).waitFor();
      expect(await panel.getByLabel('Display Name').getAttribute('aria-invalid')).toBe('true');
      expect(patches).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`edit-invalid-${viewport}`), fullPage: true });

      // Cancel leaves everything as it was.
      await panel.getByRole('button', { name: 'Cancel' }).click();
      await panel.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Profile Tester' }).waitFor();

      // A good name and bio are saved and stay after a reload.
      await edit.click();
      await panel.getByLabel('Display Name').fill('  Nova Static  ');
      await panel.getByLabel('Bio').fill('Synthwave producer from Lisbon. Covers for late-night records.');
      await panel.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile Updated!');
      await panel.waitFor({ state: 'detached' });
      expect(patches).toEqual([
        { displayName: 'Nova Static', bio: 'Synthwave producer from Lisbon. Covers for late-night records.' },
      ]);
      await page.getByRole('heading', { level: 1, name: 'Nova Static' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Nova Static' }).waitFor(SLOW);
      await page.getByText('Synthwave producer from Lisbon. Covers for late-night records.', { exact: true }).waitFor();

      // The server is the authority on the same rules.
      const refused = await context.request.patch('/api/profile', {
        data: { displayName: 'B', bio: '' },
        headers: { origin: inject('baseURL') },
      });
      expect(refused.status()).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(NAME_TOO_SHORT);

      // Avatar: a PNG is uploaded and shown.
      await avatarInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await smallPng() });
      await expectToast(page, 'Avatar updated');
      await expectDecoded(avatarImage(page));
      expect(await avatarImage(page).getAttribute('src')).not.toMatch(/^https?:/);
      // The header shows the uploaded avatar instead of the email's initial (on a phone, in the menu sheet).
      if (viewport === 'desktop') await expectDecoded(page.locator('header img[src^="/api/profile/avatar"]').first());
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot(`avatar-${viewport}`) });

      // A file that is not an image, and one over 2 MB, are refused before sending.
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/profile/avatar') uploads.push(r.url());
      });
      await avatarInput(page).setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await avatarAlert(page).filter({ hasText: 'Upload a PNG, JPEG or WebP image.' }).waitFor();
      const big = await largePng();
      expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
      await avatarInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
      await avatarAlert(page).filter({ hasText: 'The image is larger than 2 MB.' }).waitFor();
      expect(uploads).toEqual([]);
      // What only the server can tell: a file that merely claims to be a PNG, and one of over 25 megapixels.
      await avatarInput(page).setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is not really a png file'),
      });
      await avatarAlert(page)
        .filter({ hasText: 'That file is not an image we can read. Upload a PNG, JPEG or WebP image.' })
        .waitFor(SLOW);
      const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      expect(huge.length).toBeLessThan(2 * 1024 * 1024);
      await avatarInput(page).setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: huge });
      await avatarAlert(page).filter({ hasText: 'The image is too large: at most 25 megapixels.' }).waitFor(SLOW);
      expect(uploads).toHaveLength(2);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot(`avatar-error-${viewport}`) });
      // The avatar that was uploaded before is still there.
      await expectDecoded(avatarImage(page));

      // Remove: back to the initial.
      await page.getByRole('button', { name: 'Remove avatar' }).click();
      await expectToast(page, 'Avatar removed');
      await avatarImage(page).waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Nova Static' }).waitFor(SLOW);
      await page.getByRole('button', { name: 'Upload avatar' }).waitFor();
      expect(await avatarImage(page).count()).toBe(0);

      // Upgrade Plan leads to the pricing page.
      await planBar(page).getByRole('link', { name: 'Upgrade Plan' }).click();
      await page.waitForURL((url) => url.pathname === '/pricing', SLOW);

      // Logout: the toast, and home.
      await visit(page, '/profile');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expectToast(page, 'Logged out');
      await page.waitForURL((url) => url.pathname === '/', SLOW);
      expect((await context.request.get('/api/me/credits')).status()).toBe(401);

      // The server's refusals of the two bad images (400) are the only failed answers the page saw.
      expect(unexpected(errors, 400)).toEqual([]);
      await context.close();
    },
  );
  it('a Studio subscriber sees unlimited credits and no upgrade (desktop)', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await signUp(context, 'Studio Owner');
    await visit(page, '/pricing');
    await page
      .getByRole('article', { name: 'Studio', exact: true })
      .getByRole('button', { name: 'Get Started' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'), SLOW);
    await page.getByRole('button', { name: 'Pay $59.00' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', SLOW);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor(SLOW);

    await visit(page, '/profile');
    await expect.poll(() => textOf(stat(page, 'Plan')), SLOW).toBe('Plan Studio $59/month');
    expect(await textOf(stat(page, 'Credits'))).toBe('Credits ∞ Unlimited Unlimited generations');
    expect(await textOf(planBar(page))).toBe('Current plan: Studio Unlimited generations');
    expect(await planBar(page).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Unlimited');
    expect(await planBar(page).getByRole('link', { name: 'Upgrade Plan' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Plan', exact: true }).getByText('Studio', { exact: true }).waitFor(SLOW);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('studio-desktop') });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`creates an API key shown once, which works until it is revoked (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUp(context, 'Key Maker');
      await visit(page, '/profile#api-keys');
      const card = page.getByRole('region', { name: 'API keys' });
      await card.getByText('No API keys yet.').waitFor(SLOW);
      await card.getByLabel('Key name').fill('Release bot');
      await card.getByRole('button', { name: 'Create key' }).click();
      const secret = (await card.getByTestId('new-api-key').innerText(SLOW)).trim();
      expect(secret).toMatch(/^ssk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
      await card.getByText('it will not be shown again').waitFor();
      await card.getByText('never used').waitFor(SLOW);

      // The key works for the public API, outside the browser.
      const styles = await fetch(`${inject('baseURL')}/api/v1/styles`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(styles.status).toBe(200);
      expect(styles.headers.get('x-ratelimit-limit')).toBe('20');
      await page.reload();
      await card.getByText(/last used/).waitFor(SLOW);
      expect(await page.getByTestId('new-api-key').count()).toBe(0);
      expect(await card.innerText()).toContain(secret.slice(0, 16));
      expect(await card.innerText()).not.toContain(secret);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`api-keys-${viewport}`) });

      page.once('dialog', (dialog) => void dialog.accept());
      await card.getByRole('button', { name: 'Revoke Release bot' }).click();
      await expectToast(page, 'API key revoked', 'Requests with it are refused from now on.');
      await card.getByText('No API keys yet.').waitFor(SLOW);
      const refused = await fetch(`${inject('baseURL')}/api/v1/styles`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(refused.status).toBe(401);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }
});
