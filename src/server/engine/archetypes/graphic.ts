import { mix, rgba } from '../../../shared/color.ts';
import { flowLines, geometry } from '../motifs/abstract.ts';
import { sun } from '../motifs/celestial.ts';
import { cassette, crystal, guitar, headphones, microphone, vinyl } from '../motifs/objects.ts';
import { eye, hand, heart, skull, faceProfile, figure } from '../motifs/figures.ts';
import { butterfly, flower } from '../motifs/nature.ts';
import { circle, flood, softLight, verticalField } from '../paint.ts';
import { U, type Layout, type Scene } from '../scene.ts';
import type { Motif } from '../../../shared/contracts/scene-brief.ts';

/** Swiss/International style: geometric shapes on a strict grid, lots of air, one strong colour. */
export function swissGeometric(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  flood(ctx, colors.bg);
  const cells = rng.pick([3, 4, 5]);
  geometry(s, [colors.primary, colors.secondary, colors.accent, colors.dark ? colors.light : colors.shadow], cells);
  // Thin rules, as in grid-based poster design.
  ctx.strokeStyle = rgba(colors.dark ? colors.light : colors.shadow, 0.5);
  ctx.lineWidth = 1.5;
  const rules = rng.int(1, 3);
  for (let i = 0; i < rules; i++) {
    const y = rng.range(100, 900);
    ctx.beginPath();
    ctx.moveTo(80, y);
    ctx.lineTo(920, y);
    ctx.stroke();
  }
  return {
    focal: { x: 500, y: 450, r: 300 },
    textBands: [
      { y0: 820, y1: 960, align: 'left' },
      { y0: 40, y1: 170, align: 'left' },
    ],
  };
}

/**
 * Type-led jazz layout: big colour blocks and rhythmic bars, leaving a large field for the title.
 * (Only the brief's title and artist ever appear as text.)
 */
export function typographic(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  flood(ctx, colors.bg);
  const split = rng.range(0.35, 0.6) * U;
  const vertical = rng.chance(0.5);
  ctx.fillStyle = colors.primary;
  if (vertical) ctx.fillRect(0, 0, split, U);
  else ctx.fillRect(0, U - split, U, split);
  // Rhythm: bars of varying length like a score or an equaliser.
  const bars = rng.int(7, 13);
  const bx = vertical ? split + 50 : 70;
  const by = vertical ? 90 : 90;
  for (let i = 0; i < bars; i++) {
    const len = rng.range(0.15, 1) * (vertical ? U - split - 120 : U - 140);
    ctx.fillStyle = i % 3 === 0 ? colors.accent : mix(colors.secondary, colors.bg, 0.15);
    ctx.fillRect(bx, by + i * 26, len, 13);
  }
  const r = rng.range(90, 170);
  const cx = vertical ? split : rng.range(200, 800);
  const cy = vertical ? rng.range(250, 750) : U - split;
  circle(ctx, cx, cy, r);
  ctx.fillStyle = colors.accent;
  ctx.fill();
  circle(ctx, cx, cy, r * 0.45);
  ctx.fillStyle = colors.bg;
  ctx.fill();
  const band = vertical
    ? { y0: 560, y1: 900, align: 'right' as const }
    : { y0: U - split + 40, y1: Math.min(960, U - split + 330), align: 'left' as const };
  return { focal: { x: cx, y: cy, r }, textBands: [band] };
}

/** Streamlines in a noise field, sometimes contained by a circle. */
export function flowField(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  verticalField(s, colors.bg, colors.bgDeep);
  const contained = rng.chance(0.45);
  const lineColors = [colors.primary, colors.secondary, colors.accent, colors.glow];
  if (contained) {
    const r = rng.range(280, 360);
    const cx = 500;
    const cy = rng.range(400, 480);
    ctx.save();
    circle(ctx, cx, cy, r);
    ctx.clip();
    flood(ctx, colors.bgDeep);
    flowLines(s, s.look === 'photon' ? 700 : 260, lineColors);
    ctx.restore();
    return { focal: { x: cx, y: cy, r }, textBands: [{ y0: 850, y1: 970 }] };
  }
  flowLines(s, s.look === 'photon' ? 900 : 320, lineColors);
  if (s.look === 'photon') softLight(ctx, rng.range(300, 700), rng.range(300, 700), 400, colors.glow, 0.4);
  return {
    focal: { x: 500, y: 500, r: 300 },
    textBands: [
      { y0: 800, y1: 960 },
      { y0: 50, y1: 200 },
    ],
  };
}

