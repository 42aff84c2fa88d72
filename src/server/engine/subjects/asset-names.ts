/**
 * The library indexed by what its icons depict: 'horse' → [fluent horse, mdi horse, ph horse-fill…], best first.
 *
 * Icon names mix things ('horse', 'pickup-truck') with interface glyphs ('arrow-left', 'car-off', 'alpha-a-box');
 * a cover must never draw the latter for a word in an idea, so names carrying interface words are left out here.
 * The library itself still holds them: a curated lexicon entry may use any drawable key.
 */
import { listAssets, type AssetEntry } from './library.ts';
import type { Kind } from './senses.ts';
import { isNoun } from './wordnet.ts';

export interface NamedAsset {
  key: string;
  /** What the icon's set files it under, when that says living thing or made object. */
  kind?: Kind;
}

/** Any of these words in an icon's name marks an interface glyph, a badge variant or a letterform. */
const INTERFACE_WORDS = new Set(
  (
    'arrow arrows chevron chevrons caret battery wifi signal toggle align format text file files folder folders ' +
    'cursor terminal console layout sort filter plus minus add remove off check checkbox alert edit cog settings sync refresh undo ' +
    'redo upload download import export account user users search magnify cancel close delete question help info ' +
    'information network marker bluetooth cellular cast share link chart graph view grid dock button menu badge ' +
    'label bookmark database alpha numeric number numbers letter letters alphabet alphabetical roman decimal currency percent code math sigma ' +
    'function variable api application app apps web http qrcode barcode emoticon sidebar panel tab tabs select ' +
    'selection vector crop rotate flip zoom fullscreen resize expand collapse unfold right left up down top bottom ' +
    'horizontal vertical forward backward next previous skip play pause stop volume mute notification message chat ' +
    'comment email inbox outbox send content copy paste save login logout exit password visibility hide progress ' +
    'loading dots dot border margin padding spacing line lines list subtitles caption hdr ratio aspect image photo ' +
    'video usb ethernet nfc rss vpn lan wireless strength charging power brightness mode widget input output ' +
    'slash many multiple relation invoice report event device size center double half empty full tick mark switch ' +
    'logo brand microsoft google xbox playstation linux ubuntu twitter facebook instagram ' +
    'youtube github gitlab discord slack whatsapp spotify netflix paypal bitcoin ethereum outline box circle ' +
    'square rounded'
  ).split(' '),
);

/**
 * Ways drawn from above, as on a map ('road', 'highway', 'railroad'): stood up on a cover they read as towers. A road
 * in an idea is left to the scene rather than drawn as one of these.
 */
const MAP_WORDS = new Set(['road', 'highway', 'motorway', 'autobahn', 'railroad', 'railway', 'route', 'directions']);

/** Words that only qualify an icon's drawing style ('horse-variant' is a horse). */
const STYLE_WORDS = new Set(['variant', 'alt', 'simple', 'side', 'classic', 'solid', 'filled', 'fill']);
/** IconPark numbers its variants in words at the end of the name ('fish-one', 'building-four'). */
const VARIANT_NUMBERS = new Set(['one', 'two', 'three', 'four', 'five', 'six']);

/**
 * Category names across the sets that clearly hold living things or made objects. Categories mixing both
 * ('Agriculture', 'Holiday') are left unkinded, as are sets without categories.
 */
