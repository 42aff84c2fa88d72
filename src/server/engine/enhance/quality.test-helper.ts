/**
 * Measuring the enhancer in tests: a detailed original drawn by the cover engine (kept as a file), PSNR, and a true
 * Lanczos-3 enlargement to compare against. sharp cannot be the baseline: for enlargement it ignores `kernel` (cubic, mitchell,
 * lanczos2 and lanczos3 give the same bytes) and aligns pixel corners rather than centres, a quarter-pixel shift at 2×
 * that costs it 1–4 dB on covers against a centred interpolator (enhance.test.ts measures the two).
 */
import sharp from 'sharp';

/**
 * A built-in cover drawn once at 640² and kept as a file (text, hard edges, gradients and grain, as the enhancer will
 * meet), so the enhancer's measures do not move whenever the engine draws covers differently.
 */
const FIXTURE = new URL('../../../../tests/fixtures/enhance/kept-cover-640.png', import.meta.url);

/** Packed RGB of the middle `size`² (at most 640) of the kept cover. */
export async function coverPixels(size: number): Promise<Buffer> {
  if (size > 640) throw new RangeError(`the kept cover is 640², asked for ${size}`);
  const off = Math.floor((640 - size) / 2);
  return sharp(FIXTURE.pathname)
    .extract({ left: off, top: off, width: size, height: size })
    .removeAlpha()
    .raw()
    .toBuffer();
}

export const rawPng = (rgb: Uint8Array, width: number, height: number) =>
  sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

export const pngPixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

/** PSNR in dB of two packed RGB images, leaving out a `border` where every method guesses what lies beyond. */
export function psnr(a: Uint8Array, b: Uint8Array, width: number, height: number, border = 8): number {
  let squares = 0;
  let count = 0;
  for (let y = border; y < height - border; y++)
    for (let x = border; x < width - border; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        squares += (a[i]! - b[i]!) ** 2;
        count++;
      }
  return 10 * Math.log10((255 * 255) / (squares / count));
}

const lanczos3 = (x: number) =>
  x === 0 ? 1 : Math.abs(x) >= 3 ? 0 : (3 * Math.sin(Math.PI * x) * Math.sin((Math.PI * x) / 3)) / (Math.PI * x) ** 2;

/**
 * Packed RGB enlarged `scale`× by separable Lanczos-3, pixel centres aligned (source x = (x + ½) / scale − ½), edges
 * clamped, weights normalised: the textbook enlargement.
 */
export function lanczosEnlarge(rgb: Uint8Array, width: number, height: number, scale: number): Uint8Array {
  const pass = (src: Float64Array, w: number, h: number, horizontal: boolean) => {
    const ow = horizontal ? w * scale : w;
    const oh = horizontal ? h : h * scale;
    const out = new Float64Array(ow * oh * 3);
    const length = horizontal ? w : h;
    for (let o = 0; o < (horizontal ? ow : oh); o++) {
      const centre = (o + 0.5) / scale - 0.5;
      const first = Math.floor(centre) - 2;
      const taps: [number, number][] = [];
      let total = 0;
      for (let k = first; k < first + 6; k++) {
        const weight = lanczos3(centre - k);
        taps.push([Math.min(length - 1, Math.max(0, k)), weight]);
        total += weight;
      }
      for (let q = 0; q < (horizontal ? oh : ow); q++)
        for (let c = 0; c < 3; c++) {
          let v = 0;
          for (const [k, weight] of taps) v += weight * src[(horizontal ? q * w + k : k * w + q) * 3 + c]!;
          out[(horizontal ? q * ow + o : o * ow + q) * 3 + c] = v / total;
        }
    }
    return out;
  };
  const wide = pass(Float64Array.from(rgb), width, height, true);
  const tall = pass(wide, width * scale, height, false);
  return Uint8Array.from(tall, (v) => Math.max(0, Math.min(255, Math.round(v))));
}

/** A seeded normal distribution (Box–Muller over a linear congruential generator): the same noise every run. */
export function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
  return () => Math.sqrt(-2 * Math.log(uniform() + 1e-12)) * Math.cos(2 * Math.PI * uniform());
}
