import { countOf } from '../../src/shared/plural.ts';
import os from 'node:os';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectToast, launchBrowser, openPage, seriousA11yViolations, unexpected, visit } from './support/browser.ts';

/*
 * Guest quota is enforced per signed guest cookie and per client address per day. Every journey in the browser
 * suite comes from 127.0.0.1 against one server (its address cap is raised for the suite; the cap itself is
 * tested in the integration suite), so guest generations stay in ONE test below. Every other generation here
 * is made by a freshly signed-up account.
 */

const PASSWORD = 'secret-pass-1';
const GUEST_LINE = (n: number) => `${countOf(n, 'free generation')} remaining. Sign up for more!`;
const USER_LINE = (n: number) => `You have ${countOf(n, 'credit')}`;
/** Waits for answers that follow other answers (session, then quota or credits). */
const SLOW = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let counter = 0;
const uniqueEmail = () => `gen-${Date.now()}-${++counter}@example.com`;

/** Creates an account through the API; the context's cookie jar then holds its session (signed in). */
async function signUp(context: BrowserContext) {
  const email = uniqueEmail();
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Cover Maker', email, password: PASSWORD, displayName: 'Cover Maker', callbackURL: '/' },
    headers: { origin: inject('baseURL') },
  });
  expect(res.status()).toBe(200);
  return email;
}

/** Every POST /api/generations the page makes, with its JSON body. */
function recordGenerationCalls(page: Page) {
  const calls: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/generations') {
      calls.push(r.postDataJSON() as Record<string, unknown>);
    }
  });
  return calls;
}