const CATEGORY_KINDS: Record<string, Kind> = {
  'Animals & Nature': 'living',
  'People & Body': 'living',
  Animal: 'living',
  Animals: 'living',
  Nature: 'living',
  'People / Family': 'living',
  Objects: 'made',
  Activities: 'made',
  'Travel & Places': 'made',
  'Device / Tech': 'made',
  'Cellphone / Phone': 'made',
  'Hardware / Tools': 'made',
  'Home Automation': 'made',
  Automotive: 'made',
  'Transportation + Flying': 'made',
  'Transportation + Other': 'made',
  'Transportation + Road': 'made',
  'Transportation + Water': 'made',
  Music: 'made',
  Audio: 'made',
  Photography: 'made',
  Printer: 'made',
  'Video / Movie': 'made',
  Clothing: 'made',
  Sport: 'made',
  Places: 'made',
  Hardware: 'made',
  Household: 'made',
  Transit: 'made',
  Build: 'made',
  Life: 'made',
  Clothes: 'made',
  Industry: 'made',
  Math: 'made',
  'Drawing / Art': 'made',
  Science: 'made',
  'Medical / Hospital': 'made',
  Shopping: 'made',
  Banking: 'made',
  'Date / Time': 'made',
  Religion: 'made',
};

/** Categories of interface and typographic glyphs, never a subject whatever their name (names are per set). */
const INTERFACE_CATEGORIES = new Set([
  'Symbols',
  'Alert / Error',
  'Alpha / Numeric',
  'Arrange',
  'Arrow',
  'Battery',
  'Brand / Logo',
  'Database',
  'Developer / Languages',
  'Edit / Modify',
  'Files / Folders',
  'Form',
  'Geographic Information System',
  'Settings',
  'Social Media',
  'Text / Content / Format',
  'Tooltip',
  'Vector',
  'View',
  'UI Actions',
  'Text',
  'Android',
  'Privacy',
  'Actions',
  'Account / User',
  // IconPark's interface groups.
  'Abstract',
  'Arrows',
  'Base',
  'Brand',
  'Character',
  'Charts',
  'Communicate',
  'Components',
  'Connect',
  'Constellation',
  'Datas',
  'Edit',
  'Graphics',
  'Money',
  'Office',
  'Operate',
  'Others',
  'Peoples',
]);

/**
 * Sets in order of preference when several draw the same thing. Fluent Emoji are drawn as objects (a truck
 * from the side, a whole animal), Material Design Icons are clean solid glyphs, Phosphor and IconPark next;
 * Tabler's filled icons and Material Symbols lean towards interface pictograms. Our drawings come last: the
 * lexicon names them where they are wanted.
 */
const SET_ORDER = [
  'fluent-emoji-high-contrast',
  'mdi',
  'ph',
  'icon-park-solid',
  'tabler',
  'material-symbols',
  'sleeve',
];

let index: Map<string, NamedAsset[]> | undefined;

/**
 * Drawings with a letterform on them (a milk bottle's "M", a drip bag's scale reading as "E", a shop's "24H"): on a cover they read
 * as stray text, which a release must not have. Found by the panel; the thing falls back to another drawing.
 */
const LETTERED_DRAWINGS = new Set([
  'icon-park-solid:milk',
  'material-symbols:fluid',
  'fluent-emoji-high-contrast:convenience-store',
  'fluent-emoji-high-contrast:hotel',
  'fluent-emoji-high-contrast:love-hotel',
  'mdi:hospital-building',
  // Digits that read as a stray number on a cover ("12/5" for a shop counter, "7:10" for a clock).
  'mdi:counter',
  'mdi:clock-digital',
  'mdi:scoreboard',
  'fluent-emoji-high-contrast:input-numbers',
  // Letters alone: a car stereo drawn as "2.0" (round 65), a cash machine as "ATM", a radio as "AM" or "FM".
  'mdi:stereo',
  'mdi:atm',
  'mdi:radio-am',
  'mdi:radio-fm',
  'mdi:hd',
  'mdi:abc',
  'mdi:dolby',
  'mdi:sale',
  'mdi:wc',
]);

/**
 * Glyphs named like a thing that draw a sign for it, not the thing: wind lines for "air" (and, through WordNet, "gas"),
 * a text-wrap arrow for "wrap", a cube of parts for "assembly" (and so for "machine"), a no-entry sign for "block", a
 * blood-pressure gauge for "pressure". Found by the panel.
 */
