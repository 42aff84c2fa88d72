/**
 * Words about the cover's lettering rather than things on it: "in tiny lowercase letters", "huge block capitals",
 * "a bold serif title", "typed in courier". They set the lettering's size and kind of typeface and are never drawn as
 * subjects (letters the person means to read are the cover's type, not envelopes; a courier font is no messenger).
 */
import type { PrintedEffect, TypeArrangement, TypePlace, TypeSize, TypeSurface } from '../contracts/scene-brief.ts';
import type { TypefaceId } from '../typefaces.ts';
import { findLetterMaterial } from './letter-materials.ts';

const SMALL = ['tiny', 'small', 'little', 'minute', 'micro', 'miniature', 'discreet', 'subtle', 'delicate'];
const LARGE = ['huge', 'giant', 'big', 'massive', 'large', 'enormous', 'oversized', 'oversize', 'gigantic', 'towering'];
/** How letters are cut or cased: these alone before a lettering word make it type ("lowercase letters"). */
const FORM = [
  'lowercase',
  'lower case',
  'uppercase',
  'upper case',
  'capital',
  'block',
  'bold',
  'thin',
  'light',
  'heavy',
  'condensed',
  'serif',
  'sans serif',
  'sans',
  'handwritten',
  'hand drawn',
  'hand lettered',
  'chunky',
  'stencil',
  'gothic',
  'blackletter',
  'fraktur',
  'monospace',
  'mono',
  'typewriter',
  'typewritten',
  'tall',
  'narrow',
  'compressed',
  'wide',
  'extended',
  'script',
  'cursive',
  'graffiti',
  'brush',
  'bubble',
  'rounded',
];
/**
 * The typeface that sets each kind of lettering an idea can name, by form word or by a well-known face it resembles
 * (the catalogue has no Courier or Helvetica; each maps to the nearest free face of its kind).
 */
