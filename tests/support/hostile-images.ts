import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** One chunk of a PNG: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG written byte by byte: its header says `width` × `height`, whatever its IDAT holds. */
function pngOf(width: number, height: number, header: { depth: number; colour: number }, idat: Buffer) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = header.depth;
  ihdr[9] = header.colour;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const strip = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A real 16² JPEG whose start-of-frame says 60000 × 60000. */
async function forgedJpeg() {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#345678' } })
    .jpeg()
    .toBuffer();
  for (let at = 2; at < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1]! >= 0xc0 && jpeg[at + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(60_000, at + 5);
      jpeg.writeUInt16BE(60_000, at + 7);
      return jpeg;
    }
  }
  throw new Error('no start-of-frame in the JPEG');
}

/** A real 16² lossy WebP whose VP8 frame header says 16383 × 16383 (the largest WebP there is). */
async function forgedWebp() {
  const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  if (webp.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('not a simple lossy WebP');
  webp.writeUInt16LE(16_383, 26);
  webp.writeUInt16LE(16_383, 28);
  return webp;
}

export interface HostileImage {
  name: string;
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg' | 'image/webp';
  /** The size the file is, or claims to be: [width, height]. */
  size: [number, number];
}

/**
 * Small files that are, or claim to be, pictures no route should spend its memory on: thin strips both ways, headers
 * claiming giant sizes over a few bytes of data, and a decompression bomb (a 20000² black PNG of about 50 KB: 1-bit
 * rows of zeros deflate a thousandfold). Each is a few hundred bytes to tens of kilobytes.
 */
export async function hostileImages(): Promise<HostileImage[]> {
  const png = (name: string, size: [number, number], bytes: Buffer): HostileImage => ({
    name,
    bytes,
    type: 'image/png',
    size,
  });
  return [
    png('an 8192 × 1 strip', [8192, 1], await strip(8192, 1)),
    png('a 1 × 8192 strip', [1, 8192], await strip(1, 8192)),
    png('a 32768 × 1 strip', [32_768, 1], await strip(32_768, 1)),
    png('a 1 × 32768 strip', [1, 32_768], await strip(1, 32_768)),
    png(
      'a PNG header claiming 60000 × 60000',
      [60_000, 60_000],
      pngOf(60_000, 60_000, { depth: 8, colour: 2 }, deflateSync(Buffer.alloc(64))),
    ),
    {
      name: 'a JPEG header claiming 60000 × 60000',
      bytes: await forgedJpeg(),
      type: 'image/jpeg',
      size: [60_000, 60_000],
    },
    {
      name: 'a WebP header claiming 16383 × 16383',
      bytes: await forgedWebp(),
      type: 'image/webp',
      size: [16_383, 16_383],
    },
    png(
      'a 20000 × 20000 black PNG (a decompression bomb)',
      [20_000, 20_000],
      // Each row: filter byte 0, then 20000 one-bit pixels.
      pngOf(20_000, 20_000, { depth: 1, colour: 0 }, deflateSync(Buffer.alloc(20_000 * (1 + 2_500)), { level: 9 })),
    ),
  ];
}

/** An ordinary picture every route takes (640 × 480 unless asked otherwise): a red disc on blue. */
export async function ordinaryImage(width = 640, height = 480): Promise<HostileImage> {
  const disc = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#d02020"/></svg>`;
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#1f3fbf' } })
    .composite([{ input: Buffer.from(disc) }])
    .png()
    .toBuffer();
  return { name: `an ordinary ${width} × ${height} picture`, bytes, type: 'image/png', size: [width, height] };
}