const SYMBOLS_NOT_THINGS = new Set([
  'material-symbols:air',
  'mdi:wrap',
  'mdi:assembly',
  'tabler:assembly-filled',
  // A "block" is a no-entry sign (round 86's cracked tiles and a slab were drawn as no-signs).
  'mdi:block',
  'mdi:block-helper',
  'material-symbols:blood-pressure',
  // A building's "floor" as a step diagram (round 111's "60 floors up" drew three staircases).
  'material-symbols:floor',
  // The "pan" tool's four arrows, never a cooking pan (round 109's wok was a game pad's arrows).
  'mdi:pan',
  'mdi:pan-horizontal',
  'mdi:pan-vertical',
]);

/**
 * Words of wayfinding signs: the sets draw a lift, an escalator, a turnstile or a car park as the sign that points to
 * one (a box with arrows, a P), which on a cover reads as a sign, not the thing (a dumbwaiter was a lift sign).
 * Found by the panel.
 */
const SIGN_WORDS = new Set(['elevator', 'escalator', 'restroom', 'parking', 'turnstile', 'transfer']);

function isInterface(entry: AssetEntry, words: readonly string[]): boolean {
  return (
    LETTERED_DRAWINGS.has(entry.key) ||
    words.some((w) => SIGN_WORDS.has(w)) ||
    SYMBOLS_NOT_THINGS.has(entry.key) ||
    (entry.category !== undefined && INTERFACE_CATEGORIES.has(entry.category)) ||
    words.some((w) => INTERFACE_WORDS.has(w) || MAP_WORDS.has(w) || /\d/.test(w))
  );
}

/**
 * The nouns an icon name can stand for, in WordNet form: its words without style words ('horse-variant' →
 * 'horse'), and for two-word names the reversed order when that is the English compound ('car-sports' →
 * 'sports_car').
 */
function nounsOf(words: readonly string[]): string[] {
  const kept = words.filter((w, i) => !STYLE_WORDS.has(w) && !(i === words.length - 1 && VARIANT_NUMBERS.has(w)));
  // One- and two-letter names are letterforms ('k', 'x'), whatever WordNet says they could mean.
  if (kept.length === 0 || kept.join('_').length < 3) return [];
  const nouns = [kept.join('_')];
  if (kept.length === 2) {
    const reversed = `${kept[1]}_${kept[0]}`;
    if (isNoun(reversed) && !isNoun(nouns[0]!)) nouns.push(reversed);
  }
  return nouns;
}

/** Plain names (no style word dropped) first, then by set preference, then the set's own order. */
function rank(entries: { entry: AssetEntry; plain: boolean }[]): NamedAsset[] {
  return entries
    .map((e, order) => ({ ...e, order, set: SET_ORDER.indexOf(e.entry.set) }))
    .sort((a, b) => Number(b.plain) - Number(a.plain) || a.set - b.set || a.order - b.order)
    .map(({ entry }) => ({ key: entry.key, kind: entry.category ? CATEGORY_KINDS[entry.category] : undefined }));
}

function buildIndex(): Map<string, NamedAsset[]> {
  const found = new Map<string, { entry: AssetEntry; plain: boolean }[]>();
  for (const entry of listAssets()) {
    const words = entry.name.split('-');
    if (isInterface(entry, words)) continue;
    const nouns = nounsOf(words);
    const plain = nouns[0] === words.join('_');
    for (const noun of nouns) {
      const list = found.get(noun) ?? [];
      list.push({ entry, plain });
      found.set(noun, list);
    }
  }
  return new Map([...found].map(([noun, entries]) => [noun, rank(entries)]));
}

function names(): Map<string, NamedAsset[]> {
  index ??= buildIndex();
  return index;
}

/** Icons depicting the noun (WordNet form, 'pickup_truck'), best first; empty when none does. */
export function assetsNamed(lemma: string): readonly NamedAsset[] {
  return names().get(lemma) ?? [];
}

/** Every noun some icon depicts, in WordNet form. */
export function namedNouns(): Iterable<string> {
  return names().keys();
}
