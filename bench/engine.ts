/** Render-time benchmarks of the built-in cover engine (in this process, after a warm-up). */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { refineIdea } from '../src/server/providers/refine/builtin-refiner.ts';
import { renderExportJpeg, renderWebVariants } from '../src/server/engine/export.ts';
import { normaliseProviderImage } from '../src/server/providers/image/provider-image.ts';
import { defaultEdit, renderEdited } from '../src/server/engine/edit-export.ts';
import { COLOUR_GRADES, type TextLayer } from '../src/shared/contracts/cover-edit.ts';
import { renderCover } from '../src/server/engine/render.ts';
import { enhanceImage, releaseEnhanceSessions } from '../src/server/engine/enhance/index.ts';

/** The title layer of the edit the bench exports. */
const EDIT_TITLE: TextLayer = {
  role: 'title',
  text: '',
  typeface: 'playfair',
  weight: 700,
  size: 120,
  case: 'upper',
  tracking: 0.05,
  lineHeight: 1.05,
  align: 'center',
  color: '#ffffff',
  effect: 'shadow',
  effectColor: '#00000080',
  x: 500,
  y: 80,
};

export interface EngineResult {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  goalMs: number;
  /** The process's peak resident memory once the row has run (the enhancer's rows), MiB. */
  peakRssMiB?: number;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { medianMs: Math.round(at(0.5)), p95Ms: Math.round(at(0.95)) };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** The 60 ideas the engine is judged on. */
const IDEAS = fs
  .readFileSync(path.resolve(import.meta.dirname, '../tests/fixtures/engine/prompts.txt'), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim());

export async function engineBench(): Promise<EngineResult[]> {
  const refine: number[] = [];
  const briefs = IDEAS.map((idea) => {
    const t = performance.now();
    const { brief } = refineIdea(idea);
    refine.push(performance.now() - t);
    return brief;
  });
  const specs = briefs.flatMap((brief, i) => [
    { brief, seed: i + 1, look: 'sonic' as const },
    { brief, seed: i + 1, look: 'photon' as const },
  ]);
  await renderWebVariants(specs[0]!); // warm-up: font registration, JIT
  const preview: number[] = [];
  for (const spec of specs) preview.push(await time(() => renderWebVariants(spec)));
  const exportJpeg: number[] = [];
  for (const spec of specs.filter((_, i) => i % 4 === 0)) exportJpeg.push(await time(() => renderExportJpeg(spec)));
  // An edited cover's export: its art drawn again, a new title in another face, a colour grade, then the JPEG.
  const editExport: number[] = [];
  for (const spec of specs.filter((_, i) => i % 8 === 1)) {
    const doc = structuredClone(defaultEdit(spec));
    doc.colour = COLOUR_GRADES['warm-film'];
    doc.text.layers = [{ ...EDIT_TITLE, text: 'Edited Title' }];
    editExport.push(await time(() => renderEdited({ kind: 'builtin', spec }, doc, 3000, 'jpeg', 1)));
  }
  // An outside provider's 1024² PNG (a built-in cover stands in for it) made into our variants and 3000² master.
  const outside: number[] = [];
  for (const spec of specs.filter((_, i) => i % 8 === 0)) {
    const png = await sharp((await renderWebVariants(spec)).preview)
      .png()
      .toBuffer();
    outside.push(await time(() => normaliseProviderImage(png, 'bench')));
  }
  const enhance = await enhanceBench(briefs[0]!);
  return [
    // The first idea pays for loading WordNet and the icon sets; the median is the steady state.
    { name: 'refine an idea (built-in refiner, 60 ideas)', runs: refine.length, ...stats(refine), goalMs: 50 },
    {
      name: 'preview: draw 1024² + WebP preview and 256² thumbnail (60 ideas × 2 looks)',
      runs: preview.length,
      ...stats(preview),
      goalMs: 1000,
    },
    { name: 'export: draw 3000² + sRGB JPEG q92', runs: exportJpeg.length, ...stats(exportJpeg), goalMs: 4000 },
    {
      name: 'edited cover export: art 3000² + colour grade + new title + JPEG',
      runs: editExport.length,
      ...stats(editExport),
      goalMs: 4000,
    },
    {
      name: 'outside image: 1024² PNG → preview, thumbnail, Lanczos 3000² JPEG master',
      runs: outside.length,
      ...stats(outside),
      goalMs: 1500,
    },
    ...enhance,
  ];
}

/**
 * The AI Image Enhancer (src/server/engine/enhance): a 1024² cover (PNG) to 4096² (its largest input, at 4×), on one
 * core as the server runs it; the time includes making the model's session (~1–2 s). Goal: decision 017.
 */
export async function enhanceBench(brief: ReturnType<typeof refineIdea>['brief']): Promise<EngineResult[]> {
  const { canvas } = renderCover({ brief, seed: 1, look: 'photon', size: 1024 });
  const input = await sharp(canvas.data(), { raw: { width: 1024, height: 1024, channels: 4 } })
    .removeAlpha()
    .png()
    .toBuffer();
  const ms = await time(() => enhanceImage(input, { scale: 4, denoise: 'off', sharpen: 'off' }));
  await releaseEnhanceSessions();
  return [
    {
      name: 'enhance 1024² → 4096² (detail, 4×), PNG in and out',
      runs: 1,
      ...stats([ms]),
      goalMs: 240_000,
      peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    },
  ];
}
