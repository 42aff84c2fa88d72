import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUILTIN_CANDIDATES, candidateSeed } from '../../src/shared/contracts/generation.ts';
import { call, signUp } from '../support/auth-client.ts';
import { generationSuite, guestCookie } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite({ GUEST_IP_DAILY_CAP: '1000' });
const { rows, settled, bytes: bytesOf } = suite;
let n = 0;
const email = () => `versions-${++n}-${Date.now()}@example.com`;

describe(`a generation's versions (${testEngine})`, () => {
  it('are four for one guest slot, each from its own seed, the first being the cover', async () => {
    const first = await call(suite.app, '/api/generations', {
      body: { prompt: 'a paper boat on a flooded street at dusk', provider: 'lovable', seed: 424242 },
    });
    expect(first.status).toBe(201);
    expect(first.json.guestRemaining).toBe(2);
    expect(first.json.candidatesExpected).toBe(BUILTIN_CANDIDATES);
    expect(first.json.pickedCandidate).toBe(0);
    expect(first.json.candidates[0]).toMatchObject({ index: 0, seed: 424242 });
    // The cover's address is its version's, whose bytes never change (browsers may keep them).
    expect(first.json.imageUrl).toBe(first.json.candidates[0].imageUrl);
    const cookie = guestCookie(first.res)!;

    const g = await settled(first.json.id, cookie);
    expect(g.candidates.map((c) => [c.index, c.seed])).toEqual([0, 1, 2, 3].map((i) => [i, candidateSeed(424242, i)]));
    expect(g.imageUrl).toBe(g.candidates[0]!.imageUrl);
    const [used] = await rows<{ used: number }>(sql`select used from guest_quota`);
    expect(used!.used).toBe(1);

    // Four different pictures: decoded, no two alike.
    const pixels = await Promise.all(
      g.candidates.map(async (c) => {
        const bytes = await bytesOf(c.imageUrl, cookie);
        const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([1024, 1024]);
        return data;
      }),
    );
    for (let a = 0; a < pixels.length; a++)
      for (let b = a + 1; b < pixels.length; b++) expect(pixels[a]!.equals(pixels[b]!), `${a} vs ${b}`).toBe(false);
    const thumbnail = await sharp(await bytesOf(g.candidates[3]!.thumbnailUrl, cookie)).metadata();
    expect(thumbnail.width).toBe(256);
    // Another browser sees none of them.
    expect((await suite.app.request(g.candidates[1]!.imageUrl)).status).toBe(404);
  });

  it('cost one credit together; a pick makes a version the cover, free, and its seed draws it again', async () => {
    const { cookie, userId } = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a lighthouse in violet fog, titled "Signal"', provider: 'lovable' },
      cookie,
    });
    expect(made.status).toBe(201);
    expect(made.json.creditsRemaining).toBe(2);
    const g = await settled(made.json.id, cookie);
    expect(g.candidates).toHaveLength(4);

    const picked = await call(suite.app, `/api/generations/${g.id}/pick`, { body: { index: 2 }, cookie });
    expect(picked.status).toBe(200);
    expect(picked.json).toMatchObject({ pickedCandidate: 2, seed: g.candidates[2]!.seed });
    expect(picked.json.imageUrl).toBe(g.candidates[2]!.imageUrl);
    const ledger = await rows<{ reason: string; delta: number }>(
      sql`select reason, delta from credit_ledger where user_id = ${userId} order by id`,
    );
    expect(ledger).toEqual([
      { reason: 'signup_grant', delta: 3 },
      { reason: 'generation', delta: -1 },
    ]);
    // The recent list shows the picked version.
    const mine = await call(suite.app, '/api/generations', { cookie });
    expect(mine.json.items[0]).toMatchObject({ id: g.id, seed: g.candidates[2]!.seed, pickedCandidate: 2 });

    // The download is the picked version: its 3000² export, brought to the preview's size, is far nearer the
    // picked version's preview than the first version's.
    const download = await suite.app.request(`/api/generations/${g.id}/download?format=jpeg`, { headers: { cookie } });
    expect(download.status).toBe(200);
    const small = async (bytes: Buffer) => sharp(bytes).resize(64, 64).removeAlpha().raw().toBuffer();
    const exported = await small(Buffer.from(await download.arrayBuffer()));
    const distance = async (url: string) => {
      const other = await small(await bytesOf(url, cookie));
      return exported.reduce((sum, v, i) => sum + Math.abs(v - other[i]!), 0) / exported.length;
    };
    const toPicked = await distance(g.candidates[2]!.imageUrl);
    expect(toPicked).toBeLessThan(8);
    expect(toPicked * 3).toBeLessThan(await distance(g.candidates[0]!.imageUrl));

    // Typing the picked version's seed draws it again, as the first version of a new generation.
    const again = await call(suite.app, '/api/generations', {
      body: {
        prompt: 'a lighthouse in violet fog, titled "Signal"',
        provider: 'lovable',
        brief: g.brief,
        refinedPrompt: g.refinedPrompt,
        seed: g.candidates[2]!.seed,
      },
      cookie,
    });
    expect(again.status).toBe(201);
    expect(await bytesOf(again.json.imageUrl, cookie)).toEqual(await bytesOf(g.candidates[2]!.imageUrl, cookie));
    await settled(again.json.id, cookie);
  });

  it('refuses a pick that is not one, changes nothing, and keeps each owner to their own', async () => {
    const me = await signUp(suite.app, email());
    const other = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a desert motel sign at noon', provider: 'lovable' },
      cookie: me.cookie,
    });
    const g = await settled(made.json.id, me.cookie);
    const pick = (body: unknown, cookie = me.cookie, id = g.id) =>
      call(suite.app, `/api/generations/${id}/pick`, { body, cookie });

    for (const body of [{ index: 'two' }, { index: 1.5 }, { index: -1 }, { index: 99 }, {}, { index: [1] }]) {
      const r = await pick(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code).toBe('validation_error');
    }
    const nul = await suite.app.request(`/api/generations/${g.id}/pick`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', cookie: me.cookie },
      body: '{"index":"\\u0000"}',
    });
    expect(nul.status).toBe(400);
    const missing = await call(suite.app, `/api/generations/${g.id}/pick`, {
      body: { index: BUILTIN_CANDIDATES + 3 },
      cookie: me.cookie,
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe(`This cover has no version ${BUILTIN_CANDIDATES + 4}.`);
    expect((await pick({ index: 1 }, other.cookie)).status).toBe(404);
    expect((await pick({ index: 1 }, me.cookie, 'not-a-generation')).status).toBe(404);
    expect((await suite.app.request(g.candidates[1]!.imageUrl, { headers: { cookie: other.cookie } })).status).toBe(
      404,
    );
    expect(
      (await suite.app.request(`/api/generations/${g.id}/candidates/x/image`, { headers: { cookie: me.cookie } }))
        .status,
    ).toBe(404);
    const foreign = await suite.app.request(`/api/generations/${g.id}/pick`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: me.cookie },
      body: JSON.stringify({ index: 1 }),
    });
    expect(foreign.status).toBe(403);

    // A published cover keeps the version the gallery shows.
    const published = await call(suite.app, '/api/gallery', {
      body: { generationId: g.id, title: 'Motel', artist: 'Noon', genre: 'Indie' },
      cookie: me.cookie,
    });
    expect(published.status).toBe(201);
    const refused = await pick({ index: 3 });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({
      code: 'already_published',
      message: 'This cover is published in the gallery. Unpublish it before choosing another version.',
    });
    const [row] = await rows<{ picked_candidate: number; seed: string | number }>(
      sql`select picked_candidate, seed from generations where id = ${g.id}`,
    );
    expect([row!.picked_candidate, Number(row!.seed)]).toEqual([0, g.candidates[0]!.seed]);
  });

  it('a retried versions job draws only what is missing; a dead-lettered one stops the page waiting', async () => {
    const me = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a neon heron over a canal', provider: 'lovable' },
      cookie: me.cookie,
    });
    const g = await settled(made.json.id, me.cookie);
    const before = await rows<{ index: number; preview_key: string }>(
      sql`select index, preview_key from generation_candidates where generation_id = ${g.id} order by index`,
    );
    // As if the job had died after two versions.
    await suite.database.db.execute(
      sql`delete from generation_candidates where generation_id = ${g.id} and index >= 2`,
    );
    await suite.app.services.generations.render({ generationId: g.id, versions: true }, new AbortController().signal);
    const after = await rows<{ index: number; preview_key: string }>(
      sql`select index, preview_key from generation_candidates where generation_id = ${g.id} order by index`,
    );
    expect(after).toEqual(before);

    await suite.database.db.execute(
      sql`delete from generation_candidates where generation_id = ${g.id} and index >= 2`,
    );
    await suite.app.services.generations.abandon({ generationId: g.id, versions: true });
    const now = (await call(suite.app, `/api/generations/${g.id}`, { cookie: me.cookie })).json;
    expect([now.candidates.length, now.candidatesExpected]).toEqual([2, 2]);
  });

  it('are removed with the account, files included', async () => {
    const me = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a red kite over grey sea', provider: 'lovable' },
      cookie: me.cookie,
    });
    const g = await settled(made.json.id, me.cookie);
    await call(suite.app, `/api/generations/${g.id}/pick`, { body: { index: 1 }, cookie: me.cookie });
    const files = await suite.app.services.generations.filesOfUser(me.userId);
    const [stored] = await rows<{ keys: string[] }>(
      sql`select array_agg(k) as keys from generation_candidates, unnest(array[preview_key, thumbnail_key]) k where generation_id = ${g.id}`,
    );
    expect(stored!.keys).toHaveLength(8);
    for (const key of stored!.keys) expect(files.images).toContain(key);
  });
});
