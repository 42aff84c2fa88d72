import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../support/chromium.ts';

export { CHROMIUM_ARGS };

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  baseURL: string = inject('baseURL'),
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // A not-found page is served with status 404 on purpose; the browser logs that document load as an error.
    if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  whenLoadedWaitForApp(page);
  return { page, context, errors };
}

/**
 * Waits until the app has taken over the page (`html[data-app-ready]`, set by the app shell once it has hydrated
 * or drawn the page). A prerendered page shows its content before that, but its buttons do nothing yet.
 */
export async function untilAppReady(page: Page) {
  if ((await page.evaluate(() => document.contentType)) !== 'text/html') return;
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Makes every full page load through goto, reload and waitForURL wait for the app, as `visit` does. */
function whenLoadedWaitForApp(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAppReady(page);
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await untilAppReady(page);
  };
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Opens a path and waits until the app has rendered its layout (pages are loaded lazily). */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('footer').waitFor();
  await untilAppReady(page);
  return response;
}

/** The alpha channel of a computed CSS colour, in any syntax Chromium reports (rgb, rgba, oklab...). */
export function alphaOf(color: string): number {
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color);
  if (rgba) return Number(rgba[1]);
  return 1;
}

/** The newest mail to `to` in the server's outbox (the offline mail provider), decoded enough to read links. */
export async function lastMailTo(to: string, subject: RegExp): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(`${to}.eml`))
          .sort()
      : [];
    for (const file of files.reverse()) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      if (subject.test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject} in ${dir}`);
}

/** Console errors other than the browser's note about an answer the journey expects to fail (e.g. 401, 402). */
export const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((s) => e.includes(`the server responded with a status of ${s}`)));

/**
 * Waits for a sonner toast titled `title` (and, when given, with that description). A toast with the same title may
 * still show the previous result (a generation in progress replaces it when it ends), so a description is waited for
 * as long as the server waits for a render (60 s) and a little more. On failure the message lists the toasts shown.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  const shown = () =>
    page.locator('[data-sonner-toast]').evaluateAll((toasts) =>
      toasts.map((t) => ({
        title: t.querySelector('[data-title]')?.textContent ?? '',
        description: t.querySelector('[data-description]')?.textContent ?? undefined,
      })),
    );
  const matches = (t: { title: string; description?: string }) =>
    t.title === title && (description === undefined || t.description === description);
  await expect
    .poll(
      async () => {
        const toasts = await shown();
        return toasts.some(matches) ? 'shown' : JSON.stringify(toasts);
      },
      { timeout: description === undefined ? 30_000 : 75_000 },
    )
    .toBe('shown');
}

let accounts = 0;

/** Signs a new account up through the API; its session goes into the context's cookie jar. */
export async function signUpThroughApi(context: BrowserContext, name: string): Promise<void> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: {
      name,
      email: `${slug}-${Date.now()}-${++accounts}@example.com`,
      password: 'secret-pass-1',
      callbackURL: '/',
    },
    headers: { origin: inject('baseURL') },
  });
  expect(signUp.status()).toBe(200);
}

/** Subscribes the context's account to `plan` through the sandbox checkout's API, as its hosted page would. */
export async function subscribeThroughApi(context: BrowserContext, plan: 'starter' | 'pro' | 'studio') {
  const headers = { origin: inject('baseURL') };
  const order = await context.request.post('/api/payments/orders', { data: { planId: plan }, headers });
  expect(order.status()).toBe(201);
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await context.request.post(`/api/payments/sandbox/${encodeURIComponent(orderId)}`, {
    data: { action: 'pay' },
    headers,
  });
  expect(paid.status()).toBe(200);
  await expect
    .poll(async () => (await (await context.request.get('/api/me/credits')).json()).subscription_plan, {
      timeout: 10_000,
    })
    .toBe(plan);
}
