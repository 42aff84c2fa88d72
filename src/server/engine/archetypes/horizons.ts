import { mix, rgba } from '../../../shared/color.ts';
import { moon, stars, sun } from '../motifs/celestial.ts';
import { cactus, palm, birds } from '../motifs/nature.ts';
import { car, pyramid } from '../motifs/objects.ts';
import { dunes, mountainRanges, perspectiveGrid, reflection, road, sea } from '../motifs/landscape.ts';
import { softLight, verticalField } from '../paint.ts';
import { U, type Layout, type Scene } from '../scene.ts';

const has = (s: Scene, m: string) => s.motifs.includes(m as never);

/** Sun over a perspective grid: the synthwave horizon. */
export function horizonGrid(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  const horizon = rng.range(560, 660);
  verticalField(s, colors.bg, mix(colors.glow, colors.bg, 0.25), 0, horizon);
  stars(s, rng.int(60, 160), 0, horizon * 0.6);
  const sx = rng.chance(0.7) ? U / 2 : rng.range(300, 700);
  const r = rng.range(150, 240);
  const sy = horizon - r * rng.range(0.15, 0.65);
  if (has(s, 'moon')) moon(s, sx, sy, r * 0.8, rng.range(0, 0.4));
  else
    sun(s, sx, sy, r, { stripes: s.look === 'sonic' || rng.chance(0.5), top: colors.accent, bottom: colors.primary });
  if (rng.chance(0.55) || has(s, 'mountains')) {
    ctx.save();
    mountainRanges(s, 2, horizon - 40, mix(colors.bgDeep, colors.primary, 0.35), colors.shadow, 0.3);
    ctx.restore();
  }
  ctx.fillStyle = colors.shadow;
  ctx.fillRect(0, horizon, U, U - horizon);
  perspectiveGrid(s, horizon, colors.secondary, rng.range(0.8, 1.3));
  const g = ctx.createLinearGradient(0, horizon - 6, 0, horizon + 40);
  g.addColorStop(0, rgba(colors.glow, 0.9));
  g.addColorStop(1, rgba(colors.glow, 0));
  ctx.fillStyle = g;
  ctx.fillRect(0, horizon - 3, U, 43);
  if (has(s, 'palm')) {
    palm(s, rng.range(60, 160), horizon + 30, rng.range(300, 420), 0.35, colors.shadow);
    if (rng.chance(0.7)) palm(s, rng.range(840, 940), horizon + 40, rng.range(260, 380), -0.3, colors.shadow);
  }
  if (has(s, 'car')) car(s, U / 2, rng.range(860, 920), 300, colors.shadow, colors.accent);
  return {
    focal: { x: sx, y: sy, r },
    textBands: [
      { y0: 50, y1: 230 },
      { y0: 780, y1: 950 },
    ],
  };
}

/** Layered mountain ridges fading into fog. */
export function mountainsFog(s: Scene): Layout {
  const { colors, rng } = s;
  const horizon = rng.range(380, 520);
  const sky = colors.dark ? mix(colors.bg, colors.glow, 0.35) : colors.bg;
  verticalField(s, colors.dark ? colors.bg : mix(colors.bg, colors.light, 0.4), sky, 0, U);
  const lightX = rng.range(200, 800);
  const lightY = horizon - rng.range(60, 220);
  const r = rng.range(70, 130);
  if (has(s, 'moon') || (colors.dark && rng.chance(0.5))) moon(s, lightX, lightY, r * 0.8, rng.range(0, 0.5));
  else sun(s, lightX, lightY, r, { top: colors.light, bottom: colors.glow });
  if (colors.dark && rng.chance(0.6)) stars(s, 120, 0, horizon * 0.8);
  if (has(s, 'bird') || rng.chance(0.25))
    birds(s, rng.range(250, 750), horizon - 200, 60, rng.int(4, 9), colors.shadow);
  mountainRanges(
    s,
    rng.int(4, 6),
    horizon,
    sky,
    colors.dark ? colors.shadow : mix(colors.primary, colors.shadow, 0.5),
    rng.range(0.3, 0.9),
  );
  return {
    focal: { x: lightX, y: lightY, r },
    textBands: [
      { y0: 780, y1: 950 },
      { y0: 50, y1: 200 },
    ],
  };
}

