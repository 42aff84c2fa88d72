/**
 * Contact sheets of the logo treatments, to judge them by eye as a designer would: every treatment for a few
 * names, with and without an emblem, on a dark and on a light background (a logo is a transparent file that
 * lands on both). Run with tsx:
 *
 *   npx tsx src/server/engine/logos/contact-sheet.ts                       every treatment
 *   npx tsx src/server/engine/logos/contact-sheet.ts --only metal-thorns   some treatments (comma-separated)
 *   npx tsx src/server/engine/logos/contact-sheet.ts --names "Björk,Motörhead" --per-sheet 6 --cell 560
 *   npx tsx src/server/engine/logos/contact-sheet.ts --colour '#ffffff' --out /tmp/white   one ink for all
 *
 * Sheets go to <os temp dir>/soundsleeve-logos/ (or --out DIR), named logos-<bg>-<n>.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { LOGO_TREATMENTS, type LogoTreatmentId } from '../../../shared/logo-treatments.ts';
import { drawLogoPng, drawLogoSvg } from './logo.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    names: { type: 'string', default: 'Beyoncé,Sigur Rós,Mötley Crüe,The Extraordinary Gentlemen of Brass' },
    out: { type: 'string', default: path.join(os.tmpdir(), 'soundsleeve-logos') },
    colour: { type: 'string' },
    cell: { type: 'string', default: '760' },
    cols: { type: 'string', default: '2' },
    'per-sheet': { type: 'string', default: '2' },
  },
});

/** An emblem that suits each treatment's genre, shown on every other name. */
const EMBLEM_FOR: Record<LogoTreatmentId, string> = {
  'metal-thorns': 'mdi:skull',
  'metal-steel': 'mdi:sword-cross',
  'hiphop-block': 'ph:crown-fill',
  'hiphop-drip': 'mdi:diamond-stone',
  'indie-lowercase': 'sleeve:moth',
  'electronic-wide': 'ph:planet-fill',
  'electronic-glitch': 'ph:eye-fill',
  'techno-mono': 'ph:headphones-fill',
  'jazz-swash': 'mdi:saxophone',
  'country-western': 'ph:cowboy-hat-fill',
  'punk-ransom': 'ph:hand-fist-fill',
  'punk-stencil': 'ph:lightning-fill',
  'pop-sticker': 'ph:heart-fill',
  'lofi-hand': 'ph:cassette-tape-fill',
  'classical-engraved': 'mdi:music-clef-treble',
  'soul-funk': 'ph:sun-fill',
  'folk-seal': 'ph:mountains-fill',
  'synthwave-chrome': 'ph:sun-fill',
};

const only = values.only?.split(',').map((s) => s.trim());
const treatments = LOGO_TREATMENTS.filter((t) => !only || only.includes(t.id));
const names = values.names.split(',').map((s) => s.trim());
const cellW = Number(values.cell);
const cellH = Math.round(cellW * 0.3);
const cols = Number(values.cols);
const rowsPer = Math.ceil(names.length / cols);
const label = 22;
const gap = 14;
const perSheet = Number(values['per-sheet']);
const BACKGROUNDS = { dark: ['#121215', '#9a9aa3'], light: ['#f2efe8', '#55555c'] } as const;

fs.mkdirSync(values.out, { recursive: true });
const timings: string[] = [];
// Draw every logo once (the PNG at twice the cell's height, for a crisp downscale), then lay out both sheets.
const images = new Map<string, Awaited<ReturnType<typeof loadImage>>>();
for (const t of treatments) {
  for (const [i, name] of names.entries()) {
    const req = {
      name,
      treatment: t.id,
      ...(i % 2 === 1 && { emblem: EMBLEM_FOR[t.id] }),
      ...(values.colour && { colour: values.colour }),
    };
    const t0 = performance.now();
    drawLogoSvg(req);
    const t1 = performance.now();
    const png = await drawLogoPng(req, (cellH - label) * 2);
    timings.push(`${t.id.padEnd(20)} ${name.padEnd(38)} svg ${(t1 - t0).toFixed(0)} ms`);
    images.set(`${t.id}/${i}`, await loadImage(png));
  }
}

for (const [bg, [paper, text]] of Object.entries(BACKGROUNDS)) {
  for (let first = 0, n = 1; first < treatments.length; first += perSheet, n++) {
    const batch = treatments.slice(first, first + perSheet);
    const sheet = createCanvas(gap + cols * (cellW + gap), gap + batch.length * rowsPer * (cellH + gap));
    const ctx = sheet.getContext('2d');
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, sheet.width, sheet.height);
    ctx.font = '15px sans-serif';
    batch.forEach((t, row) => {
      names.forEach((_, k) => {
        const x = gap + (k % cols) * (cellW + gap);
        const y = gap + (row * rowsPer + Math.floor(k / cols)) * (cellH + gap);
        const img = images.get(`${t.id}/${k}`)!;
        const scale = Math.min((cellW - 10) / img.width, (cellH - label - 6) / img.height);
        const w = img.width * scale;
        const h = img.height * scale;
        ctx.drawImage(img, x + (cellW - w) / 2, y + label + (cellH - label - h) / 2, w, h);
        ctx.fillStyle = text;
        ctx.fillText(`${t.genre} · ${t.label} (${t.id})${k % 2 === 1 ? ' + emblem' : ''}`, x, y + 15);
      });
    });
    const file = path.join(values.out, `logos-${bg}-${n}.png`);
    fs.writeFileSync(file, await sheet.encode('png'));
    console.log(`Wrote ${file}`);
  }
}
console.log(timings.join('\n'));
