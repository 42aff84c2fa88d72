import { hexToOklch, mix, rgba } from '../../../shared/color.ts';
import { moon, sun } from '../motifs/celestial.ts';
import { butterfly, flower, leaf, tree, birds } from '../motifs/nature.ts';
import { flood, ridgePath, softLight, verticalField } from '../paint.ts';
import { U, type Layout, type Scene } from '../scene.ts';

const has = (s: Scene, m: string) => s.motifs.includes(m as never);

/** Leaves and flowers: a frame around an open centre, or a bouquet rising from below. */
export function botanical(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  flood(ctx, colors.bg);
  if (s.look === 'photon') softLight(ctx, rng.range(300, 700), rng.range(250, 500), 600, colors.glow, 0.35);
  const greens = [
    colors.secondary,
    mix(colors.secondary, colors.shadow, 0.35),
    mix(colors.secondary, colors.primary, 0.3),
  ];
  const frame = rng.chance(0.55);
  if (frame) {
    // Leaves rooted outside the edges, pointing in: the centre stays open for the title.
    for (let i = 0; i < 34; i++) {
      const side = i % 4;
      const t = rng.range(-0.1, 1.1) * U;
      const [x, y, a] =
        side === 0
          ? [t, -20, Math.PI / 2]
          : side === 1
            ? [U + 20, t, Math.PI]
            : side === 2
              ? [t, U + 20, -Math.PI / 2]
              : [-20, t, 0];
      leaf(s, x, y, rng.range(150, 300), a + rng.range(-0.7, 0.7), rng.pick(greens), rgba(colors.shadow, 0.35));
    }
    for (let i = 0; i < 7; i++) {
      const side = rng.int(0, 3);
      const t = rng.range(80, 920);
      const d = rng.range(60, 170);
      const [x, y] = side === 0 ? [t, d] : side === 1 ? [U - d, t] : side === 2 ? [t, U - d] : [d, t];
      flower(s, x, y, rng.range(40, 75), rng.pick([colors.primary, colors.accent]), colors.light, rng.int(5, 9));
    }
    if (has(s, 'butterfly')) butterfly(s, rng.range(380, 620), rng.range(380, 620), 60, colors.accent, colors.shadow);
    return { focal: { x: 500, y: 500, r: 150 }, textBands: [{ y0: 400, y1: 600 }] };
  }
  const bx = rng.range(380, 620);
  for (let i = 0; i < 16; i++) {
    leaf(
      s,
      bx + rng.range(-60, 60),
      U + 10,
      rng.range(280, 520),
      -Math.PI / 2 + rng.range(-0.9, 0.9),
      rng.pick(greens),
      rgba(colors.shadow, 0.3),
    );
  }
  const heads = rng.int(3, 6);
  for (let i = 0; i < heads; i++) {
    flower(
      s,
      bx + rng.range(-230, 230),
      rng.range(380, 650),
      rng.range(55, 110),
      rng.pick([colors.primary, colors.accent]),
      colors.light,
      rng.int(5, 10),
      greens[1],
    );
  }
  if (has(s, 'butterfly') || rng.chance(0.3))
    butterfly(s, bx + rng.range(-250, 250), rng.range(200, 320), 50, colors.accent, colors.shadow);
  return { focal: { x: bx, y: 520, r: 260 }, textBands: [{ y0: 50, y1: 220 }] };
}

/** A misty forest of pines receding in layers under a low light, near trees framing the view. */
export function forest(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  // A deep field colour is the night sky; a mid-tone one (forest green, rust) becomes the trees
  // under a daylight sky of the palette's lightest colour.
  const bgL = hexToOklch(colors.bg).l;
  const daylight = bgL > 0.35 && hexToOklch(colors.lightest).l > 0.8;
  const sky = daylight
    ? colors.lightest
    : colors.dark
      ? mix(colors.bg, colors.glow, 0.35)
      : mix(colors.bg, colors.light, 0.35);
  verticalField(
    s,
    daylight ? mix(colors.lightest, colors.light, 0.5) : colors.dark ? colors.bg : mix(colors.bg, colors.light, 0.6),
    sky,
  );
  const lx = rng.range(280, 720);
  const ly = rng.range(230, 360);
  const lr = rng.range(55, 95);
  if (colors.dark && !daylight && rng.chance(0.6)) moon(s, lx, ly, lr, rng.range(0, 0.4));
  else if (daylight) sun(s, lx, ly, lr, { top: colors.light, bottom: mix(colors.bg, colors.lightest, 0.7) });
  else sun(s, lx, ly, lr, { top: colors.light, bottom: colors.glow });
  if (s.look === 'photon') softLight(ctx, lx, ly, 520, daylight ? colors.light : colors.glow, 0.45);
  if (s.motifs.includes('bird')) birds(s, lx, ly - 60, 90, 7, colors.shadow);
  const near = daylight
    ? mix(colors.bg, colors.shadow, 0.35)
    : colors.dark
      ? colors.shadow
      : mix(colors.secondary, colors.shadow, 0.65);
  const layers = 4;
  const horizon = rng.range(480, 680);
  // Which edges the tall near trees frame: both, one side, or none (an open clearing).
  const frameSides = rng.pick([[0, 1], [0], [1], []] as number[][]);
  for (let l = 0; l < layers; l++) {
    const t = l / (layers - 1); // 0 far .. 1 near
    const base = horizon + t * (900 - horizon);
    const color = daylight && l === 1 ? colors.bg : mix(sky, near, 0.35 + t * 0.65);
    const treeH = 110 + t * t * 520;
    ctx.fillStyle = color;
    // The layer's ground: a low rolling hill that hides the trunks of the trees standing on it.
    ridgePath(ctx, rng, base - treeH * 0.1, 18 + t * 30, 0.1);
    ctx.fill();
    // Far layers are dense; the nearest layer is a few tall trees at the edges, framing the light.
    if (l < layers - 1) {
      for (let x = -20; x < U + 40; x += rng.range(0.22, 0.45) * treeH) {
        tree(s, x, base + rng.range(-6, 6), treeH * rng.range(0.7, 1.15), color, 'pine');
      }
    } else {
      for (const side of frameSides) {
        for (let i = 0; i < rng.int(1, 3); i++) {
          const x = side ? U - rng.range(0, 220) : rng.range(0, 220);
          tree(s, x, U + 20, treeH * rng.range(0.9, 1.25), color, 'pine');
        }
      }
    }
    if (s.look === 'photon' && l < layers - 1) {
      const fog = ctx.createLinearGradient(0, base - 140, 0, base + 30);
      fog.addColorStop(0, rgba(sky, 0));
      fog.addColorStop(0.8, rgba(sky, 0.6));
      fog.addColorStop(1, rgba(sky, 0));
      ctx.fillStyle = fog;
      ctx.fillRect(0, base - 140, U, 170);
    }
  }
  if (s.look === 'photon') {
    // Shafts of light fanning down from the light source through the mist.
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    for (let i = 0; i < 6; i++) {
      const a = rng.range(-0.5, 0.5);
      ctx.beginPath();
      ctx.moveTo(lx - 6, ly);
      ctx.lineTo(lx + 6, ly);
      ctx.lineTo(lx + Math.sin(a) * U + 50, U);
      ctx.lineTo(lx + Math.sin(a) * U - 50, U);
      ctx.closePath();
      ctx.fillStyle = rgba(colors.light, 0.045);
      ctx.fill();
    }
    ctx.restore();
  }
  return {
    focal: { x: lx, y: ly, r: lr * 2 },
    textBands: [
      { y0: 40, y1: 190 },
      { y0: 840, y1: 970 },
    ],
  };
}
