import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GALLERY_SEED } from '../../src/shared/content/gallery-seed.ts';
import { sampleImageUrl } from '../../src/shared/content/sample-art.ts';
import { sizedImageUrl } from '../../src/shared/contracts/image-size.ts';
import { sizedKeyOf } from '../../src/server/features/images/sized-images.ts';
import { call, signUp } from '../support/auth-client.ts';
import { buildGenerationApp } from '../support/generation-app.ts';
import { localStorage } from '../../src/server/providers/storage/local-storage.ts';
import { buildTestApp, testConfig } from '../support/test-app.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

/** Gallery (search, paging, publishing, likes), sample artwork, profile, contact and newsletter, on the real API. */
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildGenerationApp>>['app'];
let stop: () => Promise<void>;
let n = 0;
const email = () => `community-${++n}-${Date.now()}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, stop } = await buildGenerationApp(database, { GUEST_IP_DAILY_CAP: '1000', RATE_LIMIT_MULTIPLIER: '50' }));
  await app.services.gallery.seed(GALLERY_SEED);
});
afterAll(async () => {
  await stop?.();
  await database?.destroy();
});

const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
const gallery = (query = '', cookie?: string) => call(app, `/api/gallery${query}`, { cookie });
const sent = () => (app.services.mail as unknown as { sent: { to: string; subject: string; text: string }[] }).sent;

async function finishedCover(cookie: string, prompt = 'a neon lighthouse') {
  const r = await call(app, '/api/generations', { body: { prompt, provider: 'lovable' }, cookie });
  expect(r.status).toBe(201);
  return r.json.id as string;
}

describe(`gallery (${testEngine})`, () => {
  it('pages newest first: 9, then 6 more, with a cursor, until the end', async () => {
    const first = await gallery('?limit=9');
    expect(first.json.items).toHaveLength(9);
    const second = await gallery(`?limit=6&cursor=${first.json.nextCursor}`);
    expect(second.json.items).toHaveLength(6);
    const seen = [...first.json.items, ...second.json.items].map((i: { id: string }) => i.id);
    expect(new Set(seen).size).toBe(15);
    const times = [...first.json.items, ...second.json.items].map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const rest = await gallery(`?limit=24&cursor=${second.json.nextCursor}`);
    expect(rest.json.items).toHaveLength(GALLERY_SEED.length - 15);
    expect(rest.json.nextCursor).toBeNull();
    expect((await gallery('?cursor=nonsense')).status).toBe(400);
  });

  it('searches title or artist case-insensitively, combined with the genre, and treats % as text', async () => {
    const byArtist = await gallery('?q=HOLLOW%20kings');
    expect(byArtist.json.items.map((i: { title: string }) => i.title)).toEqual(['Static Crown']);
    const byTitle = await gallery('?q=rain');
    expect(byTitle.json.items.map((i: { title: string }) => i.title)).toContain('Rainy Window');
    expect((await gallery('?q=rain&genre=Rock')).json.items).toEqual([]);
    const jazz = await gallery('?genre=Jazz&limit=24');
    expect(jazz.json.items).toHaveLength(4);
    expect(jazz.json.items.every((i: { genre: string }) => i.genre === 'Jazz')).toBe(true);
    expect((await gallery('?genre=All&limit=24')).json.items).toHaveLength(GALLERY_SEED.length);
    expect((await gallery('?q=%25')).json.items).toEqual([]);
    const bad = await gallery('?genre=Polka');
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/genre must be one of All, Indie, Pop, Lo-Fi, EDM, Jazz, Rock/);
  });

  it('serves seeded artwork drawn by the built-in engine, the same bytes every time', async () => {
    const [item] = (await gallery('?q=Static%20Crown')).json.items;
    const a = Buffer.from(await (await app.request(item.imageUrl)).arrayBuffer());
    const b = Buffer.from(await (await app.request(item.imageUrl)).arrayBuffer());
    expect(await sharp(a).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    expect(a.equals(b)).toBe(true);
    const thumb = await app.request(item.thumbnailUrl);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(256);
    expect((await app.request('/api/samples/not-a-sample')).status).toBe(404);
    expect((await app.request('/api/gallery/nope/image')).status).toBe(404);
    // A sample's address names its picture, so it is cached for a year; an address without the version for a day.
    const art = GALLERY_SEED[0]!.art;
    const current = await app.request(sampleImageUrl(art, 'thumbnail'));
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await current.arrayBuffer())).metadata()).width).toBe(256);
    const unversioned = await app.request(`/api/samples/${art.key}`);
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves artwork at the sizes a page asks for, each encoded once and stored', async () => {
    const art = GALLERY_SEED[1]!.art;
    // The test data folder outlives a run: start without this size stored.
    await app.request(sampleImageUrl(art));
    const [sample] = await rows<{ preview_key: string }>(
      sql`select preview_key from sample_images where key like ${`${art.key}@%`}`,
    );
    const storage = localStorage(path.join(testConfig().dataDir, 'storage'));
    await storage.remove(sizedKeyOf(sample!.preview_key, { width: 512, format: 'avif' }));
    const sized = vi.spyOn(app.services.renderPool, 'sizedPreview');
    const fetchImage = async (url: string) => {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const avif = await fetchImage(sizedImageUrl(sampleImageUrl(art), 512, 'avif'));
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    expect(avif.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', width: 512, height: 512 });
    const preview = await fetchImage(sampleImageUrl(art));
    expect(avif.bytes.length).toBeLessThan(preview.bytes.length / 3);
    // Asked again, at once and later: the stored file, encoded once.
    const again = await Promise.all([1, 2].map(() => fetchImage(sizedImageUrl(sampleImageUrl(art), 512, 'avif'))));
    expect(again.every((a) => a.bytes.equals(avif.bytes))).toBe(true);
    expect(sized).toHaveBeenCalledTimes(1);
    // The 1024² WebP is the stored preview itself.
    const full = await fetchImage(sizedImageUrl(sampleImageUrl(art), 1024, 'webp'));
    expect(full.bytes.equals(preview.bytes)).toBe(true);
    expect(sized).toHaveBeenCalledTimes(1);
    // A published cover of a person's own, through the gallery's address.
    const me = await signUp(app, email());
    const generationId = await finishedCover(me.cookie, 'a brass comet over wheat fields');
    const body = { generationId, title: 'Brass Comet', artist: 'Test Musician', genre: 'Indie' };
    const post = (await call(app, '/api/gallery', { body, cookie: me.cookie })).json;
    const webp = await fetchImage(sizedImageUrl(post.imageUrl, 768, 'webp'));
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 768, height: 768 });
    for (const [query, message] of [
      ['w=500', /width must be one of 256, 512, 768, 1024/],
      ['w=huge', /width must be one of/],
      ['f=gif', /format must be webp or avif/],
    ] as const) {
      const bad = await call(app, `${post.imageUrl}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.json.error.message, query).toMatch(message);
    }
    expect(sized).toHaveBeenCalledTimes(2);
    sized.mockRestore();
  });

  it('publishes my finished cover, once, shows it first, and unpublishes it', async () => {
    const me = await signUp(app, email());
    const other = await signUp(app, email());
    const generationId = await finishedCover(me.cookie);
    const body = { generationId, title: 'Harbor Lights', artist: 'Test Musician', genre: 'Indie' };
    expect((await call(app, '/api/gallery', { body, cookie: other.cookie })).status).toBe(404);
    expect((await call(app, '/api/gallery', { body })).status).toBe(401);
    const bad = await call(app, '/api/gallery', { body: { ...body, genre: 'Polka', title: '' }, cookie: me.cookie });
    expect(bad.status).toBe(400);
    const published = await call(app, '/api/gallery', { body, cookie: me.cookie });
    expect(published.status).toBe(201);
    expect(published.json).toMatchObject({ title: 'Harbor Lights', genre: 'Indie', mine: true, likes: 0, idea: null });
    expect((await call(app, '/api/gallery', { body, cookie: me.cookie })).status).toBe(409);

    const first = await gallery('?limit=1', me.cookie);
    expect(first.json.items[0]).toMatchObject({ id: published.json.id, mine: true });
    // Signed-out visitors' pages are reused for a second (PUBLIC_PAGE_TTL_MS); a change clears them at once.
    expect((await gallery('?limit=1')).json.items[0].id).toBe(published.json.id);
    expect((await gallery('?limit=1', other.cookie)).json.items[0].mine).toBe(false);
    // Anyone may see a published cover's image, though the generation itself stays private.
    expect((await app.request(published.json.imageUrl)).status).toBe(200);
    const mine = await call(app, '/api/generations', { cookie: me.cookie });
    expect(mine.json.items[0]).toMatchObject({ id: generationId, galleryPostId: published.json.id });

    expect(
      (await call(app, `/api/gallery/${published.json.id}`, { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(404);
    expect((await call(app, `/api/gallery/${published.json.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(
      204,
    );
    expect((await app.request(published.json.imageUrl)).status).toBe(404);
    expect((await gallery('?limit=1')).json.items[0].id).not.toBe(published.json.id);
    expect((await call(app, '/api/generations', { cookie: me.cookie })).json.items[0].galleryPostId).toBeNull();
  });

  it('keeps like counts exact when many users like at once, and toggles one user', async () => {
    const [post] = (await gallery('?q=Voltage')).json.items;
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp(app, email())));
    const answers = await Promise.all(
      users.map((u) => call(app, `/api/gallery/${post.id}/like`, { body: {}, cookie: u.cookie })),
    );
    expect(answers.every((a) => a.status === 200 && a.json.liked === true)).toBe(true);
    const [after] = (await gallery('?q=Voltage', users[0]!.cookie)).json.items;
    expect(after.likes).toBe(post.likes + 8);
    expect(after.likedByMe).toBe(true);
    const again = await call(app, `/api/gallery/${post.id}/like`, { body: {}, cookie: users[0]!.cookie });
    expect(again.json).toEqual({ liked: false, likes: post.likes + 7 });
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from gallery_likes where post_id = ${post.id}`,
    );
    expect(count!.n).toBe(7);
    expect((await call(app, `/api/gallery/${post.id}/like`, { body: {} })).status).toBe(401);
  });
});

describe(`likes under concurrency (${testEngine})`, () => {
  it('keeps the count equal to the seed count plus the like rows, whatever order parallel toggles land in', async () => {
    const [post] = (await gallery('?q=Voltage')).json.items;
    const [before] = await rows<{ likes: number; n: number }>(
      sql`select p.likes, (select count(*)::int from gallery_likes l where l.post_id = p.id) as n
          from gallery_posts p where p.id = ${post.id}`,
    );
    const base = before!.likes - before!.n;
    const users = await Promise.all(Array.from({ length: 5 }, () => signUp(app, email())));
    // One user toggling 20 times at once, then five users toggling 6 times each at once.
    const toggle = (cookie: string) => call(app, `/api/gallery/${post.id}/like`, { body: {}, cookie });
    const first = await Promise.all(Array.from({ length: 20 }, () => toggle(users[0]!.cookie)));
    expect(first.every((a) => a.status === 200)).toBe(true);
    const rest = await Promise.all(users.flatMap((u) => Array.from({ length: 6 }, () => toggle(u.cookie))));
    expect(rest.every((a) => a.status === 200)).toBe(true);
    const [after] = await rows<{ likes: number; n: number }>(
      sql`select p.likes, (select count(*)::int from gallery_likes l where l.post_id = p.id) as n
          from gallery_posts p where p.id = ${post.id}`,
    );
    expect(after!.likes).toBe(base + after!.n);
  });
});

describe(`profile (${testEngine})`, () => {
  it('shows my stats, recent covers and plan bar, and saves validated edits', async () => {
    const me = await signUp(app, email(), 'secret-pass', 'Juno Park');
    let profile = (await call(app, '/api/profile', { cookie: me.cookie })).json;
    expect(profile).toMatchObject({
      displayName: 'Juno Park',
      bio: '',
      avatarUrl: null,
      stats: { artworks: 0, plan: null, credits: 3 },
      // A free account has sign-up credits, no monthly ones.
      planMonthlyCredits: null,
      recent: [],
    });
    await finishedCover(me.cookie);
    profile = (await call(app, '/api/profile', { cookie: me.cookie })).json;
    expect(profile.stats).toEqual({ artworks: 1, plan: null, credits: 2 });
    expect(profile.recent).toHaveLength(1);

    const tooShort = await call(app, '/api/profile', {
      method: 'PATCH',
      body: { displayName: 'J', bio: '' },
      cookie: me.cookie,
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.json.error.message).toMatch(/Display name must be at least 2 characters/);
    const saved = await call(app, '/api/profile', {
      method: 'PATCH',
      body: { displayName: '  Juno P.  ', bio: 'Synth records from Leeds.' },
      cookie: me.cookie,
    });
    expect(saved.json).toMatchObject({ displayName: 'Juno P.', bio: 'Synth records from Leeds.' });
    expect((await call(app, '/api/profile')).status).toBe(401);
  });

  it('takes a PNG avatar as our own 256² WebP, and refuses what is not an image', async () => {
    const me = await signUp(app, email());
    const upload = (body: Uint8Array | string, type: string) =>
      app.request('/api/profile/avatar', {
        method: 'POST',
        headers: { cookie: me.cookie, origin: 'http://localhost:3000', 'content-type': type },
        body,
      });
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff5b3a' } })
      .png()
      .toBuffer();
    const ok = await upload(new Uint8Array(png), 'image/png');
    expect(ok.status).toBe(200);
    const profile = (await ok.json()) as { avatarUrl: string };
    expect(profile.avatarUrl).toMatch(/^\/api\/profile\/avatar\?v=/);
    // The session carries it as the account's image, so the header shows the avatar, not the initial.
    const session = async () => (await call(app, '/api/auth/get-session', { cookie: me.cookie })).json.user.image;
    expect(await session()).toBe(profile.avatarUrl);
    const avatar = await app.request(profile.avatarUrl, { headers: { cookie: me.cookie } });
    expect(await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const fake = await upload('<html>not an image</html>', 'image/png');
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { error: { message: string } }).error.message).toMatch(/not an image we can read/);
    expect((await upload(new Uint8Array(png), 'image/gif')).status).toBe(415);
    expect((await upload(new Uint8Array(3 * 1024 * 1024), 'image/png')).status).toBe(413);
    const removed = await call(app, '/api/profile/avatar', { method: 'DELETE', cookie: me.cookie });
    expect(removed.json.avatarUrl).toBeNull();
    expect(await session()).toBeNull();
  });
});

describe(`contact and newsletter (${testEngine})`, () => {
  it('stores a valid message and mails it to support; bad input stores nothing', async () => {
    const before = (await rows(sql`select id from contact_messages`)).length;
    const missing = await call(app, '/api/contact', { body: { name: '', email: 'a@b.co', message: '' } });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toMatch(/Please fill in all required fields/);
    expect((await call(app, '/api/contact', { body: { name: 'A', email: 'nope', message: 'hi' } })).status).toBe(400);
    expect((await rows(sql`select id from contact_messages`)).length).toBe(before);

    const ok = await call(app, '/api/contact', {
      body: { name: 'Ada', email: 'ada@example.com', subject: 'Invoice', message: 'Could I get a VAT invoice?' },
    });
    expect(ok.status).toBe(201);
    const [row] = await rows<{ name: string; subject: string; message: string }>(
      sql`select name, subject, message from contact_messages order by id desc limit 1`,
    );
    expect(row).toEqual({ name: 'Ada', subject: 'Invoice', message: 'Could I get a VAT invoice?' });
    const mail = sent().at(-1)!;
    expect(mail.to).toBe('support@soundsleeve.app');
    expect(mail.subject).toMatch(/Invoice/);
    expect(mail.text).toContain('ada@example.com');
  });

  it('rate-limits the contact form per address', async () => {
    const strict = buildTestApp(database, {
      config: testConfig({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: 'true' }),
    });
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await call(strict, '/api/contact', {
        body: { name: 'Spam', email: 's@example.com', message: `m${i}` },
        headers,
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('subscribes with double opt-in: a mailed link confirms once', async () => {
    const bad = await call(app, '/api/newsletter', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/valid email/);
    const address = `reader-${Date.now()}@example.com`;
    const r = await call(app, '/api/newsletter', { body: { email: address.toUpperCase() } });
    expect(r.json.status).toBe('confirmation_sent');
    const [pending] = await rows<{ status: string }>(
      sql`select status from newsletter_subscribers where email = ${address}`,
    );
    expect(pending!.status).toBe('pending');
    const link = /http:\/\/localhost:3000(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(sent().at(-1)!.text)![1]!;
    const confirmed = await app.request(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/blog?newsletter=confirmed');
    expect((await app.request(link)).headers.get('location')).toBe('/blog?newsletter=invalid');
    expect((await call(app, '/api/newsletter', { body: { email: address } })).json.status).toBe('already_subscribed');
  });
});

describe(`prompt studio (${testEngine})`, () => {
  it('composes the refined prompt from an edited brief', async () => {
    const { brief } = (
      await call(app, '/api/prompts/enhance', { body: { prompt: 'a lighthouse in a storm, post-rock' } })
    ).json;
    const edited = {
      ...brief,
      mood: 'euphoric',
      composition: 'frame',
      paletteNames: ['gold', 'black', 'ivory'],
      palette: ['#d4af37', '#000000', '#fffff0'],
    };
    const r = await call(app, '/api/prompts/compose', { body: { brief: edited, idea: 'a lighthouse in a storm' } });
    expect(r.status).toBe(200);
    // The prompt describes the edited brief itself: its subject, place, mood, palette and composition.
    expect(r.json.refinedPrompt).toMatch(/^A lighthouse in .* thunderstorm/i);
    expect(r.json.refinedPrompt).toContain('euphoric');
    expect(r.json.refinedPrompt).toContain('framed inside a bold arch or circle');
    expect(r.json.brief).toEqual(edited);
    expect(r.json.parts).toEqual([{ phrase: 'lighthouse', as: 'a lighthouse', how: 'exact' }]);
    expect(r.json.refinedPrompt).toContain('palette of gold, black and ivory');
    expect(r.json.refinedPrompt).toMatch(/professional music artwork$/);
    expect(
      (await call(app, '/api/prompts/compose', { body: { brief: { ...brief, composition: 'spiral' } } })).status,
    ).toBe(400);
  });
});

describe(`the idea behind a cover (${testEngine})`, () => {
  it('is shown only when its author shares it; seeded covers share theirs', async () => {
    const me = await signUp(app, email());
    const id = await finishedCover(me.cookie, 'a synthwave sunset over a chrome tiger');
    const listed = await call(app, '/api/generations', { cookie: me.cookie });
    // Publishing suggests the gallery genre nearest the cover's own.
    expect(listed.json.items.find((g: { id: string }) => g.id === id).publishGenre).toBe('EDM');
    const shared = await call(app, '/api/gallery', {
      body: { generationId: id, title: 'Chrome Tiger', artist: 'Test Musician', genre: 'EDM', shareIdea: true },
      cookie: me.cookie,
    });
    expect(shared.json.idea).toBe('a synthwave sunset over a chrome tiger');
    const other = await finishedCover(me.cookie, 'a secret idea');
    const kept = await call(app, '/api/gallery', {
      body: { generationId: other, title: 'Secret', artist: 'Test Musician', genre: 'Pop' },
      cookie: me.cookie,
    });
    expect(kept.json.idea).toBeNull();
    const bad = await call(app, '/api/gallery', {
      body: { generationId: other, title: 'Secret', artist: 'Test Musician', genre: 'Pop', shareIdea: 'yes' },
      cookie: me.cookie,
    });
    expect(bad.status).toBe(400);
    const [seeded] = (await gallery('?q=Static%20Crown')).json.items;
    expect(seeded.idea).toBe(GALLERY_SEED.find((s) => s.title === 'Static Crown')!.idea);
    expect(seeded.idea).not.toContain('Static Crown');
  });
});

describe(`deleting an account (${testEngine})`, () => {
  const files = localStorage(path.join(testConfig().dataDir, 'storage'));
  const keysOf = async (generationId: string) =>
    (
      await rows<{ preview_key: string; thumbnail_key: string }>(
        sql`select preview_key, thumbnail_key from generations where id = ${generationId}`,
      )
    )[0]!;

  it('needs the password, then removes the account, its covers, likes and files, and nobody else’s', async () => {
    const me = await signUp(app, email());
    const other = await signUp(app, email());
    // The same idea and seed make the same picture: one file, shared by both covers.
    const shared = { prompt: 'a paper moon over a quiet harbour', provider: 'lovable', seed: 777 };
    const mine = (await call(app, '/api/generations', { body: shared, cookie: me.cookie })).json.id as string;
    const theirs = (await call(app, '/api/generations', { body: shared, cookie: other.cookie })).json.id as string;
    const solo = await finishedCover(me.cookie, 'a glass whale in a desert');
    const published = await call(app, '/api/gallery', {
      body: { generationId: solo, title: 'Glass Whale', artist: 'Test Musician', genre: 'Indie' },
      cookie: me.cookie,
    });
    expect(published.status).toBe(201);
    const [seed] = await rows<{ id: string; likes: number }>(
      sql`select id, likes from gallery_posts where id = 'seed-03'`,
    );
    expect((await call(app, '/api/gallery/seed-03/like', { body: {}, cookie: me.cookie })).json.liked).toBe(true);
    const sharedKeys = await keysOf(mine);
    expect(sharedKeys).toEqual(await keysOf(theirs));
    // Their further versions too are the same pictures, so the same files.
    const versionsOf = async (id: string, cookie: string) => {
      await expect
        // Waits for the render pool, which a loaded machine slows down (not a speed check).
        .poll(async () => (await call(app, `/api/generations/${id}`, { cookie })).json.candidates.length, {
          timeout: 75_000,
        })
        .toBe(4);
      return (await call(app, `/api/generations/${id}`, { cookie })).json.candidates as { imageUrl: string }[];
    };
    await versionsOf(mine, me.cookie);
    const theirVersions = await versionsOf(theirs, other.cookie);
    const soloKeys = await keysOf(solo);
    expect(await files.get(soloKeys.preview_key)).not.toBeNull();
    // The gallery served the published cover at a smaller size: that file goes with the account too.
    expect((await app.request(sizedImageUrl(published.json.imageUrl, 512, 'webp'))).status).toBe(200);
    const soloSized = sizedKeyOf(soloKeys.preview_key, { width: 512, format: 'webp' });
    expect(await files.get(soloSized)).not.toBeNull();

    const wrong = await call(app, '/api/auth/delete-user', { body: { password: 'not-my-pass' }, cookie: me.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toMatch(/password/i);
    expect(await rows(sql`select id from users where id = ${me.userId}`)).toHaveLength(1);
    expect((await call(app, '/api/auth/delete-user', { body: { password: 'secret-pass' } })).status).toBe(401);

    const gone = await call(app, '/api/auth/delete-user', { body: { password: 'secret-pass' }, cookie: me.cookie });
    expect(gone.status).toBe(200);
    for (const table of ['users', 'sessions', 'credit_accounts', 'credit_ledger', 'generations', 'gallery_likes']) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(
        await rows(sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.userId}`),
      ).toEqual([]);
    }
    expect(await rows(sql`select id from gallery_posts where id = ${published.json.id}`)).toEqual([]);
    // The like is taken back from the count, which still equals the likes.
    expect(await rows(sql`select likes from gallery_posts where id = 'seed-03'`)).toEqual([{ likes: seed!.likes }]);
    expect((await call(app, '/api/profile', { cookie: me.cookie })).status).toBe(401);
    // Its own files are gone; the file another person's cover uses stays, and their cover still loads.
    expect(await files.get(soloKeys.preview_key)).toBeNull();
    expect(await files.get(soloKeys.thumbnail_key)).toBeNull();
    expect(await files.get(soloSized)).toBeNull();
    expect(await files.get(sharedKeys.preview_key)).not.toBeNull();
    const image = await app.request(`/api/generations/${theirs}/image`, { headers: { cookie: other.cookie } });
    expect(image.status).toBe(200);
    for (const version of theirVersions)
      expect((await app.request(version.imageUrl, { headers: { cookie: other.cookie } })).status).toBe(200);
  });
});
