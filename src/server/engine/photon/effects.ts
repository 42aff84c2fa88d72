/**
 * The brief's effects, as light and matter in the scene: stars and the aurora behind everything, a rainbow in
 * front of the clouds, a glowing neon grid on the ground; then over the subjects light rays, a spotlight cone,
 * smoke, fire, sparks, petals, bubbles and glitter, the near ones out of focus.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import type { Rng } from '../random.ts';
import { Batch, q } from './batch.ts';
import { drawField, paintField } from './fields.ts';
import { softLayer } from './soft.ts';
import { clamp01, css, lerp, lin, luma, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';
import { lightStrands, pennantsAlong, type Strand } from '../string-lights.ts';
import { ideaColours } from '../idea-colours.ts';

const has = (w: World, e: string) => (w.effects as readonly string[]).includes(e);

/** Bright, saturated version of a colour: for lights and glows. */
export function glowColor(hex: string, peak = 1.3): Lin {
  const c = lin(hex);
  return scale(c, peak / Math.max(0.03, Math.max(...c)));
}

export function drawStars(ctx: SKRSContext2D, w: World, count: number, label = 'stars', bottom = w.skyBottom): void {
  const rng = w.plan.rng.fork(label);
  const moon = w.plan.skyBodies.find((b) => b.kind === 'moon' || b.kind === 'sun');
  const batch = new Batch();
  const flares = new Batch();
  ctx.save();
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, U);
    const y = rng.range(0, bottom);
    const m = rng.next() ** 5; // most stars faint, a few bright
    let k = 0.25 + 1.6 * m;
    k *= clamp01((bottom - y) / 160 + 0.15); // fade into the horizon haze
    if (moon) k *= clamp01(Math.hypot(x - moon.x, y - moon.y) / (moon.r * 4) - 0.2);
    if (k < 0.05) continue;
    const temp = rng.next();
    const c: Lin = temp < 0.2 ? [1, 0.8, 0.6] : temp > 0.8 ? [0.7, 0.8, 1.1] : [1, 1, 1];
    const r = 0.35 + m * 1.1;
    const kq = q(k, 10);
    batch.circle(css(scale(c, kq), clamp01(0.35 + kq)), x, y, r);
    if (m > 0.7) {
      // The brightest few get a soft glow (and it is all the flare they get).
      flares.circle(css(scale(c, kq * 0.35), 0.18), x, y, r * 3.2);
      flares.circle(css(scale(c, kq * 0.25), 0.1), x, y, r * 6);
    }
  }
  ctx.globalCompositeOperation = 'lighter';
  flares.draw(ctx);
  ctx.globalCompositeOperation = 'source-over';
  batch.draw(ctx);
  ctx.restore();
}

/** The Milky Way: a band of faint light and dust lanes across the night sky. */
export function drawMilkyWay(ctx: SKRSContext2D, w: World, strength: number, label = 'galaxy'): void {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const a = rng.range(-0.9, 0.9);
  const cx = rng.range(300, 700);
  const cy = rng.range(200, 450);
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  const tint = lerp([0.9, 0.85, 1], w.accent, 0.15);
  const f = paintField(
    w,
    { x0: 0, y0: 0, x1: U, y1: w.skyBottom },
    true,
    (x, y, out) => {
      const across = (x - cx) * -sa + (y - cy) * ca;
      const along = (x - cx) * ca + (y - cy) * sa;
      const band = Math.exp(-((across / 110) ** 2));
      const cloud = 0.5 + 0.5 * fbm(noise, along * 0.008, across * 0.012, 5);
      const dust = smooth(0.1, 0.35, fbm(noise, along * 0.01 + 5, across * 0.03, 4)) * Math.exp(-((across / 40) ** 2));
      const v = band * cloud * (1 - 0.8 * dust);
      out[0] = tint[0] * 0.5;
      out[1] = tint[1] * 0.5;
      out[2] = tint[2] * 0.5;
      out[3] = clamp01(v * strength) * clamp01((w.skyBottom - y) / 200);
    },
    0.6,
  );
  drawField(ctx, f, 1, 'screen');
}

