/**
 * The printed sky: a split-fountain of inks stepping through halftone from the top colour to the horizon colour,
 * clouds as flat cut shapes, stars knocked out of the ink, sky bodies as solid discs with rings and craters,
 * rainbow and aurora as overprinted bands, lightning as a knocked-out bolt.
 */
import type { SkyBody } from '../plan.ts';
import { boltPath, circlePath, cloudPath, sparklePath, type Pt } from './geom.ts';
import { byLightness, mixLightness, nearestInk, nearestMix, solid, tint, type Mix } from './inks.ts';
import { PAPER, type Draw } from './press.ts';
import type { Sonic } from './state.ts';

export const rect =
  (x0: number, y0: number, x1: number, y1: number): Draw =>
  (c) => {
    c.beginPath();
    c.rect(x0, y0, x1 - x0, y1 - y0);
  };

export const fill =
  (path: Draw): Draw =>
  (c) => {
    path(c);
    c.fill();
  };

export function levelOf(mix: Mix, ink: number): number {
  return mix.find((t) => t.ink === ink)?.level ?? 0;
}

/** Scales a mix's levels (a fainter, farther version of it). */
export function fade(mix: Mix, f: number): Mix {
  return mix.map((t) => ({ ink: t.ink, level: Math.min(1, t.level * f) }));
}

/**
 * Prints a vertical gradient from `top` (at y0) to `bottom` (at y1) inside `clip`: every ink of either mix steps from
 * its level in one to its level in the other (a split fountain, in halftone).
 */
export function gradient(
  S: Sonic,
  clip: Draw,
  top: Mix,
  bottom: Mix,
  y0: number,
  y1: number,
  steps?: number,
  fresh = false,
): void {
  // The lighter end prints flat over the whole area; the darker end's extra ink ramps in over it (one halftone
  // ramp, not two crossing screens), with the transition kept off the very ends.
  const topL = mixLightness(S.set, top);
  const bottomL = mixLightness(S.set, bottom);
  const [light, dark, from, to] = topL >= bottomL ? [top, bottom, y0, y1] : [bottom, top, y1, y0];
  const angle = S.technique === 'lino' ? 0 : undefined;
  // Posters keep the ends flat and put the tonal change in a band (a full-height ramp is all dots). Each ink prints
  // once: flat where both ends agree, else one ramp between its two levels.
  const a = from + (to - from) * 0.22;
  const b = from + (to - from) * 0.8;
  const inks = [...new Set([...light, ...dark].map((t) => t.ink))];
  // Flat inks first (the first of them lands on bare paper when the area is fresh), then the ramps.
  inks.sort(
    (x, y) =>
      Number(Math.abs(levelOf(light, x) - levelOf(dark, x)) >= 0.04) -
      Number(Math.abs(levelOf(light, y) - levelOf(dark, y)) >= 0.04),
  );
  let first = fresh;
  for (const ink of inks) {
    const la = levelOf(light, ink);
    const lb = levelOf(dark, ink);
    if (Math.abs(la - lb) < 0.04) {
      S.press.ink(ink, fill(clip), la, { fresh: first });
      first = false;
    } else S.press.rampLinear(ink, clip, [500, a], [500, b], la, lb, { steps, angle });
  }
}

