/**
 * `npm run cover -- "idea" [--seed N] [--look sonic|photon] [--out file]`: refines an idea and renders
 * its cover. The output format follows the file extension: .jpg (3000² export), .png (3000²),
 * .webp (1024² preview).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOOKS, type Look } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { RefineValidationError } from '../providers/refine/refine.provider.ts';
import { renderExportJpeg, renderExportPng, renderWebVariants } from './export.ts';
import { MAX_SEED } from '../../shared/contracts/generation.ts';

const usage = 'Usage: npm run cover -- "your idea" [--seed N] [--look sonic|photon] [--out cover.jpg|.png|.webp]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seed: { type: 'string' }, look: { type: 'string', default: 'sonic' }, out: { type: 'string' } },
});
const idea = positionals.join(' ');
if (!idea.trim()) fail('Give an idea to render.');
const seed = values.seed === undefined ? Math.floor(Math.random() * MAX_SEED) : Number(values.seed);
if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
  fail(`--seed must be a whole number from 0 to ${MAX_SEED}.`);
if (!LOOKS.includes(values.look as Look)) fail('--look must be sonic or photon.');
const look = values.look as Look;
const out = values.out ?? `cover-${seed}-${look}.jpg`;
const ext = path.extname(out).toLowerCase();
if (!['.jpg', '.jpeg', '.png', '.webp'].includes(ext)) fail('--out must end in .jpg, .png or .webp.');

let refinement;
try {
  refinement = refineIdea(idea);
} catch (err) {
  if (err instanceof RefineValidationError) fail(err.message);
  throw err;
}
const spec = { brief: refinement.brief, seed, look };
const started = performance.now();
const bytes =
  ext === '.png'
    ? await renderExportPng(spec)
    : ext === '.webp'
      ? (await renderWebVariants(spec)).preview
      : await renderExportJpeg(spec);
fs.writeFileSync(out, bytes);
console.log(`Refined prompt: ${refinement.refinedPrompt}`);
console.log(`Brief: ${JSON.stringify(refinement.brief)}`);
console.log(
  `Wrote ${out} (${(bytes.length / 1024).toFixed(0)} KB, seed ${seed}, ${look}) in ${Math.round(performance.now() - started)} ms`,
);
