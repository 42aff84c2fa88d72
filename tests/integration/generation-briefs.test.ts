/**
 * One refinement per generation, and the brief the page showed is the brief drawn: a generation carrying a scene
 * brief stores exactly that brief and never calls the refiner; a generation without one refines the idea once.
 * Briefs from outside are checked (subjects against the library, NUL bytes, sizes, types) before anything is charged.
 */
import { OLD_BRIEF } from '../../src/server/features/generations/testing/old-brief.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveNoun } from '../../src/server/engine/subjects/index.ts';
import { BuiltinRefiner, composeFromBrief, refineIdea } from '../../src/server/providers/refine/builtin-refiner.ts';
import { sceneBriefSchema, type SceneBrief } from '../../src/shared/contracts/scene-brief.ts';
import { call, signUp } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildGenerationApp>>['app'];
let stop: () => Promise<void>;
let n = 0;
const email = () => `brief-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, stop } = await buildGenerationApp(database, { GUEST_IP_DAILY_CAP: '1000' }));
});
afterAll(async () => {
  await stop();
  await database.destroy();
});
afterEach(() => vi.restoreAllMocks());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
/** Every refinement the server makes goes through the refiner in use (the built-in one here). */
const spyRefiner = () => vi.spyOn(BuiltinRefiner.prototype, 'refine');
const generate = (body: Record<string, unknown>, cookie?: string) =>
  call(app, '/api/generations', { body: { provider: 'lovable', ...body }, cookie });

/** What the user's account, ledger and generations look like: nothing in it may change on a refused request. */
async function accountState(userId: string) {
  const [account] = await rows<{ balance: number }>(sql`select balance from credit_accounts where user_id = ${userId}`);
  const ledger = await rows<{ reason: string; delta: number }>(
    sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
  );
  const [generations] = await rows<{ n: number }>(
    sql`select count(*)::int as n from generations where user_id = ${userId}`,
  );
  return { balance: account?.balance, ledger, generations: generations?.n };
}

const IDEA = 'a marlin leaping at sunset';

describe(`scene briefs in generations (${testEngine})`, () => {
  it('enhance answers the whole refinement, parts included', async () => {
    const r = await call(app, '/api/prompts/enhance', { body: { prompt: IDEA } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual(refineIdea(IDEA));
    expect(r.json.parts).toContainEqual({ phrase: 'marlin', as: 'a fish', how: 'approximate' });
    expect(r.json.parts).toContainEqual({ phrase: 'leaping', as: '', how: 'dropped' });
  });

  it('a generation with a brief stores exactly that brief and does not refine the idea', async () => {
    const { cookie, userId } = await signUp(app, email());
    const shown = (await call(app, '/api/prompts/enhance', { body: { prompt: IDEA } })).json as {
      brief: SceneBrief;
      refinedPrompt: string;
    };
    // An edit the Prompt Studio could make: another hero, a title, a composition, a mood.
    const brief: SceneBrief = {
      ...shown.brief,
      mood: 'triumphant',
      composition: 'low-horizon',
      subjects: [{ noun: 'lighthouse', asset: resolveNoun('lighthouse')!.asset, count: 1, material: 'glass' }],
      title: 'Salt Light',
      artist: 'The Keepers',
    };
    const refiner = spyRefiner();
    const r = await generate({ prompt: IDEA, brief, seed: 7 }, cookie);
    expect(r.status).toBe(201);
    expect(refiner).not.toHaveBeenCalled();
    expect(r.json.brief).toEqual(brief);
    expect(r.json.parts).toBeUndefined();
    // No refined prompt sent: the server writes it from the brief itself (so it names the lighthouse, not the marlin).
    expect(r.json.refinedPrompt).toBe(composeFromBrief(brief));
    expect(r.json.refinedPrompt).toContain('lighthouse');

    const [row] = await rows<{ brief: unknown; refined_prompt: string; prompt: string; status: string }>(
      sql`select brief, refined_prompt, prompt, status from generations where id = ${r.json.id}`,
    );
    expect(row).toEqual({ brief, refined_prompt: composeFromBrief(brief), prompt: IDEA, status: 'succeeded' });
    expect((await accountState(userId)).balance).toBe(2);

    // The API shows the brief drawn; a Variation sends it back with the prompt the page showed.
    const listed = await call(app, `/api/generations/${r.json.id}`, { cookie });
    expect(listed.json.brief).toEqual(brief);
    const variation = await generate(
      { prompt: IDEA, brief: listed.json.brief, refinedPrompt: listed.json.refinedPrompt, seed: 8 },
      cookie,
    );
    expect(variation.status).toBe(201);
    expect(refiner).not.toHaveBeenCalled();
    const [again] = await rows<{ brief: unknown; refined_prompt: string }>(
      sql`select brief, refined_prompt from generations where id = ${variation.json.id}`,
    );
    expect(again).toEqual({ brief, refined_prompt: composeFromBrief(brief) });
  });

  it('a generation without a brief refines the idea exactly once, and says how each part was drawn', async () => {
    const refiner = spyRefiner();
    const r = await generate({ prompt: IDEA });
    expect(r.status).toBe(201);
    expect(refiner).toHaveBeenCalledTimes(1);
    const refinement = refineIdea(IDEA);
    expect(r.json.brief).toEqual(refinement.brief);
    expect(r.json.parts).toEqual(refinement.parts);
    expect(r.json.refinedPrompt).toBe(refinement.refinedPrompt);
    const [row] = await rows<{ brief: unknown }>(sql`select brief from generations where id = ${r.json.id}`);
    expect(row!.brief).toEqual(refinement.brief);
  });

  it('resolves a subject whose asset is unknown or missing from its noun', async () => {
    const { cookie } = await signUp(app, email());
    const brief = refineIdea(IDEA).brief;
    const r = await generate(
      { prompt: IDEA, brief: { ...brief, subjects: [{ noun: 'marlin', asset: 'nope:marlin', count: 3 }] } },
      cookie,
    );
    expect(r.status).toBe(201);
    const [row] = await rows<{ brief: SceneBrief }>(sql`select brief from generations where id = ${r.json.id}`);
    expect(row!.brief.subjects).toEqual([{ noun: 'marlin', asset: resolveNoun('marlin', IDEA)!.asset, count: 3 }]);
  });

  it('refuses a subject nothing can draw with a 400 a person can act on: no credit spent, no row written', async () => {
    const { cookie, userId } = await signUp(app, email());
    const before = await accountState(userId);
    const brief = refineIdea(IDEA).brief;
    const refiner = spyRefiner();
    const r = await generate(
      { prompt: IDEA, brief: { ...brief, subjects: [{ noun: 'xyzzy', asset: 'zz:xyzzy', count: 1 }] } },
      cookie,
    );
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      error: { code: 'unknown_subject', message: 'We can\'t draw "xyzzy" yet. Try another word.' },
    });
    expect(refiner).not.toHaveBeenCalled();
    expect(await accountState(userId)).toEqual(before);
    expect(before).toMatchObject({ balance: 3, generations: 0 });

    // A guest's free generations are not touched either.
    const guestUse = () =>
      rows<{ quota: number; rows: number }>(
        sql`select (select coalesce(sum(used), 0)::int from guest_quota) as quota,
                   (select count(*)::int from generations where guest_id is not null) as rows`,
      );
    const guestBefore = await guestUse();
    const guest = await generate({
      prompt: IDEA,
      brief: { ...brief, subjects: [{ noun: 'xyzzy', asset: 'zz:xyzzy', count: 1 }] },
    });
    expect(guest.status).toBe(400);
    expect(guest.json.error.code).toBe('unknown_subject');
    expect(await guestUse()).toEqual(guestBefore);
  });

  it('answers NUL bytes, huge and wrong-typed brief fields with 400, never 500, and charges nothing', async () => {
    const { cookie, userId } = await signUp(app, email());
    const before = await accountState(userId);
    const good = refineIdea(IDEA).brief;
    const subject = good.subjects[0]!;
    const cases: Record<string, unknown>[] = [
      // NUL bytes (PostgreSQL cannot store them in text or jsonb).
      { prompt: 'a quiet\u0000 harbour' },
      { brief: { ...good, title: 'Salt\u0000Light' } },
      { brief: { ...good, mood: '\u0000' } },
      { brief: { ...good, subjects: [{ ...subject, noun: 'lighthouse\u0000' }] } },
      { brief: { ...good, paletteNames: ['a\u0000', 'b', 'c', ...good.paletteNames.slice(3)] } },
      { refinedPrompt: 'fine\u0000', brief: good },
      // Huge.
      { brief: { ...good, title: 'T'.repeat(10_000) } },
      { brief: { ...good, style: 's'.repeat(100_000) } },
      { brief: { ...good, subjects: Array.from({ length: 200 }, () => subject) } },
      { brief: { ...good, subjects: [{ ...subject, count: 1e9 }] } },
      { brief: { ...good, subjects: [{ ...subject, noun: 'n'.repeat(61) }] } },
      { brief: { ...good, subjects: [{ ...subject, asset: `${'a'.repeat(200)}:b` }] } },
      { brief: { ...good, palette: Array.from({ length: 50 }, () => '#ffffff') } },
      { brief: { ...good, environment: { ...good.environment, effects: Array(40).fill('stars') } } },
      // Wrong types and values.
      { brief: 'a lighthouse' },
      { brief: [] },
      { brief: null },
      { brief: { ...good, subjects: ['sea', 'moon'] } },
      { brief: { ...good, subjects: [{ ...subject, count: '3' }] } },
      { brief: { ...good, subjects: [{ ...subject, count: 1.5 }] } },
      { brief: { ...good, subjects: [{ ...subject, asset: 'not a key' }] } },
      { brief: { ...good, subjects: [{ ...subject, material: 'cheese' }] } },
      { brief: { ...good, subjects: [{ ...subject, color: 'red' }] } },
      { brief: { ...good, palette: [1, 2, 3] } },
      { brief: { ...good, composition: 'sea-waves' } },
      { brief: { ...good, environment: { ...good.environment, setting: 'mars' } } },
      { brief: { ...good, environment: undefined } },
      { brief: { ...good, genre: { id: 'rock' } } },
      { brief: { ...good, title: 42 } },
    ];
    for (const body of cases) {
      const r = await generate({ prompt: IDEA, ...body }, cookie);
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(typeof r.json?.error?.message).toBe('string');
      expect(r.json.error.message.length).toBeGreaterThan(0);
    }
    expect(await accountState(userId)).toEqual(before);
  });

  it('re-renders exports of covers stored with an old-shaped brief from their idea, keeping title and artist', async () => {
    const { cookie, userId } = await signUp(app, email());
    const id = randomUUID();
    const oldBrief = OLD_BRIEF;
    const prompt = 'a lighthouse by the sea under the moon, dream pop';
    await database.db.execute(sql`
      insert into generations (id, user_id, prompt, refined_prompt, brief, provider, engine, seed, status, paid_with, paid_by)
      values (${id}, ${userId}, ${prompt}, 'an old refined prompt', ${JSON.stringify(oldBrief)}::jsonb, 'lovable',
              'builtin', 11, 'succeeded', 'credit', ${userId})`);
    const shown = await call(app, `/api/generations/${id}`, { cookie });
    expect(shown.status).toBe(200);
    expect(sceneBriefSchema.safeParse(shown.json.brief).success).toBe(true);
    expect(shown.json.brief).toEqual({ ...refineIdea(prompt).brief, title: 'Tidal Hours', artist: 'The Keepers' });

    const jpeg = await app.request(`/api/generations/${id}/download?format=jpeg`, { headers: { cookie } });
    expect(jpeg.status).toBe(200);
    const meta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 3000, 3000]);
    // The list (and the profile's recent covers) read the same upgraded brief.
    const list = await call(app, '/api/generations', { cookie });
    expect(list.json.items[0].brief).toEqual(shown.json.brief);
  }, 60_000);
});

describe(`POST /api/prompts/compose (${testEngine})`, () => {
  const compose = (body: unknown) => call(app, '/api/prompts/compose', { body });

  it('resolves a typed noun and says how each subject is drawn', async () => {
    const refinement = refineIdea(IDEA);
    const edited = {
      ...refinement.brief,
      subjects: [
        { noun: 'lighthouse', count: 1 },
        { noun: 'marlin', count: 2, color: '#3366ff', colorName: 'cobalt' },
      ],
    };
    const refiner = spyRefiner();
    const r = await compose({ brief: edited, idea: IDEA });
    expect(r.status).toBe(200);
    expect(refiner).not.toHaveBeenCalled();
    expect(r.json.brief.subjects).toEqual([
      { noun: 'lighthouse', asset: resolveNoun('lighthouse', IDEA)!.asset, count: 1 },
      { noun: 'marlin', asset: resolveNoun('marlin', IDEA)!.asset, count: 2, color: '#3366ff', colorName: 'cobalt' },
    ]);
    expect(r.json.parts).toEqual([
      { phrase: 'lighthouse', as: 'a lighthouse', how: 'exact' },
      { phrase: 'marlin', as: 'a fish', how: 'approximate' },
    ]);
    expect(r.json.refinedPrompt).toBe(composeFromBrief(r.json.brief));
    expect(r.json.refinedPrompt).toContain('lighthouse');
    expect(sceneBriefSchema.safeParse(r.json.brief).success).toBe(true);

    // The composed brief, sent with a generation, is what is stored.
    const { cookie } = await signUp(app, email());
    const g = await generate({ prompt: IDEA, brief: r.json.brief, refinedPrompt: r.json.refinedPrompt }, cookie);
    expect(g.status).toBe(201);
    const [row] = await rows<{ brief: unknown; refined_prompt: string }>(
      sql`select brief, refined_prompt from generations where id = ${g.json.id}`,
    );
    expect(row).toEqual({ brief: r.json.brief, refined_prompt: r.json.refinedPrompt });
  });

  it('refuses a noun it cannot draw, NUL bytes and malformed briefs with 400', async () => {
    const good = refineIdea(IDEA).brief;
    const unknown = await compose({ brief: { ...good, subjects: [{ noun: 'xyzzy', count: 1 }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({
      error: { code: 'unknown_subject', message: 'We can\'t draw "xyzzy" yet. Try another word.' },
    });
    for (const body of [
      { brief: { ...good, subjects: [{ noun: 'light\u0000house', count: 1 }] } },
      { brief: good, idea: 'nul\u0000' },
      { brief: { ...good, subjects: [{ noun: '', count: 1 }] } },
      { brief: { ...good, subjects: [{ noun: 'moon' }] } },
      { brief: { ...good, subjects: 'moon' } },
      { brief: { ...good, title: 'x'.repeat(81) } },
      { brief: 12 },
      {},
    ]) {
      const r = await compose(body);
      expect(r.status, JSON.stringify(body).slice(0, 160)).toBe(400);
      expect(typeof r.json.error.message).toBe('string');
    }
  });
});