function aurora(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('aurora');
  const noise = createNoise2(rng);
  const green = lerp(lin('#35ff9a'), lin(w.plan.colors.accent), 0.2);
  const violet = lerp(lin('#a04cff'), lin(w.plan.colors.skyTop), 0.2);
  const base = rng.range(260, 380);
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1: w.skyBottom }, true, (x, y, out) => {
    const curve = base + fbm(noise, x * 0.003, 1, 3) * 160 + Math.sin(x * 0.008) * 30;
    const dy = curve - y; // height above the curtain's lower edge
    const foot = dy < 0 ? Math.exp(dy / 6) : 1;
    const fall = Math.exp(-Math.max(0, dy) / 150);
    const rays = 0.5 + 0.5 * fbm(noise, x * 0.05 + curve * 0.01, 3.3, 2);
    const v = foot * fall * (0.3 + 0.9 * rays ** 2);
    const t = clamp01(dy / 220);
    const c = lerp(green, violet, t);
    out[0] = c[0] * 1.3;
    out[1] = c[1] * 1.3;
    out[2] = c[2] * 1.3;
    out[3] = clamp01(v * 0.85);
  });
  drawField(ctx, f, 1, 'screen');
}

function rainbow(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('rainbow');
  const cx = w.light.kind === 'sun' ? U - w.light.x : rng.range(350, 650);
  const cy = Math.min(U, w.horizon) + rng.range(80, 180);
  const r = rng.range(380, 520);
  const bands = ['#ff3b30', '#ff9500', '#ffcc00', '#34c759', '#32ade6', '#5856d6', '#af52de'];
  const wid = 34;
  const g = ctx.createRadialGradient(cx, cy, r - wid, cx, cy, r + 4);
  g.addColorStop(0, css(lin(bands[6]!), 0));
  bands
    .slice()
    .reverse()
    .forEach((b, i) => g.addColorStop(0.08 + (i / 6) * 0.84, css(scale(lin(b), 1.1), 0.32)));
  g.addColorStop(1, css(lin(bands[0]!), 0));
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, U, Math.min(U, w.horizon));
  ctx.clip();
  ctx.globalCompositeOperation = 'screen';
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(cx, cy, r + 6, Math.PI, Math.PI * 2);
  ctx.arc(cx, cy, r - wid - 6, Math.PI * 2, Math.PI, true);
  ctx.fill();
  // The sky inside the bow is brighter.
  const inner = ctx.createRadialGradient(cx, cy, r * 0.3, cx, cy, r - wid);
  inner.addColorStop(0, css(w.skyHorizon, 0));
  inner.addColorStop(1, css(scale(w.skyHorizon, 0.5), 0.18));
  ctx.fillStyle = inner;
  ctx.beginPath();
  ctx.arc(cx, cy, r - wid, Math.PI, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export function drawSkyEffects(ctx: SKRSContext2D, w: World, layer: 'behind' | 'front'): void {
  const clearNight = w.night && (w.weather === 'clear' || w.weather === 'cloudy');
  if (layer === 'behind') {
    if (has(w, 'stars') || clearNight) {
      if (w.night && w.weather === 'clear' && !w.plan.skyBodies.some((b) => b.kind === 'moon'))
        drawMilkyWay(ctx, w, 0.35);
      drawStars(ctx, w, has(w, 'stars') ? 1100 : 600);
    }
    if (has(w, 'aurora')) aurora(ctx, w);
  } else if (has(w, 'rainbow')) rainbow(ctx, w);
}

/** A glowing perspective grid on the ground to the horizon. */
export function neonGrid(ctx: SKRSContext2D, w: World, y0: number): void {
  const c = glowColor(w.plan.colors.accent, 1.4);
  const vx = 500;
  const grid = (g: SKRSContext2D, k: number) => {
    g.save();
    g.beginPath();
    g.rect(0, y0, U, U - y0);
    g.clip();
    const lines = 18;
    g.strokeStyle = css(c, 0.75);
    g.lineWidth = 1.6 * k;
    g.beginPath();
    for (let i = -lines; i <= lines; i++) {
      g.moveTo(vx + i * 8, y0);
      g.lineTo(vx + i * 110, U + 20);
    }
    g.stroke();
    for (let j = 1; j < 18; j++) {
      const t = (j / 17) ** 2.3;
      const y = y0 + (U - y0) * t;
      g.strokeStyle = css(c, 0.35 + 0.5 * t);
      g.lineWidth = (0.7 + 2.5 * t) * k;
      g.beginPath();
      g.moveTo(0, y);
      g.lineTo(U, y);
      g.stroke();
    }
    g.restore();
  };
  // The glow (a soft, wide copy), then the sharp lines.
  softLayer(ctx, w, 200, (g) => grid(g, 3.5), 'lighter', 0.8);
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  grid(ctx, 1);
  ctx.restore();
  // The glow the grid throws on the air above the horizon.
  const g = ctx.createLinearGradient(0, y0 - 80, 0, y0 + 20);
  g.addColorStop(0, css(c, 0));
  g.addColorStop(1, css(scale(c, 0.6), 0.35));
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.fillStyle = g;
  ctx.fillRect(0, y0 - 80, U, 100);
  ctx.restore();
}

export function drawGroundEffects(ctx: SKRSContext2D, w: World): void {
  if (has(w, 'neon-grid') && w.horizon < U) neonGrid(ctx, w, w.horizon);
}

/** Shafts of light fanning from the light through the air. */
export function lightRays(
  ctx: SKRSContext2D,
  w: World,
  x: number,
  y: number,
  color: Lin,
  strength: number,
  label = 'rays',
  reach = 900,
  /** How many shafts: noise cycles per radian around the light. */
  frequency = 4,
): void {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const f = paintField(
    w,
    { x0: 0, y0: 0, x1: U, y1: U },
    true,
    (px, py, out) => {
      const dx = px - x;
      const dy = py - y;
      const d = Math.hypot(dx, dy);
      const a = Math.atan2(dy, dx);
      // Broad shafts with a little fine structure, not a starburst.
      const n = fbm(noise, a * frequency, 0.5, 2) + 0.15 * noise(a * frequency * 6, 3.3);
      const ray = smooth(0.05, 0.55, n);
      out[0] = color[0];
      out[1] = color[1];
      out[2] = color[2];
      out[3] = clamp01(ray * Math.exp(-d / reach) * smooth(0, 60, d) * strength);
    },
    0.6,
  );
  drawField(ctx, f, 1, 'screen');
}

/** A stage light: a cone of lit haze from above, a pool of light where it lands. */
export function spotlight(
  ctx: SKRSContext2D,
  w: World,
  x0: number,
  floorX: number,
  floorY: number,
  width: number,
  c: Lin,
  a: number,
) {
  const top = -40;
  softLayer(
    ctx,
    w,
    220,
    (c2) => {
      const g = c2.createLinearGradient(0, top, 0, floorY);
      g.addColorStop(0, css(scale(c, 1.1), 0.55 * a));
      g.addColorStop(1, css(scale(c, 0.7), 0.22 * a));
      c2.fillStyle = g;
      c2.beginPath();
      c2.moveTo(x0 - 10, top);
      c2.lineTo(x0 + 10, top);
      c2.lineTo(floorX + width / 2, floorY);
      c2.lineTo(floorX - width / 2, floorY);
      c2.closePath();
      c2.fill();
    },
    'screen',
  );
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  const pool = ctx.createRadialGradient(floorX, floorY, 0, floorX, floorY, width * 0.6);
  pool.addColorStop(0, css(scale(c, 1.2), 0.6 * a));
  pool.addColorStop(1, css(c, 0));
  ctx.translate(floorX, floorY);
  ctx.scale(1, 0.22);
  ctx.fillStyle = pool;
  ctx.fillRect(-width, -width, width * 2, width * 2);
  ctx.restore();
}

function smokeDrift(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('smoke-fx');
  const noise = createNoise2(rng);
  const lit = lerp(scale(w.light.color, 0.45), [0.55, 0.55, 0.58], 0.5);
  const shade = lerp(lit, w.ambient, 0.4);
  const f = paintField(
    w,
    { x0: 0, y0: 0, x1: U, y1: U },
    true,
    (x, y, out) => {
      const wx = fbm(noise, x * 0.004, y * 0.004, 3) * 120;
      const n = fbm(noise, (x + wx) * 0.006, (y - wx) * 0.009 + 4, 5);
      const d = smooth(-0.05, 0.45, n) * smooth(150, 850, y);
      const l = clamp01(0.5 + (fbm(noise, x * 0.006 + 0.05, y * 0.009 + 4, 3) - n) * 4);
      const c = lerp(shade, lit, l);
      out[0] = c[0];
      out[1] = c[1];
      out[2] = c[2];
      out[3] = d * 0.4;
    },
    0.6,
  );
  drawField(ctx, f);
}

function fireBelow(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('fire-fx');
  const noise = createNoise2(rng);
  // Orange to yellow, its core short of white: a fire brighter than this reads as a white blob (exhaust, a flare).
  const hot: Lin[] = [
    [0.4, 0.03, 0],
    [1.3, 0.24, 0.015],
    [1.6, 0.6, 0.08],
    [1.7, 1.0, 0.3],
  ];
  const f = paintField(w, { x0: 0, y0: 520, x1: U, y1: U }, true, (x, y, out) => {
    const h = (U - y) / 480; // 0 at the bottom edge, 1 at the top of the fire
    const n = fbm(noise, x * 0.012, y * 0.01 + h * 2, 5);
    const tongue = 0.5 + 0.5 * fbm(noise, x * 0.006 + 3, 0.5, 3);
    // A fire, not a burning frame: it rises from a hearth in the middle third and dies out toward the sides.
    const hearth = clamp01(1 - Math.abs(x - 500) / 330);
    const t = clamp01((1.2 - h * (1.6 - tongue) + n * 0.9 - 0.15) * hearth * hearth * 1.3);
    const k = t * 3;
    const i = Math.min(2, Math.floor(k));
    const c = lerp(hot[i]!, hot[i + 1]!, k - i);
    out[0] = c[0];
    out[1] = c[1];
    out[2] = c[2];
    out[3] = smooth(0.15, 0.45, t);
  });
  ctx.save();
  const glow = ctx.createLinearGradient(0, 450, 0, U);
  glow.addColorStop(0, css([1.2, 0.35, 0.05], 0));
  glow.addColorStop(1, css([1.2, 0.35, 0.05], 0.3));
  ctx.globalCompositeOperation = 'screen';
  ctx.fillStyle = glow;
  ctx.fillRect(0, 450, U, 550);
  ctx.restore();
  drawField(ctx, f, 1, 'screen');
  sparks(ctx, w, 90, 'fire-embers');
}

function sparks(ctx: SKRSContext2D, w: World, n: number, label = 'sparks') {
  const rng = w.plan.rng.fork(label);
  const cols: Lin[] = [
    [1.6, 0.55, 0.08],
    [1.9, 0.9, 0.2],
    [1.3, 0.3, 0.04],
  ];
  const items = Array.from({ length: n }, () => {
    const x = rng.range(0, U);
    const y = rng.range(200, U);
    const len = rng.range(4, 22);
    const a = -Math.PI / 2 + rng.range(-0.6, 0.6);
    return { x, y, len, a, c: rng.int(0, 2), near: rng.next() > 0.85, bend: rng.range(-4, 4) };
  });
  const streak = (c: SKRSContext2D, s: (typeof items)[number]) => {
    c.beginPath();
    c.moveTo(s.x, s.y);
    c.quadraticCurveTo(
      s.x + Math.cos(s.a) * s.len * 0.5 + s.bend,
      s.y + Math.sin(s.a) * s.len * 0.5,
      s.x + Math.cos(s.a) * s.len,
      s.y + Math.sin(s.a) * s.len,
    );
    c.stroke();
  };
  // Their glow, and the near ones out of focus, in one soft layer; the rest sharp.
  softLayer(
    ctx,
    w,
    220,
    (c) => {
      c.lineCap = 'round';
      for (const s of items) {
        c.strokeStyle = css(cols[s.c]!, s.near ? 0.6 : 0.35);
        c.lineWidth = s.near ? 5 : 3;
        streak(c, s);
      }
    },
    'lighter',
  );
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  ctx.lineCap = 'round';
  for (const s of items) {
    if (s.near) continue;
    ctx.strokeStyle = css(cols[s.c]!, 0.9);
    ctx.lineWidth = 0.6 + (s.len / 22) * 0.8;
    streak(ctx, s);
  }
  ctx.restore();
}

function petals(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('petals');
  const pinkish = w.plan.colors.all.find((h) => {
    const c = lin(h);
    return c[0] > c[1] * 1.3 && c[0] > 0.2;
  });
  const base = lin(pinkish ?? '#ffb7c8');
  const { light } = w;
  const lit = scale(
    lerp([1, 1, 1], scale(light.color, 1 / Math.max(0.1, luma(light.color))), 0.3),
    0.6 + 0.6 * light.strength,
  );
  const items = Array.from({ length: 70 }, () => ({
    near: rng.next() ** 3,
    x: rng.range(0, U),
    y: rng.range(0, U),
    a: rng.range(0, Math.PI * 2),
    squash: rng.range(0.35, 0.8),
  }));
  const c: Lin = [base[0] * lit[0], base[1] * lit[1], base[2] * lit[2]];
  const petal = (cx: SKRSContext2D, p: (typeof items)[number]) => {
    const s = 4 + p.near * 22;
    cx.save();
    cx.translate(p.x, p.y);
    cx.rotate(p.a);
    cx.scale(1, p.squash);
    const g = cx.createLinearGradient(-s, 0, s, 0);
    g.addColorStop(0, css(scale(c, 1.15), 0.9));
    g.addColorStop(1, css(scale(c, 0.6), 0.9));
    cx.fillStyle = g;
    cx.beginPath();
    cx.moveTo(-s, 0);
    cx.quadraticCurveTo(0, -s * 0.9, s, 0);
    cx.quadraticCurveTo(0, s * 0.7, -s, 0);
    cx.fill();
    cx.restore();
  };
  // Near petals are out of focus: drawn into a small layer and scaled up.
  softLayer(ctx, w, 160, (cx) => items.filter((p) => p.near > 0.45).forEach((p) => petal(cx, p)));
  items.filter((p) => p.near <= 0.45).forEach((p) => petal(ctx, p));
}

export function bubbles(ctx: SKRSContext2D, w: World, n: number, label = 'bubbles', tint?: Lin) {
  const rng = w.plan.rng.fork(label);
  const edge = tint ?? lerp([0.9, 0.95, 1], w.light.color, 0.2);
  const items = Array.from({ length: n }, () => ({ near: rng.next() ** 2.5, x: rng.range(0, U), y: rng.range(0, U) }));
  const bubble = (cx: SKRSContext2D, b: (typeof items)[number]) => {
    const r = 2 + b.near * 26;
    const g = cx.createRadialGradient(b.x, b.y, r * 0.55, b.x, b.y, r);
    g.addColorStop(0, css(edge, 0.03));
    g.addColorStop(0.85, css(edge, 0.18));
    g.addColorStop(1, css(edge, 0.55));
    cx.fillStyle = g;
    cx.beginPath();
    cx.arc(b.x, b.y, r, 0, Math.PI * 2);
    cx.fill();
    cx.fillStyle = css(scale(edge, 1.6), 0.85);
    cx.beginPath();
    cx.ellipse(b.x - r * 0.38, b.y - r * 0.42, r * 0.2, r * 0.12, -0.7, 0, Math.PI * 2);
    cx.fill();
  };
  softLayer(ctx, w, 200, (cx) => items.filter((b) => b.near > 0.55).forEach((b) => bubble(cx, b)));
  items.filter((b) => b.near <= 0.55).forEach((b) => bubble(ctx, b));
}

function glitter(ctx: SKRSContext2D, w: World, rng: Rng) {
  const cols = [glowColor(w.plan.colors.light, 1.6), glowColor(w.plan.colors.accent, 1.5), [2, 1.6, 0.8] as Lin];
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 220; i++) {
    const x = rng.range(0, U);
    const y = rng.range(0, U);
    const m = rng.next() ** 5;
    const c = rng.pick(cols);
    const r = 0.4 + m * 1.6;
    ctx.fillStyle = css(c, 0.5 + 0.5 * m);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    if (m > 0.45) {
      const len = 3 + m * 12;
      ctx.strokeStyle = css(c, 0.55);
      ctx.lineWidth = 0.6;
      ctx.beginPath();
      ctx.moveTo(x - len, y);
      ctx.lineTo(x + len, y);
      ctx.moveTo(x, y - len);
      ctx.lineTo(x, y + len);
      ctx.stroke();
    }
  }
  ctx.restore();
}

