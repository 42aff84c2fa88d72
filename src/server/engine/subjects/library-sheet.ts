/**
 * A contact sheet of library shapes, to choose lexicon entries by eye (a silhouette that reads at cover size)
 * and to review what the resolver draws. Run with tsx:
 *
 *   npx tsx src/server/engine/subjects/library-sheet.ts --search wolf,horse     every asset whose name has the word
 *   npx tsx src/server/engine/subjects/library-sheet.ts --search sleeve          every asset of a set
 *   npx tsx src/server/engine/subjects/library-sheet.ts mdi:horse ph:horse-fill  the given keys
 *   npx tsx src/server/engine/subjects/library-sheet.ts --nouns tests/fixtures/engine/nouns.txt   what each resolves to
 *
 * Options: --out file.png (default cover-subjects.png, which git ignores), --cell 128, --cols 10.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createCanvas, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { isProceduralAsset, listAssets, loadShape } from './library.ts';
import { resolveNoun } from './resolve.ts';

interface Cell {
  key: string;
  label: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'cover-subjects.png' },
    cell: { type: 'string', default: '128' },
    cols: { type: 'string', default: '10' },
    search: { type: 'string' },
    nouns: { type: 'string' },
  },
});

/** Assets of a set named by one of the words, or whose name contains one as a whole hyphen-separated part. */
function searchCells(words: string[]): Cell[] {
  return listAssets()
    .filter((a) => words.some((w) => a.set === w || a.name.split('-').includes(w) || a.name === w.replace(/ /g, '-')))
    .map((a) => ({ key: a.key, label: a.key }));
}

function nounCells(file: string): Cell[] {
  const nouns = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return nouns.map((noun) => {
    const hit = resolveNoun(noun);
    return hit
      ? { key: hit.asset, label: `${noun} → ${hit.how === 'exact' ? '' : '≈ '}${hit.asset}` }
      : { key: '', label: `${noun} → ?` };
  });
}

function drawCell(ctx: SKRSContext2D, cell: Cell, x: number, y: number, size: number): void {
  const art = size - 22;
  ctx.fillStyle = '#f2efe8';
  ctx.fillRect(x, y, size - 4, size - 4);
  const shape = loadShape(cell.key);
  ctx.fillStyle = '#16161d';
  if (shape) {
    const [vx, vy, vw, vh] = shape.viewBox;
    const scale = (art - 12) / Math.max(vw, vh);
    ctx.save();
    ctx.translate(x + (size - 4) / 2, y + 6 + (art - 12) / 2);
    ctx.scale(scale, scale);
    ctx.translate(-vx - vw / 2, -vy - vh / 2);
    for (const p of shape.paths) ctx.fill(new Path2D(p.d), p.evenOdd ? 'evenodd' : 'nonzero');
    ctx.restore();
  } else {
    ctx.font = '14px sans-serif';
    ctx.fillText(isProceduralAsset(cell.key) ? '(procedural)' : '(none)', x + 8, y + art / 2);
  }
  ctx.font = '10px sans-serif';
  ctx.fillStyle = '#333';
  ctx.fillText(cell.label.replace('fluent-emoji-high-contrast', 'fluent'), x + 4, y + size - 12, size - 10);
}

const cells: Cell[] = values.nouns
  ? nounCells(values.nouns)
  : values.search
    ? searchCells(values.search.split(','))
    : positionals.map((key) => ({ key, label: key }));
const size = Number(values.cell);
const cols = Math.min(Number(values.cols), Math.max(1, cells.length));
const sheet = createCanvas(cols * size, Math.ceil(cells.length / cols) * size);
const ctx = sheet.getContext('2d');
ctx.fillStyle = '#ffffff';
ctx.fillRect(0, 0, sheet.width, sheet.height);
cells.forEach((cell, i) => drawCell(ctx, cell, (i % cols) * size, Math.floor(i / cols) * size, size));
fs.writeFileSync(values.out, await sheet.encode('png'));
console.log(`Wrote ${values.out}: ${cells.length} assets`);