export function skyGradient(S: Sonic, yEnd: number): void {
  const { set, press } = S;
  const top = set.roles.skyTop;
  let bottom = set.roles.skyHorizon;
  const env = S.plan.environment;
  const sky = rect(-20, -20, 1020, yEnd);
  if (press.cut) {
    // Cut paper: the sky as a few stepped sheets.
    const n = 4;
    const h = Math.min(yEnd, 1000);
    const over = darkOver(S, top);
    for (let k = 0; k < n; k++) {
      const t = k / (n - 1);
      const mix = blendMix(top, bottom, t);
      if (S.storm) mix.push({ ink: over, level: 0.7 - t * 0.3 });
      const y0 = k === 0 ? -20 : (h * k) / n - 12;
      const rng = S.rng(`sky-sheet-${k}`);
      press.piece(
        mix,
        (c) => {
          c.beginPath();
          c.moveTo(-20, y0);
          for (let x = -20; x <= 1020; x += 40) c.lineTo(x, y0 + Math.sin(x / 90 + k) * 6 + rng.range(-2, 2));
          c.lineTo(1020, yEnd + 20);
          c.lineTo(-20, yEnd + 20);
          c.closePath();
          c.fill();
        },
        { lift: 0.5 },
      );
    }
    return;
  }
  if (sameLevels(top, bottom)) {
    // One colour: give the sky a tonal step anyway, darker overhead.
    const order = byLightness(set);
    const darkest = order[order.length - 1]!;
    bottom = top.length ? top : tint(order[0]!, 0.15);
    gradient(S, sky, top.length ? top : [], bottom, 0, yEnd);
    press.rampLinear(darkest, sky, [500, yEnd], [500, 0], 0, S.night ? 0.45 : 0.2);
  } else gradient(S, sky, top, bottom, 0, Math.min(yEnd, 1000), undefined, true);
  // Bad weather darkens the sky with an ink the sky does not already use (the same ink over itself barely shows).
  const over = darkOver(S, top);
  if (S.storm) press.rampLinear(over, sky, [500, yEnd], [500, 0], 0.25, 0.75);
  else if (env.weather === 'rain' || env.weather === 'cloudy')
    press.rampLinear(over, sky, [500, yEnd], [500, 0], 0, 0.25);
}

/** The darkest ink not already solid in `mix`: overprinting it darkens; the key ink if nothing else is left. */
export function darkOver(S: Sonic, mix: Mix): number {
  const used = new Set(mix.filter((t) => t.level > 0.9).map((t) => t.ink));
  const order = byLightness(S.set);
  for (let i = order.length - 1; i >= 0; i--)
    if (!used.has(order[i]!) && S.set.inks[order[i]!]!.l < 0.6) return order[i]!;
  return S.set.key;
}

function sameLevels(a: Mix, b: Mix): boolean {
  const inks = new Set([...a, ...b].map((t) => t.ink));
  for (const i of inks) if (Math.abs(levelOf(a, i) - levelOf(b, i)) > 0.2) return false;
  return true;
}

/** A mix part way between two (levels interpolated). */
export function blendMix(a: Mix, b: Mix, t: number): Mix {
  const inks = [...new Set([...a, ...b].map((x) => x.ink))];
  return inks
    .map((ink) => ({ ink, level: levelOf(a, ink) * (1 - t) + levelOf(b, ink) * t }))
    .filter((x) => x.level > 0.03);
}

/** Stars: paper knocked out of a dark sky, or key ink on a light one. */
export function stars(S: Sonic, yEnd: number, count = 110, sparkles = 0): void {
  const rng = S.rng('stars');
  const dark = mixLightness(S.set, S.set.roles.skyTop) < 0.5 || S.night;
  const dots: Draw = (c) => {
    c.beginPath();
    for (let i = 0; i < count; i++) {
      const x = rng.range(0, 1000);
      const y = rng.range(0, yEnd) ** 1 * (rng.next() < 0.7 ? rng.range(0.1, 0.8) : 1);
      const r = rng.next() < 0.9 ? rng.range(0.8, 2.2) : rng.range(2.5, 3.5);
      circlePath(c, x, y, r);
    }
    for (let i = 0; i < sparkles; i++) sparklePath(c, rng.range(40, 960), rng.range(20, yEnd * 0.7), rng.range(7, 14));
    c.fill();
  };
  if (dark) S.press.knock(dots);
  else S.press.ink(S.set.key, dots);
}