const FACE_OF: Readonly<Record<string, TypefaceId>> = {
  condensed: 'bebas',
  tall: 'bebas',
  narrow: 'bebas',
  compressed: 'bebas',
  wide: 'unbounded',
  extended: 'unbounded',
  block: 'archivo',
  chunky: 'archivo',
  serif: 'dmSerif',
  'sans serif': 'grotesk',
  sans: 'grotesk',
  handwritten: 'marker',
  'hand drawn': 'marker',
  'hand lettered': 'marker',
  graffiti: 'marker',
  brush: 'marker',
  gothic: 'pirata',
  blackletter: 'pirata',
  fraktur: 'fraktur',
  script: 'pacifico',
  cursive: 'pacifico',
  monospace: 'spaceMono',
  mono: 'spaceMono',
  typewriter: 'spaceMono',
  typewritten: 'spaceMono',
  typed: 'spaceMono',
  scrawled: 'marker',
  scribbled: 'marker',
  // A signwriter's letters are painted by hand with a brush: the hand-drawn face, not a printer's sans.
  signwritten: 'marker',
  'sign written': 'marker',
  signwriter: 'marker',
  signwriters: 'marker',
  'sign writer': 'marker',
  'sign writers': 'marker',
  'sign painted': 'marker',
  signpainted: 'marker',
  'sign painter': 'marker',
  'sign painters': 'marker',
  signpainter: 'marker',
  signpainters: 'marker',
  courier: 'spaceMono',
  'courier new': 'spaceMono',
  helvetica: 'grotesk',
  arial: 'grotesk',
  futura: 'montserrat',
  garamond: 'ebGaramond',
  'times new roman': 'playfair',
  baskerville: 'playfair',
  bodoni: 'playfair',
  // Soft heavy faces: bubble letters are wide and round; Cooper Black's nearest free face is a heavy display serif.
  bubble: 'unbounded',
  rounded: 'unbounded',
  cooper: 'dmSerif',
  'cooper black': 'dmSerif',
};
/** Typefaces named outright; "courier" only as type ("typed in courier", "courier font"), else it is a messenger. */
const FACE_NAMED =
  /\b(?:(?:(?:typed|typewritten|set|written|lettered|printed)\s)?in\s(courier(?:\snew)?|helvetica|arial|futura|garamond|times\snew\sroman|baskerville|bodoni|cooper(?:\sblack)?)|(courier(?:\snew)?|helvetica|arial|futura|garamond|times\snew\sroman|baskerville|bodoni|cooper(?:\sblack)?)\s(?:font|type|typeface|letters|lettering)|(helvetica|futura|garamond|times\snew\sroman)|(typed|typewritten|handwritten|hand\swritten|(?:written|drawn|traced)\swith\s(?:a|his|her|my|their|one|someone's)\sfinger|scrawled|scribbled|hand\slettered|signwritten|sign\swritten|signwriters?|sign\swriters?|sign\spainted|signpainted|sign\spainters?|signpainters?))\b/g;
/** Words that name lettering outright; "title", "name" and "text" need a size or form word before them. */
const LETTERING = ['letters', 'lettering', 'type', 'typeface', 'font', 'caps', 'capitals', 'characters', 'wordmark'];
const NEEDS_A_WORD_BEFORE = ['title', 'name', 'text', 'word', 'words', 'print'];
/** What lettering is written with: type only after a size or form word ("in lowercase pencil"); else a thing. */
const WRITTEN_WITH = ['pencil', 'pen', 'biro', 'ballpoint', 'crayon', 'chalk', 'marker', 'sharpie'];
/** Words before "in" that make what follows the picture's medium, not the lettering's: "drawn in crayon". */
const DRAWN_IN =
  /\b(?:drawn|painted|sketched|done|coloured|colored|shaded|rendered|illustrated|doodled)\s(?:\w+\s)?in\s?$/;
/** What a fine point writes: a thin hand (a marker, crayon or chalk writes the broad one). */
const FINE_POINTS = new Set(['pencil', 'pen', 'biro', 'ballpoint']);

const alternatives = (words: readonly string[]) => words.map((w) => w.replace(/ /g, '\\s')).join('|');
// Words may stand apart where a colour between them was masked out ("thin silver letters").
const TYPE_PHRASE = new RegExp(
  `\\b(?:(${alternatives([...SMALL, ...LARGE])})\\s+)?((?:(?:${alternatives(FORM)})\\s+){0,2})` +
    `(${alternatives([...LETTERING, ...NEEDS_A_WORD_BEFORE, ...WRITTEN_WITH])})\\b`,
  'g',
);
/**
 * A kind of face named as the lettering itself, after "in" ("set huge in oxblood serif", "in a chunky sans"): a colour
 * between them was masked out, and a size said with "set" before it is the lettering's size.
 */
const FACE_ALONE = new RegExp(
  `\\b(?:set\\s(${alternatives([...SMALL, ...LARGE])})\\s+)?in\\s+(?:an?\\s+)?((?:(?!(?:with|of|and|or|the|a|an|on|at|by|for|from|to|under|over|behind|beside|near|full|made|like|is|are)\\b)[a-z]+[\\s-]+){0,5}?)` +
    `(serif|sans\\sserif|sans|script|blackletter|monospace|cursive|stencil)\\b`,
  'g',
);
/** Words before "serif" that ask for its light, fine cut. */
const FINE_SERIF = /\b(?:thin|light|fine|delicate|elegant|hairline|spindly)\b/;
/** "lowercase" or "all caps" on their own, or how letters are stacked, still speak of the lettering. */
const CASE_ALONE = new RegExp(
  `\\b(?:all\\s(?:caps|lowercase|uppercase)|in\\s(?:(${alternatives([...SMALL, ...LARGE])})\\s)?(?:lowercase|uppercase|caps)|(?:one\\s)?letter\\sper\\sline|(?:one\\s)?letter\\sa\\sline)\\b`,
  'g',
);

export interface TypeMention {
  start: number;
  end: number;
  phrase: string;
  /** The size asked for, when a size word was given. */
  size?: TypeSize;
  /** The typeface for the kind of lettering named ("condensed letters", "typed in courier"). */
  face?: TypefaceId;
  /** Written with a pen, pencil, crayon…: what it was written with decides the hand, over "handwritten". */
  writtenWith?: boolean;
  /** Written with a fine point (a pen, a pencil): small on a sleeve of nothing else, unless a size is said. */
  finePoint?: boolean;
}

/** The face for the first form word that names one ("tall condensed" → the condensed face). */
function faceOf(formWords: string): TypefaceId | undefined {
  const words = formWords.trim().replace(/\s+/g, ' ');
  if (!words) return undefined;
  const two = Object.keys(FACE_OF).filter((k) => k.includes(' ') && words.includes(k));
  const found = [...two, ...words.split(/\s+/)].map((w) => FACE_OF[w]).find(Boolean);
  return found;
}

/**
 * A size said on its own right after the lettering ("typed in courier, small, on beige", "letters tiny and crooked",
 * "the words are huge") is the lettering's size.
 */
const SIZE_AFTER = new RegExp(
  `^,?\\s(?:(?:are|is|all|kept|very|really|quite|so)\\s+){0,2}(${alternatives([...SMALL, ...LARGE])})(?=\\s*(?:[,.;]|$|and\\b))`,
);
/** How big lettering is written, said after the verb: "written huge", "chalked tiny". */
const WRITTEN_SIZE = new RegExp(
  `\\b(?:written|set|printed|painted|chalked|stitched|scrawled|lettered)\\s+(${alternatives([...SMALL, ...LARGE])})\\b`,
  'g',
);

/**
 * Lettering phrases in normalised text, left to right. On a cover of lettering alone (`typeAlone`), letters with
 * nothing said before them are the cover's own ("letters running off the edge"), not a pile of post.
 */
export function findTypeMentions(normalizedText: string, typeAlone = false): TypeMention[] {
  const out: TypeMention[] = [];
  for (const m of normalizedText.matchAll(TYPE_PHRASE)) {
    const [phrase, sizeWord, form = '', noun = ''] = m;
    // "a type of bird" is a kind, not lettering.
    if (noun === 'type' && normalizedText.startsWith(' of ', m.index + phrase.length)) continue;
    // "letters" with nothing before it can be a pile of letters; "the title" is the text itself.
    // "In blue biro" (its colour masked out) is what the lettering is written with.
    // ("Drawn in crayon" is the picture's medium.)
    const before = normalizedText.slice(0, m.index);
    const writtenIn =
      WRITTEN_WITH.includes(noun) && /\bin\s*$/.test(before) && !DRAWN_IN.test(before.replace(/\s+/g, ' '));
    if (
      !sizeWord &&
      !form &&
      !writtenIn &&
      (NEEDS_A_WORD_BEFORE.includes(noun) ||
        WRITTEN_WITH.includes(noun) ||
        (!typeAlone && (noun === 'letters' || noun === 'characters')))
    )
      continue;
    // "a big name" or "little type" of thing read as a size only before words that are lettering outright.
    if (sizeWord && !form && NEEDS_A_WORD_BEFORE.includes(noun) && noun !== 'title') continue;
    const size = sizeWord ? (SMALL.includes(sizeWord) ? 'small' : 'large') : undefined;
    const writtenWith = WRITTEN_WITH.includes(noun);
    const face = faceOf(form) ?? (writtenWith ? (FINE_POINTS.has(noun) ? 'caveat' : 'marker') : undefined);
    out.push({
      start: m.index,
      end: m.index + phrase.length,
      phrase,
      ...(size ? { size } : {}),
      ...(face ? { face } : {}),
      ...(writtenWith ? { writtenWith } : {}),
      ...(FINE_POINTS.has(noun) ? { finePoint: true } : {}),
    });
  }
  for (const m of normalizedText.matchAll(FACE_NAMED)) {
    if (out.some((o) => o.start < m.index + m[0].length && m.index < o.end)) continue;
    const named = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/\s+/g, ' ');
    out.push({ start: m.index, end: m.index + m[0].length, phrase: m[0], face: FACE_OF[named] ?? 'marker' });
  }
  for (const m of normalizedText.matchAll(FACE_ALONE)) {
    if (out.some((o) => o.start < m.index + m[0].length && m.index < o.end)) continue;
    const [phrase, sizeWord, words = '', face = ''] = m;
    const size = sizeWord ? (SMALL.includes(sizeWord) ? 'small' : 'large') : undefined;
    // Only the form words among those before the face choose it ("a thin slightly wobbly sans"); a serif stays a
    // serif whatever its proportions: a fine one is the light cut, an italic one the italic display face.
    const form = words
      .split(/\s+/)
      .filter((w) => FORM.includes(w) || w === 'drawn' || w === 'lettered')
      .join(' ');
    const fine = face === 'serif' && FINE_SERIF.test(words);
    out.push({
      start: m.index,
      end: m.index + phrase.length,
      phrase,
      ...(size ? { size } : {}),
      face: fine
        ? 'ebGaramond'
        : face === 'serif'
          ? /\bitalic/.test(words)
            ? 'playfair'
            : 'dmSerif'
          : (faceOf(`${form} ${face}`) ?? FACE_OF[face.replace(/\s+/g, ' ')]!),
    });
  }
  for (const m of normalizedText.matchAll(CASE_ALONE)) {
    if (out.some((o) => o.start < m.index + m[0].length && m.index < o.end)) continue;
    // "in tiny lowercase": the size said with the case is the lettering's.
    const size = m[1] ? (SMALL.includes(m[1]) ? 'small' : 'large') : undefined;
    out.push({ start: m.index, end: m.index + m[0].length, phrase: m[0], ...(size ? { size } : {}) });
  }
  // "Written huge" (after a face named alone: "set huge in serif"): on lettering alone, how big the writing is said after the verb.
  if (typeAlone)
    for (const m of normalizedText.matchAll(WRITTEN_SIZE)) {
      if (out.some((o) => o.start < m.index + m[0].length && m.index < o.end)) continue;
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        phrase: m[0],
        size: SMALL.includes(m[1]!) ? 'small' : 'large',
      });
    }
  for (const o of out) {
    const after = o.size ? null : SIZE_AFTER.exec(normalizedText.slice(o.end));
    if (!after) continue;
    o.size = SMALL.includes(after[1]!) ? 'small' : 'large';
    o.end += after[0].length;
    o.phrase = normalizedText.slice(o.start, o.end);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The size a size word ending `text` asks for ("in huge " → large), if it ends in one. */
export function sizeWordBefore(text: string): TypeSize | undefined {
  const word = new RegExp(`\\b(${alternatives([...SMALL, ...LARGE])})\\s*$`).exec(text)?.[1];
  return word ? (SMALL.includes(word) ? 'small' : 'large') : undefined;
}

/** The first size word anywhere in a clause about the lettering. */
function sizeWordIn(text: string): TypeSize | undefined {
  const word = new RegExp(`\\b(${alternatives([...SMALL, ...LARGE])})\\b`).exec(text)?.[1];
  return word ? (SMALL.includes(word) ? 'small' : 'large') : undefined;
}

/** A place on the cover: "at the top", "along the bottom", "bottom left corner", "in the right corner". */
const PLACE = new RegExp(
  String.raw`\b(?:(?:at|in|on|along|across|to|into|near)\s+(?:the\s+)?(?:very\s+)?)?(?:(top|bottom|upper|lower|foot|head|middle|centre|center)(?:[\s-]+(left|right))?|(left|right))(?:\s+(?:hand\s+)?(?:corner|edge|side|half|third))?\b`,
  'g',
);
/** Words a clause about where the lettering goes may have besides the place: the lettering, its size, a verb. */
const ABOUT_TYPE = new RegExp(
  String.raw`^(?:\s|\b(?:the|a|an|and|with|in|put|set|write|written|place|placed|print|printed|stamp|stamped|goes|go|going|sits|sitting|title|titles|name|names|band|artist|album|text|type|typography|lettering|letters|word|words|logo|wordmark|credits|font|it|them|please|just|only|should|be|very|really|quite|super|extra|capitals|caps|letterspaced|spaced|tracked|plain|simple|neat|clean|thin|bold|italic|italics|serif|sans|letterpress|embossed|debossed|engraved|stencil|stencilled|stenciled|foil|handwritten|hand|written|scrawled|scribbled|typewritten|typewriter|pencil|pen|biro|ballpoint|crayon|chalk|marker|sharpie|condensed|lowercase|uppercase|${[...SMALL, ...LARGE].join('|')}|${FORM.join('|')})\b)*$`,
);

/** The lettering's own words, from which a clause may go on to say where it goes. */
const LETTERING_NOUNS = [
  'title',
  'name',
  'text',
  'type',
  'typography',
  'lettering',
  'letters',
  'word',
  'words',
  'logo',
  'wordmark',
  'credits',
];
const TYPE_NOUN = new RegExp(`\\b(?:${LETTERING_NOUNS.join('|')})\\b`, 'g');
/** The lettering's words, and how its letters are cut, near which a finish is said of it. */
const NEAR_LETTERING = new RegExp(`\\b(?:${[...LETTERING_NOUNS, 'capitals', 'caps', 'italic'].join('|')})\\b`);

/** Whether words within a few words of a span speak of the lettering ("the title in gold foil letters"). */
export function saidOfLettering(normalizedText: string, span: { start: number; end: number }): boolean {
  return NEAR_LETTERING.test(normalizedText.slice(Math.max(0, span.start - 24), span.end + 24));
}
/** The cover itself after a place ("in the bottom corner of the sleeve", "of a plain oatmeal card sleeve"). */
const OF_THE_COVER =
  /^\s+of\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+){0,3}(?:sleeve|cover|card|front|page|paper|jacket|square)\b/;

/**
 * Where a clause of the idea asks for the lettering to go ("title along the bottom", "small in the bottom left
 * corner", "put the band name at the top in red"): a clause with a place and nothing else but words about the
 * lettering, so "a cat at the top of the stairs" places no text.
 */
export function findTypePlace(
  normalizedText: string,
): { place: TypePlace; size?: TypeSize; start: number; end: number } | undefined {
  let offset = 0;
  for (const clause of normalizedText.split(/([,.;:!?]|\s-\s)/)) {
    const start = offset;
    offset += clause.length;
    for (const m of clause.matchAll(PLACE)) {
      const [phrase, row, rowSide, side] = m;
      // "the top of the stairs", "the left of the door": a place of something else.
      const rest = clause.slice(m.index + phrase.length);
      const ofCover = OF_THE_COVER.exec(rest);
      if (/^\s+of\b/.test(rest) && !ofCover) continue;
      // The words before the place are all about the lettering, or are from the lettering's own word on ("blue note
      // style with the title in big condensed type across the top third").
      const before = clause.slice(0, m.index);
      const all = ABOUT_TYPE.test(before);
      // The earliest of the lettering's words from which all the rest is about it.
      const named = [...before.matchAll(TYPE_NOUN)].find((t) => ABOUT_TYPE.test(before.slice(t.index)));
      if (!all && !named) continue;
      // The claim covers the words about the lettering too ("title small …"), so none is reported as not drawn.
      const from = all ? before.length - before.trimStart().length : named!.index;
      // What follows may only be more about the lettering ("in red" is its colour, read elsewhere).
      if (
        !/^(?:\s+(?:in|on)(?:\s+[a-z]+){0,2}|\s+(?:please|too|as\s+well))*\s*$/.test(
          ofCover ? rest.slice(ofCover[0].length) : rest,
        )
      )
        continue;
      const r =
        row === 'top' || row === 'upper' || row === 'head'
          ? 'top'
          : row === 'bottom' || row === 'lower' || row === 'foot'
            ? 'bottom'
            : row
              ? 'middle'
              : 'top';
      const s = (rowSide ?? side ?? (row ? 'center' : 'left')) as TypePlace['side'];
      // "in the left corner" is a top corner, as a reader looks; "middle" is the centre of the cover.
      // Anywhere in the clause about the lettering: "small in a thin italic at bottom left".
      const size = sizeWordIn(before);
      return {
        place: { row: r, side: s },
        ...(size ? { size } : {}),
        start: start + Math.min(from, m.index),
        end: start + m.index + phrase.length,
      };
    }
  }
  return undefined;
}

/** "at the bottom left", "at the top", "in the middle": a place said back to the person. */
export function describeTypePlace(place: TypePlace): string {
  if (place.row === 'middle') return place.side === 'center' ? 'in the middle' : `in the middle, to the ${place.side}`;
  return place.side === 'center' ? `at the ${place.row}` : `at the ${place.row} ${place.side}`;
}

/** Words that arrange a title over a type-led cover, by arrangement (TYPE_ARRANGEMENTS in the brief's contract). */
const ARRANGEMENT_WORDS: readonly (readonly [RegExp, TypeArrangement])[] = [
  [
    /\b(?:each|every)\s(?:line|row|copy|one)\s(?:\w+\s)?(?:fainter|lighter|paler|fading)|\b(?:fainter|fading)\s(?:and\s\w+\s)?(?:each|every|line|row|down)|\b(?:fades?|fading)\s(?:out|away)\b|\bechoe?[sd]?\s(?:down|below|under)\b/,
    'fading',
  ],
  [
    /\b(?:(?:repeated|repeating|repeats|over\sand\sover|again\sand\sagain|tiled|wallpapered)(?:\s+in\s+(?:a\s+)?(?:grid|rows|lines))?|in\sa\sgrid)(?:\s+(?:over|across|all\s+over)\s+the\s+(?:whole\s+)?(?:sleeve|cover|front))?\b|\ball\sover\sthe\s(?:sleeve|cover|front)\b/,
    'repeated',
  ],
  [
    /\b(?:stacked|one\sword\s(?:per|a|to\seach)\sline|edge\sto\sedge|full\sbleed|fill(?:s|ing)?\sthe\s(?:whole\s)?(?:sleeve|cover|frame|square))\b/,
    'stacked',
  ],
];

/** How the idea arranges its title, and the words that say so; read only where the idea gives words to set. */
export function findTypeArrangement(
  normalizedText: string,
): { start: number; end: number; phrase: string; arrangement: TypeArrangement } | undefined {
  for (const [pattern, arrangement] of ARRANGEMENT_WORDS) {
    const m = pattern.exec(normalizedText);
    if (m) return { start: m.index, end: m.index + m[0].length, phrase: m[0], arrangement };
  }
  return undefined;
}

/** Words after "neon" that name the lettering's glass tube ("pink neon tubes", "red neon letters"). */
export const NEON_TUBE_WORDS = 'tubes?|tubing|letters|lettering|type|script';

/**
 * Words that say how the lettering is printed or made, by finish (PRINTED_EFFECTS in the brief's contract): foil and
 * metal letters, a blind deboss or emboss, letterpress or rubber-stamped ink, thread stitched through or cross-stitched, chalk, neon tube,
 * a ransom note's cut-out letters, label-maker tape. Foil is looked for first ("stamped in gold
 * foil" is foil), and a deboss before letterpress ("letterpress italic debossed into cotton paper" is pressed in).
 */
const EFFECT_WORDS: readonly (readonly [RegExp, PrintedEffect])[] = [
  // Letters blown up as foil party balloons, before foil ("chrome foil balloon letters": round 116 stamped them flat).
  [
    /\b(?:(?:foil|mylar|helium|party|letter|metallic|chrome|gold|silver)\s)?balloons?(?:\s(?:letters|lettering|type|alphabet))?\b|\binflatable\s(?:letters|lettering|type)\b/,
    'balloon',
  ],
  [
    /\b(?:(?:hot\s)?foil(?:ed)?|foil\sblocked|gold\sleaf|gilt|gilded|gilding|(?:chrome|metal|metallic|brass|steel)\s(?:\w+\s){0,2}(?:letters|lettering|type|capitals|caps|title|wordmark)|(?:plasma|laser)\s?cut(?:\sout)?\s(?:of|from)\s(?:\w+\s){0,4}?(?:steel|metal|iron|brass|aluminium|aluminum))\b/,
    'foil',
  ],
  // Cut into stone or wood, a headstone's letters: pressed in, lit and shadowed at their edges (round 82's was flat).
  // Written with a finger into wet concrete or sand is pressed in too (round 88 set it in plain type); into frost or
  // a misted window it is chalk's broken white, below.
  [
    /\b(?:debossed|embossed|deboss|emboss|blind\s(?:stamped|pressed)|pressed\sinto|carved(?!\swood\s?type)|chiselled|chiseled|engraved|incised|cut\sinto|(?:written|drawn|scratched|traced|scrawled|fingered|etched)\s(?:with\s(?:a|an|the|his|her|my|their|one|someone's)\s(?:\w+\s)?(?:finger|fingertip|stick|twig|nail|fingernail|key|screwdriver)\s)?into(?!\s(?:the\s)?(?:frost|condensation|steam|misted|fogged)))\b/,
    'deboss',
  ],
  // Burned into wood with a hot pen: a dark print the grain shows through, as letterpress ink is.
  [
    /\b(?:letterpress(?:ed)?|wood\s?type|rubber\sstamp(?:ed)?|stamped|pyrography|pokerwork|burned\sinto|burnt\sinto|branded\sinto|scorched\sinto)\b/,
    'letterpress',
  ],
  // Counted cross-stitch on a grid of cloth is stepped X's, no running stitch (round 116 outlined "LEVEL SELECT").
  [/\b(?:cross[\s-]?stitch(?:ed|es|ing)?|counted\sstitch|needlepoint|petit\spoint)\b/, 'cross-stitch'],
  [/\b(?:(?:hand\s)?(?:stitch(?:ed|es|ing)?|embroider(?:ed|y)|sewn)|(?:in|with)\s(?:\w+\s){0,3}thread)\b/, 'stitched'],
  // A finger's line through frost or a misted window is white and broken as chalk's is.
  [
    /\b(?:chalk(?:ed)?|chalkboard|blackboard)\b(?!\spastels?\b)|\b(?:scratched|written|traced|drawn|fingered)\s(?:\w+\s){0,3}(?:in|into|on)\s(?:the\s)?(?:frost|condensation|steam|misted|fogged)/,
    'chalk',
  ],
  // A ransom note's letters, each cut from a different page; a label maker's embossed plastic tape (Dymo).
  [
    /\b(?:ransom\snote|(?:fridge\s)?magnet(?:ic)?\s(?:\w+\s)?(?:letters|alphabet)|fridge\smagnets?|cut\sout\s(?:magazine\s|newspaper\s)?(?:letters|lettering|type)|(?:magazine|newspaper)\s(?:cut\s?outs?|letters)|(?:letters|lettering)\scut\s(?:out\s)?(?:of|from)\s(?:old\s)?(?:magazines|newspapers|papers))\b/,
    'cutout',
  ],
  [
    /\b(?:(?:dymo|label\smaker|labelmaker)(?:\s(?:tape|labels?|strips?))?|label\stape|embossing\stape|embossed\stape)\b/,
    'tape',
  ],
  // Icing piped from a bag onto a cake: raised, glossy, rounded strokes (round 88 set "piped in royal icing" flat).
  [
    /\b(?:piped|(?:royal\s|butter\s?)?icing|frosting|buttercream|(?:written|lettered|iced)\sin\s(?:\w+\s){0,2}(?:icing|frosting|cream|chocolate))\b/,
    'piped',
  ],
  // A station's split-flap departure board: each character on its own flap (round 89 set one as plain type).
  [
    /\b(?:split[\s-]?flap(?:\s(?:(?:departures?|arrivals?|train|station)\s)?(?:board|display|sign))?|solari\s(?:board|display)|flap\s(?:board|display)|flip[\s-]?(?:board|display))\b/,
    'split-flap',
  ],
  // Sprayed through a cut stencil; written in smoke by a plane (round 91 set both as plain type).
  [
    /\b(?:(?:spray[\s-]?paint(?:ed)?|sprayed)\s(?:\w+\s){0,4})?stencil(?:led|ed|s)?(?:\s(?:letters|lettering|type|font|capitals|caps))?\b/,
    'stencil',
  ],
  [
    /\b(?:sky[\s-]?writ(?:ing|ten|er)|sky[\s-]?writes?|written\sin\s(?:the\s)?sky|smoke\s(?:letters|lettering|writing))\b/,
    'skywriting',
  ],
  // (Not the colour: "neon pink on black".)
  [
    new RegExp(
      `\\bneon(?:\\s(?:${NEON_TUBE_WORDS}|signs?|lights?))?\\b(?!\\s(?:pink|green|blue|yellow|orange|red|purple|violet|magenta|cyan|lime|white|coral|teal|aqua|lemon|peach|lilac)\\b)`,
    ),
    'neon',
  ],
];

/** What lettering in a finish is made of, named right after its colour ("red thread", "white chalk"). */
const MATERIAL_OF: Readonly<Partial<Record<PrintedEffect, RegExp>>> = {
  stitched: /^\s+(?:\w+\s+)?(?:thread|threads|yarn|wool|floss|silk|cotton|stitch|stitches|stitching|embroidery)\b/,
  balloon: /^\s+(?:\w+\s+)?(?:foil|mylar|balloons?)\b/,
  'cross-stitch': /^\s+(?:\w+\s+)?(?:thread|threads|yarn|wool|floss|silk|cotton|(?:cross[\s-]?)?stitch(?:es|ing)?)\b/,
  chalk: /^\s+(?:\w+\s+)?chalk\b/,
  neon: /^\s+(?:\w+\s+)?neon\b/,
  tape: /^\s+(?:\w+\s+)?(?:dymo|label|labels|tape)\b/,
  piped: /^\s+(?:\w+\s+)?(?:icing|frosting|buttercream|cream)\b/,
  stencil: /^\s+(?:\w+\s+)?(?:paint|spray\s?paint|spraypaint|aerosol)\b/,
  skywriting: /^\s+(?:\w+\s+)?smoke\b/,
};

/**
 * The typeface a finish is written in when the idea names none: icing is piped in a joined script, a departure board's
 * flaps carry a narrow sans.
 */
export const FACE_OF_EFFECT: Readonly<Partial<Record<PrintedEffect, TypefaceId>>> = {
  piped: 'pacifico',
  'split-flap': 'oswald',
  // A stencil's letters are cut for it: a narrow industrial sans, as on crates and army kit.
  stencil: 'oswald',
  // Counted out square by square, thin strokes break up: a wide heavy face keeps every letter two or three stitches thick.
  'cross-stitch': 'archivo',
  // Balloon letters are blown up round and fat: a heavy geometric face, its corners softened by the swelling.
  balloon: 'unbounded',
  // Letters built from a material need room for it: rope curves round, wire, pipe and chain trace a plain sans's outline, sticks lie
  // along straight strokes, pieces and blocks fill wide heavy ones.
  rope: 'unbounded',
  wire: 'montserrat',
  'barbed-wire': 'montserrat',
  pipe: 'montserrat',
  chain: 'montserrat',
  pieces: 'archivo',
  sticks: 'oswald',
  block: 'archivo',
};

/** Whether `after` (the words after a colour) names what lettering in `effect` is made of. */
export function madeOf(effect: PrintedEffect, after: string): boolean {
  return MATERIAL_OF[effect]?.test(after) ?? false;
}

/**
 * Materials lettering is pressed, burned, carved or painted into, with the colour each shows as a cover's ground:
 * "pressed into wet concrete", "burned into a pine plank", "carved into oak". Longest first.
 */
const GROUND_MATERIALS: readonly (readonly [phrase: string, name: string, hex: string])[] = [
  ['wet concrete', 'wet concrete', '#6e6f6b'],
  ['wet cement', 'wet concrete', '#6e6f6b'],
  ['freshly poured concrete', 'wet concrete', '#6e6f6b'],
  ['fresh concrete', 'wet concrete', '#6e6f6b'],
  ['poured concrete', 'wet concrete', '#6e6f6b'],
  ['concrete', 'concrete grey', '#a3a29d'],
  ['cement', 'concrete grey', '#a3a29d'],
  ['pine plank', 'pine', '#d8b27c'],
  ['pine board', 'pine', '#d8b27c'],
  ['pine', 'pine', '#d8b27c'],
  ['plank', 'bare wood', '#c29a66'],
  ['driftwood', 'driftwood', '#a99f90'],
  ['oak', 'oak', '#a97c50'],
  ['walnut', 'walnut', '#5d4330'],
  ['wood', 'bare wood', '#b4875a'],
  ['tree bark', 'bark brown', '#5e4a3a'],
  ['bark', 'bark brown', '#5e4a3a'],
  ['brick', 'brick', '#9b4a36'],
  ['marble', 'marble', '#e6e3dd'],
  ['sandstone', 'sandstone', '#d3b489'],
  ['wet sand', 'wet sand', '#a98f68'],
  ['sand', 'sand', '#d9c49b'],
  ['tarmac', 'tarmac', '#3b3c3e'],
  ['asphalt', 'tarmac', '#3b3c3e'],
  ['steel', 'steel', '#8e959c'],
  ['leather', 'leather brown', '#7b4b2c'],
  ['ice', 'ice', '#d6ecf3'],
  ['snow', 'snow white', '#f1f4f6'],
  // What a stencil is sprayed onto.
  ['brown paper bag', 'brown paper', '#a8825a'],
  ['paper bag', 'brown paper', '#a8825a'],
  ['brown paper', 'brown paper', '#a8825a'],
  ['kraft paper', 'brown paper', '#a8825a'],
  ['cardboard box', 'cardboard', '#b08a5e'],
  ['cardboard', 'cardboard', '#b08a5e'],
  ['crate', 'bare wood', '#b4875a'],
  ['ammo box', 'olive drab', '#4b5320'],
  // What icing is piped onto.
  ['dark chocolate', 'dark chocolate', '#3b2418'],
  ['chocolate cake', 'chocolate', '#4e2e1f'],
  ['chocolate', 'chocolate', '#4e2e1f'],
  ['red velvet', 'red velvet', '#8c2f2b'],
  ['sponge cake', 'sponge', '#e4c187'],
  ['sheet cake', 'sponge', '#e4c187'],
  ['cake', 'sponge', '#e4c187'],
];
const GROUND_MATERIAL = new RegExp(
  String.raw`\b(?:into|onto|on|in|across|out\s+of)\s+(?:(?:a|an|the|some|fresh|old|rough|raw|bare|smooth|cracked|weathered|soft|thick)\s+){0,3}(${GROUND_MATERIALS.map(([p]) => p.replace(/ /g, String.raw`\s`)).join('|')})\b`,
);

/**
 * The material lettering alone is pressed, burned or carved into, and its colour as the cover's ground ("pressed into
 * wet concrete" is concrete grey).
 */
export function groundMaterial(
  normalizedText: string,
): { start: number; end: number; phrase: string; name: string; hex: string } | undefined {
  const m = GROUND_MATERIAL.exec(normalizedText);
  if (!m) return undefined;
  const phrase = m[1]!.replace(/\s+/g, ' ');
  const [, name, hex] = GROUND_MATERIALS.find(([p]) => p === phrase)!;
  const start = m.index + m[0].length - m[1]!.length;
  return { start, end: start + m[1]!.length, phrase, name, hex };
}

/** What lettering is written, stitched or printed on: the ground of a cover of lettering alone. */
const SURFACES = new Set([
  'blackboard',
  'chalkboard',
  'slate',
  'felt',
  'linen',
  'paper',
  'card',
  'cardboard',
  'napkin',
  'tile',
  'board',
  'canvas',
  'cloth',
  'fabric',
  'wall',
  ...GROUND_MATERIALS.map(([phrase]) => phrase.split(' ').pop()!),
]);

/** Words for the surfaces lettering alone is drawn on, by kind (the longest first, so "menu board" is no plank). */
const SURFACE_WORDS: readonly (readonly [TypeSurface, string])[] = [
  ['chalkboard', 'blackboard|blackboards|chalkboard|chalkboards|chalk board|menu board|specials board|a-board'],
  [
    'cloth',
    'shirt|shirts|t-shirt|tee|jacket|jackets|hoodie|sweatshirt|jersey|satin|silk|velvet|denim|cloth|fabric|canvas|linen|cotton|flag|banner|towel|quilt|bandana|scarf|sash|apron|tote bag|felt|back patch|patch',
  ],
  [
    'wall',
    'wall|walls|facade|façade|shutter|shutters|shopfront|storefront|shop front|hoarding|brickwork|brick wall|brick|plaster|concrete|cement',
  ],
  // A window seen from inside, its letters against the street (round 95's shop-window vinyl was set on bare white); a
  // mirror is glass too, misted or clear (round 109's steamed-up mirror was plain black).
  [
    'glass',
    'window|windows|shop window|shop windows|windowpane|window pane|pane|glass|glass door|windscreen|windshield|mirror|mirrors',
  ],
  [
    'wood',
    'plank|planks|wooden board|board|boards|wood|wooden|driftwood|pine|oak|walnut|crate|door|tabletop|table top|bench|fence',
  ],
];
const SURFACE_KIND = new Map(SURFACE_WORDS.flatMap(([kind, words]) => words.split('|').map((w) => [w, kind] as const)));
const SURFACE_AT = new RegExp(
  String.raw`\b(?:on|onto|across|into|over|along|against|(?:nailed|pinned|glued|stuck|taped|tacked|screwed|fixed|mounted)\s+to)\s+(?:the\s+(?:back|front|side|top)\s+of\s+)?(?:(?:a|an|the|some|my|our|his|her|their|its)\s+)?((?:[\p{L}'-]+\s+){0,4}?)(${[
    ...SURFACE_KIND.keys(),
  ]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, String.raw`\s`))
    .join('|')})\b`,
  'u',
);

const SURFACE_AFTER = new RegExp(
  String.raw`^(?:\s+(?!(?:and|or|with|in|on|at|of|by|for|under|over|from|to)\b)[\p{L}'-]+){0,2}?\s+(?:${[
    ...SURFACE_KIND.keys(),
  ]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, String.raw`\s`))
    .join('|')})\b`,
  'u',
);

/**
 * What lettering alone is written, stitched, painted or burned on ("in chalk on the blackboard outside a café",
 * "chain-stitched across the back of a black satin bowling shirt"), with the span of the words before it that may
 * name its colour ("black satin").
 */
export function typeSurfaceOf(normalizedText: string): { kind: TypeSurface; start: number; end: number } | undefined {
  for (const m of normalizedText.matchAll(new RegExp(SURFACE_AT.source, 'gu'))) {
    const kind = SURFACE_KIND.get(m[2]!.replace(/\s+/g, ' '));
    const end = m.index + m[0].length;
    // Cotton paper, pine board stock: paper, which is the plain ground.
    if (!kind || /^\s+(?:paper|card|cardstock|stock|rag)\b/.test(normalizedText.slice(end))) continue;
    // To the end of its phrase: "a black satin bowling shirt".
    const more = SURFACE_AFTER.exec(normalizedText.slice(end));
    return { kind, start: end - m[2]!.length - m[1]!.length, end: end + (more?.[0].length ?? 0) };
  }
  return undefined;
}

/** Whether a thing named right after `before` ("…in chalk on a green ") is the surface the lettering is on. */
export function writtenOn(before: string, noun: string): boolean {
  const last = noun.split(/\s+/).pop() ?? noun;
  return SURFACES.has(last) && /\b(?:on|onto|across|into)\s+(?:(?:a|an|the|some)\s+)?(?:[\w-]+\s+){0,3}$/.test(before);
}

/** How the idea asks its lettering to be printed, and every span of words about its printing. */
export function findTypeEffect(
  normalizedText: string,
  typeAlone = false,
):
  | {
      effect: PrintedEffect;
      spans: { start: number; end: number; phrase: string }[];
      /** What the letters are built from, where they are, and the words that say so. */
      material?: { name: string; hex: string; start: number; end: number };
    }
  | undefined {
  // Letters built from a material come first: "carved out of blocks of ice" is ice, not a deboss, and "laid out in
  // matchsticks" no plain type.
  const material = findLetterMaterial(normalizedText);
  // A finish named among the material's words is how the letters are made: "bent from neon glass tubes" is neon, not
  // carved glass. (Carving and stamping words are how a material is worked, not a finish of their own.)
  const finishInside =
    material &&
    EFFECT_WORDS.some(
      ([pattern, finish]) =>
        finish !== 'deboss' &&
        finish !== 'letterpress' &&
        [...normalizedText.matchAll(new RegExp(pattern.source, 'g'))].some(
          (m) => m.index < material.end && material.start < m.index + m[0].length,
        ),
    );
  const built = finishInside ? undefined : material;
  let effect: PrintedEffect | undefined = built?.form;
  const spans: { start: number; end: number; phrase: string }[] = built
    ? [{ start: built.start, end: built.end, phrase: built.phrase }]
    : [];
  for (const [pattern, finish] of EFFECT_WORDS) {
    // Every time it is said ("label maker lettering … on red dymo tape"): none of its words is a thing on the cover.
    for (const m of normalizedText.matchAll(new RegExp(pattern.source, 'g'))) {
      // (Not again as what the lettering is on: "in chalk on a green blackboard" keeps its board.)
      if (spans.some((w) => w.phrase !== m[0]) && writtenOn(normalizedText.slice(0, m.index), m[0])) continue;
      // (Nor inside the words that name the material: "carved out of ice" is no deboss.)
      if (built && built.start < m.index + m[0].length && m.index < built.end) continue;
      // "Letterpress italic debossed into cotton paper": the first finish found decides, the other words are about it.
      effect ??= finish;
      spans.push({ start: m.index, end: m.index + m[0].length, phrase: m[0] });
    }
  }
  // What the finish is made of, said anywhere once it is found ("…through a stencil, red paint"): the lettering's too.
  const made = effect && FINISH_MATERIALS[effect];
  if (made)
    for (const m of normalizedText.matchAll(new RegExp(made.source, 'g')))
      if (!spans.some((w) => w.start < m.index + m[0].length && m.index < w.end))
        spans.push({ start: m.index, end: m.index + m[0].length, phrase: m[0] });
  // Lettering alone "spelled out in" or "carved out of" something in no list: built of it the way the verb says (the
  // carving is how, not a deboss).
  const worked = effect === 'deboss' || effect === 'letterpress';
  const anything = (!effect || worked) && typeAlone ? findLetterMaterial(normalizedText, true) : undefined;
  const within = (w: { start: number; end: number }) => anything!.start <= w.start && w.end <= anything!.end;
  if (anything && (!effect || spans.every(within))) {
    effect = anything.form;
    spans.splice(0, spans.length, { start: anything.start, end: anything.end, phrase: anything.phrase });
  }
  const builtFrom = built ?? anything;
  return effect
    ? {
        effect,
        spans: spans.sort((a, b) => a.start - b.start),
        ...(builtFrom
          ? { material: { name: builtFrom.name, hex: builtFrom.hex, start: builtFrom.start, end: builtFrom.end } }
          : {}),
      }
    : undefined;
}

/** What a finish is made of, reported as the lettering's wherever the idea says it. */
const FINISH_MATERIALS: Readonly<Partial<Record<PrintedEffect, RegExp>>> = {
  stencil: /\b(?:spray[\s-]?paint(?:ed)?|paint)\b/,
  skywriting: /\b(?:smoke|vapour|vapor)\s(?:trails?|letters|puffs?)\b/,
};
