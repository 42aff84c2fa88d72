/**
 * The city: ranks of towers fading into the haze, windows lit at night (sky-coloured glass by day), warning
 * lights on the tallest, the glow of the streets in the air above, a wet foreground mirroring it all. The
 * street: a canyon in perspective with shopfronts and hanging neon signs, their light running down the wet
 * asphalt in long reflections.
 */
import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import { Batch, q } from './batch.ts';
import { glowColor } from './effects.ts';
import { oldTownRank, wallColours } from './old-town.ts';
import { softLayer } from './soft.ts';
import { clamp01, css, lerp, luma, saturate, scale, type Lin } from './tone.ts';
import { drawReflection } from './water.ts';
import { U, type World } from './world.ts';

function windowPalette(w: World): Lin[] {
  return [[1.0, 0.72, 0.38], [1.0, 0.85, 0.6], [0.75, 0.85, 1.0], scale(glowColor(w.plan.colors.accent, 1), 0.9)];
}

function skyline(ctx: SKRSContext2D, w: World, rng: Rng, base: number, maxH: number, far: number, night: boolean) {
  const body = lerp(
    scale(lerp(w.shadowCol, w.groundCol, 0.5), night ? 0.6 : 1.4),
    w.haze,
    clamp01(far * (0.5 + 0.5 * w.hazeAmount)),
  );
  const dayGlass = lerp(w.skyHorizon, w.zenith, 0.4);
  const wins = windowPalette(w);
  let x = -rng.range(0, 40);
  const tallest: { x: number; y: number }[] = [];
  const windows = new Batch();
  const styles = new Map<string, string>();
  const winStyle = (i: number, k: number) => {
    const key = `${i}|${k}`;
    let st = styles.get(key);
    if (!st) styles.set(key, (st = css(lerp(scale(wins[i]!, k * (1 - far * 0.5)), w.haze, far * 0.6), 0.9)));
    return st;
  };
  const dayStyle = (k: number) => {
    const key = `d${k}`;
    let st = styles.get(key);
    if (!st) styles.set(key, (st = css(lerp(scale(dayGlass, k), w.haze, far * 0.5), 0.5)));
    return st;
  };
  while (x < U + 20) {
    const bw = rng.range(24, 70) * (1 - far * 0.5);
    const centre = 1 - Math.abs(x - 500) / 700;
    const h = maxH * rng.range(0.25, 1) * (0.55 + 0.45 * centre);
    const top = base - h;
    const shade = rng.range(0.85, 1.15);
    ctx.fillStyle = css(scale(body, shade));
    ctx.fillRect(x, top, bw + 0.6, h + 2);
    // Setbacks and spires on some towers.
    if (rng.chance(0.35)) {
      const sw = bw * rng.range(0.4, 0.7);
      const sh = h * rng.range(0.08, 0.2);
      ctx.fillRect(x + (bw - sw) / 2, top - sh, sw, sh + 1);
      if (rng.chance(0.5)) ctx.fillRect(x + bw / 2 - 0.6, top - sh - h * 0.12, 1.2, h * 0.12);
      tallest.push({ x: x + bw / 2, y: top - sh - h * 0.12 });
    } else tallest.push({ x: x + bw / 2, y: top });
    // The side of the tower away from the light is darker.
    const lightLeft = w.light.x < x + bw / 2;
    ctx.fillStyle = css(scale(body, 0.55), 0.6);
    ctx.fillRect(lightLeft ? x + bw * 0.65 : x, top, bw * 0.35, h + 2);
    // Windows (gathered into one path per shade, drawn after the towers).
    const cell = 5.5 * (1 - far * 0.55);
    const cols = Math.floor((bw - 3) / cell);
    const rows = Math.floor((h - 4) / (cell * 1.3));
    const litShare = night ? rng.range(0.15, 0.5) : 0;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const wx = x + 2 + c * cell;
        const wy = top + 3 + r * cell * 1.3;
        if (night) {
          if (!rng.chance(litShare)) continue;
          const wi = rng.int(0, wins.length - 1);
          const k = q(rng.range(0.5, 1.2), 5);
          windows.rect(winStyle(wi, k), wx, wy, cell * 0.55, cell * 0.7);
        } else {
          windows.rect(dayStyle(q(rng.range(0.5, 1.1), 5)), wx, wy, cell * 0.55, cell * 0.7);
        }
      }
    x += bw + rng.range(-2, 6);
  }
  windows.draw(ctx);
  // Warning lights on the tallest towers.
  if (night && far < 0.9) {
    tallest.sort((a, b) => a.y - b.y);
    ctx.save();
    ctx.globalCompositeOperation = 'lighter';
    for (const t of tallest.slice(0, 4)) {
      const g = ctx.createRadialGradient(t.x, t.y, 0, t.x, t.y, 8);
      g.addColorStop(0, css([2, 0.2, 0.1], 0.9));
      g.addColorStop(1, css([2, 0.2, 0.1], 0));
      ctx.fillStyle = g;
      ctx.fillRect(t.x - 8, t.y - 8, 16, 16);
    }
    ctx.restore();
  }
}

