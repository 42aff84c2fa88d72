import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { EFFECTS, MATERIALS, SETTINGS, TIMES_OF_DAY, WEATHERS } from '../../../shared/contracts/scene-brief.ts';
import type { CoverPlan, LandformKind, SkyBodyKind } from '../plan.ts';
import { createRng } from '../random.ts';
import { fixturePlans, fixtureShape } from '../testing/plan-fixtures.ts';
import { photonLook } from './index.ts';

/** The pipeline's order: environment, subjects far to near, finish. */
function render(plan: CoverPlan, size: number): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.scale(size / 1000, size / 1000);
  photonLook.environment(ctx, plan, size);
  for (const s of [...plan.subjects].sort((a, b) => b.depth - a.depth)) photonLook.subject(ctx, plan, s, size);
  photonLook.finish(ctx, canvas, plan, size);
  return canvas;
}

function fixture(name: string, seed = 1): CoverPlan {
  const f = fixturePlans('photon', seed).find((p) => p.name === name);
  if (!f) throw new Error(`no fixture ${name}`);
  return f.plan;
}

/** A copy of a plan with changes, and its own randomness (plans are never mutated by the renderer). */
function variant(plan: CoverPlan, change: Partial<CoverPlan>, key = 'variant'): CoverPlan {
  const environment = change.environment ?? plan.environment;
  return { ...plan, ...change, environment, brief: { ...plan.brief, environment }, rng: createRng(key) };
}