export function drawAfterEffects(ctx: SKRSContext2D, w: World): void {
  const L = w.light;
  if (has(w, 'light-rays') && w.setting !== 'underwater') lightRays(ctx, w, L.x, L.y, scale(L.color, 0.35), 0.3);
  if (has(w, 'spotlight') && w.setting !== 'stage')
    spotlight(ctx, w, 500, 500, Math.min(U - 60, w.horizon + 120), 420, w.light.color, 0.32);
  if (has(w, 'smoke')) smokeDrift(ctx, w);
  if (has(w, 'fire')) fireBelow(ctx, w);
  if (has(w, 'sparks')) sparks(ctx, w, 160);
  if (has(w, 'petals')) petals(ctx, w);
  if (has(w, 'bubbles') && w.setting !== 'underwater') bubbles(ctx, w, 45);
  if (has(w, 'glitter')) glitter(ctx, w, w.plan.rng.fork('glitter'));
  if (has(w, 'string-lights')) stringLights(ctx, w);
  if (has(w, 'bunting')) bunting(ctx, w);
}

/**
 * Bunting: cloth pennants in the idea's colours in turn (else the palette's), lit from the scene's light, a little
 * translucent where the sky is behind them, each shaded darker toward its tip, on a dark cord.
 */
function bunting(ctx: SKRSContext2D, w: World): void {
  const strands = lightStrands(w.plan.rng.fork('bunting'), w.horizon);
  const named = ideaColours(w.plan.brief);
  const colours = (named.length >= 2 ? named : w.plan.brief.palette).map(lin);
  const light = 0.75 + 0.35 * w.light.strength;
  ctx.save();
  pennantsAlong(strands)
    .flat()
    .forEach(([a, b, tip], i) => {
      const c = colours[i % colours.length]!;
      const g = ctx.createLinearGradient((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, tip[0], tip[1]);
      g.addColorStop(0, css(scale(c, light), 0.94));
      g.addColorStop(1, css(scale(c, light * 0.6), 0.94));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.lineTo(tip[0], tip[1]);
      ctx.closePath();
      ctx.fill();
    });
  strokeCords(ctx, strands, css([0.03, 0.025, 0.02], 0.9), 1.8);
  ctx.restore();
}

/** The cords strands of lights or bunting hang from, each a dark line. */
function strokeCords(ctx: SKRSContext2D, strands: readonly Strand[], colour: string, width: number): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  for (const s of strands) {
    ctx.beginPath();
    s.wire.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.stroke();
  }
}

