/**
 * Builds the brief's palette: colours the idea names come first, cover vocabulary adds, reshapes or replaces,
 * and the rest is filled with tones of the named colours, or, when the idea names none (or only a thing's own
 * colour), with the genre's palette nudged towards the mood.
 */
import { hexToOklch, oklchToHex } from '../../../shared/color.ts';
import type { ToneShift } from '../../../shared/lexicon/color-math.ts';
import { colorDistance, hexToHsl, hslToHex, mixHex, shiftTone } from '../../../shared/lexicon/color-math.ts';
import type { ColorMention, NamedColor, PaletteMode } from '../../../shared/lexicon/colors.ts';
import { schemeToneName } from '../../../shared/lexicon/colors.ts';
import type { GenreEntry } from '../../../shared/lexicon/genres.ts';

export interface PaletteResult {
  palette: string[];
  paletteNames: string[];
}

/** Swatches closer than this (OKLab ΔE) read as one colour; the later one is dropped. */
const SAME_COLOR = 0.07;
/** How strongly a mood tints the genre's colours: enough to feel, not enough to lose the genre. */
const MOOD_STRENGTH = 0.35;
const NAME_MAX = 40;
const MIN_COLORS = 3;

const GRAYSCALE: readonly NamedColor[] = [
  { name: 'ink black', hex: '#0b0b0b' },
  { name: 'paper white', hex: '#f2f2f2' },
  { name: 'mid grey', hex: '#7a7a7a' },
  { name: 'charcoal', hex: '#2e2e2e' },
  { name: 'silver grey', hex: '#b8b8b8' },
];

const SEPIA: readonly NamedColor[] = [
  { name: 'sepia shadow', hex: '#2b1d0e' },
  { name: 'umber', hex: '#6b4f2e' },
  { name: 'faded sepia', hex: '#a68a64' },
  { name: 'parchment', hex: '#d9c7a7' },
  { name: 'old paper', hex: '#f3ead8' },
];

const NOIR: readonly NamedColor[] = [
  { name: 'noir black', hex: '#050505' },
  { name: 'smoke charcoal', hex: '#1c1c1c' },
  { name: 'fog grey', hex: '#8a8a8a' },
  { name: 'streetlight white', hex: '#e8e8e8' },
];

const fitName = (name: string): string => name.trim().slice(0, NAME_MAX).trim() || 'colour';

function prefixed(adjective: string, name: string): string {
  if (name.split(' ').includes(adjective)) return name;
  const candidate = `${adjective} ${name}`;
  return candidate.length <= NAME_MAX ? candidate : name;
}

/** Five steps of one hue from deep to pale, for "monochrome" with a named colour. */
function ramp(base: NamedColor): NamedColor[] {
  const { h, s } = hexToHsl(base.hex);
  const sat = Math.max(0.3, Math.min(0.85, s));
  const steps: [number, string][] = [
    [0.12, 'deep'],
    [0.3, 'dark'],
    [0.5, ''],
    [0.7, 'light'],
    [0.88, 'pale'],
  ];
  return steps.map(([l, word]) => ({
    hex: hslToHex({ h, s: sat, l }),
    name: word ? prefixed(word, base.name) : base.name,
  }));
}

