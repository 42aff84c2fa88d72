/**
 * What lettering alone is made of when it is built from things rather than printed: "twisted from rusted barbed wire",
 * "laid out in wooden matchsticks", "knotted in macramé cord", "carved out of clear blocks of ice", "spelled in sea
 * glass". Each material is drawn by how such letters are built (the brief's printed effect), in its own colour unless
 * the idea names one: rounds 115-119 set every one of these as plain type on a flat colour.
 *
 * One list (a longer phrase is matched before a shorter one within it: "barbed wire" before "wire"); a material nobody
 * listed but said to be what the letters are "spelled out in" or "made of" is laid out as small pieces, the commonest
 * way such letters are made.
 */
import type { PrintedEffect } from '../contracts/scene-brief.ts';

/**
 * How letters of a material are built: bent along their outlines (wire, pipe, chain), laid out in pieces or sticks,
 * or cut as blocks.
 */
export type MaterialForm = Extract<
  PrintedEffect,
  'rope' | 'wire' | 'barbed-wire' | 'pipe' | 'chain' | 'pieces' | 'sticks' | 'block'
>;

interface LetterMaterial {
  /** The words for it, singular and plural; a space is any space. */
  readonly words: string;
  readonly form: MaterialForm;
  /** Its own colour, the letters' where the idea names none. */
  readonly hex: string;
}

const M = (words: string, form: MaterialForm, hex: string): LetterMaterial => ({ words, form, hex });

