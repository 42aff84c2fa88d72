import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
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

const VIEWPORTS: ViewportName[] = ['desktop', 'mobile'];
const SLOW = { timeout: 10_000 };
const shot = (name: string) => path.join(os.tmpdir(), `soundsleeve-studio-${name}.png`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let counter = 0;
const uniqueEmail = () => `studio-${Date.now()}-${++counter}@example.com`;

async function signUp(context: BrowserContext) {
  const email = uniqueEmail();
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Api Reader',
      email,
      password: 'secret-pass-1',
      displayName: 'Api Reader',
      callbackURL: '/',
    },
    headers: { origin: inject('baseURL') },
  });
  expect(res.status()).toBe(200);
  return email;
}

async function allowClipboard(context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseURL') });
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * Nothing sticks out sideways: not the document, and no visible element of the page's section (the section
 * clips its decorative glow, so content wider than the screen would not widen the document but would be cut
 * off). Code blocks scroll inside themselves.
 */
async function noHorizontalScroll(page: Page) {
  const { scroll, client, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const el of document.querySelectorAll('main > section *')) {
      if (el.closest('[aria-hidden="true"], pre, .sr-only')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1)) outside.push(el.outerHTML.slice(0, 120));
    }
    return { scroll: document.documentElement.scrollWidth, client: width, outside };
  });
  expect(scroll).toBeLessThanOrEqual(client);
  expect(outside).toEqual([]);
}

