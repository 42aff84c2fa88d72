/**
 * The layouts of a cover of lettering alone (a type-led cover with nothing drawn): what a designer does with a title
 * when the title is the picture. 'stacked' sets it a word a line, as large as the widest word lets, edge to edge;
 * 'repeated' fills the sleeve with rows of it; 'fading' echoes it down the sleeve, each copy fainter than the one
 * above. An idea that says which gets it (TYPE_ARRANGEMENTS in the brief); otherwise half the seeds stack the title
 * and half centre it, as every type-led cover did before (round 60's judges: "default layout", "placeholder type").
 *
 * The title the editor moves and retypes is one copy (the `lines`); the other copies (the `echoes`) are part of the
 * art, drawn with it, so the editor opens on the same cover.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { MAX_TEXT_SIZE, SAFE_MARGIN } from '../../shared/contracts/cover-edit.ts';
import type { TypeArrangement } from '../../shared/contracts/scene-brief.ts';
import type { CoverPlan } from './plan.ts';
import { U } from './planner.ts';

/** One line of set type, in the 1000-unit square: its top-left (or top-centre, top-right) corner and its ink. */
export interface TypeLine {
  role: 'title' | 'artist';
  text: string;
  /** Font size in units. */
  size: number;
  x: number;
  y: number;
  color: string;
  /** Opacity of an echo (1 when absent). */
  alpha?: number;
}

/** The arrangement a cover's title gets: one of the brief's, or 'banded' (set in the plan's clearest text band). */
export type Arrangement = TypeArrangement | 'banded';

/** Lettering asked to be small: a title a little over the store's legibility floor, the artist under it. */
export const SMALL_TITLE = 48;
export const SMALL_ARTIST = 30;
/** Line advance of a title's lines, in ems: the editor's own (edit-document.ts), so the editor draws them the same. */
export const TITLE_LEADING = 1.02;

/** Whether an arrangement draws copies of the title besides the one the type layer sets. */
export const echoesTitle = (arrangement: Arrangement): boolean =>
  arrangement === 'repeated' || arrangement === 'fading';

export function arrangementOf(plan: Pick<CoverPlan, 'brief' | 'subjects' | 'design'>): Arrangement {
  const { brief } = plan;
  const typeLed = brief.composition === 'typographic' && plan.subjects.length === 0 && !brief.shapes?.length;
  if (!typeLed || !brief.title) return 'banded';
  if (brief.typeArrangement) return brief.typeArrangement;
  // A place or a small size asked for the lettering is set in that band.
  if (brief.typePlace || brief.typeSize === 'small') return 'banded';
  return plan.design.fork('arrangement').chance(0.5) ? 'stacked' : 'banded';
}

function widthOf(ctx: SKRSContext2D, text: string, size: number, family: string): number {
  ctx.font = `${size}px ${family}`;
  return ctx.measureText(text).width;
}

/**
 * How far below a line's top (the type layer's 'top' baseline) its ink reaches, in ems: a script's swashes and
 * descenders hang well below its em box (Pacifico's "DAYS" ran off a stacked sleeve's foot).
 */
function inkDepth(ctx: SKRSContext2D, text: string, family: string): number {
  ctx.font = `100px ${family}`;
  ctx.textBaseline = 'top';
  return ctx.measureText(text).actualBoundingBoxDescent / 100;
}

/** The largest size ≤ max at which every line fits `width`. */
function fitAll(ctx: SKRSContext2D, lines: readonly string[], family: string, width: number, max: number): number {
  const widest = Math.max(...lines.map((l) => widthOf(ctx, l, 100, family)));
  return Math.min(max, (width / Math.max(1, widest)) * 100);
}

/** A title's words in at most `rows` lines of similar length, a word a line when they fit. */
function wordsInRows(title: string, rows: number): string[] {
  const words = title.trim().split(/\s+/);
  if (words.length <= rows) return words;
  const target = title.length / rows;
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + w.length / 2 > target && out.length < rows - 1) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  return [...out, line];
}

export interface Arranged {
  align: 'left' | 'center';
  lines: TypeLine[];
  echoes: TypeLine[];
}

/**
 * Sets the title (and artist) in an arrangement over the whole sleeve, in `ink` (`artistInk` for the artist), within
 * the release check's safe margin.
 */