export function drawCity(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.design.fork('city');
  const hor = Math.min(w.horizon, U);
  const night = w.night || w.time === 'dusk';
  // The glow of the city in the air above it.
  const glow = night ? lerp([1, 0.55, 0.25], glowColor(w.plan.colors.accent, 1), 0.3) : w.haze;
  const g = ctx.createLinearGradient(0, hor - 380, 0, hor);
  g.addColorStop(0, css(glow, 0));
  g.addColorStop(1, css(scale(glow, night ? 0.5 : 0.8), night ? 0.55 : 0.3));
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.fillStyle = g;
  ctx.fillRect(0, hor - 380, U, 380);
  ctx.restore();
  const span = Math.max(200, hor * 0.75);
  // An old town is low: three ranks of house fronts under domes and towers, no skyscrapers.
  const old = w.plan.environment.oldTown === true;
  const rank = old ? oldTownRank : skyline;
  const tall = old ? 0.45 : 1;
  rank(ctx, w, rng.fork('far'), hor - 8, span * 0.55 * tall, 0.85, night);
  haze(ctx, w, hor, 0.3);
  rank(ctx, w, rng.fork('mid'), hor - 3, span * 0.8 * tall, 0.5, night);
  haze(ctx, w, hor, 0.2);
  rank(ctx, w, rng.fork('near'), hor + 1, span * 0.62 * tall, 0.15, night);
  // The foreground: a river or a wet plaza, mirroring the skyline.
  if (hor < U - 10) {
    const wet = w.weather === 'rain' || w.weather === 'storm' || night;
    ctx.fillStyle = css(scale(lerp(w.groundCol, w.shadowCol, 0.5), 0.6));
    ctx.fillRect(0, hor, U, U - hor);
    drawReflection(ctx, w, {
      y0: hor,
      y1: U,
      rippleNear: wet ? 10 : 5,
      rippleFar: 1,
      stretch: 1.1,
      alpha: wet ? 0.85 : 0.55,
      blur: 0.8,
      label: 'city-reflect',
    });
    const veil = ctx.createLinearGradient(0, hor, 0, U);
    veil.addColorStop(0, css(w.shadowCol, 0.05));
    veil.addColorStop(1, css(scale(w.shadowCol, 0.6), 0.55));
    ctx.fillStyle = veil;
    ctx.fillRect(0, hor, U, U - hor);
    ctx.fillStyle = css(glow, 0.25);
    ctx.fillRect(0, hor - 0.5, U, 1.2);
  }
}

function haze(ctx: SKRSContext2D, w: World, hor: number, a: number) {
  const g = ctx.createLinearGradient(0, hor - 300, 0, hor);
  g.addColorStop(0, css(w.haze, 0));
  g.addColorStop(1, css(w.haze, a * (0.5 + w.hazeAmount)));
  ctx.fillStyle = g;
  ctx.fillRect(0, hor - 300, U, 300);
}

