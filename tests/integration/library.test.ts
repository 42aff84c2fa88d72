import { sql } from 'drizzle-orm';
import path from 'node:path';
import { localStorage } from '../../src/server/providers/storage/local-storage.ts';
import { describe, expect, it } from 'vitest';
import type { Generation } from '../../src/shared/contracts/generation.ts';
import { call, signUp } from '../support/auth-client.ts';
import { generationSuite, guestCookie } from '../support/generation-suite.ts';
import { testConfig } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite({ GUEST_IP_DAILY_CAP: '1000' });
const { rows, settled } = suite;
let n = 0;
const email = () => `library-${++n}-${Date.now()}@example.com`;

const list = async (cookie: string, query = '') => {
  const r = await call(suite.app, `/api/generations${query}`, { method: 'GET', cookie });
  expect(r.status, query).toBe(200);
  return (r.json.items as Generation[]).map((g) => g.prompt);
};

async function cover(cookie: string, prompt: string, provider = 'lovable') {
  const r = await call(suite.app, '/api/generations', { body: { prompt, provider }, cookie });
  expect(r.status).toBe(201);
  return settled(r.json.id, cookie);
}

describe(`the library (${testEngine})`, () => {
  it('searches by idea, title and artist and filters by toggle, engine, published and favourite', async () => {
    const me = await signUp(suite.app, email());
    const other = await signUp(suite.app, email());
    const wolf = await cover(me.cookie, 'a wolf under a red moon, titled "Night Run" by "Ana Vale"');
    const boat = await cover(me.cookie, 'a paper boat in 100% rain', 'luma');
    const koi = await cover(me.cookie, 'three koi fish in a pond');
    await cover(other.cookie, 'a wolf in the snow');

    // Newest first; only mine.
    expect(await list(me.cookie)).toEqual([koi.prompt, boat.prompt, wolf.prompt]);
    expect(await list(me.cookie, '?q=WOLF')).toEqual([wolf.prompt]);
    expect(await list(me.cookie, '?q=night%20run')).toEqual([wolf.prompt]);
    expect(await list(me.cookie, '?q=ana%20vale')).toEqual([wolf.prompt]);
    // Typed text is matched literally: % is a character, not "anything".
    expect(await list(me.cookie, '?q=100%25')).toEqual([boat.prompt]);
    expect(await list(me.cookie, '?q=%25')).toEqual([boat.prompt]);
    expect(await list(me.cookie, '?q=_')).toEqual([]);
    expect(await list(me.cookie, '?provider=luma')).toEqual([boat.prompt]);
    expect(await list(me.cookie, '?engine=builtin&status=succeeded')).toEqual([koi.prompt, boat.prompt, wolf.prompt]);
    expect(await list(me.cookie, '?engine=openai')).toEqual([]);

    const published = await call(suite.app, '/api/gallery', {
      body: { generationId: koi.id, title: 'Koi', artist: 'Test Musician', genre: 'Indie' },
      cookie: me.cookie,
    });
    expect(published.status).toBe(201);
    expect(await list(me.cookie, '?published=yes')).toEqual([koi.prompt]);
    expect(await list(me.cookie, '?published=no')).toEqual([boat.prompt, wolf.prompt]);

    const starred = await call(suite.app, `/api/generations/${boat.id}`, {
      method: 'PATCH',
      body: { favourite: true },
      cookie: me.cookie,
    });
    expect(starred.status).toBe(200);
    expect(starred.json).toMatchObject({ id: boat.id, favourite: true, engine: 'builtin' });
    expect(await list(me.cookie, '?favourite=yes')).toEqual([boat.prompt]);
    expect(await list(me.cookie, '?favourite=yes&provider=lovable')).toEqual([]);
    // Paged: two at a time, the cursor carrying the filter's order.
    const first = await call(suite.app, '/api/generations?limit=2&status=succeeded', {
      method: 'GET',
      cookie: me.cookie,
    });
    expect(first.json.items).toHaveLength(2);
    const second = await call(suite.app, `/api/generations?limit=2&status=succeeded&cursor=${first.json.nextCursor}`, {
      method: 'GET',
      cookie: me.cookie,
    });
    expect(second.json).toMatchObject({ items: [{ id: wolf.id }], nextCursor: null });

    // Someone else's cover cannot be starred; bad input changes nothing.
    const theirs = await call(suite.app, `/api/generations/${boat.id}`, {
      method: 'PATCH',
      body: { favourite: false },
      cookie: other.cookie,
    });
    expect(theirs.status).toBe(404);
    for (const body of [{}, { favourite: 'yes' }, { favourite: null }, { favourite: [true] }]) {
      const r = await call(suite.app, `/api/generations/${boat.id}`, { method: 'PATCH', body, cookie: me.cookie });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect(await rows(sql`select favourite from generations where id = ${boat.id}`)).toEqual([{ favourite: true }]);
    for (const query of ['?q=a%00b', `?q=${'x'.repeat(201)}`, '?provider=midjourney', '?published=maybe', '?limit=0']) {
      const r = await call(suite.app, `/api/generations${query}`, { method: 'GET', cookie: me.cookie });
      expect(r.status, query).toBe(400);
      expect(r.json.error.message).toEqual(expect.any(String));
    }
  });

  it('deletes a cover with its versions, post and files, keeping files another cover shares', async () => {
    const me = await signUp(suite.app, email());
    const other = await signUp(suite.app, email());
    const storage = localStorage(path.join(testConfig().dataDir, 'storage'));
    // The same idea and seed make the same pictures: one set of files, shared by both covers.
    const shared = { prompt: 'a glass whale over a desert', provider: 'lovable', seed: 31337 };
    const mine = (await call(suite.app, '/api/generations', { body: shared, cookie: me.cookie })).json.id as string;
    const theirs = (await call(suite.app, '/api/generations', { body: shared, cookie: other.cookie })).json
      .id as string;
    await settled(mine, me.cookie);
    await settled(theirs, other.cookie);
    const solo = await cover(me.cookie, 'a neon heron on a wet street');
    const keysOf = async (id: string) =>
      (
        await rows<{ preview_key: string; thumbnail_key: string }>(sql`
          select preview_key, thumbnail_key from generation_candidates where generation_id = ${id} order by index`)
      ).flatMap((r) => [r.preview_key, r.thumbnail_key]);
    const soloKeys = await keysOf(solo.id);
    expect(soloKeys).toHaveLength(8);
    for (const key of soloKeys) expect(await storage.get(key), key).not.toBeNull();
    const download = await suite.app.request(`/api/generations/${solo.id}/download?format=jpeg`, {
      headers: { cookie: me.cookie },
    });
    expect(download.status).toBe(200);
    const published = await call(suite.app, '/api/gallery', {
      body: { generationId: solo.id, title: 'Heron', artist: 'Test Musician', genre: 'Indie' },
      cookie: me.cookie,
    });
    expect(published.status).toBe(201);
    const variation = await call(suite.app, `/api/generations/${solo.id}/vary`, {
      body: { strength: 'subtle' },
      cookie: me.cookie,
    });
    expect(variation.status).toBe(201);
    await settled(variation.json.id, me.cookie);

    const del = (id: string, cookie: string) => call(suite.app, `/api/generations/${id}`, { method: 'DELETE', cookie });
    // Not yours, not one, from another site: refused, nothing removed.
    expect((await del(solo.id, other.cookie)).status).toBe(404);
    expect((await del('not-a-generation', me.cookie)).status).toBe(404);
    const foreign = await suite.app.request(`/api/generations/${solo.id}`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example', cookie: me.cookie },
    });
    expect(foreign.status).toBe(403);
    expect(await rows(sql`select id from generations where id = ${solo.id}`)).toHaveLength(1);

    const ledgerBefore = await rows(sql`select delta from credit_ledger where user_id = ${me.userId}`);
    expect((await del(solo.id, me.cookie)).status).toBe(204);
    expect(await rows(sql`select id from generations where id = ${solo.id}`)).toEqual([]);
    expect(await rows(sql`select 1 from generation_candidates where generation_id = ${solo.id}`)).toEqual([]);
    expect(await rows(sql`select 1 from gallery_posts where id = ${published.json.id}`)).toEqual([]);
    for (const key of soloKeys) expect(await storage.get(key), key).toBeNull();
    // The variation stays, no longer pointing at it; nothing is refunded.
    expect((await call(suite.app, `/api/generations/${variation.json.id}`, { cookie: me.cookie })).json).toMatchObject({
      variationOf: null,
      variation: 'subtle',
    });
    expect(await rows(sql`select delta from credit_ledger where user_id = ${me.userId}`)).toEqual(ledgerBefore);
    expect((await call(suite.app, `/api/generations/${solo.id}`, { cookie: me.cookie })).status).toBe(404);
    expect((await del(solo.id, me.cookie)).status).toBe(404);

    // The shared cover: mine goes, its files stay for theirs, which still loads.
    const sharedKeys = await keysOf(mine);
    expect(await keysOf(theirs)).toEqual(sharedKeys);
    expect((await del(mine, me.cookie)).status).toBe(204);
    for (const key of sharedKeys) expect(await storage.get(key), key).not.toBeNull();
    const theirCover = (await call(suite.app, `/api/generations/${theirs}`, { cookie: other.cookie })).json;
    expect((await suite.app.request(theirCover.imageUrl, { headers: { cookie: other.cookie } })).status).toBe(200);
  });

  it('deletes a cover whose versions are still being drawn; versions finished after it store no row', async () => {
    const me = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a comet over a night motorway', provider: 'lovable', seed: 4242 },
      cookie: me.cookie,
    });
    expect(made.status).toBe(201);
    expect(
      (await call(suite.app, `/api/generations/${made.json.id}`, { method: 'DELETE', cookie: me.cookie })).status,
    ).toBe(204);
    // Whatever versions were still on their way find their cover gone and store nothing.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await rows(sql`select 1 from generation_candidates where generation_id = ${made.json.id}`)).toEqual([]);
    // The same idea and seed draw all four versions again.
    const again = await call(suite.app, '/api/generations', {
      body: { prompt: 'a comet over a night motorway', provider: 'lovable', seed: 4242 },
      cookie: me.cookie,
    });
    const g = await settled(again.json.id, me.cookie);
    expect(g.candidates).toHaveLength(4);
  });

  it('is a guest’s too: this browser’s covers, and only those', async () => {
    const first = await call(suite.app, '/api/generations', {
      body: { prompt: 'a cassette tape on a beach', provider: 'lovable' },
    });
    const cookie = guestCookie(first.res)!;
    await settled(first.json.id, cookie);
    expect(await list(cookie, '?q=cassette&status=succeeded')).toEqual(['a cassette tape on a beach']);
    expect(await list('', '?q=cassette')).toEqual([]);
    const star = await call(suite.app, `/api/generations/${first.json.id}`, {
      method: 'PATCH',
      body: { favourite: true },
      cookie,
    });
    expect(star.json.favourite).toBe(true);
    expect((await call(suite.app, `/api/generations/${first.json.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await list(cookie)).toEqual([]);
  });
});
