import { mix } from '../../../shared/color.ts';
import { stars, sun } from '../motifs/celestial.ts';
import { skyline } from '../motifs/city.ts';
import { faceProfile, figure } from '../motifs/figures.ts';
import { mountainRanges } from '../motifs/landscape.ts';
import { flower, leaf } from '../motifs/nature.ts';
import { flood, softLight, verticalField } from '../paint.ts';
import { U, type Layout, type Scene } from '../scene.ts';

/**
 * A figure or profile in silhouette. Half the time the profile is a double exposure: a landscape,
 * city, sky or garden seen through the head, as on many singer-songwriter and electronic covers.
 */
export function silhouette(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  const profile = s.motifs.includes('face') || rng.chance(0.5);
  if (!profile) {
    verticalField(s, colors.bg, mix(colors.bg, colors.glow, 0.4));
    const cx = rng.range(380, 620);
    const r = rng.range(230, 330);
    const cy = rng.range(380, 480);
    sun(s, cx, cy, r, { top: colors.accent, bottom: colors.primary, stripes: s.look === 'sonic' && rng.chance(0.4) });
    ctx.fillStyle = colors.shadow;
    ctx.fillRect(0, 820, U, 180);
    figure(
      s,
      cx + rng.range(-60, 60),
      840,
      rng.range(380, 480),
      colors.shadow,
      rng.pick(['stand', 'reach', 'walk'] as const),
    );
    return {
      focal: { x: cx, y: cy, r },
      textBands: [
        { y0: 860, y1: 975 },
        { y0: 40, y1: 160 },
      ],
    };
  }
  flood(ctx, colors.dark ? colors.bg : mix(colors.bg, colors.light, 0.2));
  if (s.look === 'photon') softLight(ctx, 700, 300, 700, colors.glow, 0.4);
  const facingLeft = rng.chance(0.5);
  const h = rng.range(700, 820);
  const x = facingLeft ? rng.range(600, 680) : rng.range(320, 400);
  const y = U - h / 2 + 30;
  ctx.save();
  if (facingLeft) {
    ctx.translate(U, 0);
    ctx.scale(-1, 1);
  }
  const px = facingLeft ? U - x : x;
  faceProfile(s, px, y, h, colors.shadow);
  if (rng.chance(0.6)) {
    // Double exposure: clip to the profile and paint a scene inside.
    ctx.clip();
    ctx.save();
    if (facingLeft) {
      ctx.translate(U, 0);
      ctx.scale(-1, 1);
    }
    const inner = rng.int(0, 3);
    verticalField(s, colors.bg, colors.glow, 0, U);
    if (inner === 0) mountainRanges(s, 4, 480, colors.glow, colors.shadow, 0.6);
    else if (inner === 1) {
      stars(s, 200);
      skyline(s, U - 40, 1, colors.shadow, colors.accent);
    } else if (inner === 2) {
      stars(s, 300);
      sun(s, 500, 420, 140, { top: colors.accent, bottom: colors.primary });
    } else {
      for (let i = 0; i < 24; i++)
        leaf(
          s,
          rng.range(0, U),
          rng.range(200, U),
          rng.range(120, 260),
          rng.range(0, Math.PI * 2),
          rng.pick([colors.secondary, colors.primary]),
        );
      for (let i = 0; i < 5; i++)
        flower(s, rng.range(200, 800), rng.range(250, 850), rng.range(40, 80), colors.accent, colors.light);
    }
    ctx.restore();
  }
  ctx.restore();
  const side = facingLeft ? 'left' : 'right';
  return {
    focal: { x, y: y - h * 0.15, r: h * 0.4 },
    // The head starts below y ≈ 200: the band above it is clear, aligned to the side the face looks at.
    textBands: [{ y0: 50, y1: 200, align: side === 'left' ? 'left' : 'right' }],
  };
}