/** JSON bodies of the POSTs the page makes to `pathname`. */
function recordPosts(page: Page, pathname: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === pathname) {
      bodies.push(r.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

// ── Prompt Studio ────────────────────────────────────────────────────────────────────────────────────────

const refinedPrompt = (page: Page) => page.getByTestId('refined-prompt');
const promptText = async (page: Page) => (await refinedPrompt(page).innerText()).trim();
const upToDate = (page: Page) => page.getByRole('status').filter({ hasText: 'Up to date' });

describe('prompt studio', () => {
  for (const viewport of VIEWPORTS) {
    it(`enhances an idea into an editable brief whose edits rewrite the prompt live; copy and use in generator (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await allowClipboard(context);
      const enhances = recordPosts(page, '/api/prompts/enhance');
      const composes = recordPosts(page, '/api/prompts/compose');
      const response = await visit(page, '/prompt-studio');
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('Prompt Studio · Soundsleeve');
      await page.getByRole('heading', { level: 1, name: 'Shape the prompt behind your cover' }).waitFor();

      const enhance = page.getByRole('button', { name: 'Enhance Prompt' });
      expect(await enhance.isDisabled()).toBe(true);
      await page.getByText('Describe your idea and press Enhance Prompt.', { exact: false }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`prompt-studio-empty-${viewport}`), fullPage: true });
      await page.getByLabel('Your idea', { exact: true }).fill('   ');
      expect(await enhance.isDisabled()).toBe(true);

      const idea = 'Misty pine forest at dawn, lo-fi folk, muted greens and gold';
      await page.getByLabel('Your idea', { exact: true }).fill(idea);
      await enhance.click();
      await refinedPrompt(page).waitFor(SLOW);
      expect(enhances).toEqual([{ prompt: idea }]);
      const first = await promptText(page);
      expect(first).toContain('professional music artwork');
      await upToDate(page).waitFor();
      expect(composes).toEqual([]);
      await page.getByRole('button', { name: 'Enhance Again' }).waitFor();

      // The brief, as fields.
      const genre = page.getByLabel('Genre', { exact: true });
      const mood = page.getByLabel('Mood', { exact: true });
      expect((await genre.inputValue()).length).toBeGreaterThan(0);
      expect((await mood.inputValue()).length).toBeGreaterThan(0);
      const colours = page.locator('input[type="color"]');
      expect(await colours.count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByLabel('Colour 1 name').inputValue()).not.toBe('');
      const composition = page.getByLabel('Composition');
      expect(await composition.locator('option').count()).toBe(8);
      for (const label of ['Setting', 'Time of day', 'Weather'])
        await page.getByLabel(label, { exact: true }).waitFor();
      // How the refiner reads each part of the idea, before anything is edited.
      const parts = page.getByTestId('idea-parts');
      await parts.getByRole('heading', { name: 'How it will be drawn' }).waitFor();
      expect(await parts.getByRole('listitem').count()).toBeGreaterThan(0);
      for (const label of ['Style', 'Lighting', 'Medium', 'Title', 'Artist']) {
        await page.getByLabel(label, { exact: true }).waitFor();
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Mood: typed quickly, composed once (debounced), and the prompt follows.
      await mood.fill('');
      await page.getByText('Fill in the highlighted fields to update the prompt.').waitFor();
      expect(await mood.getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Add a mood.').waitFor();
      await page.screenshot({ path: shot(`prompt-studio-invalid-${viewport}`) });
      expect(await page.getByRole('button', { name: 'Copy Prompt' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Use in generator' }).isDisabled()).toBe(true);
      await mood.pressSequentially('triumphant', { delay: 30 });
      await expect.poll(() => promptText(page), SLOW).toContain('triumphant');
      await upToDate(page).waitFor();
      expect(composes).toHaveLength(1);
      const sent = composes[0] as { brief: { mood: string }; idea?: string };
      expect(sent.brief.mood).toBe('triumphant');
      expect(sent.idea).toBe(idea);
      const afterMood = await promptText(page);
      expect(afterMood).not.toBe(first);

      // Palette: a new colour gets the nearest colour name, and the prompt names it.
      await colours.first().fill('#00ff00');
      await expect.poll(() => page.getByLabel('Colour 1 name').inputValue()).toBe('lime');
      await expect.poll(() => promptText(page), SLOW).toContain('lime');
      await page.getByLabel('Colour 1 name').fill('acid green');
      await expect.poll(() => promptText(page), SLOW).toContain('acid green');
      const lastBrief = () => (composes.at(-1) as { brief: { palette: string[]; paletteNames: string[] } }).brief;
      await expect.poll(() => lastBrief().palette[0]).toBe('#00ff00');
      expect(lastBrief().paletteNames[0]).toBe('acid green');

      // Composition.
      const beforeComposition = await promptText(page);
      await composition.selectOption('frame');
      await page.getByText('Composed as the subject framed inside a bold arch or circle.').waitFor();
      await expect.poll(() => promptText(page), SLOW).not.toBe(beforeComposition);
      await expect.poll(() => (composes.at(-1) as { brief: { composition: string } }).brief.composition).toBe('frame');

      // Environment: setting, time of day and effects (at most four).
      await page.getByLabel('Setting', { exact: true }).selectOption('sea');
      await page.getByLabel('Time of day', { exact: true }).selectOption('night');
      await page.getByRole('button', { name: 'Stars', exact: true }).click();
      await expect
        .poll(() => (composes.at(-1) as { brief: { environment: { setting: string; effects: string[] } } }).brief)
        .toMatchObject({ environment: { setting: 'sea', time: 'night', effects: expect.arrayContaining(['stars']) } });
      await upToDate(page).waitFor(SLOW);

      // Subjects: a typed noun is read by the server, which says how it is drawn; one it cannot draw is refused.
      const subjectRows = page.getByRole('textbox', { name: /^Subject \d$/ });
      if ((await subjectRows.count()) === 0) await page.getByRole('button', { name: 'Add subject' }).click();
      const hero = page.getByRole('textbox', { name: 'Subject 1', exact: true });
      await hero.fill('xyzzy');
      await page.getByRole('alert').filter({ hasText: 'We can\'t draw "xyzzy" yet. Try another word.' }).waitFor(SLOW);
      expect(await hero.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('button', { name: 'Use in generator' }).isDisabled()).toBe(true);
      await hero.fill('lighthouse');
      await upToDate(page).waitFor(SLOW);
      await expect.poll(() => promptText(page), SLOW).toContain('lighthouse');
      // The edited noun goes without the refiner's asset: the server reads it afresh.
      const sentHero = (composes.at(-1) as { brief: { subjects: { noun: string; asset?: string }[] } }).brief
        .subjects[0];
      expect(sentHero?.noun).toBe('lighthouse');
      expect(sentHero?.asset).toBeUndefined();
      await page.getByText('Drawn as written.').first().waitFor();
      await parts
        .getByRole('listitem')
        .filter({ hasText: /^lighthouse/ })
        .first()
        .waitFor();
      await page.getByLabel('How many, subject 1').selectOption('3');
      await page.getByLabel('Made of, subject 1').selectOption('glass');
      await expect.poll(() => promptText(page), SLOW).toMatch(/3 lighthouses? made of glass/);
      await upToDate(page).waitFor(SLOW);

      // Copy right after an edit: the waiting edit is composed first, so the copy is the new prompt.
      await page.getByLabel('Title', { exact: true }).fill('Pine Light');
      await page.getByRole('button', { name: 'Copy Prompt' }).click();
      await expectToast(page, 'Prompt Copied!', 'You can now paste it in the generation page.');
      const copied = await readClipboard(page);
      expect(copied).toContain('Pine Light');
      await expect.poll(() => promptText(page)).toBe(copied);

      // The server refuses a brief: its message is shown and the prompt is not offered.
      await page.route('**/api/prompts/compose', (route) =>
        route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'validation_error',
              message: 'brief.style: Too big: expected string to have <=120 characters',
            },
          },
        }),
      );
      await page.getByLabel('Style', { exact: true }).fill('hand-drawn ink');
      await page.getByRole('alert').filter({ hasText: 'brief.style: Too big' }).waitFor(SLOW);
      expect(await page.getByRole('button', { name: 'Copy Prompt' }).isDisabled()).toBe(true);
      await page.unroute('**/api/prompts/compose');
      await page.getByLabel('Style', { exact: true }).fill('hand-drawn ink and watercolour');
      await upToDate(page).waitFor(SLOW);
      expect(await page.getByRole('alert').filter({ hasText: 'brief.style' }).count()).toBe(0);
      await noHorizontalScroll(page);
      await page.screenshot({ path: shot(`prompt-studio-${viewport}`), fullPage: true });

      // Use in generator: the generate page opens with the refined prompt and draws exactly the edited brief.
      const final = await promptText(page);
      await page.getByRole('button', { name: 'Use in generator' }).click();
      await page.waitForURL((url) => url.pathname === '/generate');
      await expect.poll(() => page.getByLabel('Prompt', { exact: true }).inputValue(), SLOW).toBe(final);
      await page.getByText('Drawn from the scene brief you edited in Prompt Studio.', { exact: false }).waitFor();
      await page
        .getByTestId('idea-parts')
        .getByRole('listitem')
        .filter({ hasText: /^lighthouse/ })
        .first()
        .waitFor();
      const generations = recordPosts(page, '/api/generations');
      await page.getByRole('button', { name: 'Generate Album Art', exact: true }).click();
      await expectToast(page, 'Image generated!', '2 free generations remaining');
      expect(generations).toHaveLength(1);
      const sentBrief = (generations[0] as { brief: { subjects: { noun: string; count: number }[]; title?: string } })
        .brief;
      expect(sentBrief.subjects[0]).toMatchObject({ noun: 'lighthouse', count: 3, material: 'glass' });
      expect(sentBrief.title).toBe('Pine Light');
      expect(generations[0]?.refinedPrompt).toBe(final);
      // The enhance on the generate page never ran: the studio's brief was not refined again.
      expect(enhances).toHaveLength(1);
      // What was stored is what the studio showed.
      const stored = await context.request.get('/api/generations');
      const [latest] = ((await stored.json()) as { items: { brief: unknown; refinedPrompt: string }[] }).items;
      expect(latest?.brief).toEqual(sentBrief);
      expect(latest?.refinedPrompt).toBe(final);
      await page.getByRole('heading', { name: 'How your idea was drawn' }).waitFor();
      expect(unexpected(errors, 400)).toEqual([]);
      await context.close();
    });
  }

  it('a failed refinement shows the server message', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await page.route('**/api/prompts/enhance', (route) =>
      route.fulfill({
        status: 429,
        json: { error: { code: 'too_many_requests', message: 'Too many requests. Please wait a minute.' } },
      }),
    );
    await visit(page, '/prompt-studio');
    await page.getByLabel('Your idea', { exact: true }).fill('Ocean at night');
    await page.getByRole('button', { name: 'Enhance Prompt' }).click();
    await expectToast(page, 'Generation failed', 'Too many requests. Please wait a minute.');
    expect(await refinedPrompt(page).count()).toBe(0);
    expect(unexpected(errors, 429)).toEqual([]);
    await context.close();
  });
});

// ── Contact ──────────────────────────────────────────────────────────────────────────────────────────────

describe('contact', () => {
  for (const viewport of VIEWPORTS) {
    it(`checks required fields, sends the message and clears the form; shows the server's messages (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const posts = recordPosts(page, '/api/contact');
      const response = await visit(page, '/contact');
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('Contact · Soundsleeve');
      const name = page.getByLabel('Name');
      const email = page.getByLabel('Email');
      const subject = page.getByLabel('Subject');
      const message = page.getByLabel('Message');
      const send = page.getByRole('button', { name: 'Send Message' });
      expect(await email.getAttribute('type')).toBe('email');

      // The side panel.
      const support = page.getByRole('link', { name: 'support@soundsleeve.app' });
      expect(await support.getAttribute('href')).toBe('mailto:support@soundsleeve.app');
      const panel = page.getByRole('complementary', { name: 'Other ways to reach us' });
      for (const social of ['Instagram', 'YouTube', 'X', 'SoundCloud']) {
        await panel.getByRole('link', { name: `Soundsleeve on ${social}` }).waitFor();
      }
      await panel.getByText('Mon-Fri', { exact: true }).waitFor();
      await panel.getByText('9:00-6:00 EST', { exact: true }).waitFor();
      await panel.getByText('Weekend messages answered on Monday.', { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Required fields, checked before anything is sent.
      await send.click();
      await expectToast(page, 'Required fields missing', 'Please fill in all required fields.');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await message.getAttribute('aria-invalid')).toBe('true');
      await name.fill('Mira Vale');
      await message.fill('   ');
      await email.fill('mira@example.com');
      await send.click();
      await expectToast(page, 'Required fields missing', 'Please fill in all required fields.');
      expect(posts).toEqual([]);

      // A bad email: the server's message.
      await email.fill('mira-at-example');
      await message.fill('Can I use my covers on merch?');
      await send.click();
      await expectToast(page, 'Message not sent', 'Enter a valid email address.');
      expect(posts).toHaveLength(1);

      // Sending: held to see the button, then the success toast and a cleared form.
      await email.fill('mira@example.com');
      await subject.fill('Merch licence');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact', async (route) => {
        await held;
        await route.continue();
      });
      await send.click();
      const sending = page.getByRole('button', { name: 'Sending...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      release();
      await expectToast(page, 'Message Sent!', "We'll get back to you as soon as possible.");
      await page.unroute('**/api/contact');
      for (const field of [name, email, subject, message]) await expect.poll(() => field.inputValue()).toBe('');
      expect(posts.at(-1)).toEqual({
        name: 'Mira Vale',
        email: 'mira@example.com',
        subject: 'Merch licence',
        message: 'Can I use my covers on merch?',
      });
      await noHorizontalScroll(page);
      await page.screenshot({ path: shot(`contact-${viewport}`), fullPage: true });

      // Rate-limited: the server's message.
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 429,
          json: {
            error: {
              code: 'too_many_requests',
              message: 'You have sent several messages already. Please wait an hour and try again.',
            },
          },
        }),
      );
      await name.fill('Mira Vale');
      await email.fill('mira@example.com');
      await message.fill('One more thing');
      await send.click();
      await expectToast(
        page,
        'Message not sent',
        'You have sent several messages already. Please wait an hour and try again.',
      );
      expect(await message.inputValue()).toBe('One more thing');
      expect(unexpected(errors, 400, 429)).toEqual([]);
      await context.close();
    });
  }

  it('fills in the name and email of a signed-in visitor, still editable', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    const address = await signUp(context);
    await visit(page, '/contact');
    await expect.poll(() => page.getByLabel('Email').inputValue(), SLOW).toBe(address);
    expect(await page.getByLabel('Name').inputValue()).toBe('Api Reader');
    await page.getByLabel('Name').fill('Someone Else');
    expect(await page.getByLabel('Name').inputValue()).toBe('Someone Else');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

// ── API docs ─────────────────────────────────────────────────────────────────────────────────────────────

describe('api docs', () => {
  for (const viewport of VIEWPORTS) {
    it(`shows the live endpoints one at a time, copies code, switches auth tabs and shows the limits (${viewport})`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await allowClipboard(context);
      const response = await visit(page, '/api');
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe('API docs · Soundsleeve');
      await page.getByText('The API is live.').waitFor();
      expect(await page.getByRole('link', { name: 'OpenAPI 3.1 document' }).getAttribute('href')).toBe(
        '/api/v1/openapi.json',
      );

      // Endpoint cards: one open at a time.
      const toggles = page.locator('main button[aria-expanded]');
      const names = ['/generate', '/generations/{id}', '/styles', '/templates', '/upscale', '/upscales/{id}'];
      await expect.poll(() => toggles.count()).toBe(6);
      const escape = (p: string) => p.replace(/[{}]/g, '\\$&');
      const card = (p: string) => page.getByRole('button', { name: new RegExp(`^(GET|POST) ${escape(p)} `) });
      const expanded = () => page.locator('main button[aria-expanded="true"]').count();
      expect(await card('/generate').getAttribute('aria-expanded')).toBe('true');
      expect(await expanded()).toBe(1);
      for (const p of names.slice(1)) {
        await card(p).click();
        await expect.poll(() => card(p).getAttribute('aria-expanded')).toBe('true');
        await expect.poll(expanded).toBe(1);
      }
      await card('/upscales/{id}').click();
      await expect.poll(expanded).toBe(0);

      // Each card's examples carry the fields docs/spec.md names (the rest of the answer is listed under it).
      const fields: Record<string, [request: string[], response: string[]]> = {
        '/generate': [
          ['prompt', 'style', 'resolution'],
          ['image_url', 'credits_used', 'generation_time'],
        ],
        '/styles': [[], ['styles']],
        '/templates': [[], ['templates']],
        '/upscale': [
          ['image_url', 'scale_factor'],
          ['upscaled_url', 'original_size', 'new_size'],
        ],
      };
      for (const [p, [request, answer]] of Object.entries(fields)) {
        await card(p).click();
        const panel = page.getByRole('region', { name: new RegExp(`^(GET|POST) ${escape(p)} `) });
        const blocks = panel.locator('pre');
        expect(await blocks.count()).toBe(2);
        if (request.length > 0) {
          expect(Object.keys(JSON.parse(await blocks.nth(0).innerText()) as object)).toEqual(request);
        } else {
          expect(await blocks.nth(0).innerText()).toContain('Authorization: Bearer YOUR_API_KEY');
        }
        const body = JSON.parse(await blocks.nth(1).innerText()) as Record<string, unknown>;
        expect(Object.keys(body)).toEqual(answer);
        if (p === '/styles') {
          expect(Object.keys((body.styles as object[])[0]!)).toEqual(['id', 'name']);
        }
        if (p === '/generate') {
          expect(await panel.innerText()).toContain('Also in the answer: id, status, prompt');
          expect(await panel.getByRole('heading', { name: 'Errors' }).count()).toBe(1);
          for (const status of ['400', '401', '402', '429']) await panel.getByText(status, { exact: true }).waitFor();
        }
        if (p === '/templates') {
          const preview = (body.templates as { preview: string }[])[0]!;
          expect(Object.keys(preview)).toEqual(['id', 'name', 'preview']);
          expect(preview.preview.startsWith(`${inject('baseURL')}/api/samples/`)).toBe(true);
        }
      }

      // Copy code.
      await card('/generate').click();
      await page.getByRole('button', { name: 'Copy generate request' }).click();
      await expectToast(page, 'Copied!', 'Code copied to clipboard.');
      expect(Object.keys(JSON.parse(await readClipboard(page)) as object)).toEqual(['prompt', 'style', 'resolution']);

      // Authentication example: curl, javascript, python.
      const tabs = page.getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual(['curl', 'javascript', 'python']);
      const visiblePanel = page.getByRole('tabpanel');
      expect(await page.getByRole('tab', { name: 'curl' }).getAttribute('aria-selected')).toBe('true');
      expect(await visiblePanel.innerText()).toContain('curl -X POST');
      expect(await visiblePanel.innerText()).toContain('Authorization: Bearer YOUR_API_KEY');
      await page.getByRole('tab', { name: 'javascript' }).click();
      expect(await visiblePanel.innerText()).toContain('await fetch(');
      await page.getByRole('tab', { name: 'javascript' }).press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'python' }).getAttribute('aria-selected')).toBe('true');
      expect(await visiblePanel.innerText()).toContain('import requests');
      await page.getByRole('button', { name: 'Copy python authentication example' }).click();
      await expectToast(page, 'Copied!', 'Code copied to clipboard.');
      expect(await readClipboard(page)).toContain('requests.post(');

      // Rate limits: bars proportional to the daily requests.
      for (const [plan, perDay] of [
        ['Starter', 100],
        ['Pro', 500],
        ['Studio', 2000],
      ] as const) {
        await page.getByText(`${perDay} requests/day`, { exact: true }).waitFor();
        const width = await page
          .getByTestId(`rate-bar-${plan.toLowerCase()}`)
          .evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width);
        expect(width).toBeCloseTo(perDay / 2000, 2);
        await page.getByRole('region', { name: 'Rate limits' }).getByText(plan, { exact: true }).waitFor();
      }

      // SDKs, and the API key button (a guest is sent to sign up).
      // The TypeScript SDK in packages/sdk serves JavaScript and Node.js; only the others are planned.
      for (const [sdk, status] of [
        ['JavaScript', 'Available'],
        ['Python', 'Planned'],
        ['Node.js', 'Available'],
        ['Swift', 'Planned'],
      ]) {
        const card = page.getByRole('region', { name: 'SDKs' }).getByRole('listitem').filter({ hasText: sdk! });
        await card.getByText(sdk!, { exact: true }).waitFor();
        expect(await card.getByText(status!, { exact: true }).count()).toBe(1);
      }
      expect(await page.getByRole('link', { name: 'Get Your API Key' }).getAttribute('href')).toBe('/signup');
      await page.getByText('without a plan, 20. At most 10 a second.', { exact: false }).waitFor();
      await noHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`api-${viewport}`), fullPage: true });
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  it('a guest’s Get Your API Key leads through sign-up to the profile’s API keys', async () => {
    const { page, context, errors } = await openPage(browser, 'mobile');
    await visit(page, '/api');
    await page.getByRole('link', { name: 'Get Your API Key' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByLabel('Name', { exact: true }).fill('Api Guest');
    await page.getByLabel('Email', { exact: true }).fill(`api-guest-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('I agree to the Terms & Privacy Policy').check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.hash === '#api-keys', SLOW);
    await page.getByRole('region', { name: 'API keys' }).getByText('No API keys yet.').waitFor(SLOW);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a signed-in visitor gets the API key button to the profile', async () => {
    const { page, context, errors } = await openPage(browser, 'desktop');
    await signUp(context);
    await visit(page, '/api');
    await expect
      .poll(() => page.getByRole('link', { name: 'Get Your API Key' }).getAttribute('href'), SLOW)
      .toBe('/profile#api-keys');
    await page.getByRole('link', { name: 'Get Your API Key' }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.hash === '#api-keys');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
