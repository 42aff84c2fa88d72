/**
 * The last pass of the press: ink that did not take (specks of paper in the ink, broad patches where it went on
 * thin, roller streaks in a block print) and the paper's own fibres. One seeded sheet of texture, a little coarser
 * than the output, laid over the whole print in a single pass (no tiling, so no visible repeats).
 */
import { createCanvas, type Image } from '@napi-rs/canvas';
import { hexToRgb } from '../../../shared/color.ts';
import { createNoise2 } from '../noise.ts';
import type { Sonic } from './state.ts';

export function paperAndInkTexture(S: Sonic): void {
  const { press } = S;
  const tech = S.technique;
  const rng = S.rng('texture');
  const n = Math.max(256, Math.min(1024, Math.round(press.size * 0.6)));
  const sheet = createCanvas(n, n);
  const t = sheet.getContext('2d');
  const img = t.createImageData(n, n);
  const d = img.data;
  const [pr, pg, pb] = hexToRgb(S.set.paper);
  // Sparse: at cover size a speck in every few hundred pixels already reads as ink; more reads as a dirty scan.
  const speck = { screen: 0.005, riso: 0.009, lino: 0.008, cut: 0, swiss: 0.002 }[tech];
  const mottle = { screen: 0.14, riso: 0.2, lino: 0.18, cut: 0.05, swiss: 0.07 }[tech];
  const streak = tech === 'lino' ? 0.22 : tech === 'screen' ? 0.06 : 0;
  const broad = createNoise2(rng.fork('mottle'), 64);
  const fine = createNoise2(rng.fork('fine'), 64);
  const rows = new Float32Array(n);
  for (let y = 0; y < n; y++) rows[y] = rng.next();
  const bs = 5 / n;
  const fs = 40 / n;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = (y * n + x) * 4;
      // Broad patches where the ink went on thin, and a finer unevenness.
      const m = broad(x * bs, y * bs) * 0.7 + fine(x * fs, y * fs) * 0.3;
      let a = Math.max(0, m) * mottle;
      // Streaks along the roller (rows), for block prints and pulled screens.
      if (streak) a += Math.max(0, rows[y]! - 0.75) * 4 * streak * (0.5 + 0.5 * Math.max(0, m + 0.3));
      // Specks where the ink did not take.
      if (speck && rng.next() < speck * (0.6 + Math.max(0, m))) a = Math.max(a, rng.range(0.55, 0.95));
      d[i] = pr;
      d[i + 1] = pg;
      d[i + 2] = pb;
      d[i + 3] = Math.round(Math.min(1, a) * 255);
    }
  }
  t.putImageData(img, 0, 0);
  // Paper fibres: short faint strokes, mostly dark.
  const fibres = tech === 'cut' ? 480 : 240;
  const k = n / 1000;
  for (let f = 0; f < fibres; f++) {
    const x = rng.range(0, n);
    const y = rng.range(0, n);
    const a = rng.range(0, Math.PI);
    const l = rng.range(4, 14) * k;
    const dark = rng.chance(0.85);
    t.strokeStyle = dark
      ? `rgba(70,50,30,${rng.range(0.04, 0.09)})`
      : `rgba(${pr},${pg},${pb},${rng.range(0.15, 0.3)})`;
    t.lineWidth = rng.range(0.4, 1.1) * Math.max(1, k);
    t.beginPath();
    t.moveTo(x, y);
    t.quadraticCurveTo(
      x + Math.cos(a) * l * 0.5 + l * 0.1,
      y + Math.sin(a) * l * 0.5,
      x + Math.cos(a) * l,
      y + Math.sin(a) * l,
    );
    t.stroke();
  }
  const ctx = press.ctx;
  ctx.save();
  ctx.globalCompositeOperation = 'source-over';
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(sheet as unknown as Image, 0, 0, 1000, 1000);
  ctx.restore();
}