/** A street in one-point perspective: facades on both sides, hanging signs, the wet road mirroring the light. */
export function drawStreet(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('street');
  const vy = Math.min(w.horizon, U - 60);
  const vx = 500 + rng.range(-50, 50);
  const W = 760; // half the street's width, at depth 1
  const G = 420; // camera height, at depth 1
  const night = w.night || w.time === 'dusk';
  const wall = scale(lerp(w.shadowCol, w.groundCol, 0.5), night ? 0.7 : 2);
  // An old town's street is lined with low house fronts painted in the palette, and no neon hangs over it.
  const old = w.plan.environment.oldTown === true;
  const fronts = old ? wallColours(w, night).map((c) => scale(c, night ? 3 : 1.6)) : [];
  // Sign colours: the palette's, pushed to saturated light.
  const signCols = [...w.plan.colors.all.slice(0, 5), w.plan.colors.accent, w.plan.colors.light]
    .map((h) => saturate(glowColor(h, 1.6), 1.4))
    .filter((c) => luma(c) > 0.12);
  const warm: Lin[] = [
    [1.0, 0.62, 0.28],
    [1.0, 0.78, 0.5],
    [0.85, 0.9, 1.0],
  ];
  const xAt = (side: number, d: number) => vx + (side * W) / d;
  const yAt = (height: number, d: number) => vy + (G - height) / d;
  const signs: { x: number; y0: number; y1: number; c: Lin; wid: number; far: number }[] = [];
  const winBatch = new Batch();
  const quad = (path: Path2DT, side: number, da: number, db: number, h0: number, h1: number) => {
    path.moveTo(xAt(side, da), yAt(h0, da));
    path.lineTo(xAt(side, da), yAt(h1, da));
    path.lineTo(xAt(side, db), yAt(h1, db));
    path.lineTo(xAt(side, db), yAt(h0, db));
    path.closePath();
  };

  // Road: dark wet asphalt.
  const road = scale(lerp(w.groundCol, w.shadowCol, 0.6), night ? 0.35 : 0.8);
  ctx.fillStyle = css(road);
  ctx.fillRect(0, vy, U, U - vy);

  for (const side of [-1, 1]) {
    let d = 30;
    const segs: { d0: number; d1: number; h: number }[] = [];
    while (d > 0.9) {
      const len = rng.range(0.2, 0.45) * d;
      segs.push({ d0: d, d1: Math.max(0.85, d - len), h: old ? rng.range(430, 780) : rng.range(650, 1800) });
      d -= len;
    }
    for (const s of segs) {
      const far = clamp01(Math.log(s.d0) / Math.log(30));
      const c = lerp(scale(old ? rng.pick(fronts) : wall, rng.range(0.75, 1.2)), w.haze, far * 0.8);
      const body = new Path2D();
      quad(body, side, s.d0, s.d1, -5, s.h);
      ctx.fillStyle = css(c);
      ctx.fill(body);
      // Shopfront: warm glass at street level under a dark awning.
      const shop = lerp(scale(rng.pick(warm), night ? 0.55 : 0.25), w.haze, far * 0.7);
      const front = new Path2D();
      quad(front, side, s.d0 - (s.d0 - s.d1) * 0.08, s.d1 + (s.d0 - s.d1) * 0.08, 8, 95);
      const sg = ctx.createLinearGradient(0, yAt(95, (s.d0 + s.d1) / 2), 0, yAt(8, (s.d0 + s.d1) / 2));
      sg.addColorStop(0, css(scale(shop, 0.5)));
      sg.addColorStop(1, css(shop));
      ctx.fillStyle = sg;
      ctx.fill(front);
      const awning = new Path2D();
      quad(awning, side, s.d0, s.d1, 95, 112);
      ctx.fillStyle = css(scale(c, 0.6));
      ctx.fill(awning);
      // Windows: small, most dark, a few lit from inside.
      const cols = Math.max(2, Math.round(((s.d0 - s.d1) * 10) / Math.max(1, s.d1 * 0.5)));
      for (let row = 160; row < s.h - 60; row += 55) {
        for (let k = 0; k < cols; k++) {
          const lit = night ? rng.chance(0.22) : rng.chance(0.6);
          if (!lit) continue;
          const da = s.d0 - ((s.d0 - s.d1) * (k + 0.25)) / cols;
          const db = s.d0 - ((s.d0 - s.d1) * (k + 0.7)) / cols;
          const wc = night ? scale(rng.pick(warm), q(rng.range(0.25, 0.7), 4)) : scale(w.skyHorizon, 0.5);
          quad(winBatch.path(css(lerp(wc, w.haze, q(far, 4) * 0.7), 0.9)), side, da, db, row, row + 26);
        }
      }
      // Hanging signs: one or two per building, sticking out over the street.
      const n = !old && rng.chance(0.85) ? rng.int(1, 2) : 0;
      for (let k = 0; k < n && signCols.length; k++) {
        const dm = s.d0 - (s.d0 - s.d1) * rng.range(0.2, 0.8);
        const h0 = rng.range(150, 300);
        const h1 = h0 + rng.range(150, 420);
        const wid = 34 / dm;
        signs.push({
          x: xAt(side, dm) - side * wid * 0.9,
          y0: yAt(h1, dm),
          y1: yAt(h0, dm),
          c: rng.pick(signCols),
          wid,
          far,
        });
      }
    }
  }
  winBatch.draw(ctx);

  // The far end of the street melts into glowing haze.
  const glow = signCols.length ? lerp(w.haze, signCols[0]!, 0.25) : w.haze;
  const hz = ctx.createRadialGradient(vx, vy, 0, vx, vy, 420);
  hz.addColorStop(0, css(scale(glow, 1.2), 0.75));
  hz.addColorStop(0.4, css(glow, 0.3));
  hz.addColorStop(1, css(glow, 0));
  ctx.fillStyle = hz;
  ctx.fillRect(vx - 420, vy - 420, 840, 840);

  // Wet asphalt: each sign's light runs down toward the viewer, soft across, fading along.
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (const s of signs) {
    const top = vy + (s.y1 > vy ? s.y1 - vy : (vy - s.y1) * 0.05);
    const len = Math.min(U - top, (vy - s.y0) * 1.4 + 40);
    const half = s.wid * 1.1;
    const g = ctx.createLinearGradient(s.x - half, 0, s.x + half, 0);
    g.addColorStop(0, css(s.c, 0));
    g.addColorStop(0.5, css(scale(s.c, 0.55), 0.6 * (1 - s.far * 0.6)));
    g.addColorStop(1, css(s.c, 0));
    ctx.fillStyle = g;
    const steps = 8;
    for (let k = 0; k < steps; k++) {
      ctx.globalAlpha = (1 - k / steps) ** 1.4;
      ctx.fillRect(s.x - half, top + (len * k) / steps, half * 2, len / steps + 0.5);
    }
  }
  ctx.restore();
  // The signs' glow in the wet air: one soft layer for all of them.
  softLayer(
    ctx,
    w,
    180,
    (c2) => {
      for (const s of signs) {
        c2.fillStyle = css(lerp(s.c, w.haze, s.far * 0.5), 0.55);
        c2.fillRect(s.x - s.wid * 1.2, s.y0 - s.wid * 0.6, s.wid * 2.4, s.y1 - s.y0 + s.wid * 1.2);
      }
    },
    'screen',
  );
  // The signs: glowing panels with bright rims and a tube of light inside.
  ctx.save();
  for (const s of [...signs].sort((a, b) => a.wid - b.wid)) {
    const c = lerp(s.c, w.haze, s.far * 0.5);
    ctx.fillStyle = css(scale(c, 0.35));
    ctx.fillRect(s.x - s.wid / 2, s.y0, s.wid, s.y1 - s.y0);
    ctx.strokeStyle = css(lerp(c, [2, 2, 2], 0.35));
    ctx.lineWidth = Math.max(0.5, s.wid * 0.07);
    ctx.strokeRect(s.x - s.wid / 2, s.y0, s.wid, s.y1 - s.y0);
    // A neon tube run around the inside of the panel: light, never letters (marks shaped like glyphs read as
    // stray text on a cover).
    ctx.strokeStyle = css(lerp(c, [2, 2, 2], 0.25), 0.95);
    ctx.lineWidth = Math.max(0.5, s.wid * 0.1);
    const inset = s.wid * 0.24;
    ctx.strokeRect(s.x - s.wid / 2 + inset, s.y0 + inset, s.wid - 2 * inset, s.y1 - s.y0 - 2 * inset);
  }
  ctx.restore();
  // Kerbs running to the vanishing point, catching a little light.
  ctx.strokeStyle = css(scale(glow, 0.5), 0.5);
  ctx.lineWidth = 1;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(xAt(side * 0.72, 30), yAt(0, 30));
    ctx.lineTo(xAt(side * 0.72, 0.9), yAt(0, 0.9));
    ctx.stroke();
  }
}

type Path2DT = InstanceType<typeof Path2D>;
