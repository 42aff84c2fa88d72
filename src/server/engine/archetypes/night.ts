import { mix, rgba } from '../../../shared/color.ts';
import { eclipse, moon, planet, stars } from '../motifs/celestial.ts';
import { neonAccents, skyline } from '../motifs/city.ts';
import { figure } from '../motifs/figures.ts';
import { reflection } from '../motifs/landscape.ts';
import { tree } from '../motifs/nature.ts';
import { circle, softLight, verticalField } from '../paint.ts';
import { U, type Layout, type Scene } from '../scene.ts';

const has = (s: Scene, m: string) => s.motifs.includes(m as never);

/** A city at night: hazy far towers, near towers with lit windows, sometimes a river reflecting them. */
export function nightSkyline(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  const ground = rng.range(700, 820);
  verticalField(s, colors.bg, mix(colors.bg, colors.glow, 0.45), 0, ground);
  stars(s, rng.int(40, 120), 0, ground * 0.45);
  const mx = rng.range(180, 820);
  const my = rng.range(140, 300);
  const mr = rng.range(50, 95);
  if (has(s, 'sun')) softLight(ctx, mx, ground - 100, 500, colors.glow, 0.6);
  else moon(s, mx, my, mr, rng.range(0, 0.45));
  skyline(s, ground, 0, mix(colors.bg, colors.glow, 0.25), mix(colors.glow, colors.light, 0.5));
  if (s.look === 'photon') {
    const haze = ctx.createLinearGradient(0, ground - 300, 0, ground);
    haze.addColorStop(0, rgba(colors.glow, 0));
    haze.addColorStop(1, rgba(colors.glow, 0.35));
    ctx.fillStyle = haze;
    ctx.fillRect(0, ground - 300, U, 300);
  }
  skyline(s, ground, 1, colors.shadow, colors.accent);
  if (rng.chance(0.6)) neonAccents(s, ground, [colors.primary, colors.secondary, colors.accent]);
  const river = rng.chance(0.55);
  ctx.fillStyle = river ? mix(colors.shadow, colors.bg, 0.35) : colors.shadow;
  ctx.fillRect(0, ground, U, U - ground);
  if (river) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, ground, U, U - ground);
    ctx.clip();
    for (let i = 0; i < 7; i++)
      reflection(
        s,
        rng.range(60, 940),
        ground,
        rng.range(20, 60),
        rng.pick([colors.accent, colors.glow, colors.primary]),
      );
    ctx.restore();
  } else if (has(s, 'figure') || has(s, 'car')) {
    figure(s, rng.range(350, 650), U - 40, rng.range(140, 200), mix(colors.shadow, '#000000', 0.4), 'walk');
  }
  return {
    focal: { x: mx, y: my, r: mr },
    textBands: [
      { y0: 40, y1: 200 },
      { y0: 860, y1: 970 },
    ],
  };
}

/** Deep space: nebula, stars and planets. */
export function starfield(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  verticalField(s, colors.bgDeep, colors.bg);
  // Nebula: clustered soft lights (Photon) or overlapping flat blobs (Sonic).
  const nx = rng.range(250, 750);
  const ny = rng.range(250, 750);
  for (let i = 0; i < (s.look === 'photon' ? 26 : 9); i++) {
    const x = nx + rng.gauss() * 160;
    const y = ny + rng.gauss() * 120;
    const c = rng.pick([colors.primary, colors.secondary, colors.glow]);
    if (s.look === 'photon') softLight(ctx, x, y, rng.range(80, 260), c, 0.22);
    else {
      circle(ctx, x, y, rng.range(40, 150));
      ctx.fillStyle = rgba(c, 0.45);
      ctx.fill();
    }
  }
  stars(s, s.look === 'photon' ? 420 : 220);
  const count = rng.int(1, 3);
  let focal = { x: nx, y: ny, r: 200 };
  for (let i = 0; i < count; i++) {
    const r = i === 0 ? rng.range(160, 250) : rng.range(25, 70);
    const x = rng.range(r + 40, U - r - 40);
    const y = rng.range(r + 40, U - r - 220);
    // The largest planet carries the lead colour, so a named colour is what the eye lands on.
    planet(
      s,
      x,
      y,
      r,
      i === 0 ? colors.primary : rng.pick([colors.secondary, colors.accent]),
      i === 0 && rng.chance(0.55),
    );
    if (i === 0) focal = { x, y, r };
  }
  if (has(s, 'figure'))
    figure(s, rng.range(300, 700), U - rng.range(60, 160), rng.range(120, 200), colors.light, 'reach');
  return {
    focal,
    textBands: [
      { y0: 800, y1: 960 },
      { y0: 40, y1: 200 },
    ],
  };
}

/** A total eclipse in a dark sky, sometimes over a horizon. */
export function eclipseScene(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  verticalField(s, colors.bgDeep, colors.bg);
  stars(s, 260);
  const x = rng.range(260, 740);
  const y = rng.range(280, 560);
  const r = rng.range(110, 230);
  // The sky around it: a nebula on the far side, or a glowing horizon band.
  const horizonScene = rng.chance(0.5);
  if (!horizonScene)
    softLight(ctx, U - x, U - y, rng.range(350, 550), rng.pick([colors.primary, colors.secondary]), 0.45);
  else softLight(ctx, rng.range(200, 800), U, rng.range(400, 650), colors.glow, 0.5);
  eclipse(s, x, y, r);
  if (horizonScene) {
    const horizon = rng.range(800, 880);
    ctx.fillStyle = colors.shadow;
    ctx.beginPath();
    ctx.moveTo(0, horizon);
    for (let xx = 0; xx <= U; xx += 25) ctx.lineTo(xx, horizon - Math.abs(Math.sin(xx * 0.01 + rng.next())) * 30);
    ctx.lineTo(U, U);
    ctx.lineTo(0, U);
    ctx.fill();
    if (has(s, 'figure') || rng.chance(0.5))
      figure(s, rng.range(200, 800), horizon + 5, rng.range(90, 140), colors.shadow, 'stand');
    if (has(s, 'tree')) tree(s, rng.range(80, 920), horizon + 10, 220, colors.shadow, 'pine');
  }
  return {
    focal: { x, y, r: r * 1.6 },
    textBands: [
      { y0: 40, y1: 180 },
      { y0: 820, y1: 960 },
    ],
  };
}
