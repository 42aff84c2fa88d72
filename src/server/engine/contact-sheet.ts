/**
 * `npm run cover:sheet [-- --ideas FILE --out DIR --size 320 --seed 1 --per-sheet 12]`: renders every idea of FILE
 * (default: the 60 ideas in tests/fixtures/engine/prompts.txt) in both looks into contact sheets, so anyone can
 * judge the engine at a glance. Each row shows two ideas: Sonic and Photon of the first, then of the second, each
 * cell numbered by the idea's line in FILE.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { LOOKS } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderCover } from './render.ts';

const { values } = parseArgs({
  options: {
    ideas: { type: 'string', default: path.resolve(import.meta.dirname, '../../../tests/fixtures/engine/prompts.txt') },
    out: { type: 'string', default: 'cover-sheets' },
    size: { type: 'string', default: '320' },
    seed: { type: 'string', default: '1' },
    'per-sheet': { type: 'string', default: '12' },
  },
});
const cell = Number(values.size);
const seed = Number(values.seed);
const perSheet = Number(values['per-sheet']);
const ideas = fs
  .readFileSync(values.ideas, 'utf8')
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter(Boolean);
const gap = Math.round(cell * 0.05);
const label = Math.round(cell * 0.09);
const cols = 4;
fs.mkdirSync(values.out, { recursive: true });
const started = performance.now();
for (let first = 0; first < ideas.length; first += perSheet) {
  const batch = ideas.slice(first, first + perSheet);
  const rows = Math.ceil((batch.length * LOOKS.length) / cols);
  const sheet = createCanvas(cols * (cell + gap) + gap, rows * (cell + label + gap) + gap);
  const ctx = sheet.getContext('2d');
  ctx.fillStyle = '#111116';
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  ctx.font = `${Math.round(label * 0.62)}px sans-serif`;
  batch.forEach((idea, i) => {
    const { brief } = refineIdea(idea);
    LOOKS.forEach((look, li) => {
      const k = i * LOOKS.length + li;
      const x = gap + (k % cols) * (cell + gap);
      const y = gap + Math.floor(k / cols) * (cell + label + gap);
      const { canvas } = renderCover({ brief, seed, look, size: cell * 2 });
      ctx.drawImage(canvas as unknown as Image, x, y + label, cell, cell);
      ctx.fillStyle = '#c9c9d1';
      ctx.fillText(
        `${first + i + 1} ${look} · ${idea}`.slice(0, Math.floor(cell / (label * 0.33))),
        x,
        y + label * 0.75,
      );
    });
  });
  const file = path.join(values.out, `sheet-${String(first / perSheet + 1).padStart(2, '0')}.png`);
  fs.writeFileSync(file, await sheet.encode('png'));
  console.log(`Wrote ${file}`);
}
console.log(`${ideas.length} ideas × ${LOOKS.length} looks in ${Math.round(performance.now() - started)} ms`);