const promptField = (page: Page) => page.getByLabel('Prompt', { exact: true });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Album Art', exact: true });
const allowanceLine = (page: Page) => page.locator('main p', { hasText: /free generations? remaining|You have/ });
const detail = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Waits until the preview shows a decoded image (of `prompt`, when given). */
async function expectCover(page: Page, prompt?: string) {
  const image = page.getByRole('img', {
    name: prompt === undefined ? /^Album cover generated from:/ : `Album cover generated from: ${prompt}`,
    exact: true,
  });
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

async function readSeed(page: Page): Promise<number> {
  const text = (await detail(page, 'Seed').innerText()).trim();
  expect(text).toMatch(/^\d+$/);
  return Number(text);
}

async function noHorizontalScroll(page: Page) {
  const { scroll, client, sideways } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    // Nor is a box no one can scroll scrolled sideways: a section hiding its overflow, scrolled by the browser to show
    // a version, cut off the page's heading (a row of chips one can swipe may scroll).
    sideways: [...document.querySelectorAll('body *')]
      .filter((e) => e.scrollLeft > 0 && getComputedStyle(e).overflowX === 'hidden')
      .map((e) => e.tagName),
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  expect(sideways).toEqual([]);
}

/** Fills and sends the sign-up form on /signup as a person does, with a new address. */
async function signUpOnPage(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('I agree to the Terms & Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
}

describe('generate', () => {
  it('a guest gets three free generations, then is sent to sign up; clearing local storage changes nothing', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    const calls = recordGenerationCalls(page);
    await visit(page, '/generate');
    expect(await page.title()).toBe('Generate · Soundsleeve');
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(GUEST_LINE(3));
    expect(await page.getByRole('link', { name: 'Sign up for more!' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('radio', { name: 'Sonic Vision' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Photon Studio' }).isChecked()).toBe(false);
    await page.getByText('Your art will appear here', { exact: true }).waitFor();

    // Blank after trimming: the button is disabled and submitting does nothing.
    expect(await generateButton(page).isDisabled()).toBe(true);
    await promptField(page).fill('   ');
    expect(await generateButton(page).isDisabled()).toBe(true);
    await promptField(page).press('Control+Enter');
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);

    const ideas = [
      'Neon city skyline at midnight, synthwave, titled "Night Drive"',
      'A lighthouse in a violet storm, post-rock, photographic',
      'Desert highway at golden hour, road trip country',
    ];
    for (const [i, idea] of ideas.entries()) {
      await promptField(page).fill(idea);
      if (i === 1) await page.locator('label', { hasText: 'Photon Studio' }).click();
      if (i === 0) {
        // Hold the first answer to see the working state: spinner, and the button disabled.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/generations', async (route) => {
          if (route.request().method() === 'POST') await held;
          await route.continue();
        });
        await generateButton(page).click();
        await page.getByRole('status').filter({ hasText: 'Rendering your cover…' }).waitFor();
        expect(await generateButton(page).isDisabled()).toBe(true);
        release();
      } else {
        await generateButton(page).click();
      }
      const remaining = 2 - i;
      await expectToast(page, 'Image generated!', `${countOf(remaining, 'free generation')} remaining`);
      await expectCover(page, idea);
      await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(GUEST_LINE(remaining));
      expect(await page.evaluate(() => localStorage.getItem('guestGenerations'))).toBe(String(i + 1));
      expect((await detail(page, 'Refined prompt').innerText()).length).toBeGreaterThan(idea.length);
      await readSeed(page);
      await noHorizontalScroll(page);
      if (i === 0) {
        await page.unroute('**/api/generations');
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    }
    expect(calls.map((c) => c.provider)).toEqual(['lovable', 'luma', 'luma']);
    expect(calls[0]?.prompt).toBe(ideas[0]);
    expect(typeof calls[0]?.refinedPrompt).toBe('string');

    // None left: Vary and Reroll no longer say they cost a free generation.
    for (const name of [/^Vary \(subtle\)/, /^Reroll/])
      await expect.poll(() => page.getByRole('button', { name }).first().innerText()).not.toContain('free generation');

    // The fourth attempt: the page knows the trial is over and does not call the server.
    await promptField(page).fill('One more, please');
    await generateButton(page).click();
    await expectToast(page, 'Free trial ended', 'Sign up to continue generating!');
    await page.waitForURL((url) => url.pathname === '/signup');
    expect(calls).toHaveLength(3);

    // Local storage cleared: the server's count (for this guest cookie) is written back at once.
    await page.evaluate(() => localStorage.clear());
    await visit(page, '/generate');
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(GUEST_LINE(0));
    expect(await page.evaluate(() => localStorage.getItem('guestGenerations'))).toBe('3');

    // Cleared again, and the page told it has three left: the server still refuses.
    await page.evaluate(() => localStorage.clear());
    await page.route('**/api/quota', (route) =>
      route.fulfill({ json: { kind: 'guest', guestRemaining: 3 }, headers: { 'Cache-Control': 'no-store' } }),
    );
    await visit(page, '/generate');
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(GUEST_LINE(3));
    await promptField(page).fill('Still free?');
    await generateButton(page).click();
    await expectToast(page, 'Free trial ended', 'Sign up to continue generating!');
    await page.waitForURL((url) => url.pathname === '/signup');
    expect(calls).toHaveLength(4);
    expect(await page.evaluate(() => localStorage.getItem('guestGenerations'))).toBe('3');
    expect(unexpected(errors, 402)).toEqual([]);
    await context.close();
    // Three real renders, an accessibility scan and three page loads: 15-30 s on these 2 cores. The longer limit
    // lets a stuck step fail with its own Playwright timeout, which names the locator, not the suite's bare 60 s.
  }, 150_000);

  it('a guest who signs up keeps the covers made and the idea typed, back on the generator', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    await visit(page, '/generate');
    const made = 'A paper boat on a flooded street, indie folk';
    await promptField(page).fill(made);
    await generateButton(page).click();
    await expectToast(page, 'Image generated!');
    await expectCover(page, made);
    const typed = 'A second idea, typed but not made yet';
    await promptField(page).fill(typed);

    await page.locator('header').first().getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await signUpOnPage(page, 'Paper Boats');

    await expectToast(page, 'Account created! Welcome to Soundsleeve. You have 3 free credits to start!');
    await page.waitForURL((url) => url.pathname === '/generate');
    expect(await promptField(page).inputValue()).toBe(typed);
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));
    const recent = page.getByRole('button', { name: /^Show cover:/ });
    await expect.poll(() => recent.count(), SLOW).toBe(1);
    const listed = await context.request.get('/api/generations');
    expect((await listed.json()).items.map((g: { prompt: string }) => g.prompt)).toEqual([made]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a guest out of free generations who presses Generate signs up and is back on the generator with the idea', async () => {
    const { page, errors, context } = await openPage(browser, 'mobile');
    await page.route('**/api/quota', (route) =>
      route.fulfill({ json: { kind: 'guest', guestRemaining: 0 }, headers: { 'Cache-Control': 'no-store' } }),
    );
    await visit(page, '/generate');
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(GUEST_LINE(0));
    const typed = 'A lighthouse keeper feeding gulls, sea shanty';
    await promptField(page).fill(typed);
    await generateButton(page).click();
    await expectToast(page, 'Free trial ended', 'Sign up to continue generating!');
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.unroute('**/api/quota');
    await signUpOnPage(page, 'Gull Keeper');
    await page.waitForURL((url) => url.pathname === '/generate', SLOW);
    expect(await promptField(page).inputValue()).toBe(typed);
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));
    expect(unexpected(errors, 402)).toEqual([]);
    await context.close();
  });

  it('a signed-in user spends credits, makes a variation, downloads, reopens a recent cover, then sees Free Trial Ended', async () => {
    const { page, errors, context } = await openPage(browser, 'desktop');
    const calls = recordGenerationCalls(page);
    await signUp(context);

    // A prompt passed along in navigation state fills the field: navigate('/generate', { state: { prompt } }).
    const passed = 'Golden saxophone under a single spotlight, smoky jazz club, professional music artwork';
    await visit(page, '/generate');
    await page.evaluate((prompt) => {
      history.replaceState({ usr: { prompt }, key: 'e2e', idx: 0 }, '', '/generate');
    }, passed);
    await page.reload();
    await page.locator('footer').waitFor();
    await expect.poll(() => promptField(page).inputValue()).toBe(passed);
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));

    await generateButton(page).click();
    await expectToast(page, 'Image generated!', '2 credits remaining');
    await expectCover(page);
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(2));
    const refined = await detail(page, 'Refined prompt').innerText();
    expect(refined).toContain('professional music artwork');
    const firstSeed = await readSeed(page);

    // The 3000×3000 exports of the cover in the preview.
    const jpeg = page.getByRole('link', { name: 'Download JPEG (3000×3000)' });
    const png = page.getByRole('link', { name: 'Download PNG (3000×3000)' });
    const jpegHref = await jpeg.getAttribute('href');
    expect(jpegHref).toMatch(/^\/api\/generations\/[^/]+\/download\?format=jpeg$/);
    expect(await jpeg.getAttribute('download')).not.toBeNull();
    expect(await png.getAttribute('href')).toBe(jpegHref!.replace('format=jpeg', 'format=png'));
    expect(await png.getAttribute('download')).not.toBeNull();
    const download = await context.request.get(jpegHref!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/jpeg');
    expect([...(await download.body()).subarray(0, 2)]).toEqual([0xff, 0xd8]);

    // Reroll: same prompt, refined prompt and provider, a new seed, one more credit, as its button says.
    await page.getByRole('button', { name: 'Reroll · 1 credit' }).click();
    await expectToast(page, 'Image generated!', '1 credit remaining');
    await expectCover(page);
    await expect.poll(() => readSeed(page)).not.toBe(firstSeed);
    const variationSeed = await readSeed(page);
    expect(await detail(page, 'Refined prompt').innerText()).toBe(refined);
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(1));
    expect(calls[1]).toMatchObject({
      prompt: passed,
      refinedPrompt: refined,
      provider: 'lovable',
      seed: variationSeed,
    });
    // A Reroll draws the same brief again (it is not refined again).
    expect(calls[0]?.brief).toBeDefined();
    expect(calls[1]?.brief).toEqual(calls[0]?.brief);
    expect(Number.isInteger(calls[1]?.seed)).toBe(true);

    // The recent strip puts an earlier cover back into the preview.
    await page.getByRole('heading', { name: 'Your recent covers' }).waitFor();
    const thumbnails = page.getByRole('button', { name: /^Show cover:/ });
    await expect.poll(() => thumbnails.count()).toBe(2);
    await page.getByRole('button', { name: /^Show cover:/, pressed: false }).click();
    await expect.poll(() => readSeed(page)).toBe(firstSeed);
    await expectCover(page);

    // The last credit, with Photon Studio and the keyboard.
    await page.locator('label', { hasText: 'Photon Studio' }).click();
    await promptField(page).fill('Misty pine forest at dawn, lo-fi folk, muted greens');
    await promptField(page).press('Control+Enter');
    await expectToast(page, 'Image generated!', '0 credits remaining');
    await expectCover(page);
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(0));
    expect(calls[2]?.provider).toBe('luma');
    expect(await detail(page, 'AI provider').innerText()).toBe('Photon Studio');

    // Out of credits: the modal instead of generating.
    await generateButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Free Trial Ended' });
    await dialog.waitFor();
    for (const benefit of ['Unlimited generations', 'Priority processing', 'Access to premium styles']) {
      await dialog.getByText(benefit, { exact: true }).waitFor();
    }
    expect(calls).toHaveLength(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The server decides too: a page that believes there are credits left gets `no_credits`, and the modal.
    await page.route('**/api/me/credits', (route) =>
      route.fulfill({ json: { credit_count: 5, is_subscribed: false, subscription_plan: null } }),
    );
    await page.reload();
    await page.locator('footer').waitFor();
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(5));
    await promptField(page).fill('Just one more cover');
    await generateButton(page).click();
    await dialog.waitFor();
    expect(calls).toHaveLength(4);
    await dialog.getByRole('button', { name: 'View Subscription Plans' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await dialog.waitFor({ state: 'detached' });
    expect(unexpected(errors, 402)).toEqual([]);
    await context.close();
  });

  it('the demo page at mobile width: blank prompt, refined prompt, image, fallbacks and failures', async () => {
    const { page, errors, context } = await openPage(browser, 'mobile');
    const calls = recordGenerationCalls(page);
    await signUp(context);
    await visit(page, '/demo');
    expect(await page.title()).toBe('Demo · Soundsleeve');
    const input = page.getByPlaceholder('Describe your album cover idea...');
    const button = page.getByRole('button', { name: 'Generate', exact: true });
    expect(await input.getAttribute('type')).toBe('text');

    await button.click();
    await expectToast(page, 'Error', 'Please enter a prompt before generating!');
    await input.fill('   ');
    await input.press('Enter');
    await expectToast(page, 'Error', 'Please enter a prompt before generating!');
    expect(calls).toEqual([]);

    // What a cover costs and what is left, as on /generate; on a phone the header shows the credits too.
    await page.getByText('Each cover uses 1 credit.', { exact: true }).waitFor(SLOW);
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));
    const headerCredits = page
      .locator('header')
      .first()
      .getByText(/^\d+ credits?$/);
    await expect.poll(() => headerCredits.innerText(), SLOW).toBe('3 credits');
    expect(await headerCredits.isVisible()).toBe(true);

    const idea = 'A lonely lighthouse in a violet storm, post-rock';
    await input.fill(idea);
    await input.press('Enter');
    const refinedLine = page.locator('p', { hasText: 'Refined prompt: ' });
    await expectToast(page, 'Success!', 'Your album art has been generated. 2 credits remaining.');
    await expect.poll(() => headerCredits.innerText(), SLOW).toBe('2 credits');
    await expectCover(page, idea);
    const refinedText = await refinedLine.innerText();
    expect(refinedText.startsWith('Refined prompt: ')).toBe(true);
    expect(refinedText.length).toBeGreaterThan('Refined prompt: '.length + idea.length);
    expect(calls).toEqual([expect.objectContaining({ prompt: idea, provider: 'lovable' })]);
    await noHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Refinement fails: the raw prompt is used and shown.
    await page.route('**/api/prompts/enhance', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Refiner down' } } }),
    );
    const raw = 'Rainy neon alley, lo-fi hip hop';
    await input.fill(raw);
    await input.press('Enter');
    // The toast is read first: it dismisses itself, and decoding the image may outlast it on a busy machine.
    await expectToast(page, 'Success!', 'Your album art has been generated. 1 credit remaining.');
    await expectCover(page, raw);
    await expect.poll(() => refinedLine.innerText()).toBe(`Refined prompt: ${raw}`);
    expect(calls[1]).toMatchObject({ prompt: raw, refinedPrompt: raw, provider: 'lovable' });
    await page.unroute('**/api/prompts/enhance');

    // Failures: the server's message, the fallback, and an answer without an image.
    const failWith = async (answer: { status: number; body: string }, description: string) => {
      await page.route('**/api/generations', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body })
          : route.continue(),
      );
      await expect.poll(() => button.isEnabled()).toBe(true);
      await input.fill('Anything at all');
      await input.press('Enter');
      await expectToast(page, 'Generation failed', description);
      await page.unroute('**/api/generations');
    };
    await failWith(
      {
        status: 502,
        body: JSON.stringify({ error: { code: 'generation_failed', message: 'The renderer is offline.' } }),
      },
      'The renderer is offline.',
    );
    await failWith({ status: 500, body: 'not json' }, 'Something went wrong. Please try again.');
    await failWith(
      { status: 201, body: JSON.stringify({ id: 'x', refinedPrompt: 'x', seed: 1 }) },
      'No image URL returned',
    );
    expect(unexpected(errors, 500, 502, 503)).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`shows how the idea will be drawn before generating, then draws exactly that brief (${viewport})`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      const calls = recordGenerationCalls(page);
      const enhances: { prompt: string; answer: Promise<unknown> }[] = [];
      page.on('request', (r: Request) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/prompts/enhance') {
          const prompt = (r.postDataJSON() as { prompt: string }).prompt;
          enhances.push({ prompt, answer: r.response().then((res) => res?.json()) });
        }
      });
      await signUp(context);
      await visit(page, '/generate');
      await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));

      const idea = 'a marlin leaping at sunset';
      await promptField(page).fill(idea);
      const parts = page.getByTestId('idea-parts');
      await parts.getByRole('heading', { name: 'How your idea will be drawn' }).waitFor(SLOW);
      const chip = (text: RegExp) => parts.getByRole('listitem').filter({ hasText: text });
      // The marlin is approximated (and says as what), "leaping" is not drawn, the sunset is drawn as written.
      await chip(/marlin.*drawn as a fish/).waitFor();
      await chip(/not drawn: leaping/).waitFor();
      await chip(/^sunset/).waitFor();
      await parts.getByText('1 approximated · 1 not drawn').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${os.tmpdir()}/soundsleeve-generate-parts-${viewport}.png`, fullPage: true });

      await generateButton(page).click();
      await expectToast(page, 'Image generated!', '2 credits remaining');
      await expectCover(page, idea);
      // One refinement: the preview's. The generation carried its brief and prompt, and the server drew them.
      expect(enhances.map((e) => e.prompt)).toEqual([idea]);
      const refinement = (await enhances[0]!.answer) as { brief: unknown; refinedPrompt: string };
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ prompt: idea, refinedPrompt: refinement.refinedPrompt });
      expect(calls[0]?.brief).toEqual(refinement.brief);
      expect(await detail(page, 'Refined prompt').innerText()).toBe(refinement.refinedPrompt);

      // Beside the finished cover: how it was drawn.
      const drawn = page.getByRole('heading', { name: 'How your idea was drawn' });
      await drawn.waitFor();
      const after = page.getByTestId('idea-parts').filter({ has: drawn });
      await after
        .getByRole('listitem')
        .filter({ hasText: /marlin.*drawn as a fish/ })
        .waitFor();
      const stored = await context.request.get('/api/generations');
      const [latest] = ((await stored.json()) as { items: { brief: unknown }[] }).items;
      expect(latest?.brief).toEqual(refinement.brief);
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the generator at mobile width, signed in', async () => {
    const { page, errors, context } = await openPage(browser, 'mobile');
    await signUp(context);
    await visit(page, '/generate');
    await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));
    await page.getByText('Your art will appear here', { exact: true }).waitFor();
    await noHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await promptField(page).fill('Eclipse over a black sea, doom metal, titled "Umbra"');
    await generateButton(page).click();
    await expectToast(page, 'Image generated!', '2 credits remaining');
    const image = await expectCover(page);
    const box = await image.boundingBox();
    expect(box && Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: /^Reroll · / }).waitFor();
    await page.getByRole('link', { name: 'Download JPEG (3000×3000)' }).waitFor();
    await noHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a typed seed draws the same cover again; a seed that is not one is explained and spends nothing (${viewport})`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await signUp(context);
      const calls = recordGenerationCalls(page);
      await visit(page, '/generate');
      await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));
      const idea = 'A red kite over salt flats at noon, minimal techno, titled "Salt"';
      await promptField(page).fill(idea);
      await generateButton(page).click();
      await expectToast(page, 'Image generated!', '2 credits remaining');
      const first = await expectCover(page, idea);
      const firstSrc = (await first.getAttribute('src'))!;
      const seed = await readSeed(page);
      expect(calls.map((c) => c.seed)).toEqual([undefined]);

      const seedField = page.getByLabel('Seed', { exact: true });
      for (const wrong of ['twelve', '-4', '4294967296', '1.5']) {
        await seedField.fill(wrong);
        await generateButton(page).click();
        await page
          .getByText(
            `Type a cover's seed as shown beside it: a whole number from 0 to 4294967295 (a subtle variation's is two, like 1234/5678), or leave the seed empty.`,
          )
          .waitFor();
        expect(await seedField.getAttribute('aria-invalid')).toBe('true');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('generate-seed');
      }
      expect(calls).toHaveLength(1);
      await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(2));

      // A pasted seed keeps every digit, spaces around it or not.
      await seedField.fill(' 4294967295 ');
      expect(await seedField.inputValue()).toBe(' 4294967295 ');
      await seedField.fill(` ${seed} `);
      expect(await page.getByText("Type a cover's seed as shown beside it", { exact: false }).count()).toBe(0);
      await generateButton(page).click();
      await expectToast(page, 'Image generated!', '1 credit remaining');
      await expect.poll(async () => (await expectCover(page, idea)).getAttribute('src'), SLOW).not.toBe(firstSrc);
      const second = (await (await expectCover(page, idea)).getAttribute('src'))!;
      expect(await readSeed(page)).toBe(seed);
      expect(calls.map((c) => c.seed)).toEqual([undefined, seed]);
      // Two stored covers, the same pixels: the preview files are byte for byte the same encoding.
      const bytes = async (src: string) => Buffer.from(await (await context.request.get(src)).body());
      const [a, b] = await Promise.all([bytes(firstSrc), bytes(second)]);
      expect(a.length).toBeGreaterThan(10_000);
      expect(b.equals(a)).toBe(true);
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`one generation draws four versions in a 2 × 2 grid; picking one makes it the cover, for no credit (${viewport})`, async () => {
      const { page, errors, context } = await openPage(browser, viewport);
      await signUp(context);
      await visit(page, '/generate');
      await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(3));
      const idea = 'A paper boat on a flooded street at dusk, dream pop, titled "Harbour"';
      await promptField(page).fill(idea);
      await generateButton(page).click();
      await expectToast(page, 'Image generated!', '2 credits remaining');

      // The versions arrive in the square, the first marked as the cover.
      const grid = page.getByRole('list', { name: 'Versions of this cover' });
      const versions = grid.getByRole('button', { name: /^Version \d of 4, seed \d+/ });
      // The other three are drawn after the first, one render each: allowed as long as a busy machine takes.
      await expect.poll(() => versions.count(), { timeout: 45_000 }).toBe(4);
      await noHorizontalScroll(page);
      const labels = await versions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
      const seeds = labels.map((label) => Number(/seed (\d+)/.exec(label)![1]));
      expect(new Set(seeds).size).toBe(4);
      expect(labels[0]).toMatch(/: your cover$/);
      expect(await versions.nth(0).getAttribute('aria-pressed')).toBe('true');
      const third = versions.nth(2).getByRole('img');
      const thirdSrc = (await third.getAttribute('src'))!;
      // Four different pictures.
      const srcs = await grid.getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      const bytes = await Promise.all(
        srcs.map(async (src) => Buffer.from(await (await context.request.get(src)).body())),
      );
      for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) expect(bytes[a]!.equals(bytes[b]!)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Picking the third shows it alone as the cover, with its seed, and spends nothing.
      const picked = page.waitForResponse((r) => r.url().endsWith('/pick') && r.request().method() === 'POST');
      await versions.nth(2).click();
      expect((await picked).status()).toBe(200);
      const cover = await expectCover(page, idea);
      expect(await cover.getAttribute('src')).toBe(thirdSrc);
      expect(await readSeed(page)).toBe(seeds[2]);
      await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(2));
      const credits = await (await context.request.get('/api/me/credits')).json();
      expect(credits.credit_count).toBe(2);

      // The grid comes back with the pick marked; the download is the picked version's.
      await page.getByRole('button', { name: 'See all 4 versions' }).click();
      await expect.poll(() => versions.nth(2).getAttribute('aria-pressed')).toBe('true');
      expect(await versions.nth(0).getAttribute('aria-pressed')).toBe('false');
      await page.getByRole('button', { name: 'Show the cover' }).click();
      const download = await context.request.get(
        (await page.getByRole('link', { name: 'Download JPEG (3000×3000)' }).getAttribute('href'))!,
      );
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('image/jpeg');
      await noHorizontalScroll(page);

      // Vary (subtle): four versions of the picked one's layout, each with its own details, for one credit.
      const generations = recordGenerationCalls(page);
      await page.getByRole('button', { name: 'Vary (subtle) · 1 credit' }).click();
      await expectToast(page, 'Image generated!', '1 credit remaining');
      await expect.poll(() => versions.count(), SLOW).toBe(4);
      const subtleLabels = await versions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
      const subtleSeeds = subtleLabels.map((label) => /seed (\d+)\/(\d+)/.exec(label)!.slice(1).map(Number));
      expect(subtleSeeds.map(([layout]) => layout)).toEqual(Array(4).fill(seeds[2]));
      expect(new Set(subtleSeeds.map(([, details]) => details)).size).toBe(4);
      await page.getByRole('button', { name: 'Show the cover' }).click();
      expect((await detail(page, 'Seed').innerText()).trim()).toBe(subtleSeeds[0]!.join('/'));
      await expect.poll(() => allowanceLine(page).innerText(), SLOW).toBe(USER_LINE(1));

      // Vary (strong): the same idea in another composition, for the last credit.
      const subtleId = (await page
        .getByRole('link', { name: 'Download JPEG (3000×3000)' })
        .getAttribute('href'))!.split('/')[3]!;
      await page.getByRole('button', { name: 'Vary (strong) · 1 credit' }).click();
      await expectToast(page, 'Image generated!', '0 credits remaining');
      await expect.poll(() => versions.count(), SLOW).toBe(4);
      const strongId = (await page
        .getByRole('link', { name: 'Download JPEG (3000×3000)' })
        .getAttribute('href'))!.split('/')[3]!;
      const [subtle, strong] = await Promise.all(
        [subtleId, strongId].map(async (id) => (await context.request.get(`/api/generations/${id}`)).json()),
      );
      expect(subtle.variation).toBe('subtle');
      expect(strong).toMatchObject({ variation: 'strong', variationOf: subtleId });
      expect(strong.brief.composition).not.toBe(subtle.brief.composition);
      expect(strong.brief.subjects).toEqual(subtle.brief.subjects);
      // Neither went through POST /api/generations: the server drew them from the cover it stores.
      expect(generations).toEqual([]);
      expect((await (await context.request.get('/api/me/credits')).json()).credit_count).toBe(0);
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
