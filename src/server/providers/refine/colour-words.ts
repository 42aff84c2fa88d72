/**
 * Where a word in an idea is used as a colour, and colour names beyond the lexicon's own.
 *
 * The wider names come from color-name-list (MIT, about 31,900 names from designers, paint makers and the xkcd
 * colour survey): "prussian blue", "pistachio", "verdigris", "eau de nil". Many of them are everyday words too
 * ("honey", "clay", "walnut"), so such a name is read as a colour only where the idea uses it as one; a name that
 * ends in a colour word ("duck egg blue", "burnt orange") is a colour wherever it stands. A lexicon colour misspelt
 * into no English word ("fuschia", "burgandy") is read as that colour.
 */
import pluralize from 'pluralize';
import { colornames } from 'color-name-list';
import { hexToOklch, mix } from '../../../shared/color.ts';
import { chromaKey, COLOR_VOCABULARY, colorNamePhrases, withToneWords } from '../../../shared/lexicon/colors.ts';
import type { ColorMention } from '../../../shared/lexicon/colors.ts';
import { findEnvironmentMentions } from '../../../shared/lexicon/environment.ts';
import { findNothingNameable } from '../../../shared/lexicon/shapes.ts';
import { normalizeText } from '../../../shared/lexicon/text.ts';
import { isInstrument, namesAThing, resolveNoun } from '../../engine/subjects/resolve.ts';
import { hypernymChain, isNoun, knownWord, mostlyModifier, senses } from '../../engine/subjects/wordnet.ts';
import { findIntlNouns } from '../../../shared/lexicon/intl-nouns.ts';
import { findForeignColours } from './foreign-words.ts';

/** Words a colour name can end in that make the whole name a colour ("school bus yellow"). */
const COLOUR_HEADS = new Set(
  'red orange yellow green blue purple pink brown black white grey gray teal navy cyan magenta violet indigo turquoise beige lilac lavender maroon crimson scarlet ochre umber sienna rust amber cream ivory gold silver brass copper bronze olive mustard coral peach apricot lime mint khaki tan cobalt emerald jade ruby plum burgundy charcoal slate saffron'.split(
    ' ',
  ),
);
/**
 * Marks made of a colour: "dots of cinnabar", "a wash of ochre", "streaks of coral", "chips of cinnabar" (no moth, no
 * coral reef).
 */
const MARKS_OF =
  /\b(?:dots?|spots?|splash(?:es)?|streaks?|blobs?|patch(?:es)?|drops?|flecks?|smudges?|stripes?|circles?|squares?|shapes?|wash(?:es)?|bands?|strokes?|shades?|hints?|touch(?:es)?|bursts?|swirls?|smears?|daubs?|chips?|flakes?|lines?|veins?|threads?)\s+of\s+$/;
export const marksOf = (text: string, m: { start: number }): boolean =>
  MARKS_OF.test(text.slice(Math.max(0, m.start - 30), m.start));
/** Grounds a colour that can be nothing else is printed on: "rough greige paper". */
const GROUND_AFTER = /^\s+(?:paper|card|cardboard|stock|board|ground)\b/;
/** Words after a colour name that say it is one: "walnut tones", "pistachio palette". */
const COLOUR_NOUNS = /^[\s-]+(?:tones?|hues?|colou?r(?:s|ed)?|palette|shades?|tints?)\b/;
/** Light and sky words a colour's name may stand before: "rose quartz sunrise", "sea glass sky". */
const LIGHT_NOUNS = /^\s+(?:sunrise|sunset|sky|skies|dawn|dusk|glow|haze|horizon)\b/;
/** A room's surfaces, which are painted or dyed, not made of what names their colour: "pistachio walls". */
const SURFACE_NOUNS =
  /^\s+(?:walls?|wallpaper|carpets?|curtains|drapes|tiles|floor|floors|ceiling|paintwork|backdrop|background)\b/;
