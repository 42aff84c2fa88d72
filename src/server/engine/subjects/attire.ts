/**
 * People known by what they wear: a nun by her veil and habit, a conductor by a peaked cap, a king by a crown, a
 * wizard by a pointed hat. The library has no drawing of them (or only an emoji costume, a sticker beside our
 * figures); a plain figure loses who they are. The person's commonest sense is followed up WordNet's hypernyms to
 * the nearest kind of person listed here, and drawn as our figure dressed for it (drawn-figures.ts).
 */
import type { Resolution } from './resolve.ts';
import { hypernymChain, senses, type Synset } from './wordnet.ts';

interface Dress {
  /** The figure's drawing, and the woman's or the child's when it differs (a child is dressed only where one is). */
  build: string;
  womanBuild?: string;
  childBuild?: string;
  /** How the dress is said after "a person". */
  wearing: string;
}

const HABIT: Dress = { build: 'monk-figure', womanBuild: 'nun-figure', wearing: 'in a religious habit' };
const ROBE: Dress = { build: 'robed-figure', wearing: 'in a long robe' };
const LONG_DRESS: Dress = { build: 'robed-figure', wearing: 'in long flowing clothes' };
const CROWN: Dress = { build: 'crowned-figure', womanBuild: 'queen-figure', wearing: 'wearing a crown' };
const HELM: Dress = { build: 'knight-figure', wearing: 'in a knight’s helm' };
const HELMET: Dress = { build: 'helmeted-figure', wearing: 'in a helmet' };
const CAP: Dress = { build: 'capped-figure', womanBuild: 'capped-woman-figure', wearing: 'in a peaked cap' };
const BRIM: Dress = {
  build: 'hatted-figure',
  womanBuild: 'hatted-woman-figure',
  wearing: 'in a wide-brimmed hat and coat',
};
const POINTED: Dress = { build: 'wizard-figure', womanBuild: 'witch-figure', wearing: 'in a pointed hat and robe' };
const TOQUE: Dress = { build: 'chef-figure', wearing: 'in a chef’s hat' };
const HARD_HAT: Dress = { build: 'worker-figure', wearing: 'in a hard hat' };
const HOOD: Dress = {
  build: 'hooded-figure',
  womanBuild: 'hooded-woman-figure',
  childBuild: 'hooded-child-figure',
  wearing: 'in a hood',
};

/** WordNet head words of kinds of person, with their dress; the nearest in the person's hypernyms wins. */
const DRESS: ReadonlyMap<string, Dress> = new Map([
  ['religious', HABIT],
  ['nun', HABIT],
  ['monk', HABIT],
  ['friar', HABIT],
  ['clergyman', ROBE],
  ['cleric', ROBE],
  ['church_officer', ROBE],
  ['spiritual_leader', ROBE],
  ['preacher', ROBE],
  ['sovereign', CROWN],
  ['monarch', CROWN],
  ['king', CROWN],
  ['queen', CROWN],
  ['prince', CROWN],
  ['princess', CROWN],
  ['emperor', CROWN],
  ['empress', CROWN],
  ['knight', HELM],
  ['crusader', HELM],
  ['enlisted_person', HELMET],
  ['fireman', HELMET],
  ['judge', ROBE],
  ['soldier', HELMET],
  ['infantryman', HELMET],
  ['trooper', HELMET],
  ['military_officer', CAP],
  ['policeman', CAP],
  ['lawman', CAP],
  ['collector', CAP],
  ['chauffeur', CAP],
  ['doorman', CAP],
  ['porter', CAP],
  ['mailman', CAP],
  ['deliveryman', CAP],
  ['guard', CAP],
  ['watchman', CAP],
  ['aviator', CAP],
  ['sheriff', BRIM],
  ['beekeeper', BRIM],
  ['detective', BRIM],
  ['private_detective', BRIM],
  ['cowboy', BRIM],
  ['cowherd', BRIM],
  ['herder', BRIM],
  ['rancher', BRIM],
  ['gangster', BRIM],
  ['occultist', POINTED],
  ['sorcerer', POINTED],
  ['cook', TOQUE],
  ['baker', TOQUE],
  ['laborer', HARD_HAT],
  ['construction_worker', HARD_HAT],
  ['miner', HARD_HAT],
  ['builder', HARD_HAT],
]);

