import { hexToRgb } from '../../../shared/color.ts';
import { SWATCH_LABELS, type Palette, type PaletteFormat } from '../../../shared/contracts/tone.ts';

/**
 * A palette as a file a design tool opens: Adobe Swatch Exchange (Photoshop, Illustrator, InDesign, Affinity), a GIMP
 * palette (GIMP, Krita, Inkscape) or CSS custom properties. Swatches keep the Color Tone Assistant's order and names.
 */
export function paletteFile(
  palette: Palette,
  format: PaletteFormat,
  name: string,
): { bytes: Buffer; contentType: string } {
  switch (format) {
    case 'ase':
      return { bytes: ase(palette, name), contentType: 'application/octet-stream' };
    case 'gpl':
      return { bytes: Buffer.from(gpl(palette, name)), contentType: 'text/plain; charset=utf-8' };
    case 'css':
      return { bytes: Buffer.from(css(palette, name)), contentType: 'text/css; charset=utf-8' };
  }
}

/** A name as ASE stores it: its length in UTF-16 units with the closing zero, then UTF-16BE text and the zero. */
function aseName(text: string): Buffer {
  const units = Buffer.from(`${text}\u0000`, 'utf16le').swap16();
  const length = Buffer.alloc(2);
  length.writeUInt16BE(units.length / 2);
  return Buffer.concat([length, units]);
}

function aseBlock(type: number, body: Buffer): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt16BE(type, 0);
  head.writeUInt32BE(body.length, 2);
  return Buffer.concat([head, body]);
}

/**
 * ASE 1.0: 'ASEF', the version, the number of blocks, then a group (0xc001 … 0xc002) holding one colour entry
 * (0x0001) per swatch: its name, the 'RGB ' model, three big-endian floats from 0 to 1 and the type 2 (normal).
 */
function ase(palette: Palette, name: string): Buffer {
  const colours = palette.swatches.map((swatch) => {
    const rgb = Buffer.alloc(4 + 12 + 2);
    rgb.write('RGB ', 0, 'ascii');
    hexToRgb(swatch.hex).forEach((channel, i) => rgb.writeFloatBE(channel / 255, 4 + i * 4));
    rgb.writeUInt16BE(2, 16);
    return aseBlock(0x0001, Buffer.concat([aseName(`${SWATCH_LABELS[swatch.name]} ${swatch.hex}`), rgb]));
  });
  const blocks = [aseBlock(0xc001, aseName(name)), ...colours, aseBlock(0xc002, Buffer.alloc(0))];
  const head = Buffer.alloc(12);
  head.write('ASEF', 0, 'ascii');
  head.writeUInt16BE(1, 4);
  head.writeUInt16BE(0, 6);
  head.writeUInt32BE(blocks.length, 8);
  return Buffer.concat([head, ...blocks]);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function gpl(palette: Palette, name: string): string {
  const rows = palette.swatches.map((swatch) => {
    const [r, g, b] = hexToRgb(swatch.hex).map((v) => String(v).padStart(3, ' '));
    return `${r} ${g} ${b}\t${SWATCH_LABELS[swatch.name]} ${swatch.hex}`;
  });
  return ['GIMP Palette', `Name: ${oneLine(name)}`, `Columns: ${palette.swatches.length}`, '#', ...rows, ''].join('\n');
}

function css(palette: Palette, name: string): string {
  const props = palette.swatches.map(
    (swatch) => `  --${SWATCH_LABELS[swatch.name].toLowerCase().replace(/\s+/g, '-')}: ${swatch.hex};`,
  );
  // A name cannot close the comment it is written in.
  return [
    `/* ${oneLine(name).replace(/\*\//g, '* /')}: palette from Soundsleeve */`,
    ':root {',
    ...props,
    '}',
    '',
  ].join('\n');
}