/** Flat-bottomed clouds; a heavy low deck in a storm. */
export function clouds(S: Sonic, yEnd: number): void {
  const env = S.plan.environment;
  const rng = S.rng('clouds');
  const { set, press } = S;
  const heavy = env.weather === 'storm' || env.weather === 'rain';
  const count = heavy ? rng.int(4, 6) : rng.int(3, 5);
  const order = byLightness(set);
  const lightest = order[0]!;
  const light = mixLightness(set, set.roles.skyTop) > 0.55;
  // Storm clouds are key-ink tints, rain clouds sky-top, fair clouds paper with a tinted belly.
  // Storm clouds are heavy masses of the sky's top colour deepened with key; night rain clouds are shapes of the
  // horizon colour (lit from below); day rain clouds a key tint; fair clouds paper or a light tint.
  const top = set.roles.skyTop.filter((t) => t.ink !== set.key);
  const body: Mix = S.storm
    ? [...set.roles.skyTop, { ink: darkOver(S, set.roles.skyTop), level: 0.75 }]
    : heavy && S.night
      ? set.roles.skyHorizon.length
        ? set.roles.skyHorizon
        : tint(set.key, 0.5)
      : heavy
        ? [...top, { ink: set.key, level: 0.45 }]
        : light
          ? []
          : tint(lightest, 0.3);
  const belly = heavy ? darkOver(S, body) : order[Math.min(1, order.length - 1)]!;
  for (let i = 0; i < count; i++) {
    const w = rng.range(220, 460) * (heavy ? 1.3 : 1);
    const h = w * rng.range(0.28, 0.4);
    const cx = rng.range(-50, 1050);
    const base = heavy ? rng.range(0.12, 0.55) * yEnd + h * 0.6 : rng.range(0.2, 0.75) * yEnd;
    const shape: Draw = (c) => {
      c.beginPath();
      cloudPath(c, rng.fork(`c${i}`), cx, base, w, h, heavy);
    };
    press.piece(body, fill(shape), { lift: 0.8 });
    if (!press.cut)
      press.rampLinear(belly, shape, [cx, base - h * 0.9], [cx, base], 0, heavy ? 0.9 : 0.4, { steps: 6 });
  }
}

/** A lightning bolt, knocked out and printed in the lightest ink. */
export function lightning(S: Sonic, yEnd: number): void {
  const rng = S.rng('lightning');
  const n = rng.chance(0.4) ? 2 : 1;
  const order = byLightness(S.set);
  const bright = order[0]!;
  const mix: Mix = S.set.inks[bright]!.l > 0.7 ? solid(bright) : [];
  for (let i = 0; i < n; i++) {
    const x = i === 0 ? rng.range(180, 820) : rng.range(100, 900);
    const bottom = Math.min(yEnd, 1000) * rng.range(0.75, 1.02);
    S.press.piece(mix, (c) => {
      c.beginPath();
      boltPath(c, rng.fork(`b${i}`), x, -10, bottom, rng.range(14, 22));
      c.fill();
    });
  }
}

/** The mix a bound or chosen colour prints as. */
export function mixFor(S: Sonic, color: string): Mix {
  const bound = S.set.bound.get(color);
  if (bound !== undefined) return solid(bound);
  return nearestMix(S.set, color);
}

