import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/api-error.ts';
import { COLOUR_GRADES, type CoverEdit } from '../../src/shared/contracts/cover-edit.ts';
import {
  customStyleListSchema,
  applyStylePattern,
  customStyleSchema,
  MAX_STYLES_PER_PERSON,
  type StyleInput,
} from '../../src/shared/contracts/custom-styles.ts';
import { call } from '../support/auth-client.ts';
import { generationSuite, guestCookie } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();
const { rows, settled, bytes } = suite;

const LOCK = 'Saving your own styles is part of the Pro plan and above. See the plans on the Pricing page.';

/** A finished cover of the member's, drawn with Sonic Vision. */
async function coverOf(cookie: string) {
  const made = await call(suite.app, '/api/generations', {
    body: { prompt: 'a lighthouse in violet fog, titled "Signal" by "Ana Vale"', provider: 'lovable', seed: 21 },
    cookie,
  });
  expect(made.status).toBe(201);
  return (await settled(made.json.id, cookie)).id;
}

const monoStyle = (coverId: string | null): StyleInput => ({
  name: 'Night Tram Mono',
  pattern: '{idea}, rain-soaked streets at night, lonely and cinematic',
  provider: 'luma',
  colour: { ...COLOUR_GRADES.mono, duotone: null },
  titleTypeface: 'pirata',
  artistTypeface: 'inter',
  coverId,
});

/** How colourful a picture is: the mean spread between its strongest and weakest channel, at 64². */
async function chroma(image: Buffer) {
  const px = await sharp(image).resize(64, 64).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < px.length; i += 3)
    sum += Math.max(px[i]!, px[i + 1]!, px[i + 2]!) - Math.min(px[i]!, px[i + 1]!, px[i + 2]!);
  return sum / (px.length / 3);
}

