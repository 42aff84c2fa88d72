import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLANS } from '../../src/shared/plans.ts';
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
const SUCCESS_TEXT = 'Your subscription has been activated and credits have been added to your account.';
const SUCCESS_TOAST =
  'Payment Successful! Your subscription has been activated and credits have been added to your account.';
const FAILED_TEXT = "We couldn't verify your payment. If you were charged, please contact support with your order ID.";
/** Waits for answers that follow other answers (session, then order status, then credits). */
const SLOW = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let counter = 0;
const uniqueEmail = () => `pay-${Date.now()}-${++counter}@example.com`;

/** Creates an account through the API; the context's cookie jar then holds its session (signed in). */
async function signUp(context: BrowserContext) {
  const email = uniqueEmail();
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Cover Buyer', email, password: PASSWORD, displayName: 'Cover Buyer', callbackURL: '/' },
    headers: { origin: inject('baseURL') },
  });
  expect(res.status()).toBe(200);
  return email;
}

const header = (page: Page) => page.locator('header').first();
const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const getStarted = (page: Page, plan: string) => planCard(page, plan).getByRole('button', { name: 'Get Started' });
const shot = (name: string) => path.join(os.tmpdir(), `soundsleeve-payments-${name}.png`);

/** Chooses `plan` on /pricing and lands on the sandbox's hosted checkout; returns the order id. */
async function checkout(page: Page, plan: string): Promise<string> {
  await visit(page, '/pricing');
  await getStarted(page, plan).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'), SLOW);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.getByRole('heading', { name: 'Confirm your payment' }).waitFor(SLOW);
  // A full page load starts at the top, whatever the previous page's scroll position was.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  return orderId;
}

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

