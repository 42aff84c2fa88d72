/**
 * `npm run cover:sheet [-- --out sheet.png --size 256]`: a grid of covers for a fixed list of varied
 * prompts, two seeds each, in both looks, so anyone can judge the engine at a glance.
 * Each row is one prompt: Sonic seed 1, Sonic seed 2, Photon seed 1, Photon seed 2.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderCover } from './render.ts';
import { SHEET_PROMPTS } from './sheet-prompts.ts';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'cover-sheet.png' }, size: { type: 'string', default: '240' } },
});
const cell = Number(values.size);
const gap = Math.round(cell * 0.04);
const seeds = [1, 2];
const looks = ['sonic', 'photon'] as const;
const cols = seeds.length * looks.length;
const sheet = createCanvas(cols * (cell + gap) + gap, SHEET_PROMPTS.length * (cell + gap) + gap);
const ctx = sheet.getContext('2d');
ctx.fillStyle = '#0b0b10';
ctx.fillRect(0, 0, sheet.width, sheet.height);
const started = performance.now();
SHEET_PROMPTS.forEach((prompt, row) => {
  const { brief } = refineIdea(prompt);
  looks.forEach((look, li) =>
    seeds.forEach((seed, si) => {
      const { canvas } = renderCover({ brief, seed, look, size: cell * 2 });
      const col = li * seeds.length + si;
      ctx.drawImage(canvas as unknown as Image, gap + col * (cell + gap), gap + row * (cell + gap), cell, cell);
    }),
  );
});
fs.writeFileSync(values.out, await sheet.encode('png'));
console.log(
  `Wrote ${values.out}: ${SHEET_PROMPTS.length} prompts × ${cols} covers in ${Math.round(performance.now() - started)} ms`,
);