/** Strung lights: a dark wire, and warm bulbs glowing on it, their light spilling in a soft halo. */
function stringLights(ctx: SKRSContext2D, w: World): void {
  const strands = lightStrands(w.plan.rng.fork('string-lights'), w.horizon);
  const warm: Lin = [1.4, 0.75, 0.22];
  softLayer(
    ctx,
    w,
    260,
    (c) => {
      for (const s of strands)
        for (const b of s.bulbs) {
          const g = c.createRadialGradient(b.x, b.y, 0, b.x, b.y, b.r * 4.5);
          g.addColorStop(0, css(warm, 0.32));
          g.addColorStop(0.4, css(warm, 0.08));
          g.addColorStop(1, css(warm, 0));
          c.fillStyle = g;
          c.fillRect(b.x - b.r * 4.5, b.y - b.r * 4.5, b.r * 9, b.r * 9);
        }
    },
    'lighter',
  );
  ctx.save();
  strokeCords(ctx, strands, css([0.02, 0.018, 0.015], 0.9), 1.4);
  for (const s of strands)
    for (const b of s.bulbs) {
      ctx.fillStyle = css([0.02, 0.018, 0.015], 0.9);
      ctx.fillRect(b.x - b.r * 0.35, b.y - b.r * 1.35, b.r * 0.7, b.r * 0.6);
      ctx.fillStyle = css([1.9, 1.2, 0.45]);
      ctx.beginPath();
      ctx.arc(b.x, b.y, b.r * 0.72, 0, Math.PI * 2);
      ctx.fill();
    }
  ctx.restore();
}