/** Meanings that make a name before a surface its material ("brick walls", "oak floor", "velvet curtains"). */
const MATERIAL_KINDS: ReadonlySet<string> = new Set(['noun.substance', 'noun.artifact']);
/** What stands between two colours of one list: "rust and bone", "olive & cream", "teal, orange", "celadon bleeding into pearl". */
const LIST_GAP =
  /^\s*(?:,|and|&|\+|or|n|on|(?:(?:slowly|softly|gently)\s+)?(?:bleeding|fading|melting|blending|dissolving|shifting|turning|sliding)\s+(?:into|to))\s*(?:(?:deep|dark|light|pale|soft|dusty|dirty|faded|burnt|warm|cool|cold|hot|rich|dull|bright|muted|smoky|smoked|icy|faint|muddy|murky|grimy|bruised|wet|electric|sick|sickly|toxic|acid|sour|rotten|bleached|nicotine)\s+)?$/;
/**
 * A gap whose last word names a plain colour's shade by a thing ("pistachio and pillarbox red", "slate and plaster
 * pink"): the word is part of the colour, so the list goes on.
 */
const NAMED_GAP = /^\s*(?:,|and|&|\+)\s*(?:[a-z]+\s+)$/;
/** The same where both are lexicon colours, which may also follow each other bare ("pink/mint" reads "pink mint"). */
const LEXICON_LIST_GAP = /^\s*(?:,|and|&|\+|or|n|on)?\s*$/;
/** The end of a phrase: nothing more, or punctuation. */
const PHRASE_END = /^\s*(?:$|[,.;:!?)])/;
/** The start of a phrase, back to its opening punctuation: "…, pistachio" or "…, all in pistachio". */
const ALONE_BEFORE =
  /(?:^|[,.;:!?(])\s*(?:(?:all|everything|mostly|entirely|just|only|done|painted|shot|printed|washed|bathed|drenched|soaked|dipped|tinted|lit|dyed|glowing|neon|smeared|smudged|blurred|faded|stained|flooded|splashed|out)\s+)*(?:in\s+|(?:the\s+)?colou?rs?\s+(?:like|of)\s+|palette\s+of\s+|tones\s+of\s+)?$/;
/** Words a colour follows as the colour something shows or turns: "glowing orange", "gone peach", "painted lime". */
const TURNED_BEFORE =
  /\b(?:glowing|glows|glowed|burning|shining|shines|painted|turned|turning|turns|gone|going|goes|went|lit\s+up)\s+$/;
/** "… only": what follows a name said to be the cover's only colour, to the end of its phrase. */
const ONLY_AFTER = /^\s+only\s*(?:$|[,.;:!?)])/;
/** What opens a phrase inside an idea (not its start, where a list names its things: "owls and foxes at dusk"). */
const BARE_LIST_BEFORE = /[,.;:!?(]\s*$/;
/** Words that introduce colours by name: "colours like …", "the colour of …", "a palette of …". */
const COLOUR_LEAD =
  /\b(?:colou?rs?\s+(?:like|of)|palette\s+of|tones\s+of|shades\s+of|color|colore|couleur|cor\s+de|kolor|farbe)\s+$/;
/** The same with "in" required: "…, all in pistachio", where a bare "…, walnut" may be the thing. */
const IN_BEFORE =
  /(?:^|[,.;:!?(])\s*(?:(?:all|everything|mostly|entirely|just|only|done|painted|shot|printed|washed|bathed|drenched|soaked|dipped|tinted|lit|dyed)\s+)*in\s+$/;
/** "…, everything glowing jonquil", "all washed celadon": what the whole picture is, said at the end of a phrase. */
const EVERYTHING_IN =
  /(?:^|[,.;:!?(])\s*(?:everything|all|the\s+whole\s+thing)\s+(?:(?:is|was|glowing|lit|washed|bathed|drenched|soaked|painted|tinted|dyed|gone|going|smeared|turned)\s+)+(?:in\s+)?$/;
/** Meanings of a word that make it a place, a time or a state rather than a colour: "in bed", "in spring", "in love". */
const NOT_COLOUR_KINDS: ReadonlySet<string> = new Set([
  'noun.location',
  'noun.time',
  'noun.state',
  'noun.feeling',
  'noun.event',
  'noun.act',
]);
/** Weather, places and times: the environment reader's words ("overcast, rust and lichen" names no overcast colour). */
const WEATHER_OR_PLACE: ReadonlySet<string> = new Set(['noun.phenomenon', 'noun.location', 'noun.time']);
/** Creatures, people and places: a list of them is of things, never of colours. */
const LIVING_OR_PLACE: ReadonlySet<string> = new Set([...WEATHER_OR_PLACE, 'noun.animal', 'noun.person']);
const MAX_NAME_WORDS = 3;
/** Words that start some of the list's names but, in an idea, only stress the colour after them ("pure cyan"). */
const NOT_A_NAME = new Set(['pure', 'true', 'real', 'plain', 'just', 'full', 'solid', 'flat', 'all', 'very', 'so']);

interface Wider {
  names: Map<string, string>;
  /** Single-word lexicon colour names, to recognise their misspellings. */
  lexiconWords: Map<string, string>;
}

let wider: Wider | undefined;

function widerNames(): Wider {
  if (wider) return wider;
  const names = new Map<string, string>();
  for (const { name, hex } of colornames) {
    const phrase = normalizeText(name);
    const words = phrase.split(' ');
    if (words.length > MAX_NAME_WORDS || !/^[a-z' ]+$/.test(phrase)) continue;
    if (!names.has(phrase)) names.set(phrase, hex.toLowerCase());
    // Written without the apostrophe as often as with it: "dragons blood red", "robins egg blue".
    const bare = phrase.replace(/'/g, '');
    if (bare !== phrase && !names.has(bare)) names.set(bare, hex.toLowerCase());
  }
  const lexiconWords = new Map<string, string>();
  for (const [phrase, color] of colorNamePhrases()) if (!phrase.includes(' ')) lexiconWords.set(phrase, color.hex);
  // A colour the lexicon keeps as a word of its own ("rust", also "rusty", "corroded") heads a name as a colour does.
  for (const head of COLOUR_HEADS) {
    const own = COLOR_VOCABULARY.find((v) => v.id === head)?.colors?.[0];
    if (own && !lexiconWords.has(head)) lexiconWords.set(head, own.hex);
  }
  wider = { names, lexiconWords };
  return wider;
}

type Span = { start: number; end: number };

/** A mention that stands for colour: a colour, a word with colours of its own ("gold", "dawn") or a tone ("sepia"). */
export function colourish(m: ColorMention): boolean {
  return m.term.kind === 'color' || (m.term.vocab.colors?.length ?? 0) > 0 || m.term.vocab.mode !== undefined;
}

/** Ends a list of colours: the phrase's end, a word for colours or a ground ("…, pistachio and white background"). */
const RUN_END = /^\s*(?:$|[,.;:!?)]|(?:tones?|hues?|colou?rs?|palette|shades?|background|backdrop|ground)\b)/;

/**
 * True where `m` stands in a list of colours that is a phrase of its own, with at least one colour known for sure
 * (`sure`): "…, rust and bone", "…, all in pistachio and white". A list inside a longer phrase ("a giant glass of milk,
 * pastel pink") is not one: the word before it belongs to something else.
 */
export function inColourList(
  text: string,
  m: Span,
  all: readonly Span[],
  sure: (s: Span) => boolean,
  bare = false,
): boolean {
  // A span inside a longer one ("green" in "hunter green") is read as the longer one.
  const inside = (s: Span) =>
    all.some((o) => o !== s && o.start <= s.start && s.end <= o.end && o.end - o.start > s.end - s.start);
  const spans = all.filter((s) => s === m || !inside(s));
  const run: Span[] = [m];
  for (let moved = true; moved;) {
    moved = false;
    const first = run[0]!;
    const last = run[run.length - 1]!;
    const gap = (a: Span, b: Span) =>
      LIST_GAP.test(text.slice(a.end, b.start)) ||
      (NAMED_GAP.test(text.slice(a.end, b.start)) && COLOUR_HEADS.has(text.slice(b.start, b.end)));
    const before = spans.find((s) => s.end <= first.start && gap(s, first));
    const after = spans.find((s) => s.start >= last.end && gap(last, s));
    if (before && !run.includes(before)) {
      run.unshift(before);
      moved = true;
    }
    if (after && !run.includes(after)) {
      run.push(after);
      moved = true;
    }
  }
  const ends = RUN_END.test(text.slice(run[run.length - 1]!.end));
  if (!ends) return false;
  // The list may start at any of its names: in "a fox, hunter green and wet clay" the fox opens no list of colours.
  return run.slice(0, run.indexOf(m) + 1).some((first, i) => {
    const list = run.slice(i);
    const before = text.slice(0, first.start);
    // "colours like walnut and dull saffron", "the colour of rooibos": the words before say these are colours.
    if (COLOUR_LEAD.test(before)) return true;
    if (list.length < 2 || !list.some((s) => s !== m && sure(s))) return false;
    // A bare list (no colour known for sure in it) is one only as a phrase of its own after a comma or stop.
    if (bare) return BARE_LIST_BEFORE.test(before);
    // "woodcut in ecru and indigo": a list of two or more after "in" is the colours whatever came before.
    return ALONE_BEFORE.test(before) || /\bin\s+$/.test(before);
  });
}

/**
 * True where a lexicon colour word is used as a colour, whatever else it may name: beside another colour (even bare,
 * "pink/mint" reads "pink mint"), before a word for colours, or alone in its phrase ("…, olive", "…, all in olive").
 */
export function usedAsColour(text: string, m: Span, all: readonly Span[]): boolean {
  const listed = (o: Span) =>
    o !== m &&
    ((o.start >= m.end && LEXICON_LIST_GAP.test(text.slice(m.end, o.start))) ||
      (o.end <= m.start && LEXICON_LIST_GAP.test(text.slice(o.end, m.start))));
  if (all.some(listed)) return true;
  if (COLOUR_NOUNS.test(text.slice(m.end))) return true;
  // "a forge glowing orange", "the sky gone peach": the colour a thing turns, not a fruit beside it.
  // (Not "glowing oranges": many of them are the fruit.)
  const word = text.slice(m.start, m.end);
  if (TURNED_BEFORE.test(text.slice(0, m.start)) && !(pluralize.isPlural(word) && pluralize.singular(word) !== word))
    return true;
  return ALONE_BEFORE.test(text.slice(0, m.start)) && PHRASE_END.test(text.slice(m.end));
}

/** True when one of WordNet's meanings of the word is a colour ("celadon", "verdigris", "gunmetal"). */
function namesAColour(phrase: string): boolean {
  return senses(phrase).some(
    (s) =>
      s.lexFile === 'noun.attribute' &&
      hypernymChain(s.offset).some(({ synset }) => synset.words.some((w) => w === 'color' || w === 'colour')),
  );
}

/**
 * True when a name from the wider list can only be a colour where it stands: WordNet knows it as one, as a pigment or
 * dye ("gamboge"), or not at all ("celeste", "sarcoline"), so it names nothing else to draw.
 */
function colourName(phrase: string): boolean {
  // A word WordNet lacks can only be a colour's name, unless the library draws a thing by it ("sandcastle").
  if (namesAColour(phrase) || (!phrase.includes(' ') && !knownWord(phrase) && resolveNoun(phrase)?.how !== 'exact'))
    return true;
  return senses(phrase).some((s) => /\b(?:pigment|dye|colou?r)\b/.test(s.gloss));
}

/** A phrase the environment lexicon reads as a place, weather, time or effect. */
function environmentWord(phrase: string): boolean {
  // "Broad daylight" is the time of day its last word names, not a paint.
  return findEnvironmentMentions(phrase).some(
    (e) => e.end === phrase.length && (e.start === 0 || e.value.time !== undefined),
  );
}

/** True when the phrase's commonest WordNet meaning is of one of `kinds`. */
function meansKind(phrase: string, kinds: ReadonlySet<string>): boolean {
  const first = senses(phrase)[0];
  return first !== undefined && kinds.has(first.lexFile);
}

/** Optimal string alignment distance, capped: enough to tell a misspelling from another word. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The lexicon colour a word misspells, when the word is no English word of its own (or only a colour). */
function misspelt(word: string): { name: string; hex: string } | undefined {
  if (word.length < 5) return undefined;
  const { lexiconWords } = widerNames();
  // WordNet lists a few misspellings as colours of their own ("fuschia").
  // Nor is any other English word a misspelling: "slanted" letters are not slate; nor a noun of another language the
  // ideas arrive in ("tomate", "lejon" are a tomato and a lion, not tomato red and lemon).
  if (((isNoun(word) || knownWord(word)) && !namesAColour(word)) || mostlyModifier(word)) return undefined;
  if (findIntlNouns(word, false).some((m) => m.start === 0 && m.end === word.length)) return undefined;
  // Nor a plural of a word English knows: "two takeaway coffees" are drinks, not coffee brown.
  if (/s$/.test(word) && (isNoun(word.slice(0, -1)) || isNoun(word.replace(/es$/, '')))) return undefined;
  const cap = word.length >= 7 ? 2 : 1;
  for (const [name, hex] of lexiconWords) {
    if (name.length >= 5 && editDistance(word, name, cap) <= cap) return { name, hex };
  }
  return undefined;
}

/**
 * The lexicon's colour mentions with the wider names and misspellings added: a longer name replaces the lexicon's
 * mention inside it ("prussian blue" over "blue"), a word already read as a colour keeps its reading.
 */
export function withWiderColours(text: string, known: readonly ColorMention[]): ColorMention[] {
  const { names } = widerNames();
  const words = [...text.matchAll(/[a-z']+/g)].map((w) => ({ word: w[0], start: w.index, end: w.index + w[0].length }));
  const found: ColorMention[] = [];
  const covered = (start: number, end: number) => [...known, ...found].some((k) => k.start <= start && end <= k.end);
  const candidates: { start: number; end: number; phrase: string; hex: string; head: boolean }[] = [];
  for (let i = 0; i < words.length; i++) {
    if (chromaKey(text, { phrase: words[i]!.word, end: words[i]!.end })) continue;
    for (let n = Math.min(MAX_NAME_WORDS, words.length - i); n >= 1; n--) {
      const span = words.slice(i, i + n);
      const start = span[0]!.start;
      const end = span[n - 1]!.end;
      // Only names written as one run of words ("duck egg blue", not "duck, egg blue").
      if (!/^[a-z' ]+$/.test(text.slice(start, end))) continue;
      const phrase = text.slice(start, end);
      const hex = names.get(phrase);
      // A place or weather word is no colour of its own, unless it names a shade ("smoky teal", "stormy blue").
      const shade = COLOUR_HEADS.has(/^\s+([a-z]+)/.exec(text.slice(end))?.[1] ?? '');
      if (!hex || covered(start, end) || (n > 1 && NOT_A_NAME.has(span[0]!.word))) continue;
      if (!shade && environmentWord(phrase)) continue;
      // An instrument in a list is the instrument: "with accordion, clarinet, trumpet" (round 117's musicians). (Brass
      // is a metal first: "navy and brass" is a colour.)
      if (!shade && n === 1 && isInstrument(phrase) && senses(phrase)[0]?.lexFile !== 'noun.substance') continue;
      candidates.push({ start, end, phrase, hex, head: n > 1 && COLOUR_HEADS.has(span[n - 1]!.word) });
      break;
    }
  }
  // Names ending in a colour word first; then the others where the idea uses them as colours (beside a colour found
  // either way, so "pistachio and white" and "rust and bone" both count).
  for (const c of candidates.filter((c) => c.head)) {
    if (!covered(c.start, c.end)) found.push(mention(c.start, c.end, c.phrase, headTrue(c.phrase, c.hex)));
  }
  // Repeated while it finds more, so a list of wider names ("brass, walnut and bone") is read once one is known, and
  // again after a shade named after a thing joins the list ("viridian and traffic cone orange"), then only for names
  // that can be nothing but colours.
  readListed();
  readMisspelt();
  while (shadesOfThings()) readListed(true);
  function readListed(namesOnly = false): void {
    let grew = true;
    while (grew) {
      grew = false;
      const pending = candidates.filter(
        (c) =>
          !c.head &&
          !found.some((f) => f.start < c.end && c.start < f.end) &&
          !covered(c.start, c.end) &&
          (!namesOnly || colourName(c.phrase)),
      );
      // A name that can only be a colour ("sarcoline and gamboge") makes a list as surely as a lexicon colour.
      const sure = new Set<Span>([
        ...known.filter(colourish),
        ...found,
        ...pending.filter((c) => colourName(c.phrase)),
      ]);
      for (const c of pending) {
        const next = /^\s+([a-z]+)/.exec(text.slice(c.end));
        if (next && COLOUR_HEADS.has(next[1]!)) {
          // A shade named after the thing ("brass yellow", "pistachio green"): one colour, the thing's.
          const end = c.end + next[0].length;
          const phrase = text.slice(c.start, end);
          found.push(mention(c.start, end, phrase, thingShade(phrase, c.hex)));
        } else if (
          // Beside a colour known for sure, or before a word for colours, it is one whatever else it names ("rust and
          // lichen"; lichen is also a skin complaint); alone after "in" it must not be a place, time or state ("in bed").
          COLOUR_NOUNS.test(text.slice(c.end)) ||
          // "cielo color mamey", "couleur mangue": another language's word for colour before the name.
          COLOUR_LEAD.test(text.slice(0, c.start)) ||
          // "a rose quartz sunrise", "tangerine dream sky": a colour's name before the light it colours.
          // Light itself only after a name that can be nothing else ("gamboge light", not "cold morning light").
          (c.phrase.includes(' ') && LIGHT_NOUNS.test(text.slice(c.end))) ||
          (colourName(c.phrase) && (LIGHT_NOUNS.test(text.slice(c.end)) || /^\s+light\b/.test(text.slice(c.end)))) ||
          (SURFACE_NOUNS.test(text.slice(c.end)) && !senses(c.phrase).some((m) => MATERIAL_KINDS.has(m.lexFile))) ||
          // The paper or card a cover is printed on is coloured by a thing's name that is no material ("oatmeal
          // card"); a word that mostly describes ("lit paper lanterns", "a sliding paper door") is not one.
          (GROUND_AFTER.test(text.slice(c.end)) &&
            namesAThing(c.phrase) &&
            !mostlyModifier(c.phrase) &&
            !/(?:ing|ed)$/.test(c.phrase) &&
            !senses(c.phrase).some((m) => MATERIAL_KINDS.has(m.lexFile))) ||
          marksOf(text, c) ||
          (colourName(c.phrase) && GROUND_AFTER.test(text.slice(c.end))) ||
          (inColourList(text, c, [...sure, ...pending], (s) => sure.has(s)) &&
            !meansKind(c.phrase, WEATHER_OR_PLACE)) ||
          // "…, carnelian and liquorice, …": names and nothing else, a phrase of their own, are colours even when each
          // also names a thing; not creatures or people ("…, cats and dogs").
          (inColourList(text, c, pending, () => true, true) && !meansKind(c.phrase, LIVING_OR_PLACE)) ||
          // "…, cayenne only": a name alone in its phrase, said to be the only colour.
          // ("Abstract only" asks for no picture; it names no colour.)
          (ALONE_BEFORE.test(text.slice(0, c.start)) &&
            ONLY_AFTER.test(text.slice(c.end)) &&
            !meansKind(c.phrase, LIVING_OR_PLACE) &&
            !findNothingNameable(text.slice(c.start)).some((n) => n.start === 0)) ||
          (!meansKind(c.phrase, NOT_COLOUR_KINDS) &&
            (((IN_BEFORE.test(text.slice(0, c.start)) || EVERYTHING_IN.test(text.slice(0, c.start))) &&
              PHRASE_END.test(text.slice(c.end))) ||
              (colourName(c.phrase) &&
                ALONE_BEFORE.test(text.slice(0, c.start)) &&
                PHRASE_END.test(text.slice(c.end)))))
        ) {
          found.push(mention(c.start, c.end, c.phrase, c.hex));
        } else continue;
        grew = true;
      }
    }
  }
  function readMisspelt(): void {
    words.forEach((w, i) => {
      if (covered(w.start, w.end) || found.some((f) => f.start < w.end && w.start < f.end)) return;
      if (chromaKey(text, { phrase: w.word, end: w.end })) return;
      const fix = misspelt(w.word);
      if (!fix) return;
      // Only a word used as a colour: listed with colours, a colour's "-y" or "-ish" form ("yellowy brown"), or
      // before an English noun it describes ("turqoise water"), not a verb's form. "Línea Roja" (the Red Line) is
      // no "linen red" (round 90's palette led with linen), a lowrider "hopping" no hot pink, a "slatted" box no slate.
      const listed = inColourList(text, w, [...known, ...found].filter(colourish), () => true);
      const derived = /(?:y|ish)$/.test(w.word) && w.word.startsWith(fix.name.slice(0, -1));
      const next = words[i + 1];
      const describes =
        !/(?:ed|ing)$/.test(w.word) &&
        next !== undefined &&
        /^\s+$/.test(text.slice(w.end, next.start)) &&
        isNoun(next.word);
      if (listed || derived || describes)
        found.push({ start: w.start, end: w.end, phrase: w.word, term: { kind: 'color', color: fix } });
    });
  }
  // "signal red", "traffic cone orange": a thing named before a colour word, in a list of colours or a phrase of its
  // own, names a shade of that colour (its value stays the colour word's). A name that can only be a colour counts
  // in the list before it is read ("viridian and traffic cone orange"). True when it found one.
  function shadesOfThings(): boolean {
    const all = [...known, ...found];
    const onlyColours = candidates.filter((c) => !covered(c.start, c.end) && colourName(c.phrase));
    let more = false;
    for (const m of all) {
      // (A word with colours of its own heads one too: "candle gold", "sousaphone brass".)
      const hex = m.term.kind === 'color' ? m.term.color.hex : m.term.vocab.colors?.[0]?.hex;
      if (!hex || !COLOUR_HEADS.has(m.phrase)) continue;
      const before = text.slice(0, m.start);
      const thing = [2, 1]
        .map((n) => new RegExp(`(?:^|[\\s,.;:!?(])((?:[a-z]+ ){${n}})$`).exec(before)?.[1]?.trim())
        .find(
          (t) => t !== undefined && (isThing(t, true) || t.split(' ').every((w) => !w.endsWith('ing') && isThing(w))),
        );
      if (!thing) continue;
      const start = m.start - thing.length - 1;
      const span = { start, end: m.end };
      const others = [...all.filter((o) => o !== m && colourish(o)), ...onlyColours];
      const asColour =
        inColourList(text, span, [...others, span], () => true) ||
        (ALONE_BEFORE.test(text.slice(0, start)) && RUN_END.test(text.slice(m.end)));
      if (!asColour || all.some((o) => o !== m && o.start < m.start && o.end > start)) continue;
      found.push(mention(start, m.end, text.slice(start, m.end), hex));
      more = true;
    }
    return more;
  }
  // A lexicon mention inside a longer wider name gives way to it.
  const kept = known.filter((k) => !found.some((f) => f.start <= k.start && k.end <= f.end));
  return withToneWords(text, [...kept, ...found]).sort((a, b) => a.start - b.start);
}

/**
 * A name ending in a colour word is that colour: where the list's value strays from it in hue ("smoky teal" listed as a
 * grey-violet), the colour word's own value is kept.
 */
function headTrue(phrase: string, hex: string): string {
  const head = widerNames().lexiconWords.get(phrase.slice(phrase.lastIndexOf(' ') + 1));
  if (!head) return hex;
  const a = hexToOklch(hex);
  const b = hexToOklch(head);
  if (b.c < 0.04) return hex;
  const hueGap = Math.abs(((a.h - b.h + 540) % 360) - 180);
  return a.c < 0.03 || hueGap > 70 ? head : hex;
}

/**
 * A shade named after a thing ("pistachio green", "jet silver") is the thing's colour where that is a shade of the
 * colour word: near it in hue (or as grey as a grey one) and in lightness; a dull one, brown beside a pink, is taken
 * halfway to the word's colour. Else it is the colour word's own value: round 100 printed "jet silver" jet black,
 * "lantern red" cream and "lotus pink" brown.
 */
function thingShade(phrase: string, hex: string): string {
  const head = widerNames().lexiconWords.get(phrase.slice(phrase.lastIndexOf(' ') + 1));
  if (!head) return hex;
  const a = hexToOklch(hex);
  const b = hexToOklch(head);
  const hueGap = Math.abs(((a.h - b.h + 540) % 360) - 180);
  // A pale tint may be weak in colour and still read as a light colour ("rosewater pink"), not as a strong one.
  const faint = a.l > 0.8 && b.l > 0.7 ? 0.02 : 0.04;
  const sameHue = b.c < 0.04 ? a.c < 0.06 : a.c >= faint && hueGap <= 45;
  // Grey is any lightness between black and white ("woodsmoke grey").
  const near = /gr[ae]y$/.test(phrase) ? a.l > 0.2 && a.l < 0.93 : Math.abs(a.l - b.l) <= 0.3;
  if (!sameHue || !near) return head;
  // A mid or dark one weak in colour reads brown.
  return b.c >= 0.04 && a.c < b.c / 2 && a.l < 0.75 ? mix(hex, head, 0.5) : hex;
}

/**
 * A word or WordNet compound a shade may be named after, not a word that only describes ("bright", "deep", "and"):
 * things, and states and times too ("hazard orange", "danger red", "winter white").
 */
function isThing(words: string, unknownToo = false): boolean {
  const lemma = words.replace(/ /g, '_');
  if (NOT_A_NAME.has(words) || /^(?:and|or|in|of|the|a|an|with|on)$/.test(words)) return false;
  // A lone word English does not know, written as one ("pillarbox red"), is a name too: it can describe nothing.
  // (Pronouns and their like are no WordNet words either: "everything orange", "that billboard cyan".)
  const unknownName =
    unknownToo &&
    !words.includes(' ') &&
    words.length > 3 &&
    !knownWord(words) &&
    !/^(?:every|some|any|no)(?:thing|one|body|where)$|^(?:that|this|these|those|their|there|theirs|yours|ours|mine|whose|which|what|where|when)$/.test(
      words,
    );
  return (isNoun(lemma) && !mostlyModifier(lemma)) || unknownName;
}

/**
 * The basic colours an idea not written in English names in its own language beyond the lexicon's hand-made words
 * ("dearg" in Scottish Gaelic, "қызыл" in Kazakh), each as the lexicon's colour of that name; none where a colour
 * already found covers the word.
 */
export function withForeignColours(idea: string, text: string, known: readonly ColorMention[]): ColorMention[] {
  const basic = new Map(colorNamePhrases().map(([phrase, color]) => [phrase, color]));
  const found = findForeignColours(idea, text).flatMap((m) => {
    const color = basic.get(m.value);
    const covered = known.some((k) => k.start < m.end && m.start < k.end);
    return color && !covered ? [{ start: m.start, end: m.end, phrase: m.phrase, term: { kind: 'color', color } }] : [];
  });
  return [...known, ...(found as ColorMention[])].sort((a, b) => a.start - b.start);
}

function mention(start: number, end: number, phrase: string, hex: string): ColorMention {
  return { start, end, phrase, term: { kind: 'color', color: { name: phrase, hex } } };
}
