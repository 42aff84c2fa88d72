/** Render-time benchmarks of the built-in cover engine (in this process, after a warm-up). */
import sharp from 'sharp';
import { refineIdea } from '../src/server/providers/refine/builtin-refiner.ts';
import { renderExportJpeg, renderWebVariants } from '../src/server/engine/export.ts';
import { SHEET_PROMPTS } from '../src/server/engine/sheet-prompts.ts';
import { normaliseProviderImage } from '../src/server/providers/image/provider-image.ts';

export interface EngineResult {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  goalMs: number;
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

export async function engineBench(): Promise<EngineResult[]> {
  const briefs = SHEET_PROMPTS.map((p) => refineIdea(p).brief);
  const specs = briefs.flatMap((brief, i) => [
    { brief, seed: i + 1, look: 'sonic' as const },
    { brief, seed: i + 1, look: 'photon' as const },
  ]);
  await renderWebVariants(specs[0]!); // warm-up: font registration, JIT
  const preview: number[] = [];
  for (const spec of specs) preview.push(await time(() => renderWebVariants(spec)));
  const exportJpeg: number[] = [];
  for (const spec of specs.filter((_, i) => i % 3 === 0)) exportJpeg.push(await time(() => renderExportJpeg(spec)));
  // An outside provider's 1024² PNG (a built-in cover stands in for it) made into our variants and 3000² master.
  const outside: number[] = [];
  for (const spec of specs.filter((_, i) => i % 4 === 0)) {
    const png = await sharp((await renderWebVariants(spec)).preview)
      .png()
      .toBuffer();
    outside.push(await time(() => normaliseProviderImage(png, 'bench')));
  }
  return [
    {
      name: 'preview: draw 1024² + WebP preview and 256² thumbnail',
      runs: preview.length,
      ...stats(preview),
      goalMs: 150,
    },
    { name: 'export: draw 3000² + sRGB JPEG q92', runs: exportJpeg.length, ...stats(exportJpeg), goalMs: 1500 },
    {
      name: 'outside image: 1024² PNG → preview, thumbnail, Lanczos 3000² JPEG master',
      runs: outside.length,
      ...stats(outside),
      goalMs: 1500,
    },
  ];
}
