import { describe, expect, it } from 'vitest';
import type { EditorState } from '../../src/shared/contracts/cover-edit.ts';
import { preflightResponseSchema } from '../../src/shared/contracts/preflight.ts';
import { call, signUp } from '../support/auth-client.ts';
import { lumaBackedApp } from '../support/luma-app.ts';
import { testEngine } from '../support/test-database.ts';

/** The release check of a cover an outside engine drew at 1024², with lettering of its own in the picture. */
const parts = lumaBackedApp({ width: 1024, height: 1024, colour: '#1b1040', text: 'SPOTFY' });

describe(`the release check of an outside image (${testEngine})`, () => {
  it('reads the lettering the engine drew and warns that the 1024² original was enlarged', async () => {
    const { app } = parts;
    const { cookie } = await signUp(app, `preflight-luma-${Date.now()}@example.com`);
    const made = await call(app, '/api/generations', {
      body: { prompt: 'a neon sign over a rainy street, titled "Wet Street" by "Ana Vale"', provider: 'luma' },
      cookie,
    });
    expect(made.status).toBe(201);
    let status = '';
    for (let i = 0; i < 200 && status !== 'succeeded'; i++) {
      status = (await call(app, `/api/generations/${made.json.id}`, { method: 'GET', cookie })).json.status;
      if (status === 'failed') throw new Error('the cover failed');
      await new Promise((r) => setTimeout(r, 50));
    }
    const { document } = (await call(app, `/api/generations/${made.json.id}/edit`, { method: 'GET', cookie }))
      .json as EditorState;
    const res = await call(app, `/api/generations/${made.json.id}/edit/preflight`, {
      body: { document, release: { artist: 'Ana Vale', title: 'Wet Street' } },
      cookie,
    });
    expect(res.status).toBe(200);
    const report = preflightResponseSchema.parse(res.json);
    expect(report.file).toMatchObject({ width: 3000, height: 3000, space: 'srgb' });
    const apple = report.stores.find((s) => s.id === 'apple-music')!;
    const baked = apple.issues.find((i) => i.check === 'baked-text')!;
    expect(baked.severity).toBe('warn');
    expect(baked.message).toContain('“SPOTFY”');
    expect(apple.issues.find((i) => i.check === 'sharpness')).toMatchObject({ severity: 'warn' });
    expect(apple.issues.find((i) => i.check === 'sharpness')!.message).toContain('smaller than 3000 px');
    // Zoomed past the lettering, the art no longer carries it; the zoom enlarges the picture further.
    const zoomed = structuredClone(document);
    zoomed.art.crop = { scale: 2, x: 0, y: 0 };
    const cropped = preflightResponseSchema.parse(
      (
        await call(app, `/api/generations/${made.json.id}/edit/preflight`, {
          body: { document: zoomed, release: { artist: 'Ana Vale', title: 'Wet Street' } },
          cookie,
        })
      ).json,
    );
    const after = cropped.stores.find((s) => s.id === 'apple-music')!;
    expect(after.issues.find((i) => i.check === 'baked-text')).toBeUndefined();
    expect(after.issues.find((i) => i.check === 'sharpness')!.message).toContain('enlarges it 2.0×');
  }, 60_000);
});