/** Soft colour fields: an aura of blurred light (Photon) or concentric rings (Sonic). */
export function aura(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  flood(ctx, colors.bg);
  const cx = rng.range(350, 650);
  const cy = rng.range(350, 600);
  if (s.look === 'photon') {
    for (let i = 0; i < 7; i++) {
      softLight(
        ctx,
        cx + rng.gauss() * 160,
        cy + rng.gauss() * 160,
        rng.range(250, 480),
        rng.pick([colors.primary, colors.secondary, colors.accent, colors.glow]),
        0.6,
      );
    }
  } else {
    const rings = rng.int(6, 10);
    const maxR = rng.range(380, 520);
    const ramp = [colors.primary, colors.secondary, colors.accent, colors.glow];
    for (let i = 0; i < rings; i++) {
      circle(ctx, cx, cy, maxR * (1 - i / rings));
      ctx.fillStyle = mix(ramp[i % ramp.length]!, colors.bg, (i / rings) * 0.2);
      ctx.fill();
    }
  }
  return {
    focal: { x: cx, y: cy, r: 260 },
    textBands: [
      { y0: 820, y1: 960 },
      { y0: 40, y1: 170 },
    ],
  };
}

/** A record half out of its sleeve, or centred on a patterned field. */
export function vinylScene(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  verticalField(s, colors.bg, colors.bgDeep);
  const r = rng.range(300, 380);
  if (rng.chance(0.5)) {
    // Sleeve on the left, record sliding out to the right.
    const sx = rng.range(60, 140);
    const sy = rng.range(160, 260);
    const side = r * 2 + 20;
    const cx = sx + side * 0.78;
    const cy = sy + side / 2;
    vinyl(s, cx, cy, r, colors.accent, colors.light);
    ctx.fillStyle = colors.primary;
    ctx.fillRect(sx, sy, side * 0.55, side);
    ctx.fillStyle = rgba(colors.shadow, 0.25);
    ctx.fillRect(sx + side * 0.55 - 8, sy, 8, side);
    sun(s, sx + side * 0.28, sy + side * 0.5, side * 0.18, { top: colors.accent, bottom: colors.secondary });
    return {
      focal: { x: cx, y: cy, r },
      textBands: [
        { y0: 40, y1: 150 },
        { y0: 870, y1: 975 },
      ],
    };
  }
  const cx = 500;
  const cy = rng.range(430, 520);
  if (s.look === 'photon') softLight(ctx, cx, cy, r * 1.8, colors.glow, 0.5);
  else {
    for (let i = 0; i < 12; i++) {
      circle(ctx, cx, cy, r * (1.1 + i * 0.16));
      ctx.strokeStyle = rgba(colors.primary, 0.5 - i * 0.03);
      ctx.lineWidth = 6;
      ctx.stroke();
    }
  }
  vinyl(s, cx, cy, r, colors.primary, colors.accent);
  return {
    focal: { x: cx, y: cy, r },
    textBands: [
      { y0: 870, y1: 975 },
      { y0: 30, y1: 110 },
    ],
  };
}

/**
 * One object on a colour field, the still-life cover, in one of four stagings: centred on a disc,
 * cropped large against diagonal stripes, on a two-tone split, or as a wallpaper with one hero.
 */
