import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLOUR_GRADES } from '../../src/shared/contracts/cover-edit.ts';
import { applyStylePattern } from '../../src/shared/contracts/custom-styles.ts';
import { call, signUp } from '../support/auth-client.ts';
import { lumaBackedApp } from '../support/luma-app.ts';
import { testEngine } from '../support/test-database.ts';

/** Photon Studio drawn by a local server speaking Luma's protocol: a bright red 1024² picture. */
const parts = lumaBackedApp({ width: 1024, height: 1024, colour: '#d81e2c' });

const chroma = async (image: Buffer) => {
  const px = await sharp(image).resize(64, 64).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < px.length; i += 3)
    sum += Math.max(px[i]!, px[i + 1]!, px[i + 2]!) - Math.min(px[i]!, px[i + 1]!, px[i + 2]!);
  return sum / (px.length / 3);
};

describe(`a custom style on an outside engine's image (${testEngine})`, () => {
  it('finishes the image the engine sent in the style: the version shown, the cover and its download', async () => {
    const { app, database } = parts;
    const { userId, cookie } = await signUp(app, `style-luma-${Date.now()}@example.com`);
    await database.db.execute(sql`insert into subscriptions
      (user_id, plan_id, provider, status, order_id, current_period_end)
      values (${userId}, 'pro', 'sandbox', 'active', ${`order-${userId}`}, now() + interval '30 days')`);
    for (let tries = 0; (await call(app, '/api/me/credits', { cookie })).json.subscription_plan !== 'pro'; tries++) {
      if (tries > 100) throw new Error('the plan never showed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const style = await call(app, '/api/styles', {
      body: {
        name: 'Photon Mono',
        pattern: '{idea}, lonely and cinematic',
        provider: 'luma',
        colour: { ...COLOUR_GRADES.mono, duotone: null },
        titleTypeface: null,
        artistTypeface: null,
        coverId: null,
      },
      cookie,
    });
    expect(style.status).toBe(201);

    const made = await call(app, '/api/generations', {
      body: {
        prompt: applyStylePattern(style.json.pattern, 'a red tram'),
        provider: 'lovable',
        styleId: style.json.id,
      },
      cookie,
    });
    expect(made.status).toBe(201);
    const image = async (url: string) => {
      const res = await app.request(url, { headers: { cookie } });
      expect(res.status, url).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    // The engine's picture is red; every place the person sees it, it is in the style's grade.
    const [row] = (
      (await database.db.execute(sql`select engine from generations where id = ${made.json.id}`)) as unknown as {
        rows: { engine: string }[];
      }
    ).rows;
    expect(row!.engine).toBe('luma');
    expect(await chroma(await image(made.json.imageUrl))).toBeLessThan(6);
    expect(await chroma(await image(made.json.editedImageUrl))).toBeLessThan(6);
    const download = await image(`/api/generations/${made.json.id}/download?format=jpeg`);
    expect(await sharp(download).metadata()).toMatchObject({ width: 3000, height: 3000 });
    expect(await chroma(download)).toBeLessThan(6);
  });
});