const LETTER_MATERIALS: readonly LetterMaterial[] = [
  // Bent along the letters: metal wire, bare or barbed.
  M('barbed wire|razor wire', 'barbed-wire', '#5a5652'),
  M('copper wire|copper wiring', 'wire', '#b8733f'),
  M('brass wire', 'wire', '#c9a44c'),
  M('wire coat hangers?|coat hangers?|chicken wire|fence wire|steel wire|wire|wires|paper ?clips?', 'wire', '#9a9ea3'),
  // Chain and pipe laid along the letters: links, or a round tube with its couplings.
  M('(?:bike |bicycle )?chains?(?: links?)?|links of chain', 'chain', '#7d8085'),
  M('copper pipes?|copper piping|copper tubing|copper tubes?', 'pipe', '#b87333'),
  M('pipes?|piping|plumbing pipes?|tubing|tubes|scaffold(?:ing)? poles|rebar|iron bars|steel bars', 'pipe', '#8d9094'),
  // Twisted fibre, knotted or laid along the letters.
  M('macram[eé](?: (?:cotton )?cord)?', 'rope', '#efe4cf'),
  M('fuse cords?|fuses?', 'rope', '#5b5145'),
  M(
    'ropes?|cords?|twine|string|strings|jute|hemp|yarn|wool|knitting|rag rug strips|ribbons?|shoelaces?|laces',
    'rope',
    '#c8ab7c',
  ),
  M('liquorice|licorice|liquorice laces|licorice laces', 'rope', '#231c1c'),
  M('pretzel dough|pretzels?|bread dough|dough|pastry|challah', 'rope', '#b9773b'),
  M('vines?|ivy|willow|rattan|wicker|reeds?|straw', 'rope', '#6f8a3f'),
  M('garden hose|hosepipe|hose|cables?|wiring|spaghetti|noodles|hair', 'rope', '#30343a'),
  // Laid out in sticks along the strokes.
  M('matchsticks?|matches|spent matches|burnt matches', 'sticks', '#d9b98a'),
  M(
    'toothpicks?|cocktail sticks?|lolly sticks|popsicle sticks|lollipop sticks|ice lolly sticks|chopsticks',
    'sticks',
    '#e2c690',
  ),
  M('twigs?|sticks|branches|driftwood|kindling|bamboo', 'sticks', '#6e5538'),
  M('nails|screws|bolts|pins|needles|safety pins|hair ?pins|bobby pins', 'sticks', '#8f9398'),
  M(
    'pencils|birthday candles|candles|tapers|cigarettes|straws|french fries|fries|chips|pretzel sticks|bones|feathers|matchbox cars',
    'sticks',
    '#e7b43a',
  ),
  // Laid out in small pieces over the letters.
  M('sea ?glass|beach glass', 'pieces', '#9fd3c7'),
  M('pebbles?|stones|river stones|gravel|rocks|shingle', 'pieces', '#9c968c'),
  M('shells|seashells|cowries|cowrie shells|mussel shells', 'pieces', '#efe2cf'),
  M('pennies|coins|copper pennies|cents', 'pieces', '#b87333'),
  M('(?:brass )?(?:upholstery |drawing |thumb ?)?tacks|thumbtacks|drawing pins|rivets|studs', 'pieces', '#c9a44c'),
  M('bottle ?caps|bottle tops|beer caps|ring pulls|can tabs', 'pieces', '#b9bcc0'),
  M('beads|buttons|sequins|glitter|rhinestones|gems|jewels|crystals|marbles|pearls', 'pieces', '#c9c6d8'),
  M(
    'sweets|candy|candies|jelly beans|gummy bears|gumdrops|smarties|skittles|m&ms|sprinkles|conversation hearts|candy hearts',
    'pieces',
    '#f29bb8',
  ),
  M(
    'petals|rose petals|flowers|blossoms|daisies|leaves|autumn leaves|moss|lichen|seeds|beans|coffee beans|lentils|rice|grains|berries|cherries|grapes',
    'pieces',
    '#e07a8f',
  ),
  M('pills|tablets|capsules|confetti|hole punch dots|paper dots', 'pieces', '#f2f0ea'),
  M('(?:dried )?chill?ies|chill?i peppers|chill?is|red peppers|peppers|tomatoes|strawberries', 'pieces', '#b3261e'),
  M('piano keys|keyboard keys|typewriter keys|computer keys|keycaps', 'pieces', '#efe6cf'),
  M('mosaic(?: tiles)?|tiles|tesserae|lego(?: bricks)?|bricks|dominoes|dice|scrabble tiles', 'pieces', '#2f6fa8'),
  M('quilled paper(?: strips)?|paper quilling|quilling|paper coils|paper strips', 'pieces', '#f0a07a'),
  M(
    'shards|broken glass|glass shards|broken mirror|mirror shards|cracked phone screens|broken plates|broken china|crockery',
    'pieces',
    '#c7d3da',
  ),
  // Cut, carved or moulded as solid blocks, lit at their edges.
  M('ice|ice blocks|blocks of ice|ice cubes|icicles|frozen water', 'block', '#cfe9f3'),
  M('(?:handmade )?soap|bars of soap|soap bars', 'block', '#e9dcef'),
  M('candle wax|wax|beeswax|paraffin', 'block', '#efe3c4'),
  M('marble|granite|stone|sandstone|slate|concrete|cement|breeze blocks', 'block', '#b9b4ab'),
  M('clay|terracotta|plasticine|play-?doh|modelling clay|ceramic|porcelain', 'block', '#c2714f'),
  M('dark chocolate|milk chocolate|chocolate|fudge|toffee|caramel', 'block', '#4e2e1f'),
  M(
    'butter|cheese|jelly|jello|gelatin|sugar|sugar cubes|salt|rock salt|salt crystals|bread|toast|cake|sponge|marzipan',
    'block',
    '#f1d77e',
  ),
  M('glass blocks|glass|perspex|acrylic|resin|crystal', 'block', '#d9eef2'),
  M('foam|polystyrene|styrofoam|cardboard|corrugated cardboard|cork', 'block', '#eeeae0'),
  M('wood|wooden blocks|timber|oak|pine|plywood', 'block', '#b4875a'),
];

/** A list's alternatives, split at the bars outside its groups. */
function alternatives(words: string): string[] {
  const out = [''];
  let depth = 0;
  for (const ch of words) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === '|' && depth === 0) out.push('');
    else out[out.length - 1] += ch;
  }
  return out;
}

const WORDS = LETTER_MATERIALS.flatMap((m) =>
  alternatives(m.words).map((w) => [w, new RegExp(`^(?:${w})$`, 'u'), m] as const),
).sort((a, b) => b[0].length - a[0].length);
const ALTERNATIVES = WORDS.map(([w]) => w.replace(/ /g, String.raw`\s`)).join('|');