describe('pricing', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`shows the three plans from the catalog; a guest choosing one is asked to log in (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const orders: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/payments/')) orders.push(r.url());
      });
      await visit(page, '/pricing');
      expect(await page.title()).toBe('Pricing · Soundsleeve');
      await expect.poll(() => page.getByRole('article').count()).toBe(3);
      for (const plan of PLANS) {
        const card = planCard(page, plan.name);
        await card.getByText(plan.priceText, { exact: true }).waitFor();
        // Each of the spec's words, with what it means here under it.
        for (const feature of plan.features) {
          await card.getByText(feature.text, { exact: true }).waitFor();
          await card.getByText(feature.means, { exact: true }).waitFor();
        }
        expect(await card.getByText('MOST POPULAR', { exact: true }).count()).toBe(plan.featured ? 1 : 0);
        expect(await getStarted(page, plan.name).isEnabled()).toBe(true);
      }
      expect(PLANS.find((p) => p.featured)?.id).toBe('pro');
      expect(await page.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/signup');
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`pricing-${viewport}`), fullPage: true });

      await getStarted(page, 'Studio').click();
      await expectToast(page, 'Authentication Required', 'Please log in to subscribe to a plan.');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(orders).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  it('shows the failures of starting a payment, and clears the processing state', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await signUp(context);
    const answers = [
      { status: 503, body: { error: { code: 'provider_unavailable', message: 'The payment provider is down.' } } },
      { status: 500, body: null },
      { status: 201, body: { orderId: 'ord_x' } },
    ];
    let release!: () => void;
    let held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payments/orders', async (route) => {
      await held;
      const answer = answers.shift()!;
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: answer.body === null ? '' : JSON.stringify(answer.body),
      });
    });
    await visit(page, '/pricing');
    await header(page).getByText('3 credits', { exact: true }).waitFor(SLOW);

    const expected = [
      'The payment provider is down.',
      'Failed to start payment. Please try again.',
      'No payment link received.',
    ];
    for (const [i, message] of expected.entries()) {
      await getStarted(page, 'Pro').click();
      // Only the chosen plan is processing.
      const pro = planCard(page, 'Pro').getByRole('button', { name: 'Processing...' });
      await pro.waitFor();
      expect(await pro.isDisabled()).toBe(true);
      expect(await getStarted(page, 'Starter').isEnabled()).toBe(true);
      expect(await getStarted(page, 'Studio').isEnabled()).toBe(true);
      release();
      await expectToast(page, 'Subscription Failed', message);
      await expect.poll(() => getStarted(page, 'Pro').isEnabled()).toBe(true);
      expect(page.url()).toMatch(/\/pricing$/);
      if (i < expected.length - 1) {
        held = new Promise<void>((resolve) => (release = resolve));
        await page.locator('[data-sonner-toast] button[aria-label="Close toast"]').first().click();
        await expect.poll(() => page.locator('[data-sonner-toast]').count()).toBe(0);
      }
    }
    expect(unexpected(errors, 500, 503)).toEqual([]);
    await context.close();
  });
});

describe('payments in the sandbox checkout', () => {
  it('a signed-in user pays for Pro: success, 3 + 200 credits, subscribed; the profile shows and cancels the plan', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const email = await signUp(context);
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payments/orders') bodies.push(r.postDataJSON());
    });
    // Hold the order answer to see the processing state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payments/orders', async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, '/pricing');
    await header(page).getByText('3 credits', { exact: true }).waitFor(SLOW);
    await getStarted(page, 'Pro').click();
    const processing = planCard(page, 'Pro').getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    release();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'), SLOW);
    await page.unroute('**/api/payments/orders');
    expect(bodies).toEqual([{ planId: 'pro' }]);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('heading', { name: 'Confirm your payment' }).waitFor(SLOW);
    await page.getByText('Sandbox checkout — no real money.', { exact: true }).waitFor();
    await page.getByText('Subscribe to Pro', { exact: true }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Decline' }).isEnabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('sandbox-checkout'), fullPage: true });

    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', SLOW);
    expect(new URL(page.url()).searchParams.get('order_id')).toBe(orderId);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor(SLOW);
    await page.getByText(SUCCESS_TEXT, { exact: true }).waitFor();
    await expectToast(page, SUCCESS_TOAST);
    await header(page).getByText('203 credits', { exact: true }).waitFor(SLOW);
    expect(await page.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe('/generate');
    expect(await page.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/profile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('success'), fullPage: true });

    const credits = await context.request.get('/api/me/credits');
    expect(await credits.json()).toMatchObject({ credit_count: 203, is_subscribed: true, subscription_plan: 'pro' });

    // The hosted page of a decided order says so and leads to the result.
    const hosted = await visit(page, `/checkout/sandbox/${encodeURIComponent(orderId)}`);
    expect(hosted?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Already paid' }).waitFor(SLOW);
    expect(await page.getByRole('button', { name: 'Pay $29.00' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See the payment result' }).getAttribute('href')).toBe(
      `/payment-success?order_id=${encodeURIComponent(orderId)}`,
    );

    // The result page again: still paid, and the credits are granted once.
    await visit(page, `/payment-success?order_id=${encodeURIComponent(orderId)}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor(SLOW);
    await header(page).getByText('203 credits', { exact: true }).waitFor(SLOW);

    // The running plan cannot be bought again: its card says so; the others still can be.
    await visit(page, '/pricing');
    const current = planCard(page, 'Pro').getByRole('button', { name: 'Your current plan' });
    await current.waitFor(SLOW);
    expect(await current.isDisabled()).toBe(true);
    expect(await planCard(page, 'Studio').getByRole('button', { name: 'Upgrade now' }).isEnabled()).toBe(true);
    expect(await planCard(page, 'Starter').getByRole('button', { name: 'Switch at period end' }).isEnabled()).toBe(
      true,
    );

    // Profile: the plan, then cancelling at period end.
    await visit(page, '/profile');
    const panel = page.getByRole('region', { name: 'Plan', exact: true });
    await panel.getByText('Pro', { exact: true }).waitFor(SLOW);
    // The sandbox bills no month by itself: each is bought on its own.
    await panel.getByText(/^Runs until \w+ \d{1,2}, \d{4}$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Cancel subscription' }).click();
    await panel.getByRole('button', { name: 'Keep my plan' }).click();
    await panel.getByRole('button', { name: 'Cancel subscription' }).click();
    await panel.getByRole('button', { name: 'Yes, cancel subscription' }).click();
    await expectToast(page, 'Subscription canceled');
    await panel.getByText(/^Cancels on \w+ \d{1,2}, \d{4}$/).waitFor(SLOW);
    expect(await panel.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    await page.screenshot({ path: shot('profile-plan'), fullPage: true });
    await page.reload();
    await panel.getByText(/^Cancels on /).waitFor(SLOW);
    // Still subscribed until the period ends.
    const after = await context.request.get('/api/me/credits');
    expect(await after.json()).toMatchObject({ credit_count: 203, is_subscribed: true, subscription_plan: 'pro' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`a Starter member upgrades to Pro, stated before paying; then switches down at the period end, and keeps Pro (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signUp(context);
      const headers = { origin: inject('baseURL') };
      const order = await context.request.post('/api/payments/orders', { data: { planId: 'starter' }, headers });
      const { orderId } = (await order.json()) as { orderId: string };
      await context.request.post(`/api/payments/sandbox/${orderId}`, { data: { action: 'pay' }, headers });

      await visit(page, '/pricing');
      await header(page).getByText('33 credits', { exact: true }).waitFor(SLOW);
      await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
      await dialog.getByText(/^Pro starts now\. You pay \$\d+\.\d\d today/).waitFor(SLOW);
      // Nearly the whole month is left: about $20.00 (Pro's $29 less Starter's $9) and about 170 credits.
      const owed = await dialog.getByTestId('change-owed').textContent();
      expect(Number(owed!.replace('$', ''))).toBeGreaterThan(19.9);
      expect(Number(owed!.replace('$', ''))).toBeLessThanOrEqual(20);
      await dialog.getByText(/^(169|170)$/).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`upgrade-dialog-${viewport}`) });
      await dialog.getByRole('button', { name: `Pay ${owed} and upgrade` }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/checkout/sandbox/'), SLOW);
      await page.getByText('Upgrade to Pro', { exact: true }).waitFor(SLOW);
      await page.getByText('once, for the rest of this period', { exact: true }).waitFor();
      await page.getByRole('button', { name: `Pay ${owed}` }).click();
      await page.waitForURL((url) => url.pathname === '/payment-success', SLOW);
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor(SLOW);
      // What was paid: the prorated amount, once, not a month's price.
      const paid = await page.getByRole('definition').filter({ hasText: owed! }).innerText();
      expect(paid).toBe(`${owed} once, for the rest of this period`);
      const credits = await (await context.request.get('/api/me/credits')).json();
      expect(credits.subscription_plan).toBe('pro');
      expect([202, 203]).toContain(credits.credit_count);

      // Back down to Starter when the month ends, from the pricing page; the profile says so and can undo it.
      await visit(page, '/pricing');
      await planCard(page, 'Pro').getByRole('button', { name: 'Your current plan' }).waitFor(SLOW);
      await planCard(page, 'Starter').getByRole('button', { name: 'Switch at period end' }).click();
      const down = page.getByRole('dialog', { name: 'Switch to Starter' });
      await down.getByText(/^Pro stays until \w+ \d{1,2}, \d{4}, with everything it gives\./).waitFor(SLOW);
      await down.getByRole('button', { name: /^Switch on \w+ \d{1,2}, \d{4}$/ }).click();
      await expectToast(page, 'Plan change scheduled');
      await visit(page, '/profile');
      const panel = page.getByRole('region', { name: 'Plan', exact: true });
      await panel.getByText(/^Runs until \w+ \d{1,2}, \d{4}, then Starter$/).waitFor(SLOW);
      await page.screenshot({ path: shot(`profile-switch-${viewport}`), fullPage: true });
      await panel.getByRole('button', { name: 'Keep Pro' }).click();
      await expectToast(page, 'Plan kept');
      await panel.getByText(/^Runs until \w+ \d{1,2}, \d{4}$/).waitFor(SLOW);
      const sub = await (await context.request.get('/api/payments/subscription')).json();
      expect(sub.subscription).toMatchObject({ planId: 'pro', scheduledPlanId: null, status: 'active' });
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  it('declining shows the failure with the order id, and no credits are added (mobile)', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await signUp(context);
    const orderId = await checkout(page, 'Starter');
    await page.getByRole('button', { name: 'Pay $9.00' }).waitFor();
    await noHorizontalScroll(page);
    await page.screenshot({ path: shot('sandbox-checkout-mobile'), fullPage: true });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', SLOW);
    await expectToast(page, 'Payment Verification Failed', 'Please contact support if the issue persists.');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByText(FAILED_TEXT, { exact: true }).waitFor();
    await page.getByText(orderId, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
    await noHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('failure-mobile'), fullPage: true });

    const credits = await context.request.get('/api/me/credits');
    expect(await credits.json()).toMatchObject({ credit_count: 3, is_subscribed: false });
    const subscription = await context.request.get('/api/payments/subscription');
    expect(await subscription.json()).toEqual({ subscription: null });

    await visit(page, '/profile');
    const panel = page.getByRole('region', { name: 'Plan', exact: true });
    await panel.getByText('Free', { exact: true }).waitFor(SLOW);
    expect(await panel.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/pricing');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a Studio subscriber generates without spending credits, even at zero', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await signUp(context);
    const orderId = await checkout(page, 'Studio');
    await page.getByRole('button', { name: 'Pay $59.00' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', SLOW);
    await page.getByText(SUCCESS_TEXT, { exact: true }).waitFor(SLOW);
    expect(await (await context.request.get(`/api/payments/orders/${orderId}`)).json()).toMatchObject({
      status: 'paid',
      planId: 'studio',
    });
    await visit(page, '/generate');
    await page.getByText('Studio plan: unlimited generations', { exact: true }).waitFor(SLOW);
    // The header says what the plan gives, not the balance it does not spend; nothing offers more credits.
    const header = page.getByRole('banner');
    await header.getByText('Unlimited', { exact: true }).waitFor(SLOW);
    expect(await header.getByText(/\d+ credits?$/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Get more credits' }).count()).toBe(0);
    await page.getByLabel('Prompt').fill('a studio session under violet lights');
    await page.getByRole('button', { name: 'Generate Album Art', exact: true }).click();
    await expectToast(page, 'Image generated!', 'Included in your Studio plan');
    expect(await (await context.request.get('/api/me/credits')).json()).toMatchObject({
      credit_count: 3,
      is_subscribed: true,
      subscription_plan: 'studio',
    });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the result page shows its progress while the provider has not answered yet', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await signUp(context);
    const order = { orderId: 'ord_pending', planId: 'pro', kind: 'plan', amountCents: 2900, currency: 'USD' };
    let pending = 3;
    let calls = 0;
    await page.route('**/api/payments/orders/ord_pending', async (route) => {
      calls += 1;
      const status = pending-- > 0 ? 'pending' : 'failed';
      await route.fulfill({ json: { ...order, status } });
    });
    await visit(page, '/payment-success?order_id=ord_pending');
    await page.getByRole('heading', { name: 'Confirming your payment…' }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Payment confirmation' });
    await expect.poll(() => bar.getAttribute('aria-valuetext'), SLOW).toBe('Check 3 of 20');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('checking') });
    await page.getByText(FAILED_TEXT, { exact: true }).waitFor(SLOW);
    await page.getByText('ord_pending', { exact: true }).waitFor();
    expect(calls).toBe(4);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('without order_id the result page fails at once; a guest with one is sent to log in', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/payments/')) lookups.push(r.url());
    });
    await visit(page, '/payment-success');
    await page.getByText(FAILED_TEXT, { exact: true }).waitFor({ timeout: 2000 });
    await expectToast(page, 'Payment Verification Failed', 'Please contact support if the issue persists.');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.screenshot({ path: shot('failure-no-order'), fullPage: true });

    await visit(page, '/payment-success?order_id=ord_someone_else');
    await page.waitForURL((url) => url.pathname === '/login', SLOW);
    expect(lookups).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