describe(`custom style templates (${testEngine})`, () => {
  it('saves a Pro member’s style from a cover, and draws an idea in it: pattern, look, grade and typefaces', async () => {
    const pro = await suite.member('style-pro', 'pro');
    const coverId = await coverOf(pro.cookie);
    const saved = await call(suite.app, '/api/styles', { body: monoStyle(coverId), cookie: pro.cookie });
    expect(saved.status).toBe(201);
    const style = customStyleSchema.parse(saved.json);
    expect(style).toMatchObject({ name: 'Night Tram Mono', mine: true, shared: false, coverId, provider: 'luma' });
    // Its card shows the cover it was saved from, to its owner only while it is private.
    expect(await sharp(await bytes(style.imageUrl!, pro.cookie)).metadata()).toMatchObject({ width: 1024 });
    expect((await suite.app.request(style.imageUrl!)).status).toBe(404);
    const mine = customStyleListSchema.parse((await call(suite.app, '/api/styles/mine', { cookie: pro.cookie })).json);
    expect(mine.items.map((s) => s.id)).toEqual([style.id]);

    const before = (await call(suite.app, '/api/me/credits', { cookie: pro.cookie })).json.credit_count;
    const made = await call(suite.app, '/api/generations', {
      body: {
        prompt: applyStylePattern(style.pattern, 'a red tram, titled "Last Line" by "Ana Vale"'),
        provider: 'lovable',
        styleId: style.id,
        seed: 8,
      },
      cookie: pro.cookie,
    });
    expect(made.status).toBe(201);
    expect(made.json.creditsRemaining).toBe(before - 1);
    const [row] = await rows<{ prompt: string; provider: string; style_id: string }>(
      sql`select prompt, provider, style_id from generations where id = ${made.json.id}`,
    );
    // The idea in the pattern's slot, drawn with the style's toggle (Photon Studio), whatever the page sent.
    expect(made.json.styleId).toBe(style.id);
    expect(row).toEqual({
      prompt: 'a red tram, titled "Last Line" by "Ana Vale", rain-soaked streets at night, lonely and cinematic',
      provider: 'luma',
      style_id: style.id,
    });
    // The answer already shows the cover with the style's finish: grey, with the title in Pirata One.
    expect(made.json.editedImageUrl).toMatch(/^\/api\/generations\/.+\/edit\/image\?v=/);
    const styled = await bytes(made.json.editedImageUrl, pro.cookie);
    // The same idea and seed without the style is in colour; every version drawn in the style is grey.
    const someone = await suite.member('style-plain', null);
    const plain = await call(suite.app, '/api/generations', {
      body: { prompt: row!.prompt, provider: 'luma', seed: 8 },
      cookie: someone.cookie,
    });
    expect(await chroma(await bytes(plain.json.imageUrl, someone.cookie))).toBeGreaterThan(10);
    const versions = await settled(made.json.id, pro.cookie);
    expect(versions.candidates).toHaveLength(4);
    for (const version of versions.candidates)
      expect(await chroma(await bytes(version.imageUrl, pro.cookie)), `version ${version.index}`).toBeLessThan(6);
    // Picking another version draws the style's finish over it as the cover's edit.
    const picked = await call(suite.app, `/api/generations/${made.json.id}/pick`, {
      body: { index: 2 },
      cookie: pro.cookie,
    });
    expect(picked.status).toBe(200);
    expect(await chroma(await bytes(picked.json.editedImageUrl, pro.cookie))).toBeLessThan(6);
    expect(await chroma(styled)).toBeLessThan(6);
    const [edit] = await rows<{ document: CoverEdit }>(
      sql`select document from cover_edits where generation_id = ${made.json.id}`,
    );
    expect(edit!.document.colour.saturation).toBe(-1);
    expect(edit!.document.text.layers.map((l) => [l.role, l.text, l.typeface])).toEqual([
      ['title', 'Last Line', 'pirata'],
      ['artist', 'Ana Vale', 'inter'],
    ]);
    // Its download is the styled cover.
    const download = await bytes(`/api/generations/${made.json.id}/download?format=jpeg`, pro.cookie);
    expect(await chroma(download)).toBeLessThan(6);

    // A variation of it is finished in the same style.
    const varied = await call(suite.app, `/api/generations/${made.json.id}/vary`, {
      body: { strength: 'strong' },
      cookie: pro.cookie,
    });
    expect(varied.status).toBe(201);
    expect(await chroma(await bytes(varied.json.editedImageUrl, pro.cookie))).toBeLessThan(6);
  });

  it('shares a style to /styles, where anyone may draw in it, and unshares it', async () => {
    const pro = await suite.member('style-share', 'pro');
    const style = (
      await call(suite.app, '/api/styles', { body: monoStyle(await coverOf(pro.cookie)), cookie: pro.cookie })
    ).json;
    const free = await suite.member('style-free', null);
    const privateUse = await call(suite.app, '/api/generations', {
      body: { prompt: 'a paper boat', provider: 'lovable', styleId: style.id },
      cookie: free.cookie,
    });
    expect([privateUse.status, privateUse.json.error.message]).toEqual([
      404,
      'No style has that id: it may have been deleted, or it is not shared.',
    ]);
    expect((await call(suite.app, '/api/styles')).json.items.some((s: { id: string }) => s.id === style.id)).toBe(
      false,
    );

    const shared = await call(suite.app, `/api/styles/${style.id}`, {
      method: 'PATCH',
      body: { shared: true },
      cookie: pro.cookie,
    });
    expect([shared.status, shared.json.shared]).toEqual([200, true]);
    const listed = customStyleListSchema.parse((await call(suite.app, '/api/styles')).json);
    const card = listed.items.find((s) => s.id === style.id)!;
    expect(card).toMatchObject({ author: 'Test Musician', mine: false, coverId: null });
    // Its picture is public now.
    expect((await suite.app.request(card.imageUrl!)).status).toBe(200);

    // A free account draws in it for one credit; so does a guest, for one free generation.
    const used = await call(suite.app, '/api/generations', {
      body: { prompt: 'a paper boat', provider: 'lovable', styleId: style.id },
      cookie: free.cookie,
    });
    expect(used.status).toBe(201);
    expect(used.json.editedImageUrl).toEqual(expect.any(String));
    const guest = await call(suite.app, '/api/generations', {
      body: { prompt: 'a paper boat', provider: 'lovable', styleId: style.id },
    });
    expect(guest.status).toBe(201);
    expect(guest.json.guestRemaining).toBe(2);
    expect(await chroma(await bytes(guest.json.editedImageUrl, guestCookie(guest.res)!))).toBeLessThan(6);

    // Nobody else can change or delete it.
    for (const [method, body] of [
      ['PATCH', { shared: false }],
      ['DELETE', undefined],
    ] as const) {
      const r = await call(suite.app, `/api/styles/${style.id}`, { method, body, cookie: free.cookie });
      expect(r.status).toBe(404);
    }
    await call(suite.app, `/api/styles/${style.id}`, { method: 'PATCH', body: { shared: false }, cookie: pro.cookie });
    expect((await call(suite.app, '/api/styles')).json.items.some((s: { id: string }) => s.id === style.id)).toBe(
      false,
    );
    expect((await suite.app.request(card.imageUrl!)).status).toBe(404);
  });

  it('refuses free accounts, guests and bad styles with clear messages, and stores nothing', async () => {
    const free = await suite.member('style-none', null);
    const refused = await call(suite.app, '/api/styles', { body: monoStyle(null), cookie: free.cookie });
    expect([refused.status, apiErrorSchema.parse(refused.json).error]).toEqual([
      403,
      { code: 'plan_required', message: LOCK },
    ]);
    expect((await call(suite.app, '/api/styles', { body: monoStyle(null) })).status).toBe(401);

    const pro = await suite.member('style-bad', 'pro');
    const other = await suite.member('style-other', 'pro');
    const othersCover = await coverOf(other.cookie);
    const bad: [Partial<StyleInput> | Record<string, unknown>, string | RegExp][] = [
      [
        { pattern: 'rain-soaked streets at night' },
        'Put {idea} once in the pattern, where the idea typed on the Generate page goes.',
      ],
      [{ pattern: '{idea} and {idea}' }, /Put \{idea\} once/],
      [{ pattern: '{idea}' }, 'Add the words the style brings around {idea}.'],
      [{ pattern: `{idea}, ${'x'.repeat(400)}` }, 'An idea pattern has at most 400 characters.'],
      [{ name: 'X' }, 'A style’s name has at least 2 characters.'],
      [{ name: 'Nul\u0000Style' }, /NUL character/],
      [{ name: { nested: { deep: ['x'] } } }, /./],
      [{ titleTypeface: 'comic-sans' }, 'Choose one of the typefaces the editor lists.'],
      [{ provider: 'dall-e' }, /provider must be/],
      [{ colour: { ...COLOUR_GRADES.mono, exposure: 9 } }, /./],
      [{ coverId: othersCover }, 'The cover that shows a style must be one of your finished covers.'],
    ];
    for (const [change, message] of bad) {
      const r = await call(suite.app, '/api/styles', { body: { ...monoStyle(null), ...change }, cookie: pro.cookie });
      expect(r.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(apiErrorSchema.parse(r.json).error.message).toMatch(message);
    }
    expect(await rows(sql`select id from custom_styles where user_id = ${pro.userId}`)).toEqual([]);

    const unknown = await call(suite.app, '/api/generations', {
      body: { prompt: 'a tram', provider: 'lovable', styleId: 'nope\u0000' },
      cookie: pro.cookie,
    });
    expect(unknown.status).toBe(400);
  });

  it('keeps at most the limit of styles however many are saved at once', async () => {
    const pro = await suite.member('style-many', 'pro');
    for (let i = 0; i < MAX_STYLES_PER_PERSON - 2; i++)
      await suite.database.db.execute(sql`insert into custom_styles (id, user_id, name, pattern, provider, colour)
        values (${`pre-${pro.userId}-${i}`}, ${pro.userId}, ${`Style ${i}`}, '{idea}, in blue', 'lovable', ${JSON.stringify(COLOUR_GRADES.mono)}::jsonb)`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(suite.app, '/api/styles', { body: monoStyle(null), cookie: pro.cookie })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error.message).toBe(
      `You keep ${MAX_STYLES_PER_PERSON} styles, the most there can be. Delete one to save another.`,
    );
    const [counted] = await rows<{ n: number }>(
      sql`select count(*)::int as n from custom_styles where user_id = ${pro.userId}`,
    );
    expect(counted!.n).toBe(MAX_STYLES_PER_PERSON);
  });

  it('needs the plan again to draw in a private style once it ends; deleting one leaves its covers as drawn', async () => {
    const pro = await suite.member('style-lapse', 'pro');
    const style = (await call(suite.app, '/api/styles', { body: monoStyle(null), cookie: pro.cookie })).json;
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a red tram', provider: 'lovable', styleId: style.id },
      cookie: pro.cookie,
    });
    expect(made.status).toBe(201);
    await suite.endPlan(pro);
    const refused = await call(suite.app, '/api/generations', {
      body: { prompt: 'a red tram', provider: 'lovable', styleId: style.id },
      cookie: pro.cookie,
    });
    expect([refused.status, refused.json.error.message]).toEqual([403, LOCK]);
    const renamed = await call(suite.app, `/api/styles/${style.id}`, {
      method: 'PATCH',
      body: { name: 'Renamed' },
      cookie: pro.cookie,
    });
    expect(renamed.status).toBe(403);
    // What is kept stays the person's to remove.
    expect((await call(suite.app, `/api/styles/${style.id}`, { method: 'DELETE', cookie: pro.cookie })).status).toBe(
      204,
    );
    expect(await rows(sql`select style_id from generations where id = ${made.json.id}`)).toEqual([{ style_id: null }]);
    expect(
      (await call(suite.app, `/api/generations/${made.json.id}`, { cookie: pro.cookie })).json.editedImageUrl,
    ).toEqual(expect.any(String));
  });

  it('refuses to share a style whose cover is gone, saying how to share it again', async () => {
    const pro = await suite.member('style-coverless', 'pro');
    const style = (await call(suite.app, '/api/styles', { body: monoStyle(null), cookie: pro.cookie })).json;
    const shared = await call(suite.app, `/api/styles/${style.id}`, {
      method: 'PATCH',
      body: { shared: true },
      cookie: pro.cookie,
    });
    expect([shared.status, shared.json.error.message]).toEqual([
      409,
      'A shared style shows the cover it was saved from, and that cover is gone. Save the style again from a cover to share it.',
    ]);
    expect(await rows(sql`select shared_at from custom_styles where id = ${style.id}`)).toEqual([{ shared_at: null }]);
  });
});