export function skyBody(S: Sonic, b: SkyBody): void {
  const { press, set } = S;
  const rng = S.rng(`body-${b.kind}-${Math.round(b.x)}`);
  const mix = mixFor(S, b.color);
  const disc: Draw = (c) => {
    c.beginPath();
    circlePath(c, b.x, b.y, b.r);
  };
  const skyDark = mixLightness(set, set.roles.skyTop) < 0.45;
  const ringInk: number = mix.length ? mix[0]!.ink : byLightness(set)[0]!;
  if (b.kind === 'eclipse') {
    press.rampRadial(byLightness(set)[0]!, null, b.x, b.y, b.r, b.r * 2.2, 1, 0, { steps: 8 });
    press.knock((c) => {
      c.beginPath();
      circlePath(c, b.x, b.y, b.r * 1.06);
      c.fill();
    });
    press.piece(solid(set.key), fill(disc));
    return;
  }
  if (b.kind === 'comet') {
    const a = rng.range(-0.6, -0.2) + Math.PI;
    const len = b.r * rng.range(6, 9);
    const tx = b.x + Math.cos(a) * len;
    const ty = b.y + Math.sin(a) * len;
    const nx = -Math.sin(a);
    const ny = Math.cos(a);
    const tail: Draw = (c) => {
      c.beginPath();
      c.moveTo(b.x + nx * b.r, b.y + ny * b.r);
      c.lineTo(tx + nx * b.r * 2.2, ty + ny * b.r * 2.2);
      c.lineTo(tx - nx * b.r * 2.2, ty - ny * b.r * 2.2);
      c.lineTo(b.x - nx * b.r, b.y - ny * b.r);
      c.closePath();
    };
    if (skyDark) press.ink(PAPER, fill(tail), 0.6, { screen: 'line', angle: a });
    press.rampLinear(ringInk, tail, [b.x, b.y], [tx, ty], 1, 0, { steps: 10 });
    if (mix.length) press.piece(mix, fill(disc));
    else press.knock(fill(disc));
    return;
  }
  // Halo: concentric rings around suns and moons, printed or knocked out of a dark sky.
  if (b.kind === 'sun' || b.kind === 'moon') {
    const rings = S.technique === 'swiss' ? 2 : 3;
    const ringDraw =
      (k: number): Draw =>
      (c) => {
        c.beginPath();
        circlePath(c, b.x, b.y, b.r * (1.22 + k * 0.24));
        c.lineWidth = b.r * (0.07 - k * 0.017);
        c.stroke();
      };
    for (let k = 0; k < rings; k++) {
      if (!mix.length) {
        if (skyDark) press.knock(ringDraw(k));
        else press.ink(ringInk, ringDraw(k), 1);
      } else if (skyDark) press.piece(mix, ringDraw(k));
      else press.ink(ringInk, ringDraw(k), 1);
    }
    if (
      b.kind === 'sun' &&
      S.plan.environment.time !== 'night' &&
      !S.storm &&
      S.technique !== 'swiss' &&
      rng.chance(0.55)
    )
      sunburst(S, b.x, b.y, b.r, ringInk);
  }
  if (b.kind === 'planet') {
    const ringInk2 = set.key === ringInk ? byLightness(set)[0]! : set.key;
    const tilt = rng.range(-0.45, -0.15);
    const ring =
      (front: boolean): Draw =>
      (c) => {
        c.save();
        c.translate(b.x, b.y);
        c.rotate(tilt);
        c.beginPath();
        c.ellipse(0, 0, b.r * 1.8, b.r * 0.42, 0, front ? 0 : Math.PI, front ? Math.PI : Math.PI * 2);
        c.lineWidth = b.r * 0.14;
        c.stroke();
        c.restore();
      };
    press.ink(ringInk2, ring(false));
    press.piece(mix, fill(disc));
    press.rampLinear(set.key, disc, [b.x - b.r, b.y - b.r * 0.3], [b.x + b.r, b.y + b.r * 0.3], 0, 0.8, { steps: 8 });
    press.knock((c) => {
      c.save();
      c.translate(b.x, b.y);
      c.rotate(tilt);
      c.beginPath();
      c.ellipse(0, 0, b.r * 1.8, b.r * 0.42, 0, 0, Math.PI);
      c.lineWidth = b.r * 0.24;
      c.stroke();
      c.restore();
    });
    press.ink(ringInk2, ring(true));
    return;
  }
  // A pale body on a pale sky would vanish as bare paper: print it in its nearest ink instead.
  let bodyMix = mix;
  if (!bodyMix.length && !skyDark && b.kind !== 'moon') bodyMix = solid(nearestInk(set, b.color));
  if (bodyMix.length) press.piece(bodyMix, fill(disc));
  else press.knock(fill(disc));
  if (b.kind === 'moon') {
    // Craters and a shadowed limb in halftone.
    const crater = mix.length ? set.key : byLightness(set)[Math.min(1, set.inks.length - 1)]!;
    // Cut paper has no tints: its ramp is opaque sheets, which covered a blood red moon in grey.
    if (!press.cut)
      press.rampLinear(
        crater,
        disc,
        [b.x + b.r * 0.45, b.y + b.r * 0.45],
        [b.x + b.r, b.y + b.r],
        0,
        mix.length ? 0.5 : 0.35,
        {
          steps: 4,
        },
      );
    const craters: Draw = (c) => {
      c.beginPath();
      for (let i = 0; i < 7; i++) {
        const a = rng.range(0, Math.PI * 2);
        const d = Math.sqrt(rng.next()) * b.r * 0.7;
        circlePath(c, b.x + Math.cos(a) * d, b.y + Math.sin(a) * d, b.r * rng.range(0.06, 0.17));
      }
      c.fill();
    };
    press.ink(crater, craters, mix.length ? 0.55 : 0.35);
  }
}

