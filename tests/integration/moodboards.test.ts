import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/api-error.ts';
import {
  boardSchema,
  boardUploadSchema,
  MAX_BOARDS_PER_PERSON,
  type BoardItem,
} from '../../src/shared/contracts/moodboards.ts';
import { call, ORIGIN } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();
const { rows, settled, bytes } = suite;
const LOCK = 'The Moodboard Creator is part of the Studio plan and above. See the plans on the Pricing page.';

async function coverOf(cookie: string, prompt = 'a lighthouse in violet fog, titled "Signal"') {
  const made = await call(suite.app, '/api/generations', { body: { prompt, provider: 'lovable', seed: 3 }, cookie });
  expect(made.status).toBe(201);
  return (await settled(made.json.id, cookie)).id;
}

const place = (id: string, x: number, y: number, w: number) => ({ id, x, y, w });

describe(`the Moodboard Creator (${testEngine})`, () => {
  it('collects covers, a gallery cover, a style, a colour and a note, and draws the board as a PNG', async () => {
    const studio = await suite.member('board', 'studio');
    const mine = await coverOf(studio.cookie);
    const someone = await suite.member('board-publisher', null);
    const theirs = await coverOf(someone.cookie, 'a neon city in the rain, titled "Wet Street"');
    const post = await call(suite.app, '/api/gallery', {
      body: { generationId: theirs, title: 'Wet Street', artist: 'Rain Club', genre: 'EDM' },
      cookie: someone.cookie,
    });
    expect(post.status).toBe(201);

    const created = await call(suite.app, '/api/moodboards', { body: { name: 'Second album' }, cookie: studio.cookie });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const items: BoardItem[] = [
      { kind: 'cover', coverId: mine, ...place('a1', 40, 80, 420) },
      { kind: 'gallery', postId: post.json.id, ...place('b2', 500, 80, 300) },
      { kind: 'style', slug: 'dark-techno', ...place('c3', 840, 80, 300) },
      { kind: 'colour', hex: '#ff8a5b', ...place('d4', 1200, 100, 200) },
      { kind: 'note', text: 'Cold light, warm title. Vinyl first, then the singles.', ...place('e5', 1180, 500, 360) },
    ];
    const saved = await call(suite.app, `/api/moodboards/${id}`, {
      method: 'PUT',
      body: { name: 'Second album', items },
      cookie: studio.cookie,
    });
    expect(saved.status).toBe(200);
    const board = boardSchema.parse(saved.json);
    expect(board.items.map((i) => i.id)).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
    expect(Object.keys(board.pictures).sort()).toEqual(['a1', 'b2', 'c3']);
    for (const url of Object.values(board.pictures))
      expect((await sharp(await bytes(url, studio.cookie)).metadata()).width).toBeGreaterThanOrEqual(512);
    const listed = (await call(suite.app, '/api/moodboards', { cookie: studio.cookie })).json.items;
    expect(listed).toEqual([expect.objectContaining({ id, name: 'Second album', itemCount: 5, shared: false })]);

    // The PNG: 2400 × 1500, the swatch in its colour, the note on paper, the cover where it was put.
    const png = await suite.app.request(`/api/moodboards/${id}/board.png`, { headers: { cookie: studio.cookie } });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toContain('Second album.png');
    const file = Buffer.from(await png.arrayBuffer());
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2400, 1500]);
    const at = (x: number, y: number) => {
      const i = (Math.round(y * 1.5) * info.width + Math.round(x * 1.5)) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    for (const [channel, want] of at(1300, 200).map((v, i) => [v, [0xff, 0x8a, 0x5b][i]!]))
      expect(Math.abs(channel! - want!)).toBeLessThanOrEqual(2);
    expect(at(1190, 510)).toEqual([0xf4, 0xef, 0xe6]);
    const coverPixels = await sharp(await bytes(board.pictures.a1!, studio.cookie))
      .resize(1, 1)
      .removeAlpha()
      .raw()
      .toBuffer();
    const drawn = await sharp(file)
      .extract({ left: 60, top: 120, width: 630, height: 630 })
      .resize(1, 1)
      .removeAlpha()
      .raw()
      .toBuffer();
    for (let c = 0; c < 3; c++) expect(Math.abs(drawn[c]! - coverPixels[c]!)).toBeLessThan(12);
  });

  it('shares a read-only link, which stops working when unshared; nobody else can open or change the board', async () => {
    const studio = await suite.member('board-share', 'studio');
    const cover = await coverOf(studio.cookie);
    const { id } = (
      await call(suite.app, '/api/moodboards', {
        body: { name: 'Tour poster', items: [{ kind: 'cover', coverId: cover, ...place('x', 10, 10, 300) }] },
        cookie: studio.cookie,
      })
    ).json;
    const shared = await call(suite.app, `/api/moodboards/${id}/share`, {
      body: { shared: true },
      cookie: studio.cookie,
    });
    const token = shared.json.shareToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const open = await call(suite.app, `/api/moodboards/shared/${token}`);
    expect(open.status).toBe(200);
    const board = boardSchema.parse(open.json);
    expect(board).toMatchObject({ name: 'Tour poster', shareToken: null, author: 'Test Musician' });
    expect(board.pictures.x).toBe(`/api/moodboards/shared/${token}/items/x/image`);
    expect((await suite.app.request(board.pictures.x!)).status).toBe(200);
    expect((await suite.app.request(`/api/moodboards/shared/${token}/board.png`)).status).toBe(200);

    const other = await suite.member('board-other', 'studio');
    for (const [method, path, body] of [
      ['GET', `/api/moodboards/${id}`, undefined],
      ['PUT', `/api/moodboards/${id}`, { name: 'Mine now', items: [] }],
      ['POST', `/api/moodboards/${id}/share`, { shared: false }],
      ['DELETE', `/api/moodboards/${id}`, undefined],
      ['GET', `/api/moodboards/${id}/items/x/image`, undefined],
    ] as const) {
      const r = await call(suite.app, path, { method, body, cookie: other.cookie });
      expect(r.status, `${method} ${path}`).toBe(404);
    }

    await call(suite.app, `/api/moodboards/${id}/share`, { body: { shared: false }, cookie: studio.cookie });
    const closed = await call(suite.app, `/api/moodboards/shared/${token}`);
    expect([closed.status, closed.json.error.message]).toEqual([404, 'This board is not shared any more.']);
    expect((await suite.app.request(`/api/moodboards/shared/${token}/items/x/image`)).status).toBe(404);
  });

  it('refuses plans without it and items it cannot hold, with clear messages, changing nothing', async () => {
    const pro = await suite.member('board-pro', 'pro');
    const refused = await call(suite.app, '/api/moodboards', { body: { name: 'Nope' }, cookie: pro.cookie });
    expect([refused.status, apiErrorSchema.parse(refused.json).error]).toEqual([
      403,
      { code: 'plan_required', message: LOCK },
    ]);
    expect((await call(suite.app, '/api/moodboards', { body: { name: 'Nope' } })).status).toBe(401);

    const studio = await suite.member('board-bad', 'studio');
    const stranger = await suite.member('board-stranger', null);
    const strangersCover = await coverOf(stranger.cookie);
    const { id } = (await call(suite.app, '/api/moodboards', { body: { name: 'Clean' }, cookie: studio.cookie })).json;
    const note = (text: string, extra = {}) => ({ kind: 'note', text, ...place('n', 10, 10, 200), ...extra });
    const bad: [unknown, string | RegExp][] = [
      [[{ kind: 'cover', coverId: strangersCover, ...place('c', 0, 0, 200) }], /your own finished covers only/],
      [[{ kind: 'gallery', postId: 'gp_missing', ...place('g', 0, 0, 200) }], /no longer published/],
      [[{ kind: 'style', slug: 'opera-glam', ...place('s', 0, 0, 200) }], 'Choose one of the styles on /styles.'],
      [[{ kind: 'colour', hex: 'orange', ...place('h', 0, 0, 200) }], 'Colours are hex codes like #ff8a5b.'],
      [[{ kind: 'sticker', ...place('k', 0, 0, 200) }], /Each item is a cover/],
      [[note('x'.repeat(281))], 'A note holds at most 280 characters.'],
      [[note('a\u0000b')], /NUL character/],
      [[note('far', { x: 5000 })], /./],
      [[note('tiny', { w: 2 })], /./],
      [[note('one'), note('two')], 'Each item on a board has its own id.'],
      [Array.from({ length: 41 }, (_, i) => note(`n${i}`, { id: `n${i}` })), 'A board holds at most 40 items.'],
      ['everything', /./],
    ];
    for (const [items, message] of bad) {
      const r = await call(suite.app, `/api/moodboards/${id}`, {
        method: 'PUT',
        body: { name: 'Dirty', items },
        cookie: studio.cookie,
      });
      expect(r.status, JSON.stringify(items).slice(0, 80)).toBe(400);
      expect(apiErrorSchema.parse(r.json).error.message).toMatch(message);
    }
    expect(await rows(sql`select name, items from moodboards where id = ${id}`)).toEqual([
      { name: 'Clean', items: [] },
    ]);
    const badToken = await call(suite.app, '/api/moodboards/shared/not-a-token');
    expect(badToken.status).toBe(404);
  });

  it('keeps pictures a member uploads for their boards, and nobody else can use or see them', async () => {
    const studio = await suite.member('board-upload', 'studio');
    const red = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d81e2c' } })
      .jpeg()
      .toBuffer();
    const post = (body: Uint8Array | string, cookie: string, type = 'image/jpeg') =>
      suite.app.request('/api/moodboards/uploads', {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'content-type': type },
        body,
      });
    const sent = await post(red, studio.cookie);
    expect(sent.status).toBe(201);
    const { uploadId, imageUrl } = boardUploadSchema.parse(await sent.json());
    expect(uploadId).toMatch(/^[0-9a-f]{64}$/);
    // Made a square sRGB PNG from the middle of the picture.
    expect(await sharp(await bytes(imageUrl, studio.cookie)).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1024,
    });
    // The same picture again is the same upload.
    expect(boardUploadSchema.parse(await (await post(red, studio.cookie)).json()).uploadId).toBe(uploadId);

    const { id } = (
      await call(suite.app, '/api/moodboards', {
        body: { name: 'Red room', items: [{ kind: 'upload', uploadId, ...place('u', 100, 100, 400) }] },
        cookie: studio.cookie,
      })
    ).json;
    const board = await suite.app.request(`/api/moodboards/${id}/board.png`, { headers: { cookie: studio.cookie } });
    const { data, info } = await sharp(Buffer.from(await board.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const i = (Math.round(300 * 1.5) * info.width + Math.round(300 * 1.5)) * 3;
    for (const [c, want] of [0xd8, 0x1e, 0x2c].entries()) expect(Math.abs(data[i + c]! - want)).toBeLessThanOrEqual(3);

    // Another member can neither see it nor put it on their board.
    const other = await suite.member('board-upload-other', 'studio');
    expect((await suite.app.request(imageUrl, { headers: { cookie: other.cookie } })).status).toBe(404);
    const borrowed = await call(suite.app, '/api/moodboards', {
      body: { name: 'Borrowed', items: [{ kind: 'upload', uploadId, ...place('b', 0, 0, 200) }] },
      cookie: other.cookie,
    });
    expect([borrowed.status, borrowed.json.error.message]).toEqual([
      400,
      'A board holds pictures you uploaded only. Upload it again.',
    ]);

    // What is not a picture, and people without the plan, are refused.
    const junk = await post('not a picture at all', studio.cookie, 'image/png');
    expect([junk.status, apiErrorSchema.parse(await junk.json()).error.code]).toEqual([400, 'invalid_image']);
    const pro = await suite.member('board-upload-pro', 'pro');
    expect((await post(red, pro.cookie)).status).toBe(403);
    expect(await rows(sql`select count(*)::int as n from moodboard_uploads where user_id = ${pro.userId}`)).toEqual([
      { n: 0 },
    ]);
  });

  it('keeps at most the limit of boards however many are started at once', async () => {
    const studio = await suite.member('board-many', 'studio');
    for (let i = 0; i < MAX_BOARDS_PER_PERSON - 2; i++)
      await suite.database.db.execute(sql`insert into moodboards (id, user_id, name, items)
        values (${`pre-${studio.userId}-${i}`}, ${studio.userId}, ${`Board ${i}`}, '[]'::jsonb)`);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(suite.app, '/api/moodboards', { body: { name: 'One more' }, cookie: studio.cookie }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error.message).toBe(
      `You keep ${MAX_BOARDS_PER_PERSON} boards, the most there can be. Delete one to start another.`,
    );
    const [counted] = await rows<{ n: number }>(
      sql`select count(*)::int as n from moodboards where user_id = ${studio.userId}`,
    );
    expect(counted!.n).toBe(MAX_BOARDS_PER_PERSON);
  });
});