class Pixels {
  readonly data: Uint8ClampedArray;
  constructor(
    canvas: Canvas,
    readonly size: number,
  ) {
    this.data = canvas.getContext('2d').getImageData(0, 0, size, size).data;
  }
  /** Mean [r, g, b] over a box given in units (0..1000). */
  mean(x0: number, y0: number, x1: number, y1: number): [number, number, number] {
    const k = this.size / 1000;
    const sum = [0, 0, 0];
    let n = 0;
    for (let y = Math.floor(y0 * k); y < Math.ceil(y1 * k); y++)
      for (let x = Math.floor(x0 * k); x < Math.ceil(x1 * k); x++) {
        const i = (y * this.size + x) * 4;
        sum[0]! += this.data[i]!;
        sum[1]! += this.data[i + 1]!;
        sum[2]! += this.data[i + 2]!;
        n++;
      }
    return sum.map((v) => v / n) as [number, number, number];
  }
  luma(x0: number, y0: number, x1: number, y1: number): number {
    const [r, g, b] = this.mean(x0, y0, x1, y1);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
}

describe('Photon Studio look', () => {
  it('renders every fixture at 256² and covers the square', () => {
    for (const { name, plan } of fixturePlans('photon', 1)) {
      const px = new Pixels(render(plan, 256), 256);
      // Something was drawn everywhere: no transparent holes.
      let transparent = 0;
      for (let i = 3; i < px.data.length; i += 4) if (px.data[i]! < 250) transparent++;
      expect(transparent, name).toBe(0);
    }
  });

  it('renders every setting, time, weather, effect, material, sky body and landform without error', () => {
    const base = fixture('horse-surf-dawn');
    let i = 0;
    for (const setting of SETTINGS) {
      const time = TIMES_OF_DAY[i % TIMES_OF_DAY.length]!;
      const weather = WEATHERS[i % WEATHERS.length]!;
      const effects = [EFFECTS[i % EFFECTS.length]!, EFFECTS[(i + 5) % EFFECTS.length]!];
      const material = MATERIALS[i % MATERIALS.length]!;
      const plan = variant(
        base,
        {
          environment: { setting, time, weather, effects },
          horizon: setting === 'sky' || setting === 'space' ? 1100 : 600,
          subjects: base.subjects.map((s) => ({ ...s, material })),
        },
        `all-${setting}`,
      );
      expect(() => render(plan, 128), setting).not.toThrow();
      i++;
    }
    const kinds: SkyBodyKind[] = ['sun', 'moon', 'planet', 'eclipse', 'comet'];
    const forms: LandformKind[] = ['mountain', 'island', 'volcano', 'iceberg', 'waterfall', 'wave', 'tornado'];
    const plan = variant(
      base,
      {
        environment: {
          setting: 'sea',
          time: 'dusk',
          weather: 'clear',
          effects: ['aurora', 'rainbow', 'stars', 'neon-grid'],
        },
        skyBodies: kinds.map((kind, k) => ({ kind, x: 100 + k * 180, y: 200, r: 50, color: '#ffe0b0' })),
        landforms: forms.map((kind, k) => ({ kind, x: 80 + k * 140, y: 600 + (k % 2) * 40, w: 200, h: 160 })),
        subjects: MATERIALS.map((material, k) => ({
          ...base.subjects[0]!,
          x: 80 + (k % 8) * 120,
          y: k < 8 ? 700 : 850,
          w: 110,
          h: 110,
          material,
        })),
      },
      'everything',
    );
    expect(() => render(plan, 192)).not.toThrow();
  });

  it('is deterministic: the same plan and seed give the same bytes, another seed other pixels', async () => {
    const a = await render(fixture('sailboat-moon-lake', 1), 192).encode('png');
    const b = await render(fixture('sailboat-moon-lake', 1), 192).encode('png');
    expect(Buffer.compare(a, b)).toBe(0);
    const c = await render(fixture('sailboat-moon-lake', 2), 192).encode('png');
    expect(Buffer.compare(a, c)).not.toBe(0);
  });

  it('does not change the plan it draws', () => {
    const plan = fixture('wolf-blood-moon');
    const before = JSON.stringify({ ...plan, rng: undefined });
    render(plan, 128);
    expect(JSON.stringify({ ...plan, rng: undefined })).toBe(before);
  });

  it('lights the sky around the moon: brighter beside it than far from it', () => {
    // Moon at (500, 260), radius 80; no subjects in the way.
    const plan = variant(fixture('sailboat-moon-lake'), { subjects: [] }, 'moon-glow');
    const px = new Pixels(render(plan, 256), 256);
    const near = px.luma(600, 240, 620, 280);
    const far = px.luma(60, 60, 140, 140);
    expect(near).toBeGreaterThan(far + 15);
  });

  it('darkens a storm: the same plan under clear weather has the brighter sky', () => {
    const storm = fixture('sunflowers-thunderstorm');
    const clear = variant(storm, { environment: { ...storm.environment, weather: 'clear' } }, 'clear');
    const sky = (p: CoverPlan) => new Pixels(render(p, 256), 256).luma(0, 0, 1000, storm.horizon - 40);
    expect(sky(storm)).toBeLessThan(sky(clear) * 0.8);
  });

  it('keeps a bound blood-red moon red', () => {
    // Moon at (640, 300), radius 150, '#a4161a'.
    const px = new Pixels(render(fixture('wolf-blood-moon'), 256), 256);
    for (const [x, y] of [
      [640, 300],
      [590, 250],
      [700, 340],
    ] as const) {
      const [r, g, b] = px.mean(x - 15, y - 15, x + 15, y + 15);
      expect(r, `at ${x},${y}`).toBeGreaterThan(g * 1.6);
      expect(r, `at ${x},${y}`).toBeGreaterThan(b * 1.6);
      expect(r).toBeGreaterThan(120);
    }
  });

  it('reflects the light in water: a bright path under the moon, darker beside it', () => {
    const plan = variant(fixture('sailboat-moon-lake'), { subjects: [] }, 'glitter');
    const px = new Pixels(render(plan, 256), 256);
    const under = px.luma(470, 700, 530, 950);
    const beside = Math.max(px.luma(150, 700, 210, 950), px.luma(790, 700, 850, 950));
    expect(under).toBeGreaterThan(beside + 12);
  });

  it('casts the shadow of a grounded subject on the ground', () => {
    const base = fixture('horse-surf-dawn');
    const plan = variant(
      base,
      {
        environment: { setting: 'field', time: 'day', weather: 'clear', effects: [] },
        horizon: 560,
        light: { x: 120, y: 380, kind: 'sun', intensity: 0.95 },
        skyBodies: [],
        subjects: [{ ...base.subjects[0]!, x: 450, y: 640, w: 260, h: 260, color: '#c9a27a', colorBound: false }],
      },
      'shadow',
    );
    const empty = { ...plan, subjects: [], rng: createRng('shadow') };
    const withSubject = new Pixels(render({ ...plan, rng: createRng('shadow') }, 256), 256);
    const without = new Pixels(render(empty, 256), 256);
    // The light is low on the left, behind: the shadow falls to the right of the base, toward the viewer.
    const region = [590, 775, 760, 830] as const;
    expect(withSubject.luma(...region)).toBeLessThan(without.luma(...region) - 8);
  });

  it('keeps a bound subject colour recognisable under coloured light', () => {
    const base = fixture('windmill-storm');
    const plan = variant(
      base,
      {
        subjects: [
          {
            ...base.subjects[0]!,
            noun: 'truck',
            shape: fixtureShape('automobile'),
            x: 500,
            y: 600,
            w: 300,
            h: 300,
            color: '#d01c1c',
            colorBound: true,
          },
        ],
      },
      'red-truck',
    );
    const px = new Pixels(render(plan, 256), 256);
    const [r, g, b] = px.mean(430, 590, 570, 640);
    expect(r).toBeGreaterThan(g * 1.5);
    expect(r).toBeGreaterThan(b * 1.3);
  });
});
