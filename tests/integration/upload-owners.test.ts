import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/api-error.ts';
import { boardUploadSchema } from '../../src/shared/contracts/moodboards.ts';
import { toolUploadSchema } from '../../src/shared/contracts/uploads.ts';
import { ORIGIN } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { ordinaryImage } from '../support/hostile-images.ts';
import { testEngine } from '../support/test-database.ts';

/**
 * An upload's id is the digest of its picture, so it can be learnt (a shared link, a log, the same file): every path
 * that takes one answers another account exactly as it answers an id that does not exist.
 */
const suite = generationSuite();

const request = (path: string, cookie: string, body?: unknown) =>
  suite.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: ORIGIN, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function upload(path: string, cookie: string, picture: Buffer) {
  const res = await suite.app.request(path, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'image/png' },
    body: new Uint8Array(picture),
  });
  expect(res.status).toBe(201);
  return res.json();
}

/** Status and body, to compare one answer with another. */
const answer = async (res: Response) => ({ status: res.status, body: await res.text() });

describe(`uploads belong to their uploader (${testEngine})`, () => {
  it('lets nobody else draw, read or enlarge them, on every path that takes an upload id', async () => {
    const owner = await suite.member('upload-owner', 'studio');
    const other = await suite.member('upload-other', 'studio');
    const { bytes } = await ordinaryImage(96, 64);
    const cover = toolUploadSchema.parse(await upload('/api/uploads?for=cover', owner.cookie, bytes)).id;
    const picture = toolUploadSchema.parse(await upload('/api/uploads?for=enhance', owner.cookie, bytes)).id;
    const board = boardUploadSchema.parse(await upload('/api/moodboards/uploads', owner.cookie, bytes)).uploadId;
    const missing = 'f'.repeat(64);

    const paths: [string, (id: string) => string][] = [
      ['a mockup scene', (id) => `/api/mockups/uploads/${id}/vinyl?size=preview`],
      ['every mockup, zipped', (id) => `/api/mockups/uploads/${id}`],
      ['the palette', (id) => `/api/tools/tone/uploads/${id}`],
      ['a palette file', (id) => `/api/tools/tone/uploads/${id}/palette/css`],
      ['a grade preview', (id) => `/api/tools/tone/uploads/${id}/grades/mono`],
    ];
    for (const [what, path] of paths) {
      const theirs = await answer(await request(path(cover), other.cookie));
      expect(theirs.status, what).toBe(404);
      expect(apiErrorSchema.parse(JSON.parse(theirs.body)).error).toEqual({
        code: 'not_found',
        message: 'That upload is no longer here. Upload the image again.',
      });
      expect(theirs, `${what}: someone else's upload looks like none`).toEqual(
        await answer(await request(path(missing), other.cookie)),
      );
    }

    const enlarge = (id: string, cookie: string) => request(`/api/tools/enhancer/uploads/${id}`, cookie, { scale: 2 });
    const theirs = await answer(await enlarge(picture, other.cookie));
    expect(theirs.status).toBe(404);
    expect(theirs).toEqual(await answer(await enlarge(missing, other.cookie)));
    const started = await suite.rows<{ n: number }>(
      sql`select count(*)::int as n from enhancements where user_id = ${other.userId}`,
    );
    expect(started[0]!.n).toBe(0);

    const boardPicture = await answer(await request(`/api/moodboards/uploads/${board}/image`, other.cookie));
    expect(boardPicture.status).toBe(404);
    expect(boardPicture).toEqual(await answer(await request(`/api/moodboards/uploads/${missing}/image`, other.cookie)));

    // The same file sent by the other account is an upload of its own, and the owner's still works for the owner.
    const again = toolUploadSchema.parse(await upload('/api/uploads?for=cover', other.cookie, bytes));
    expect(again.id).toBe(cover);
    expect((await request(`/api/tools/tone/uploads/${cover}`, other.cookie)).status).toBe(200);
    expect((await request(`/api/tools/tone/uploads/${cover}`, owner.cookie)).status).toBe(200);
    expect((await request(`/api/mockups/uploads/${cover}/vinyl?size=preview`, owner.cookie)).status).toBe(200);
    expect((await enlarge(picture, owner.cookie)).status).toBe(202);
    expect((await request(`/api/moodboards/uploads/${board}/image`, owner.cookie)).status).toBe(200);
  });
});