export function arrange(
  ctx: SKRSContext2D,
  arrangement: Exclude<Arrangement, 'banded'>,
  plan: Pick<CoverPlan, 'brief' | 'design'>,
  family: string,
  ink: string,
  artistInk: string,
): Arranged {
  const { title = '', artist, typeSize } = plan.brief;
  const rng = plan.design.fork('arrangement');
  const m = SAFE_MARGIN;
  const width = U - 2 * m;
  const artistSize = artist
    ? Math.min(typeSize === 'small' ? SMALL_ARTIST : 40, (width / Math.max(1, widthOf(ctx, artist, 100, family))) * 100)
    : 0;
  const artistRoom = artist ? artistSize * 1.8 : 0;
  const line = (text: string, size: number, x: number, y: number, alpha?: number): TypeLine => ({
    role: 'title',
    text,
    size,
    x,
    y,
    color: ink,
    ...(alpha !== undefined ? { alpha } : {}),
  });
  const artistAt = (y: number, x = m): TypeLine[] =>
    artist ? [{ role: 'artist', text: artist, size: artistSize, x, y, color: artistInk }] : [];

  if (arrangement === 'stacked') {
    const rows = wordsInRows(title, 4);
    const height = U - 2 * m - artistRoom;
    // The stack's height in ems: the rows' advance, and the last row's ink to its lowest point.
    const ems = (rows.length - 1) * TITLE_LEADING + Math.max(TITLE_LEADING, inkDepth(ctx, rows.at(-1)!, family));
    const size = Math.min(
      // The editor holds no larger letters: the cover opens in it as drawn.
      fitAll(ctx, rows, family, width, typeSize === 'small' ? 120 : MAX_TEXT_SIZE),
      height / ems,
    );
    const block = ems * size;
    // The stack hangs from the top with the artist at the foot, or stands on the foot under the artist.
    const low = rng.chance(0.5);
    const top = low ? U - m - block : m;
    return {
      align: 'left',
      lines: [
        ...rows.map((r, i) => line(r, size, m, top + i * size * TITLE_LEADING)),
        ...artistAt(low ? m : U - m - artistSize * 1.1),
      ],
      echoes: [],
    };
  }

  if (arrangement === 'repeated') {
    // A pattern of one size, small when asked small; the copy the editor holds sits in the middle of the grid.
    const size = Math.min(
      typeSize === 'small' ? SMALL_TITLE : typeSize === 'large' ? 150 : 84,
      fitAll(ctx, [title], family, width, MAX_TEXT_SIZE),
    );
    const w = widthOf(ctx, title, size, family);
    const gap = size * 0.6;
    const cols = Math.max(1, Math.floor((width + gap) / (w + gap)));
    const step = size * 1.45;
    const rows = Math.max(1, Math.floor((U - 2 * m - artistRoom + step - size) / step));
    const left = m + (width - (cols * w + (cols - 1) * gap)) / 2;
    const top = m + (U - 2 * m - artistRoom - ((rows - 1) * step + size)) / 2;
    const main = { row: Math.floor(rows / 2), col: Math.floor((cols - 1) / 2) };
    const copies: TypeLine[] = [];
    let held: TypeLine | undefined;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const copy = line(title, size, left + c * (w + gap), top + r * step);
        if (r === main.row && c === main.col) held = copy;
        else copies.push(copy);
      }
    return { align: 'left', lines: [held!, ...artistAt(U - m - artistSize * 1.1)], echoes: copies };
  }

  // Fading: the title at the top, copies under it down to the artist, each fainter, the last almost gone; on one
  // line unless that would set it too small to lead, and small enough for at least five copies.
  const height = U - 2 * m - artistRoom;
  const fit = (rows: string[]) =>
    Math.min(
      fitAll(ctx, rows, family, width, typeSize === 'small' ? SMALL_TITLE * 1.5 : 180),
      height / (5 * (rows.length * TITLE_LEADING + 0.18)),
    );
  const rows = fit([title]) >= 64 ? [title] : wordsInRows(title, 2);
  const size = fit(rows);
  const block = rows.length * size * TITLE_LEADING;
  const step = block + size * 0.18;
  const copies = Math.floor((height - block) / step) + 1;
  const echoes: TypeLine[] = [];
  for (let k = 1; k < copies; k++) {
    const alpha = 0.06 + 0.8 * (1 - k / copies) ** 1.6;
    rows.forEach((r, i) => echoes.push(line(r, size, U / 2, m + k * step + i * size * TITLE_LEADING, alpha)));
  }
  return {
    align: 'center',
    lines: [
      ...rows.map((r, i) => line(r, size, U / 2, m + i * size * TITLE_LEADING)),
      ...artistAt(U - m - artistSize * 1.1, U / 2),
    ],
    echoes,
  };
}

/** Draws the echoes of an arranged title (part of the art: drawn before the editable type). */
export function drawEchoes(
  ctx: SKRSContext2D,
  layout: { family: string; align: 'left' | 'center' | 'right'; echoes?: TypeLine[] },
): void {
  if (!layout.echoes?.length) return;
  ctx.save();
  ctx.textAlign = layout.align;
  ctx.textBaseline = 'top';
  for (const echo of layout.echoes) {
    ctx.font = `${echo.size}px ${layout.family}`;
    ctx.globalAlpha = echo.alpha ?? 1;
    ctx.fillStyle = echo.color;
    ctx.fillText(echo.text, echo.x, echo.y);
  }
  ctx.restore();
}
