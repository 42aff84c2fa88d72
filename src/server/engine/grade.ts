import { hexToRgb } from '../../shared/color.ts';
import { advancedLuts, type AdvancedColour } from '../../shared/colour-curves.ts';
import type { Colour } from '../../shared/contracts/cover-edit.ts';
import { createRng } from './random.ts';

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/**
 * Grain is one seeded field of this many cells a side, laid over the picture at any size: the editor's preview and
 * the 3000² export carry the same grain, so they agree pixel for pixel once brought to one size.
 */
const GRAIN_FIELD = 1024;
let lastField: { seed: number; values: Float32Array } | undefined;

function grainField(seed: number): Float32Array {
  if (lastField?.seed === seed) return lastField.values;
  const rng = createRng(`grain|${seed}`);
  const values = new Float32Array(GRAIN_FIELD * GRAIN_FIELD);
  for (let i = 0; i < values.length; i++) values[i] = rng.next() - 0.5;
  lastField = { seed, values };
  return values;
}

/**
 * Colour correction of an opaque RGBA image in place, in a fixed order: exposure, white balance, contrast,
 * saturation (or duotone), fade, vignette, grain. Grain is seeded by `seed` and laid at one scale whatever the size,
 * so the same edit gives the same bytes at a size and the same picture at every size.
 */
export function applyColour(data: Uint8ClampedArray | Uint8Array, width: number, height: number, c: Colour, seed = 1) {
  const gain = 2 ** c.exposure;
  const warm = c.temperature * 28;
  const magenta = c.tint * 22;
  const contrast = 1 + c.contrast;
  const saturation = 1 + c.saturation;
  const lift = c.fade * 0.28;
  const duo = c.duotone ? c.duotone.map(hexToRgb) : null;
  const cx = width / 2;
  const cy = height / 2;
  const reach = Math.hypot(cx, cy);
  const grain = c.grain * 34;
  const field = grain ? grainField(seed) : null;
  const step = GRAIN_FIELD / width;
  for (let y = 0; y < height; y++) {
    const dy = (y - cy) / reach;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      let r = data[i]! * gain + warm;
      let g = data[i + 1]! * gain - magenta;
      let b = data[i + 2]! * gain - warm + magenta * 0.2;
      r = (r - 128) * contrast + 128;
      g = (g - 128) * contrast + 128;
      b = (b - 128) * contrast + 128;
      const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      if (duo) {
        const t = Math.min(1, Math.max(0, luma / 255));
        r = duo[0]![0] + (duo[1]![0] - duo[0]![0]) * t;
        g = duo[0]![1] + (duo[1]![1] - duo[0]![1]) * t;
        b = duo[0]![2] + (duo[1]![2] - duo[0]![2]) * t;
      } else if (saturation !== 1) {
        r = luma + (r - luma) * saturation;
        g = luma + (g - luma) * saturation;
        b = luma + (b - luma) * saturation;
      }
      if (lift) {
        r = r * (1 - lift) + 255 * lift * 0.55;
        g = g * (1 - lift) + 255 * lift * 0.52;
        b = b * (1 - lift) + 255 * lift * 0.5;
      }
      if (c.vignette) {
        const d = Math.hypot((x - cx) / reach, dy);
        const v = 1 - c.vignette * 0.75 * d * d;
        r *= v;
        g *= v;
        b *= v;
      }
      if (field) {
        const n = field[Math.floor(y * step) * GRAIN_FIELD + Math.floor(x * step)]! * grain;
        r += n;
        g += n;
        b += n;
      }
      data[i] = clamp(r);
      data[i + 1] = clamp(g);
      data[i + 2] = clamp(b);
    }
  }
}

/** True when the colour settings change nothing (the art is drawn as it is). */
export function isNeutral(c: Colour): boolean {
  return (
    !c.duotone &&
    [c.exposure, c.contrast, c.saturation, c.temperature, c.tint, c.fade, c.grain, c.vignette].every((v) => v === 0)
  );
}

/** Advanced colour control (curves and the per-channel grade) of an RGBA image in place, through one table a channel. */
export function applyAdvancedColour(data: Uint8ClampedArray | Uint8Array, a: AdvancedColour) {
  const [red, green, blue] = advancedLuts(a);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = red[data[i]!]!;
    data[i + 1] = green[data[i + 1]!]!;
    data[i + 2] = blue[data[i + 2]!]!;
  }
}
