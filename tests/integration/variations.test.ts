import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { candidateSeed } from '../../src/shared/contracts/generation.ts';
import { call, ORIGIN, signUp } from '../support/auth-client.ts';
import { generationSuite, guestCookie } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite({ GUEST_IP_DAILY_CAP: '1000' });
const { rows, settled, bytes } = suite;
let n = 0;
const email = () => `variations-${++n}-${Date.now()}@example.com`;

const vary = (id: string, body: unknown, cookie: string) =>
  call(suite.app, `/api/generations/${id}/vary`, { body, cookie });

/** Mean absolute difference of two images' pixels, each brought to 64². */
async function distance(a: Buffer, b: Buffer): Promise<number> {
  const small = (bytes: Buffer) => sharp(bytes).resize(64, 64).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  return x.reduce((sum, v, i) => sum + Math.abs(v - y[i]!), 0) / x.length;
}

const ledgerOf = (userId: string) =>
  rows<{ reason: string; delta: number }>(
    sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
  );

describe(`variations of a cover (${testEngine})`, () => {
  it('subtle keeps the picked version’s layout and redraws its details, strong recomposes it; each costs a credit', async () => {
    const { cookie, userId } = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a lone wolf howling at the moon over snowy mountains', provider: 'lovable', seed: 5150 },
      cookie,
    });
    expect(made.status).toBe(201);
    const parent = await settled(made.json.id, cookie);
    const picked = await call(suite.app, `/api/generations/${parent.id}/pick`, { body: { index: 1 }, cookie });
    expect(picked.status).toBe(200);
    const pickedImage = await bytes(parent.candidates[1]!.imageUrl, cookie);

    const subtle = await vary(parent.id, { strength: 'subtle' }, cookie);
    expect(subtle.status).toBe(201);
    expect(subtle.json.creditsRemaining).toBe(1);
    // The picked version's seed (its layout), a detail seed of its own.
    expect(subtle.json.seed).toBe(candidateSeed(5150, 1));
    expect(subtle.json.detailSeed).toEqual(expect.any(Number));
    const s = await settled(subtle.json.id, cookie);
    expect(s).toMatchObject({
      variationOf: parent.id,
      variation: 'subtle',
      prompt: parent.prompt,
      brief: parent.brief,
    });
    // Four versions of the one layout, each with its own details.
    expect(s.candidates.map((c) => c.seed)).toEqual(Array(4).fill(candidateSeed(5150, 1)));
    expect(s.candidates.map((c) => c.detailSeed)).toEqual([0, 1, 2, 3].map((i) => candidateSeed(s.detailSeed!, i)));

    const strong = await vary(parent.id, { strength: 'strong' }, cookie);
    expect(strong.status).toBe(201);
    expect(strong.json.creditsRemaining).toBe(0);
    expect(strong.json.detailSeed).toBeNull();
    const t = await settled(strong.json.id, cookie);
    expect(t).toMatchObject({ variationOf: parent.id, variation: 'strong', prompt: parent.prompt });
    // The same idea: subjects, place, palette, title; another composition.
    expect(t.brief!.composition).not.toBe(parent.brief!.composition);
    expect({ ...t.brief, composition: parent.brief!.composition }).toEqual(parent.brief);

    // Decoded: the subtle version is nearer the picked one than any other version of the parent (another seed of
    // the same idea) is, yet not a copy; the strong one is a picture of its own.
    const subtleImage = await bytes(s.imageUrl!, cookie);
    const near = await distance(subtleImage, pickedImage);
    expect(near).toBeGreaterThan(0);
    for (const other of [0, 2, 3]) {
      const otherImage = await bytes(parent.candidates[other]!.imageUrl, cookie);
      expect(near, `version ${other}`).toBeLessThan(await distance(otherImage, pickedImage));
    }
    expect((await bytes(t.imageUrl!, cookie)).equals(pickedImage)).toBe(false);

    expect(await ledgerOf(userId)).toEqual([
      { reason: 'signup_grant', delta: 3 },
      { reason: 'generation', delta: -1 },
      { reason: 'generation', delta: -1 },
      { reason: 'generation', delta: -1 },
    ]);

    // Out of credits: refused, and nothing is written.
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from generations where user_id = ${userId}`);
    const broke = await vary(parent.id, { strength: 'subtle' }, cookie);
    expect(broke.status).toBe(402);
    expect(broke.json.error.code).toBe('no_credits');
    expect(await rows(sql`select count(*)::int as n from generations where user_id = ${userId}`)).toEqual(before);
    expect(await ledgerOf(userId)).toHaveLength(4);
  });

  it('a subtle variation’s seed and detail seed, typed, draw it again', async () => {
    const first = await call(suite.app, '/api/generations', {
      body: { prompt: 'three koi fish in a dark pond, neon pink', provider: 'luma', seed: 77 },
    });
    expect(first.status).toBe(201);
    const cookie = guestCookie(first.res)!;
    await settled(first.json.id, cookie);
    const subtle = await vary(first.json.id, { strength: 'subtle' }, cookie);
    expect(subtle.status).toBe(201);
    expect(subtle.json.guestRemaining).toBe(1);
    const s = await settled(subtle.json.id, cookie);

    const again = await call(suite.app, '/api/generations', {
      body: {
        prompt: s.prompt,
        provider: 'luma',
        brief: s.brief,
        refinedPrompt: s.refinedPrompt,
        seed: s.seed,
        detailSeed: s.detailSeed,
      },
      cookie,
    });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ seed: s.seed, detailSeed: s.detailSeed, guestRemaining: 0 });
    expect(await bytes(again.json.imageUrl, cookie)).toEqual(await bytes(s.imageUrl!, cookie));
    await settled(again.json.id, cookie);

    // The guest's slots are spent: a variation is refused like any generation.
    const spent = await vary(first.json.id, { strength: 'strong' }, cookie);
    expect(spent.status).toBe(402);
    expect(spent.json.error.code).toBe('guest_limit_reached');
  });

  it('refuses what is not a variation of your own finished cover, and changes nothing', async () => {
    const me = await signUp(suite.app, email());
    const other = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a desert motel sign at noon', provider: 'lovable' },
      cookie: me.cookie,
    });
    await settled(made.json.id, me.cookie);
    const count = () => rows<{ n: number }>(sql`select count(*)::int as n from generations`);
    const before = await count();

    for (const body of [{}, { strength: 'wild' }, { strength: 1 }, { strength: ['subtle'] }, { strength: null }]) {
      const r = await vary(made.json.id, body, me.cookie);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.message).toBe('Choose how to vary the cover: "subtle" or "strong".');
    }
    const nul = await suite.app.request(`/api/generations/${made.json.id}/vary`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: me.cookie },
      body: '{"strength":"sub\\u0000tle"}',
    });
    expect(nul.status).toBe(400);
    const foreign = await suite.app.request(`/api/generations/${made.json.id}/vary`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: me.cookie },
      body: '{"strength":"subtle"}',
    });
    expect(foreign.status).toBe(403);
    expect((await vary(made.json.id, { strength: 'subtle' }, other.cookie)).status).toBe(404);
    expect((await vary('not-a-generation', { strength: 'subtle' }, me.cookie)).status).toBe(404);
    expect(
      (await call(suite.app, `/api/generations/${made.json.id}/vary`, { body: { strength: 'subtle' } })).status,
    ).toBe(404);
    // A typed detail seed needs the seed it details.
    const lone = await call(suite.app, '/api/generations', {
      body: { prompt: 'a desert motel sign at noon', provider: 'lovable', detailSeed: 4 },
      cookie: me.cookie,
    });
    expect(lone.status).toBe(400);
    expect(lone.json.error.message).toBe('A detail seed draws the details of a seed: send the seed too.');

    expect(await count()).toEqual(before);
    expect(await ledgerOf(other.userId)).toEqual([{ reason: 'signup_grant', delta: 3 }]);
  });
});