/** Rays from a low sun: alternate wedges in a light tint (a poster sunburst). */
export function sunburst(S: Sonic, x: number, y: number, r: number, ink: number): void {
  const rng = S.rng('sunburst');
  const n = rng.int(14, 22);
  const off = rng.range(0, Math.PI);
  const wedges: Draw = (c) => {
    c.beginPath();
    for (let i = 0; i < n; i++) {
      const a0 = off + (i * Math.PI * 2) / n;
      const a1 = a0 + (Math.PI / n) * 0.9;
      c.moveTo(x + Math.cos(a0) * r * 1.9, y + Math.sin(a0) * r * 1.9);
      c.lineTo(x + Math.cos(a0) * 1500, y + Math.sin(a0) * 1500);
      c.lineTo(x + Math.cos(a1) * 1500, y + Math.sin(a1) * 1500);
      c.lineTo(x + Math.cos(a1) * r * 1.9, y + Math.sin(a1) * r * 1.9);
      c.closePath();
    }
  };
  S.press.rampRadial(ink, wedges, x, y, r * 1.9, 1100, 0.55, 0.05, { steps: 8 });
}

/** A rainbow: concentric overprinted bands over the horizon. */
export function rainbow(S: Sonic, yEnd: number): void {
  const rng = S.rng('rainbow');
  const cx = rng.range(380, 620);
  const cy = Math.min(yEnd, 1000) + 40;
  const r0 = rng.range(330, 420);
  const inks = S.set.inks.map((_, i) => i).filter((i) => i !== S.set.key);
  const seq: Mix[] = [];
  inks.forEach((ink, k) => {
    seq.push(solid(ink));
    const next = inks[k + 1];
    if (next !== undefined) seq.push([...solid(ink), ...solid(next)]);
  });
  if (seq.length < 3) seq.push(tint(S.set.key, 0.5));
  const band = 22;
  const sky = rect(-20, -20, 1020, Math.min(yEnd, 1000));
  seq.forEach((mix, k) => {
    const ra = r0 + k * band;
    S.press.piece(mix, (c) => {
      c.save();
      sky(c);
      c.clip();
      c.beginPath();
      circlePath(c, cx, cy, ra + band);
      circlePath(c, cx, cy, ra);
      c.fill('evenodd');
      c.restore();
    });
  });
}

/** Aurora: curtains of vertical line screen fading upward. */
export function aurora(S: Sonic, yEnd: number): void {
  const rng = S.rng('aurora');
  const order = byLightness(S.set);
  const ink = order.find((i) => i !== S.set.key) ?? order[0]!;
  for (let k = 0; k < 2; k++) {
    const base = rng.range(0.35, 0.6) * yEnd;
    const h = rng.range(160, 280);
    const ph = rng.range(0, 6);
    const fr = rng.range(0.004, 0.009);
    const amp = rng.range(30, 70);
    const top: Pt[] = [];
    for (let x = -20; x <= 1020; x += 40) top.push([x, base - h + Math.sin(x * fr + ph) * amp]);
    const curtain: Draw = (c) => {
      c.beginPath();
      c.moveTo(-20, base + 10);
      top.forEach(([x, y]) => c.lineTo(x, y));
      c.lineTo(1020, base + 10);
      for (let x = 1020; x >= -20; x -= 40) c.lineTo(x, base + Math.sin(x * fr + ph) * amp * 0.6);
      c.closePath();
    };
    if (S.night) S.press.ink(PAPER, fill(curtain), 0.35, { screen: 'line', angle: Math.PI / 2, pitch: 7 });
    S.press.rampLinear(ink, curtain, [500, base - h - amp], [500, base + amp * 0.6], 0, 0.95, {
      screen: 'line',
      angle: Math.PI / 2,
      pitch: 7,
      steps: 8,
    });
  }
}
