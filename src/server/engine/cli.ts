/**
 * `npm run cover -- "idea" [--seed N] [--look sonic|photon] [--size N] [--out file]`: refines an idea and renders
 * its cover. The output format follows the file extension: .jpg, .png or .webp, at --size (default 3000 for
 * .jpg/.png, 1024 for .webp).
 *
 * `npm run -s cover -- --explain "idea"` prints one JSON object: the brief and `parts` (how each part of the idea is
 * drawn). `--explain-file FILE` prints one such JSON line per line of FILE. Outside checks read this output: keep
 * it exactly one JSON document per idea on stdout, and everything else on stderr (`-s` keeps npm's own banner off it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { LOOKS, type Look } from '../../shared/contracts/scene-brief.ts';
import { MAX_SEED } from '../../shared/contracts/generation.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { RefineValidationError } from '../providers/refine/refine.provider.ts';
import { encodeExportJpeg, encodeExportPng } from './encode.ts';
import { renderCover } from './render.ts';

const usage = `Usage: npm run cover -- "your idea" [--seed N] [--look sonic|photon] [--size N] [--out cover.jpg|.png|.webp]
       npm run -s cover -- --explain "your idea"
       npm run -s cover -- --explain-file ideas.txt`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string' },
    look: { type: 'string', default: 'sonic' },
    size: { type: 'string' },
    out: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'explain-file': { type: 'string' },
  },
});

function explain(idea: string): string {
  try {
    const { brief, parts, refinedPrompt } = refineIdea(idea);
    return JSON.stringify({ idea, brief, parts, refinedPrompt });
  } catch (err) {
    if (err instanceof RefineValidationError) return JSON.stringify({ idea, error: err.message });
    throw err;
  }
}

if (values['explain-file'] !== undefined) {
  const file = values['explain-file'];
  if (!fs.existsSync(file)) fail(`No such file: ${file}`);
  const lines = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim());
  for (const line of lines) process.stdout.write(`${explain(line)}\n`);
  process.exit(0);
}

const idea = positionals.join(' ');
if (!idea.trim()) fail('Give an idea to render.');
if (values.explain) {
  process.stdout.write(`${explain(idea)}\n`);
  process.exit(0);
}

const seed = values.seed === undefined ? Math.floor(Math.random() * MAX_SEED) : Number(values.seed);
if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
  fail(`--seed must be a whole number from 0 to ${MAX_SEED}.`);
if (!LOOKS.includes(values.look as Look)) fail('--look must be sonic or photon.');
const look = values.look as Look;
const out = values.out ?? `cover-${seed}-${look}.jpg`;
const ext = path.extname(out).toLowerCase();
if (!['.jpg', '.jpeg', '.png', '.webp'].includes(ext)) fail('--out must end in .jpg, .png or .webp.');
const size = values.size === undefined ? (ext === '.webp' ? 1024 : 3000) : Number(values.size);
if (!Number.isInteger(size) || size < 16 || size > 6000)
  fail('--size must be a whole number of pixels from 16 to 6000.');

let refinement;
try {
  refinement = refineIdea(idea);
} catch (err) {
  if (err instanceof RefineValidationError) fail(err.message);
  throw err;
}
const started = performance.now();
const { canvas, type } = renderCover({ brief: refinement.brief, seed, look, size });
const image = sharp(canvas.data(), { raw: { width: size, height: size, channels: 4 } }).removeAlpha();
const bytes =
  ext === '.png'
    ? await encodeExportPng(image)
    : ext === '.webp'
      ? await image.webp({ quality: 88 }).toBuffer()
      : await encodeExportJpeg(image);
fs.writeFileSync(out, bytes);
console.error(`Refined prompt: ${refinement.refinedPrompt}`);
for (const part of refinement.parts)
  console.error(`  ${part.how.padEnd(11)} ${part.phrase}${part.as ? ` → ${part.as}` : ''}`);
if (type.omitted) console.error(`Title and artist not set: ${type.omitted}`);
console.error(
  `Wrote ${out} (${(bytes.length / 1024).toFixed(0)} KB, ${size}², seed ${seed}, ${look}) in ${Math.round(performance.now() - started)} ms`,
);
