import { zipSync } from 'fflate';
import { createCanvas } from '@napi-rs/canvas';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { CoverEdit } from '../../shared/contracts/cover-edit.ts';
import { artCanvas, type EditArt } from './edit-export.ts';
import { gradeEdit, letterEdit } from './edit.ts';
import { familyFor } from './faces.ts';
import { encodeExportJpeg, EXPORT_SIZE } from './encode.ts';

/**
 * The release kit: one edit drawn once at 3000² and cut into what a release campaign posts, as one ZIP. Sizes are
 * the platforms' own: a square feed post, a 9:16 story, YouTube's channel art (2560 × 1440, whose 1546 × 423 middle
 * shows on every device) and a 640² thumbnail. Story and banner set the cover over its own art, enlarged, blurred
 * and darkened to fill the frame; the banner sets the artist and title beside the cover, inside the safe middle.
 */
export const PACK_PARTS = [
  { id: 'master', label: '', width: EXPORT_SIZE, height: EXPORT_SIZE },
  { id: 'post', label: 'post 1080', width: 1080, height: 1080 },
  { id: 'story', label: 'story 1080x1920', width: 1080, height: 1920 },
  { id: 'banner', label: 'banner 2560x1440', width: 2560, height: 1440 },
  { id: 'thumbnail', label: 'thumbnail 640', width: 640, height: 640 },
] as const;

/** YouTube channel art's middle, shown on every device: the banner's cover and lettering stay inside it. */
export const BANNER_SAFE = { width: 1546, height: 423 };
/** Space between the banner's cover and its lettering. */
const BANNER_GAP = 64;
/** The cover's side on the story, with room above and below for the platform's own buttons. */
const STORY_COVER = 900;

const jpeg = (image: Sharp, quality = 90) =>
  image.withIccProfile('srgb').jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();

/** The art enlarged, blurred and darkened to fill `width` × `height`: a backdrop without the cover's lettering. */
function backdrop(art: () => Sharp, width: number, height: number) {
  const fill = Math.max(width, height);
  return art()
    .resize(fill, fill, { kernel: 'lanczos3' })
    .extract({ left: Math.round((fill - width) / 2), top: Math.round((fill - height) / 2), width, height })
    .blur(Math.round(fill / 60))
    .modulate({ brightness: 0.55, saturation: 1.1 })
    .raw()
    .toBuffer();
}

/** The cover at `side` over the backdrop, at (`left`, `top`) or centred; `extra` layers go on top. */
async function coverOver(
  square: () => Sharp,
  art: () => Sharp,
  frame: { width: number; height: number; side: number; left?: number; top?: number },
  extra: OverlayOptions[] = [],
) {
  const { width, height, side } = frame;
  const cover = await square().resize(side, side, { kernel: 'lanczos3' }).png({ compressionLevel: 1 }).toBuffer();
  return sharp(await backdrop(art, width, height), { raw: { width, height, channels: 3 } }).composite([
    {
      input: cover,
      left: frame.left ?? Math.round((width - side) / 2),
      top: frame.top ?? Math.round((height - side) / 2),
    },
    ...extra,
  ]);
}

/**
 * The banner's lettering beside the cover: the artist large, the title under it, in the title's own typeface,
 * shrunk to fit the safe area's width. Null when the edit has neither line.
 */
function bannerLettering(doc: CoverEdit, width: number, height: number, left: number): OverlayOptions | null {
  const line = (role: 'title' | 'artist') =>
    doc.text.layers
      .find((l) => l.role === role)
      ?.text.replace(/\s+/g, ' ')
      .trim() ?? '';
  const artist = line('artist');
  const title = line('title');
  if (!artist && !title) return null;
  const face = doc.text.layers.find((l) => l.role === 'title') ?? doc.text.layers[0]!;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const room = (width - BANNER_SAFE.width) / 2 + BANNER_SAFE.width - left;
  const fit = (text: string, size: number) => {
    const family = familyFor(face.typeface, face.weight, text).family;
    ctx.font = `${size}px ${family}`;
    const scale = Math.min(1, room / Math.max(1, ctx.measureText(text).width));
    ctx.font = `${Math.floor(size * scale)}px ${family}`;
    return Math.floor(size * scale);
  };
  ctx.fillStyle = '#f4f1ea';
  ctx.textBaseline = 'alphabetic';
  const big = artist || title;
  const small = artist ? title : '';
  const bigSize = fit(big, 150);
  const smallSize = small ? Math.min(bigSize * 0.55, 90) : 0;
  const block = bigSize + (small ? smallSize * 1.3 : 0);
  const top = (height - block) / 2;
  ctx.fillText(big, left, top + bigSize * 0.85);
  if (small) {
    fit(small, smallSize);
    ctx.globalAlpha = 0.8;
    ctx.fillText(small, left, top + bigSize + smallSize * 1.15);
  }
  return { input: canvas.toBuffer('image/png'), left: 0, top: 0 };
}

/** The release kit of an edit as a ZIP; files are named from `base` ("Artist - Title"). */
export async function renderPack(art: EditArt, doc: CoverEdit, seed: number, base: string): Promise<Uint8Array> {
  const canvas = await artCanvas(art, doc.art, EXPORT_SIZE, doc);
  const raw = (data: Buffer) =>
    sharp(data, { raw: { width: EXPORT_SIZE, height: EXPORT_SIZE, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
  // The art as edited (its grade) before the edit's lettering and plate, for backdrops without ghosts of the title:
  // the ungraded art behind a mono cover showed the picture the edit had changed.
  const bare = createCanvas(EXPORT_SIZE, EXPORT_SIZE);
  bare.getContext('2d').drawImage(canvas, 0, 0);
  gradeEdit(bare, { ...doc, text: { ...doc.text, plate: null } }, EXPORT_SIZE, seed);
  const artOnly = await raw(bare.data());
  gradeEdit(canvas, doc, EXPORT_SIZE, seed);
  letterEdit(canvas, doc, EXPORT_SIZE);
  const rgb = await raw(canvas.data());
  const view = (data: Buffer) => () => sharp(data, { raw: { width: EXPORT_SIZE, height: EXPORT_SIZE, channels: 3 } });
  const square = view(rgb);
  const plainArt = view(artOnly);
  const sized = (side: number) => square().resize(side, side, { kernel: 'lanczos3' });

  const [bw, bh] = [2560, 1440];
  const safeLeft = Math.round((bw - BANNER_SAFE.width) / 2);
  const safeTop = Math.round((bh - BANNER_SAFE.height) / 2);
  const lettering = bannerLettering(doc, bw, bh, safeLeft + BANNER_SAFE.height + BANNER_GAP);
  const bannerFrame = lettering
    ? { width: bw, height: bh, side: BANNER_SAFE.height, left: safeLeft, top: safeTop }
    : { width: bw, height: bh, side: BANNER_SAFE.height };

  const [master, post, story, banner, thumbnail] = await Promise.all([
    encodeExportJpeg(square()),
    jpeg(sized(1080)),
    coverOver(square, plainArt, { width: 1080, height: 1920, side: STORY_COVER }).then((image) => jpeg(image)),
    coverOver(square, plainArt, bannerFrame, lettering ? [lettering] : []).then((image) => jpeg(image)),
    jpeg(sized(640)),
  ]);
  const files = { master, post, story, banner, thumbnail };
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const part of PACK_PARTS) {
    // JPEGs do not compress further: stored, the ZIP is made in milliseconds.
    entries[`${base}${part.label ? ` - ${part.label}` : ''}.jpg`] = [files[part.id], { level: 0 }];
  }
  return zipSync(entries);
}