function mostSaturated(colors: readonly NamedColor[]): NamedColor | undefined {
  let best: NamedColor | undefined;
  let bestScore = -1;
  for (const c of colors) {
    const { s, l } = hexToHsl(c.hex);
    const score = s * (1 - Math.abs(l - 0.5) * 1.6);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

function duotone(colors: readonly NamedColor[]): NamedColor[] {
  const [a] = colors;
  if (!a) return [];
  const b = colors.find((c) => colorDistance(c.hex, a.hex) > 0.25) ??
    colors[1] ?? { name: 'paper white', hex: '#f2f2f2' };
  return [
    a,
    b,
    { name: 'duotone blend', hex: mixHex(a.hex, b.hex, 0.5) },
    { name: prefixed('deep', a.name), hex: mixHex(a.hex, '#000000', 0.45) },
    { name: prefixed('pale', b.name), hex: mixHex(b.hex, '#ffffff', 0.55) },
  ];
}

/**
 * Tones of the colours an idea set its cover in, to fill the palette instead of the genre's house colours (which
 * outvoted a named "pistachio and white" with magenta and purple): a second tone of a lone colour, a deep shade for
 * shadow and ground when nothing named is dark, a pale tint for haze and paper when nothing named is light.
 */
function schemeTones(scheme: readonly NamedColor[]): NamedColor[] {
  const [first] = scheme;
  if (!first) return [];
  const lightness = (c: NamedColor) => hexToOklch(c.hex).l;
  const byLightness = [...scheme].sort((a, b) => lightness(a) - lightness(b));
  const darkest = byLightness[0]!;
  const lightest = byLightness[byLightness.length - 1]!;
  // Shade and tint take the hue of the most colourful named colour: white and pistachio shade to deep green.
  const hued = [...scheme].sort((a, b) => hexToOklch(b.hex).c - hexToOklch(a.hex).c)[0]!;
  const h = hexToOklch(hued.hex);
  const tones: NamedColor[] = [];
  if (scheme.length === 1) {
    const o = hexToOklch(first.hex);
    tones.push({
      name: schemeToneName(first.name, 'tone'),
      hex: oklchToHex({ l: o.l > 0.6 ? o.l - 0.2 : o.l + 0.2, c: o.c * 0.85, h: o.h }),
    });
  }
  if (lightness(darkest) > 0.32) {
    tones.push({
      name: schemeToneName(hued.name, 'shade'),
      hex: oklchToHex({ l: 0.22, c: Math.min(h.c, 0.06), h: h.h }),
    });
  }
  if (lightness(lightest) < 0.82) {
    tones.push({
      name: schemeToneName(hued.name, 'tint'),
      hex: oklchToHex({ l: 0.93, c: Math.min(h.c * 0.35, 0.035), h: h.h }),
    });
  }
  return tones;
}

function addShift(total: Required<ToneShift>, shift: ToneShift): void {
  total.saturation += shift.saturation ?? 0;
  total.lightness += shift.lightness ?? 0;
  total.warmth += shift.warmth ?? 0;
}

/**
 * `bound` holds the colours that belong to one thing ("a red car"): they colour that thing, not the cover, so an
 * idea naming only those keeps the genre's palette around it.
 */
export function buildPalette(
  mentions: readonly ColorMention[],
  genre: GenreEntry,
  moodTone?: ToneShift,
  bound: ReadonlySet<string> = new Set(),
): PaletteResult {
  const named: NamedColor[] = [];
  const lead: NamedColor[] = [];
  const accents: NamedColor[] = [];
  // Named colours and accent words in the order they were written ("navy and gold" keeps gold second).
  const mentioned: NamedColor[] = [];
  let mode: PaletteMode | undefined;
  let adjective: string | undefined;
  const shift = { saturation: 0, lightness: 0, warmth: 0 };
  let shifted = false;

  for (const { term } of mentions) {
    if (term.kind === 'color') {
      named.push(term.color);
      mentioned.push(term.color);
      continue;
    }
    const vocab = term.vocab;
    mode ??= vocab.mode;
    const colors = vocab.colors ?? [];
    if (vocab.role === 'accent') {
      accents.push(...colors);
      mentioned.push(...colors.slice(0, 1));
    } else if (vocab.role === 'blend') accents.push(...colors.slice(0, 2));
    else lead.push(...colors);
    if (vocab.shift) {
      addShift(shift, vocab.shift);
      shifted = true;
      adjective ??= vocab.adjective;
    }
  }

  const genreColors: NamedColor[] = genre.palette.map((hex, i) => ({
    hex: moodTone ? shiftTone(hex, moodTone, MOOD_STRENGTH) : hex,
    name: genre.paletteNames[i] ?? genre.label.toLowerCase(),
  }));
  const [background, ...genreRest] = genreColors;
  // The colours the idea set its cover in: those it named that no one thing claims, with the first colour of each
  // accent word beside them ("cream and soft gold").
  const free = (c: NamedColor) => !bound.has(c.hex.toLowerCase());
  const scheme = named.some(free) ? mentioned.filter(free) : [];
  // With a named colour the idea sets the palette itself, so accent words keep their place beside it and tones of
  // its own colours fill the rest; without one, accents ("neon", "gold") stay highlights after the genre's background.
  // A thing's own colour follows the cover's ("a red post box …, steel blue and sodium orange" is set in steel blue).
  const ordered = scheme.length
    ? [...scheme, ...mentioned.filter((c) => !free(c)), ...lead, ...accents, ...schemeTones(scheme)]
    : named.length
      ? [...mentioned, ...lead, ...(background ? [background] : []), ...accents, ...genreRest]
      : [...lead, ...(background ? [background] : []), ...accents, ...genreRest];

  let colors: NamedColor[];
  switch (mode) {
    case 'grayscale':
      colors = [...named, ...GRAYSCALE];
      break;
    case 'sepia':
      colors = [...named, ...SEPIA];
      break;
    case 'noir': {
      const accent = named.length ? undefined : mostSaturated(genreColors);
      colors = [...named, ...NOIR, ...(accent ? [accent] : [])];
      break;
    }
    case 'monochrome': {
      const base = named[0] ?? lead[0] ?? accents[0];
      colors = base ? ramp(base) : [...GRAYSCALE];
      break;
    }
    case 'duotone':
      colors = duotone(ordered);
      break;
    default:
      colors = ordered;
  }

  // Vocabulary tone ("pastel", "muted", "warm") reshapes every colour, and says so in the name.
  // Warmth alone leaves the colours the idea named as named: in "warm oven orange against a cold blue night" the blue
  // stays cold (round 89 printed a "warm cold blue").
  const warmthOnly = shift.saturation === 0 && shift.lightness === 0;
  if (shifted && mode !== 'grayscale' && mode !== 'sepia' && mode !== 'noir') {
    colors = colors.map((c) => {
      if (warmthOnly && named.includes(c)) return c;
      const hex = shiftTone(c.hex, shift);
      const changed = colorDistance(hex, c.hex) > 0.02;
      return { hex, name: changed && adjective ? prefixed(adjective, c.name) : c.name };
    });
  }

  const limit = named.length >= 5 ? 6 : 5;
  const kept: NamedColor[] = [];
  // Strictly distinct colours first; if a tone shift drew them together (pastel on pastel), accept closer ones.
  for (const [threshold, target] of [
    [SAME_COLOR, limit],
    [SAME_COLOR / 2.5, Math.min(limit, 4)],
  ] as const) {
    for (const c of colors) {
      if (kept.length >= target) break;
      if (kept.some((k) => k.name === c.name || colorDistance(k.hex, c.hex) < threshold)) continue;
      kept.push(c);
    }
  }
  kept.sort((a, b) => colors.indexOf(a) - colors.indexOf(b));
  // Near-identical colours were dropped: top up from the genre (unless the idea set the colours), then with tints of
  // the lead colour.
  for (const c of scheme.length ? [] : genreColors) {
    if (kept.length >= MIN_COLORS) break;
    if (!kept.some((k) => k.hex === c.hex)) kept.push(c);
  }
  const first = kept[0] ?? genreColors[0] ?? GRAYSCALE[0];
  for (let t = 0.3; kept.length < MIN_COLORS && first; t += 0.2) {
    kept.push({ hex: mixHex(first.hex, '#ffffff', t), name: prefixed('pale', first.name) });
  }

  return {
    palette: kept.map((c) => c.hex.toLowerCase()),
    paletteNames: kept.map((c) => fitName(c.name)),
  };
}
