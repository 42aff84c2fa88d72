/**
 * Judges whether an idea's own words can be quoted in the English prompt. Ideas in another language, in
 * emoji, or in nonsense are described through their subjects instead.
 */
import { colorNamePhrases } from '../../../shared/lexicon/colors.ts';
import { LAYOUT_WORDS } from '../../../shared/lexicon/compositions.ts';
import { GENRES } from '../../../shared/lexicon/genres.ts';
import { INTL_MOOD_WORDS, MOODS } from '../../../shared/lexicon/moods.ts';
import { latinWords, normalizeText } from '../../../shared/lexicon/text.ts';
import { isNoun } from '../../engine/subjects/wordnet.ts';

/** Everyday English words that are not in the lexicon but show the idea is written in English. */
const ENGLISH_WORDS = `a an the of in on at by for with without and or but to from into onto over under above below
beneath near through across behind beside between among around inside outside against along toward towards my his
her their our your its this that these those is are was were be being been it i me we you they he she them us
some like as while where who what when which not very just all one two three many few lots full made big small huge
tiny old new little only up down out off away album cover art artwork song songs music record track tracks ep single
vibe vibes style feel feeling mood about looking standing sitting walking running flying falling holding wearing
there here something everything nothing beautiful pretty cool nice great make want please design image picture
photo photograph painting illustration background foreground center centre top bottom left right side front back
cat dog horse wolf fox tiger lion snake whale fish house room bed chair table door wall floor kitchen bedroom
window lamp light lights shadow shadow shadows color colour colors colours sky world life death time day days
year summer evening morning afternoon golden silver empty quiet loud soft hard heavy warm cool cold hot wet dry
girl boy love dream dreams heart home road way end beginning first last late early never always again still
feat featuring inspired vintage modern classic minimal simple clean bold dramatic epic glowing burning floating
sinking rising falling shining broken lost found`;

/** Function words of the other languages people most often write ideas in. */
export const FOREIGN_WORDS: ReadonlySet<string> = new Set(
  `el la los las le les des du et und der die das y sobre con de en une un il lo della del do da dos com na em
ist mit avec sous sur dans bajo entre ein eine im auf unter uber zum zur nel sotto para por sin muy mi tu su mon
una uno unos unas uma umas
ma mes ton ta notre unser mein meine dein sono est sont es esta este esto aqui au aux ou wo ga wa ni wo desu
qui que tient tiene sostiene segura porte lleva leva pour par pas tres ses sa son sus nicht sehr kein keine
som pa och ett av med fran vid ar det
z w we ze nad pod przy jest sie
bir ve ile uzerinde icinde altinda ustunde gibi cok
een het bij uit naar niet voor mijn op onder zijn
di che sul sulla sullo sui alle allo agli alla delle dei degli nella nelle nei nostro nostra vostro gli dal dalla
sean nos puirt beul`.split(/\s+/),
);

/**
 * Words of other languages spelt, once accents are gone, as an English thing: in an idea not written in English they
 * are that language's words ("står": stands, "tom": empty, "gün": day, "mitt": middle, "boş": empty), never a star, a
 * tomcat, a gun, a mitten or cattle.
 */
export const FOREIGN_LOOKALIKES: ReadonlySet<string> = new Set([
  'star',
  'tom',
  'gun',
  'mitt',
  'alle',
  'bat',
  'bos',
  // Spanish and Portuguese for a table, not the landform.
  'mesa',
  // Dutch and German "of" ("de bel van een fiets": a bicycle's bell).
  'van',
  // Italian "middle" ("in mezzo alle risaie"), no mezzo-soprano.
  'mezzo',
]);

let english: ReadonlySet<string> | undefined;

function englishWords(): ReadonlySet<string> {
  if (english) return english;
  const phrases = [
    ENGLISH_WORDS,
    ...GENRES.flatMap((g) => g.aliases),
    ...colorNamePhrases().map(([p]) => p),
    ...MOODS.flatMap((m) => m.words),
    ...LAYOUT_WORDS.map(([p]) => p),
  ];
  const words = new Set(phrases.flatMap((p) => latinWords(normalizeText(p))));
  // Words shared with other languages are not evidence either way.
  for (const w of FOREIGN_WORDS) words.delete(w);
  for (const list of Object.values(INTL_MOOD_WORDS)) for (const w of list) words.delete(normalizeText(w));
  english = words;
  return english;
}

let foreign: ReadonlySet<string> | undefined;

function foreignWords(): ReadonlySet<string> {
  foreign ??= new Set([
    ...FOREIGN_WORDS,
    ...Object.values(INTL_MOOD_WORDS).flatMap((list) => list.flatMap((w) => latinWords(normalizeText(w)))),
  ]);
  return foreign;
}

/**
 * True when the normalised text reads as English: mostly Latin letters, at least one English word, and more
 * English words than words of another language.
 */
export function isQuotableEnglish(normalizedText: string): boolean {
  const latin = (normalizedText.match(/[a-z]/g) ?? []).length;
  const otherLetters = (normalizedText.match(/\p{L}/gu) ?? []).length - latin;
  if (latin === 0 || otherLetters > latin) return false;
  const en = englishWords();
  const fr = foreignWords();
  let englishCount = 0;
  let foreignCount = 0;
  let words = 0;
  for (const word of latinWords(normalizedText)) {
    if (word.length > 2) words++;
    if (fr.has(word)) foreignCount++;
    // Any English noun counts (WordNet knows them all), not only the lexicon's words.
    else if (en.has(word) || (word.length > 2 && isNoun(word))) englishCount++;
  }
  // A language whose function words are not listed (Polish, Dutch) still shows: few of its words are English ones.
  return englishCount > 0 && englishCount > foreignCount && englishCount * 4 >= words;
}