/** The verbs that say lettering is built from a material, with "of", "from", "in", "out of" after them. */
const BUILT = String.raw`(?:made|built|formed|twisted|bent|cast|welded|forged|soldered|folded|crocheted|knitted|knotted|tied|woven|plaited|braided|laid(?:\sout)?|spel(?:led|t)(?:\sout)?|picked\sout|set\sout|shaped|arranged|carved|cut|chiselled|chiseled|moulded|molded|sculpted|assembled|pieced(?:\stogether)?|hammered|nailed|stuck|glued|stacked|piled|poured|sewn|done)`;

/** "Built out of", "cast in", "bent from": the words that say what lettering is made of, before the material. */
export const BUILT_FROM = String.raw`${BUILT}\s(?:(?:out|up|together)\s)?(?:of|from|in|with|using)`;

/**
 * "Made of rusted barbed wire", "laid out in wooden matchsticks", "carved out of clear blocks of ice", "in sea glass
 * letters": the material named, after up to four words of colour, finish or quantity ("bars of handmade").
 */
const MADE_FROM = new RegExp(
  String.raw`\b(?:${BUILT_FROM}\s(?:(?!(?:on|onto|against|across|over|under|beside|at|by)\b)[\p{L}'-]+\s){0,4}?(${ALTERNATIVES})|(${ALTERNATIVES})\s(?:letters|lettering|alphabet|capitals|caps))\b`,
  'u',
);

/**
 * "Spelled out in X", "made of X", "cast in X" for a material in no list: letters built the way the verb says, small
 * pieces where it says nothing of how ("made of", "spelled out in").
 */
const MADE_FROM_ANYTHING = new RegExp(
  String.raw`\b(${BUILT}\s(?:(?:out|up|together)\s)?(?:of|from)|(?:spel(?:led|t)|laid|picked|set)\sout\s(?:in|with)|(?:cast|moulded|molded|knitted|crocheted|woven|sewn)\sin)\s(?:(?:a|an|the|some|old|little|tiny|small|hundreds\sof|dozens\sof)\s)?(?:(?:blocks?|slabs?|bars?|sheets?|lumps?|lengths?|strips?|pieces?|bits?|scraps?)\sof\s)?((?!(?:on|onto|against|across|over|under|beside|at|by|and|with)\b)[\p{L}'-]+(?:\s(?!(?:on|onto|against|across|over|under|beside|at|by|and|with)\b)[\p{L}'-]+)?)`,
  'u',
);

/** How a verb builds letters of a material in no list: bent along the outlines, or cut as blocks. */
const FORM_OF_VERB: readonly [RegExp, MaterialForm][] = [
  [/^(?:twisted|bent|knotted|tied|woven|plaited|braided|sewn|crocheted|knitted)\b/, 'rope'],
  [/^(?:welded|forged|soldered)\b/, 'pipe'],
  [/^(?:cast|carved|cut|folded|chiselled|chiseled|moulded|molded|sculpted|hammered|poured)\b/, 'block'],
];

export interface LetterMaterialMention {
  form: MaterialForm;
  /** The material as the idea names it ("wooden matchsticks" names "matchsticks"). */
  name: string;
  hex: string;
  start: number;
  end: number;
  phrase: string;
}

/**
 * What the idea says its letters are made of, with the span of the words that say it; `anything` also takes a
 * material in no list as small pieces (only for a cover of lettering alone, where nothing else can be meant).
 */
export function findLetterMaterial(normalizedText: string, anything = false): LetterMaterialMention | undefined {
  const m = MADE_FROM.exec(normalizedText);
  if (m) {
    const said = (m[1] ?? m[2])!;
    const material = WORDS.find(([, whole]) => whole.test(said))![2];
    return {
      form: material.form,
      name: said,
      hex: material.hex,
      start: m.index,
      end: m.index + m[0].length,
      phrase: m[0],
    };
  }
  if (!anything) return undefined;
  const any = MADE_FROM_ANYTHING.exec(normalizedText);
  if (!any) return undefined;
  return {
    form: FORM_OF_VERB.find(([verb]) => verb.test(any[1]!))?.[1] ?? 'pieces',
    name: any[2]!,
    hex: '#d8d2c4',
    start: any.index,
    end: any.index + any[0].length,
    phrase: any[0],
  };
}