/** What a person is said to wear that is the dress of a kind of person: "a butcher in full plate armour". */
const GARMENTS: readonly [RegExp, Dress][] = [
  [/^(?:(?:full |plate |suit of )*armou?r|chain ?mail)$/, HELM],
  [/^(?:crown|tiara)$/, CROWN],
  [/^(?:cowboy hat|stetson|(?:ten )?gallon hat|fedora|trilby|wide brimmed hat|sun hat|trench ?coat)$/, BRIM],
  [/^(?:hard ?hat|safety helmet)$/, HARD_HAT],
  [/^(?:helmet|army helmet|combat helmet)$/, HELMET],
  [/^(?:chef'?s hat|toque)$/, TOQUE],
  [/^(?:peaked cap|police cap|captain'?s hat|sailor cap|conductor'?s cap)$/, CAP],
  [/^(?:wizard hat|witch(?:'s)? hat|pointed hat)$/, POINTED],
  [/^(?:habit|wimple|nun'?s habit)$/, HABIT],
  [/^(?:robe|robes|cassock)$/, ROBE],
  // Long clothes a country dresses up in, and gowns: drawn long to the ground (round 92's singer in a white hanbok was
  // a man in a suit).
  [
    /^(?:hanboks?|kimonos?|yukatas?|saris?|sarees?|agbadas?|boubous?|k?aftans?|caftans?|djellabas?|jell?abiyas?|thobes?|dishdashas?|kanduras?|abayas?|ao dai|qipaos?|cheongsams?|hanfu|lehengas?|(?:ball |evening |wedding |sequinn?ed )?gowns?|wedding dress|long dress|maxi dress|gakti|gaktis|deels?|chapans?|huipils?|polleras?|dirndls?)$/,
    LONG_DRESS,
  ],
  // A hood up reads at any distance; a balaclava or ski mask is drawn as one (the face hidden, the head covered).
  [
    /^(?:hood|hoodie|hoody|hooded (?:top|jacket|coat|sweatshirt)|balaclava|ski mask|parka|anorak|raincoat|cloak)$/,
    HOOD,
  ],
];

/**
 * Any other hat or cap someone wears ("pork pie hats", "a flat cap", "church hats") is drawn on their head, brim or
 * peak, not floating beside them.
 */
const ANY_HAT: readonly [RegExp, Dress][] = [
  [
    /^(?:hats?|boaters?|bowlers?|sombreros?|panamas?|homburgs?|porkpies?)$/,
    { build: 'hatted-figure', womanBuild: 'hatted-woman-figure', wearing: 'in a hat' },
  ],
  [/^caps?$/, { ...CAP, wearing: 'in a cap' }],
];

/**
 * The drawing of a person of drawing `asset` dressed in `garment`, when the garment is a dress we draw and the person
 * is one of our plain figures (a woman keeps her build where the dress has one for her).
 */
export function dressedIn(asset: string, garment: string): { asset: string; wearing: string } | undefined {
  const child = asset === 'sleeve:child-figure';
  const plain = asset === 'sleeve:figure' || asset === 'sleeve:woman-figure' || child;
  // The garment's own name, after any words about it ("a red robe", "a battered old stetson").
  const words = garment.toLowerCase().split(/\s+/);
  const names = [3, 2, 1].map((n) => words.slice(-n).join(' '));
  const dress = plain
    ? (GARMENTS.find(([g]) => names.some((n) => g.test(n)))?.[1] ?? ANY_HAT.find(([g]) => g.test(names[2]!))?.[1])
    : undefined;
  if (!dress || (child && !dress.childBuild)) return undefined;
  const build = child
    ? dress.childBuild!
    : asset === 'sleeve:woman-figure'
      ? (dress.womanBuild ?? dress.build)
      : dress.build;
  return { asset: `sleeve:${build}`, wearing: dress.wearing };
}

/** Senses of a thing that outrank a person behind them; not animals: a queen is a queen bee first, and still a queen. */
const CONCRETE: ReadonlySet<string> = new Set(['noun.artifact', 'noun.plant', 'noun.object', 'noun.food']);

/** Women's words a kind of person is said in, in WordNet's names for it or its hypernyms. */
const WOMAN =
  /(?:^|_)(?:female|woman|girl|nun|abbess|prioress|queen|empress|princess|witch|enchantress|sorceress)(?:_|$)/;

/** The dress of the person `lemma` names, from its commonest person sense among its first three. */
function dressOf(lemma: string): { dress: Dress; woman: boolean } | undefined {
  // A compound WordNet does not list is dressed as its head ("traffic wardens" as wardens), but no crown is read into
  // one: a rodeo queen, a prom queen, a drama queen wear none.
  const own = senses(lemma);
  // A named person behind a rarer sense is not who the idea means: "sunday" is the day, not the evangelist.
  // Nor is a person behind a commoner sense of a thing: a sampler is a station before a taster, a kamikaze a plane.
  const first = (own.length ? own : senses(lemma.split('_').at(-1)!)).slice(0, 3);
  const thing = first.findIndex((m) => CONCRETE.has(m.lexFile));
  const sense = first.find(
    (m, i) => m.lexFile === 'noun.person' && (i === 0 || !m.instance) && (thing < 0 || i < thing),
  );
  if (!sense) return undefined;
  const chain: Synset[] = [sense, ...hypernymChain(sense.offset).map((h) => h.synset)];
  const dress = chain.map((s) => s.words.map((w) => DRESS.get(w)).find(Boolean)).find(Boolean);
  if (!dress || (!own.length && dress === CROWN)) return undefined;
  return { dress, woman: chain.some((s) => s.words.some((w) => WOMAN.test(w))) };
}

/**
 * The person `lemma` names drawn dressed for who they are, in place of what was found for it: a stand-in of any kind
 * (a shield for a sheriff), or an exact drawing that `replaceable` says is a plain or emoji person. Found nothing, a
 * person WordNet dresses is still drawn (a chauffeur's kind, an operator, leads to no drawing of a person).
 */
export function dressed(
  lemma: string,
  found: Resolution | undefined,
  replaceable: (asset: string) => boolean,
): Resolution | undefined {
  if (found && found.how === 'exact' && !replaceable(found.asset)) return found;
  const hit = dressOf(lemma);
  if (!hit) return found;
  const build = hit.woman ? (hit.dress.womanBuild ?? hit.dress.build) : hit.dress.build;
  const as = found?.how === 'exact' ? found.as : `a person ${hit.dress.wearing}`;
  return { asset: `sleeve:${build}`, as, how: found?.how ?? 'approximate' };
}
