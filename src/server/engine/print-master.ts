import { deflateSync } from 'node:zlib';
import {
  cmyk,
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
} from 'pdf-lib';
import sharp from 'sharp';
import type { CoverEdit } from '../../shared/contracts/cover-edit.ts';
import { PRINT_BLEED_MM, PRINT_PPI, PRINT_PRODUCTS, type PrintProduct } from '../../shared/release/print.ts';
import { artCanvas, type EditArt } from './edit-export.ts';
import { drawEdit } from './edit.ts';

/**
 * Print masters (docs/decisions/016-print-and-mockups.md): the edit drawn at the product's trim size at 300 ppi,
 * its edges mirrored outwards into the bleed (so what is left after trimming is exactly the cover as designed),
 * separated to CMYK with sharp's CMYK profile, and set in a PDF whose TrimBox and BleedBox say where the cut and
 * the bleed are, with crop marks in the slug and the profile as the output intent. The pixels go in losslessly
 * (Flate), as printers prefer.
 */

const MM_PER_INCH = 25.4;
const PT_PER_INCH = 72;
/** Paper around the bleed for the crop marks. */
const SLUG_MM = 10;
/** Crop marks start this far outside the trim (clear of the bleed) and run this long. */
const MARK_OFFSET_MM = 4;
const MARK_LENGTH_MM = 5;

const px = (mm: number) => Math.round((mm / MM_PER_INCH) * PRINT_PPI);
const ptOfPx = (n: number) => (n / PRINT_PPI) * PT_PER_INCH;
const ptOfMm = (mm: number) => (mm / MM_PER_INCH) * PT_PER_INCH;

/** A product's sizes in pixels: the trim, and the bleed on each side (at least `PRINT_BLEED_MM`). */
export function printGeometry(product: PrintProduct) {
  const trim = px(PRINT_PRODUCTS[product].trimMm);
  const bleed = Math.ceil((PRINT_BLEED_MM / MM_PER_INCH) * PRINT_PPI);
  return { trim, bleed, full: trim + 2 * bleed };
}

/** The CMYK profile sharp separates with, as bytes (for the PDF's output intent). */
async function cmykProfile(): Promise<Buffer> {
  const probe = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#808080' } })
    .withIccProfile('cmyk')
    .tiff()
    .toBuffer();
  const { icc } = await sharp(probe).metadata();
  if (!icc) throw new Error('sharp wrote no CMYK profile');
  return icc;
}

/** The edit at the trim size with mirrored bleed, separated to CMYK: raw bytes, 4 per pixel. */
async function separated(art: EditArt, doc: CoverEdit, seed: number, product: PrintProduct) {
  const { trim, bleed, full } = printGeometry(product);
  const canvas = await artCanvas(art, doc.art, trim, doc);
  drawEdit(canvas, doc, trim, seed);
  const cmykBytes = await sharp(canvas.data(), { raw: { width: trim, height: trim, channels: 4 } })
    .removeAlpha()
    .extend({ top: bleed, bottom: bleed, left: bleed, right: bleed, extendWith: 'mirror' })
    .withIccProfile('cmyk')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (cmykBytes.info.channels !== 4 || cmykBytes.info.width !== full) throw new Error('CMYK separation failed');
  return cmykBytes.data;
}

/** Registration-black crop marks at the trim's four corners, outside the bleed. */
function drawCropMarks(page: PDFPage, trimX: number, trimY: number, trimSide: number) {
  const offset = ptOfMm(MARK_OFFSET_MM);
  const length = ptOfMm(MARK_LENGTH_MM);
  const line = { thickness: 0.25, color: cmyk(1, 1, 1, 1) };
  for (const x of [trimX, trimX + trimSide])
    for (const y of [trimY, trimY + trimSide]) {
      const outX = x === trimX ? -1 : 1;
      const outY = y === trimY ? -1 : 1;
      // A horizontal mark in line with the trim's edge, and a vertical one.
      page.drawLine({ start: { x: x + outX * offset, y }, end: { x: x + outX * (offset + length), y }, ...line });
      page.drawLine({ start: { x, y: y + outY * offset }, end: { x, y: y + outY * (offset + length) }, ...line });
    }
}

/** The print master of an edit for `product`, as a PDF. */
export async function renderPrintMaster(
  art: EditArt,
  doc: CoverEdit,
  seed: number,
  product: PrintProduct,
  title: string,
): Promise<Buffer> {
  const { trim, bleed, full } = printGeometry(product);
  const [pixels, profile] = await Promise.all([separated(art, doc, seed, product), cmykProfile()]);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} – ${PRINT_PRODUCTS[product].name}`);
  pdf.setCreator('Soundsleeve');
  pdf.setProducer('Soundsleeve');
  const slug = ptOfMm(SLUG_MM);
  const bleedSide = ptOfPx(full);
  const trimSide = ptOfPx(trim);
  const side = bleedSide + 2 * slug;
  const page = pdf.addPage([side, side]);
  const bleedAt = slug;
  const trimAt = slug + ptOfPx(bleed);
  page.setBleedBox(bleedAt, bleedAt, bleedSide, bleedSide);
  page.setTrimBox(trimAt, trimAt, trimSide, trimSide);

  const context = pdf.context;
  const image = context.register(
    context.stream(deflateSync(pixels, { level: 6 }), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: full,
      Height: full,
      ColorSpace: 'DeviceCMYK',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  const name = page.node.newXObject('Cover', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(bleedSide, 0, 0, bleedSide, bleedAt, bleedAt),
    drawObject(name),
    popGraphicsState(),
  );
  drawCropMarks(page, trimAt, trimAt, trimSide);

  // The profile the pixels were separated with, named as the output intent (as PDF/X does).
  const profileStream = context.register(context.stream(deflateSync(profile), { N: 4, Filter: 'FlateDecode' }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: PDFString.of('Custom'),
    Info: PDFString.of('CMYK, separated with the Chemical proof profile'),
    DestOutputProfile: profileStream,
  });
  pdf.catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