export function singleObject(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  verticalField(s, colors.bg, colors.dark ? colors.bgDeep : mix(colors.bg, colors.primary, 0.2));
  const subject: Motif = s.motifs.find((m) => OBJECT_MOTIFS.has(m)) ?? rng.pick([...OBJECT_MOTIFS]);
  const staging = rng.int(0, 3);
  if (staging === 1) {
    ctx.save();
    ctx.translate(U / 2, U / 2);
    ctx.rotate(-Math.PI / 4);
    ctx.fillStyle = mix(colors.bg, colors.secondary, 0.35);
    for (let x = -U; x < U; x += 90) ctx.fillRect(x, -U, 40, U * 2);
    ctx.restore();
    const cx = rng.pick([380, 620]);
    drawObject(s, subject, cx, rng.range(520, 600), 1.35);
    return { focal: { x: cx, y: 560, r: 380 }, textBands: [{ y0: 40, y1: 160, align: cx < 500 ? 'right' : 'left' }] };
  }
  if (staging === 2) {
    ctx.fillStyle = colors.secondary;
    if (rng.chance(0.5)) ctx.fillRect(0, 0, U / 2, U);
    else ctx.fillRect(0, U / 2, U, U / 2);
    drawObject(s, subject, 500, 500, 1);
    return {
      focal: { x: 500, y: 500, r: 320 },
      textBands: [
        { y0: 850, y1: 970 },
        { y0: 30, y1: 150 },
      ],
    };
  }
  if (staging === 3) {
    for (let gy = 0; gy < 5; gy++) {
      for (let gx = 0; gx < 5; gx++) {
        ctx.save();
        ctx.globalAlpha = 0.22;
        drawObject(s, subject, 100 + gx * 200 + (gy % 2) * 100, 100 + gy * 200, 0.22);
        ctx.restore();
      }
    }
    const cx = rng.range(420, 580);
    const cy = rng.range(420, 520);
    drawObject(s, subject, cx, cy, 0.85);
    return { focal: { x: cx, y: cy, r: 280 }, textBands: [{ y0: 840, y1: 970 }] };
  }
  const cx = rng.range(440, 560);
  const cy = rng.range(440, 520);
  if (s.look === 'photon') softLight(ctx, cx, cy, 520, colors.glow, 0.55);
  else {
    circle(ctx, cx, cy, rng.range(300, 380));
    ctx.fillStyle = mix(colors.bg, colors.primary, 0.25);
    ctx.fill();
  }
  drawObject(s, subject, cx, cy);
  return {
    focal: { x: cx, y: cy, r: 300 },
    textBands: [
      { y0: 830, y1: 970 },
      { y0: 40, y1: 160 },
    ],
  };
}

const OBJECT_MOTIFS = new Set<Motif>([
  'heart',
  'skull',
  'eye',
  'hand',
  'crystal',
  'cassette',
  'microphone',
  'headphones',
  'guitar',
  'butterfly',
  'flower',
  'vinyl',
  'face',
  'figure',
]);

export function drawObject(s: Scene, m: Motif, cx: number, cy: number, scale = 1) {
  const { colors } = s;
  const k = scale;
  switch (m) {
    case 'heart':
      return heart(s, cx, cy, 260 * k, colors.primary);
    case 'skull':
      return skull(s, cx, cy, 220 * k, colors.light, colors.shadow);
    case 'eye':
      return eye(s, cx, cy, 620 * k, colors.primary, colors.shadow);
    case 'hand':
      return hand(s, cx, cy + 300 * k, 560 * k, colors.primary);
    case 'crystal':
      return crystal(s, cx, cy, 560 * k, colors.primary);
    case 'cassette':
      return cassette(s, cx, cy, 600 * k, colors.primary, colors.light);
    case 'microphone':
      return microphone(s, cx, cy + 300 * k, 640 * k, colors.light, colors.primary);
    case 'headphones':
      return headphones(s, cx, cy + 40 * k, 250 * k, colors.primary, colors.shadow);
    case 'guitar':
      return guitar(s, cx, cy + 80 * k, 640 * k, -0.5, colors.primary, colors.light);
    case 'butterfly':
      return butterfly(s, cx, cy, 300 * k, colors.primary, colors.shadow);
    case 'flower':
      return flower(s, cx, cy, 200 * k, colors.primary, colors.accent, 8, colors.secondary);
    case 'vinyl':
      return vinyl(s, cx, cy, 320 * k, colors.primary, colors.accent);
    case 'face':
      return faceProfile(s, cx, cy + 80 * k, 700 * k, colors.shadow);
    case 'figure':
      return figure(s, cx, cy + 330 * k, 640 * k, colors.shadow, 'reach');
    default:
      return heart(s, cx, cy, 260 * k, colors.primary);
  }
}