/** Sea to the horizon under a low sun or moon, with its reflection. */
export function seaWaves(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  const horizon = rng.range(440, 600);
  verticalField(
    s,
    colors.dark ? colors.bgDeep : mix(colors.bg, colors.light, 0.3),
    mix(colors.glow, colors.bg, 0.35),
    0,
    horizon,
  );
  const lx = rng.range(250, 750);
  const r = rng.range(70, 150);
  const ly = horizon - r * rng.range(0.2, 1.6);
  const useMoon = has(s, 'moon') || (colors.dark && !has(s, 'sun') && rng.chance(0.5));
  if (colors.dark) stars(s, 90, 0, horizon * 0.7);
  if (useMoon) moon(s, lx, ly, r * 0.8, 0);
  else sun(s, lx, ly, r, { stripes: s.look === 'sonic' && rng.chance(0.4), top: colors.accent, bottom: colors.glow });
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, horizon, U, U - horizon);
  ctx.clip();
  sea(s, horizon, colors.dark ? mix(colors.bg, colors.primary, 0.3) : colors.primary, colors.light);
  reflection(s, lx, horizon, r * 1.1, useMoon ? colors.light : colors.glow);
  ctx.restore();
  if (has(s, 'bird') || rng.chance(0.3))
    birds(s, lx + rng.range(-200, 200), horizon - 240, 70, rng.int(3, 8), colors.shadow);
  if (has(s, 'palm')) palm(s, rng.range(40, 140), U + 20, 520, 0.5, colors.shadow);
  return {
    focal: { x: lx, y: ly, r },
    textBands: [
      { y0: 50, y1: 220 },
      { y0: 820, y1: 960 },
    ],
  };
}

/** Dunes under a huge sun, with a cactus or pyramid. */
export function desert(s: Scene): Layout {
  const { colors, rng } = s;
  const horizon = rng.range(520, 640);
  verticalField(s, colors.bg, colors.glow, 0, horizon + 60);
  if (colors.dark) stars(s, 100, 0, horizon * 0.6);
  const sx = rng.range(280, 720);
  const r = rng.range(140, 230);
  const sy = horizon - r * rng.range(0.1, 0.8);
  if (has(s, 'moon')) moon(s, sx, sy, r * 0.7, 0.2);
  else sun(s, sx, sy, r, { stripes: s.look === 'sonic', top: colors.accent, bottom: colors.primary });
  if (has(s, 'pyramid')) {
    pyramid(
      s,
      rng.range(250, 750),
      horizon + 30,
      rng.range(280, 420),
      mix(colors.primary, colors.light, 0.2),
      mix(colors.primary, colors.shadow, 0.4),
    );
  }
  dunes(s, horizon, mix(colors.primary, colors.secondary, 0.4), colors.shadow);
  if (has(s, 'cactus') || !has(s, 'pyramid'))
    cactus(s, rng.range(120, 300), U - rng.range(40, 120), rng.range(220, 330), colors.shadow);
  return {
    focal: { x: sx, y: sy, r },
    textBands: [
      { y0: 50, y1: 210 },
      { y0: 800, y1: 950 },
    ],
  };
}

/** The open road to a sunset horizon. */
export function roadTrip(s: Scene): Layout {
  const { colors, rng } = s;
  const horizon = rng.range(480, 580);
  const vx = rng.range(380, 620);
  verticalField(s, colors.bg, mix(colors.glow, colors.accent, 0.3), 0, horizon);
  stars(s, 70, 0, horizon * 0.5);
  const r = rng.range(120, 200);
  sun(s, vx, horizon - r * 0.45, r, { stripes: s.look === 'sonic', top: colors.accent, bottom: colors.primary });
  mountainRanges(s, 2, horizon - 10, mix(colors.bgDeep, colors.primary, 0.4), colors.shadow, 0.4);
  s.ctx.fillStyle = mix(colors.shadow, colors.bg, 0.3);
  s.ctx.fillRect(0, horizon, U, U - horizon);
  road(s, horizon, vx, mix(colors.shadow, colors.bgDeep, 0.4), colors.light);
  if (has(s, 'dunes') || has(s, 'cactus')) {
    cactus(s, rng.range(60, 200), U - rng.range(20, 80), rng.range(260, 360), colors.shadow);
    if (rng.chance(0.6)) cactus(s, rng.range(820, 940), U - rng.range(60, 140), rng.range(160, 240), colors.shadow);
  } else if (has(s, 'palm') || rng.chance(0.5)) {
    palm(s, rng.range(40, 150), U - 20, rng.range(420, 560), 0.3, colors.shadow);
    palm(s, rng.range(850, 960), U - 10, rng.range(380, 520), -0.3, colors.shadow);
  }
  if (has(s, 'car') || rng.chance(0.6))
    car(s, vx + (U / 2 - vx) * 0.6, rng.range(820, 900), rng.range(260, 340), colors.shadow, colors.accent);
  if (s.look === 'photon') softLight(s.ctx, vx, horizon, 420, colors.glow, 0.35);
  return { focal: { x: vx, y: horizon, r }, textBands: [{ y0: 50, y1: 220 }] };
}
