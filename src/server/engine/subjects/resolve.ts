/**
 * The noun resolver: from a noun as the idea writes it ('pickup truck', 'wolves', 'marlin') to the library asset
 * that draws it.
 *
 * Order of trust: the curated lexicon (chosen by eye) for the noun or a WordNet synonym of the meaning the idea
 * uses, then an icon named for one of them (both exact), then the nearest WordNet ancestor that can be drawn
 * (approximate: a marlin is drawn as a fish). The meaning comes from the idea's other words ('a baseball bat',
 * 'a computer mouse'), else from WordNet's sense order, concrete senses first.
 */
import pluralize from 'pluralize';
import { assetsNamed, namedNouns } from './asset-names.ts';
import { CAR_MAKERS, FRUIT_FAMILIES, lexiconEntries, lexiconNouns, type LexiconEntry } from './lexicon.ts';
import { hasAsset, listAssets } from './library.ts';
import { dressed } from './attire.ts';
import { INSTRUMENT_ART } from './drawn-instruments.ts';
import { settingOfNoun, SPORTS_MEETING } from './places.ts';
import { chainWords, contentWords, contextScore, isConcrete, rankSenses, senseKind, type Kind } from './senses.ts';
import {
  baseForms,
  hypernymChain,
  hyponymTree,
  isNoun,
  knownModifier,
  knownVerb,
  mostlyModifier,
  senses as wordSenses,
  synset,
  toLemma,
  type Synset,
} from './wordnet.ts';

export interface Resolution {
  /** Library key: `set:name`, or a procedural `sky:`/`land:` key. */
  asset: string;
  /** What is drawn, in words: 'a pickup truck', or the stand-in for an approximate match ('a fish'). */
  as: string;
  how: 'exact' | 'approximate';
}

/** Ancestors too general to stand for anything ('a marlin' must not become 'an object'). */
const TOO_GENERAL = new Set([
  // The sets draw these as the ♂ and ♀ symbols.
  'male',
  'female',
  'entity',
  'physical_entity',
  'abstraction',
  'object',
  'whole',
  'living_thing',
  'organism',
  'artifact',
  'instrumentality',
  'matter',
  'thing',
  'unit',
  'causal_agent',
  'part',
  'group',
  'psychological_feature',
  'attribute',
  'measure',
  'relation',
  'communication',
  'location',
  'region',
  'structure',
  'device',
  'container',
  'covering',
  // The icon sets draw a barrier as a road barrier: no stand-in for a dam, a breakwater or a wall.
  'barrier',
  // A cord's commonest kind is a washing line: no stand-in for a cord, a lead or a string.
  'cord',
  // Nor for a rim, a border or a crease (a line as a shape), nor a pipe organ for a lip or a gland (a body's organ).
  'line',
  'organ',
  'commodity',
  'equipment',
  'implement',
  'creation',
  'article',
  'substance',
  'material',
  'solid',
  'food',
  'nutriment',
  'natural_object',
  'vertebrate',
  'chordate',
  'invertebrate',
  // Weather is drawn by the environment layer, not as a subject.
  'weather',
  'atmospheric_phenomenon',
]);

/** Concrete senses tried for a noun, best first; later ones are rarely meant. */
const MAX_SENSES = 3;

/** A leading article the idea may keep with its noun ('the moon'). */
const ARTICLES = /^(?:a|an|the|some)\s+/;

/** Results by noun and context. Bounded: a server resolves the nouns of every idea it is sent. */
const cache = new Map<string, Resolution | undefined>();
const CACHE_LIMIT = 5000;

/** 'pickup_truck' → 'a pickup truck', 'owl' → 'an owl': how a drawing is named in the studio. */
function withArticle(lemma: string): string {
  const words = lemma.replace(/_/g, ' ');
  const vowelSound = /^[aeiou]/.test(words) && !/^(?:uni|eu|one|use)/.test(words);
  return `${vowelSound ? 'an' : 'a'} ${words}`;
}

/** The written noun in lemma form without a leading article; '' when nothing is left. */
function normalise(phrase: string): string {
  return toLemma(
    phrase
      .toLowerCase()
      // Accents folded, not cut: "piñata" is a pinata, not "pi ata" (round 94's went undrawn).
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^a-z0-9' -]+/g, ' ')
      .trim()
      .replace(ARTICLES, ''),
  );
}

/**
 * The lemma forms to look a noun up by: as written, then its singulars ('skeletons' → 'skeleton'). A compound
 * WordNet does not know is made singular by its last word, for the lexicon ('paper airplanes').
 */
function lemmaForms(lemma: string): string[] {
  const cut = lemma.lastIndexOf('_') + 1;
  const compounds = cut > 0 ? baseForms(lemma.slice(cut)).map((last) => lemma.slice(0, cut) + last) : [];
  // A plural of a word only the lexicon knows ('mages', 'lifebuoys': not WordNet's nouns) by its plain singular.
  const singular = lemma.slice(0, cut) + pluralize.singular(lemma.slice(cut));
  const curated = singular !== lemma && lexiconEntries(singular) ? [singular] : [];
  // "light house", "bird bath", "tooth brush": a compound written apart that English writes as one word.
  const joined = (cut > 0 && lemma.indexOf('_') === cut - 1 ? baseForms(lemma.replace('_', '')) : []).filter(
    (f) => isNoun(f) || lexiconEntries(f),
  );
  return [...new Set([lemma, ...baseForms(lemma), ...compounds, ...curated, ...joined])];
}

/** A lexicon entry (or icon) as the answer for `lemma`: exact unless the lexicon marks it a stand-in. */
function fromEntry(entry: Pick<LexiconEntry, 'asset' | 'as' | 'approximate'>, lemma: string): Resolution {
  return { asset: entry.asset, as: entry.as ?? withArticle(lemma), how: entry.approximate ? 'approximate' : 'exact' };
}

/** How a word relates to the noun being resolved: the noun itself, a synonym in its meaning, or an ancestor's word. */
type Role = 'own' | 'synonym' | 'ancestor';

const usualMeanings = new Map<string, Synset | undefined>();

/** What a word means on its own, for a cover: its first concrete sense when nothing else is known. */
function usualMeaning(lemma: string): Synset | undefined {
  if (!usualMeanings.has(lemma)) usualMeanings.set(lemma, rankSenses(wordSenses(lemma), []).find(isConcrete));
  return usualMeanings.get(lemma);
}

/**
 * Whether a lexicon entry or icon made for another word's usual meaning may stand for `sense`. Synonyms must
 * mean it ('cop' for a policeman, not 'pig'); an ancestor's word may also mean a kind of it ('cow' for cattle).
 */
function meansSense(lemma: string, sense: Synset, role: Role): boolean {
  const usual = usualMeaning(lemma);
  if (!usual) return false;
  return usual.offset === sense.offset || (role === 'ancestor' && usual.hypernyms.includes(sense.offset));
}

/** Lexicon meaning for a known sense: the entry keyed to a word on its chain, else the unkeyed (usual) one. */
function entryForSense(
  entries: readonly LexiconEntry[],
  lemma: string,
  sense: Synset,
  role: Role,
): LexiconEntry | undefined {
  const words = chainWords(sense);
  const keyed = entries.find((e) => e.sense !== undefined && words.has(e.sense));
  if (keyed) return keyed;
  const usual = entries.find((e) => !e.sense);
  return usual && (role === 'own' || meansSense(lemma, sense, role)) ? usual : undefined;
}

/**
 * Lexicon meaning from the idea's words: each entry scores by its cue words and by how well the WordNet senses
 * it covers match the context; ties (no evidence) keep the lexicon's order, whose first entry is the default.
 */
function entryForContext(
  entries: readonly LexiconEntry[],
  senses: readonly Synset[],
  context: readonly string[],
  prefer?: Kind,
): LexiconEntry {
  if (entries.length === 1 || (context.length === 0 && !prefer)) return entries[0]!;
  let best = entries[0]!;
  let bestScore = 0;
  for (const entry of entries) {
    const cues = entry.cues?.filter((cue) => context.includes(cue)).length ?? 0;
    const covered = senses.filter((s) => entry.sense !== undefined && chainWords(s).has(entry.sense));
    const kind = prefer !== undefined && covered.some((s) => senseKind(s) === prefer) ? 1 : 0;
    const score = 3 * cues + kind + Math.max(0, ...covered.map((s) => contextScore(s, context)));
    if (score > bestScore) [best, bestScore] = [entry, score];
  }
  return best;
}

/**
 * Whether a word names a thing: its most frequent sense (when WordNet counted them) is concrete. Interface icons
 * carry words whose common meaning is abstract ('north', 'return', 'view'); in an idea, a word after a noun that
 * names a thing is the head of the phrase ('a tape recorder'), one that does not is a state of it ('asleep', 'half').
 */
export function namesAThing(lemma: string): boolean {
  const senses = wordSenses(lemma);
  return senses[0]?.tagged ? isConcrete(senses[0]) : senses.some(isConcrete);
}

/**
 * An icon named `lemma` that may stand for `sense`: never a made thing for a living one or the reverse, and
 * for another word than the noun itself, only when that word usually means the sense.
 */
function namedAssetFor(lemma: string, sense: Synset, role: Role): string | undefined {
  if (!namesAThing(lemma) || (role !== 'own' && !meansSense(lemma, sense, role))) return undefined;
  // A person is never drawn as a thing an icon of the same word shows: "air traffic controllers" are people, not
  // game controllers (the person is our figure, further up the resolver).
  if (sense.lexFile === 'noun.person')
    return assetsNamed(lemma).find((a) => isPersonDrawing(a.key) && hasAsset(a.key))?.key;
  const kind = senseKind(sense);
  // hasAsset converts the icon: the index's cheap check lets through a few bodies only conversion can refuse.
  return assetsNamed(lemma).find((a) => (!a.kind || !kind || a.kind === kind) && hasAsset(a.key))?.key;
}

type Drawn = { entry: Pick<LexiconEntry, 'asset' | 'as' | 'approximate'>; form: string };

/** The curated drawing of one word in the meaning `sense`, with the lemma form that matched ('cow' for 'cows'). */
function lexiconWord(lemma: string, sense: Synset, role: Role): Drawn | undefined {
  for (const form of lemmaForms(lemma)) {
    const entries = lexiconEntries(form);
    const entry = entries && entryForSense(entries, form, sense, role);
    // A curated stand-in ('instrument' drawn as a guitar) is not a drawing of its word: never a stand-in for others.
    if (entry && !(role === 'ancestor' && entry.approximate)) return { entry, form };
  }
  return undefined;
}

/** An icon named for one word in the meaning `sense`, with the lemma form that matched. */
function iconWord(lemma: string, sense: Synset, role: Role): Drawn | undefined {
  for (const form of lemmaForms(lemma)) {
    // A word whose lexicon entries each name their meaning means only those: an icon of the same name is not drawn
    // for another (a hoop is a "skeleton" only as a frame; the icon named skeleton is a ribcage; a newt is a "siren",
    // which the icon sets draw as an alarm).
    if (lexiconEntries(form)?.every((e) => e.sense !== undefined)) continue;
    const asset = namedAssetFor(form, sense, role);
    // A person is never drawn as a thing an icon of another word of theirs shows: an accountant is also a
    // "controller", which the icon sets draw as a game controller.
    if (asset && sense.lexFile === 'noun.person' && role !== 'own' && !isPersonDrawing(asset)) continue;
    if (asset) return { entry: { asset }, form };
  }
  return undefined;
}

/**
 * The first of the words that something draws in the meaning `sense`. Curated entries for any of the words win
 * over icon names ('automobile' is drawn as the lexicon's car, not an icon that happens to be named so).
 */
function drawableWords(words: readonly (readonly [string, Role])[], sense: Synset, icons = true): Drawn | undefined {
  for (const [word, role] of words) {
    const hit = lexiconWord(word, sense, role);
    if (hit) return hit;
  }
  if (!icons) return undefined;
  for (const [word, role] of words) {
    const hit = iconWord(word, sense, role);
    if (hit) return hit;
  }
  return undefined;
}

/** Exact: the noun as written, its singular, or one of its synonyms in this sense is drawable. */
function exactForSense(forms: readonly string[], sense: Synset): Resolution | undefined {
  const written = forms.find((f) => sense.words.includes(f)) ?? forms[forms.length - 1]!;
  const synonyms = sense.words.filter((w) => !forms.includes(w));
  const hit = drawableWords(
    [...forms.map((f) => [f, 'own'] as const), ...synonyms.map((w) => [w, 'synonym'] as const)],
    sense,
  );
  return hit && fromEntry(hit.entry, written);
}

/** Approximate: the nearest ancestor of the sense that something in the library draws. */
function nearestAncestor(sense: Synset): Resolution | undefined {
  for (const { synset } of hypernymChain(sense.offset)) {
    // Abstract ancestors ('a mermaid' is a 'mythical being', a 'cognition') have no form to draw.
    // A kind named by a general word ('structure', 'device') is too general; a general synonym of a kind is only left
    // out ('material' beside 'fabric' and 'cloth': velour is still drawn as a fabric).
    if (!isConcrete(synset) || TOO_GENERAL.has(synset.words[0]!)) continue;
    const hit = drawableWords(
      synset.words.filter((w) => !TOO_GENERAL.has(w)).map((w) => [w, 'ancestor'] as const),
      synset,
    );
    if (hit) return { asset: hit.entry.asset, as: hit.entry.as ?? withArticle(hit.form), how: 'approximate' };
  }
  return undefined;
}

/** How far up a creature's family is looked for a relative, and how many kinds that family may hold at most. */
const RELATIVE_LEVELS = 3;
const FAMILY_SIZE = 250;
/** Groups every creature of a family descends through in WordNet's taxonomy. */
const TAXA = new Set(['vertebrate', 'invertebrate']);

/**
 * Approximate, for a creature neither it nor its ancestors draw: its nearest drawn relative within its family (a lemur
 * as a monkey, a stoat as an otter, a hyena as a dog), never one from across a whole order or class: past a family of
 * FAMILY_SIZE kinds a mongoose is left undrawn rather than drawn as a bear.
 */
function nearestRelative(sense: Synset): Resolution | undefined {
  if (sense.lexFile !== 'noun.animal') return undefined;
  for (const { synset: family, depth: up } of hypernymChain(sense.offset)) {
    const kinds = up > RELATIVE_LEVELS ? [] : hyponymTree(family.offset, 6);
    if (up > RELATIVE_LEVELS || kinds.length > FAMILY_SIZE) return undefined;
    // Kin by descent only: 'young mammal' or 'stray' groups creatures by their age or their lot (a calf is no kitten).
    if (!hypernymChain(family.offset).some(({ synset }) => TAXA.has(synset.words[0]!))) continue;
    let best: { hit: Drawn; depth: number; common: number } | undefined;
    for (const { synset: kin, depth } of kinds) {
      if (kin.offset === sense.offset || kin.lexFile !== 'noun.animal') continue;
      const hit = drawableWords(
        kin.words.map((w) => [w, 'ancestor'] as const),
        kin,
      );
      if (!hit) continue;
      const common = wordSenses(hit.form).filter((m) => m.tagged).length;
      if (!best || depth < best.depth || (depth === best.depth && common > best.common)) best = { hit, depth, common };
    }
    if (best) return { asset: best.hit.entry.asset, as: withArticle(best.hit.form), how: 'approximate' };
  }
  return undefined;
}

/**
 * Approximate, for a creature WordNet files under a group with no drawing ('a calf' is a young mammal, 'bombus' a
 * genus) and whose name's last word draws nothing either: the first animal its definition names that the library
 * draws ("young of domestic cattle": cattle).
 */
function animalInGloss(lemma: string): Resolution | undefined {
  const sense = lemmaForms(lemma)
    .map((f) => wordSenses(f))
    .find((list) => list.length > 0)?.[0];
  // Whole creatures only: an antler or a proboscis is filed with animals too.
  const creature = (s: Synset | undefined): s is Synset =>
    s?.lexFile === 'noun.animal' && hypernymChain(s.offset).some(({ synset }) => synset.words.includes('animal'));
  if (!creature(sense)) return undefined;
  // What it eats or lives on is not what it is: "feeds chiefly on ants" makes no ant of an anteater.
  const itself = sense.gloss
    .toLowerCase()
    .split(/\b(?:feeds?|feeding|eats?|eating|preys?|preying|hunts?|parasitic)\b/)[0]!;
  for (const word of itself.match(/[a-z]+/g) ?? []) {
    if (TOO_GENERAL.has(word) || word === 'animal' || word === 'animals') continue;
    const forms = lemmaForms(word);
    const kind = forms.map((f) => wordSenses(f)).find((list) => list.length > 0)?.[0];
    if (!creature(kind)) continue;
    const hit = exactForSense(forms, kind) ?? nearestAncestor(kind);
    if (hit) return { asset: hit.asset, as: hit.as, how: 'approximate' };
  }
  return undefined;
}

/**
 * An animal its definition says it is like: a vicuna is "similar to the guanaco" (a llama), before its own ancestors'
 * drawing (round 118 drew vicunas as hippos, an even-toed ungulate's).
 */
function animalItIsLike(lemma: string): Resolution | undefined {
  // (Its animal meaning, after only meanings made from the animal: "vicuna" is "the wool of the vicuna" first; a
  // roller is a cylinder before it is a bird.)
  const form = lemmaForms(lemma).find((f) => wordSenses(f).length > 0);
  const senses = form ? wordSenses(form) : undefined;
  const at = senses?.findIndex((s) => s.lexFile === 'noun.animal') ?? -1;
  const sense = senses?.[at];
  if (!sense) return undefined;
  const own = new RegExp(`\\b(?:${sense.words.map((w) => w.replaceAll('_', ' ')).join('|')})\\b`);
  if (senses!.slice(0, at).some((s) => !own.test(s.gloss.toLowerCase()))) return undefined;
  const like =
    /\b(?:similar to|resembling|resembles|related to|closely related to)\s+(?:the\s+|a\s+|an\s+)?([a-z]+)/.exec(
      sense.gloss.toLowerCase(),
    )?.[1];
  if (!like) return undefined;
  const forms = lemmaForms(like);
  const kind = forms.map((f) => wordSenses(f)).find((list) => list.length > 0)?.[0];
  // (That one's own nearest kind will do: a guanaco is drawn as the llama it is a kind of.)
  const hit = kind?.lexFile === 'noun.animal' ? (exactForSense(forms, kind) ?? nearestAncestor(kind)) : undefined;
  return hit && { asset: hit.asset, as: hit.as, how: 'approximate' };
}

/**
 * Where a made thing's definition says what it looks like: what it consists of or resembles ("a theodolite: ...
 * consisting of a small telescope mounted on a tripod"), or the whole it is a part of ("the front of a shirt", "the
 * framework of a bed"). Only the head noun of that phrase, and only its first alternative ("a vessel or aircraft"):
 * what the thing is used for or where is not what it is. Its own kind is left to WordNet's ancestors: a kind named in
 * a definition is often meant in another sense than the word's usual one ("a pen for sheep", "a war engine").
 */
const GLOSS_STOP =
  /\b(?:used|for|that|which|who|to|by|in|on|at|of|with|from|made|having|attached|mounted|when|where|especially|usually|often|or|and)\b/;
const GLOSS_LOOKS = /\b(?:consisting of|consists of|resembling|resembles|shaped like|in the form of)\s+([^,;()]+)/;
const GLOSS_PARTS = new Set([
  'front',
  'back',
  'framework',
  'frame',
  'prong',
  'part',
  'piece',
  'top',
  'side',
  'end',
  'edge',
]);
const GLOSS_GENERAL = new Set(['tool', 'apparatus', 'mechanism', 'machine', 'contrivance', 'gadget', 'object', 'item']);

function thingInGloss(lemma: string): Resolution | undefined {
  const sense = lemmaForms(lemma)
    .map((f) => wordSenses(f))
    .find((list) => list.length > 0)?.[0];
  if (sense?.lexFile !== 'noun.artifact') return undefined;
  const gloss = sense.gloss.toLowerCase().split(/[;"]/)[0]!;
  const headOf = (text: string) =>
    (text.split(GLOSS_STOP)[0]!.match(/[a-z]+/g) ?? [])
      .reverse()
      .find((w) => wordSenses(w).length > 0 || lemmaForms(w).some(isNoun));
  const [kind = '', stop, rest = ''] = gloss.split(new RegExp(`(${GLOSS_STOP.source})`));
  const whole = GLOSS_PARTS.has(headOf(kind) ?? '') && /^(?:of|on)$/.test(stop ?? '') ? headOf(rest) : undefined;
  const looks = GLOSS_LOOKS.exec(gloss)?.[1];
  for (const head of [whole, looks && headOf(looks)]) {
    // (The word's own last part is its kind in its own sense: a flowerbed is no bed to sleep in.)
    if (!head || TOO_GENERAL.has(head) || GLOSS_GENERAL.has(head) || GLOSS_PARTS.has(head)) continue;
    if (lemma.replaceAll('_', '').endsWith(head)) continue;
    // A place ("a dance hall") is the scene's setting, not a thing drawn for it.
    if (settingOfNoun(head) !== undefined) continue;
    const forms = lemmaForms(head);
    const found = forms.map((f) => wordSenses(f)).find((list) => list.length > 0)?.[0];
    if (found?.lexFile !== 'noun.artifact') continue;
    const hit = exactForSense(forms, found);
    if (hit) return { asset: hit.asset, as: hit.as, how: 'approximate' };
  }
  return undefined;
}

/**
 * Approximate, for a general word: a typical kind of it that the library draws, the nearest level first ('a ball'
 * as a baseball, 'a musical instrument' as a guitar). Only a word whose sense has kinds gets here, and only kinds
 * two levels down, so the stand-in is still plainly one of what was named.
 */
function typicalKind(sense: Synset): Resolution | undefined {
  // 'A mammal' has no typical kind a reader would accept (a bat? a horse?); made things and places do.
  if (TOO_GENERAL.has(sense.words[0]!) || sense.lexFile === 'noun.animal') return undefined;
  let best: { hit: Drawn; common: number } | undefined;
  for (const { synset } of hyponymTree(sense.offset, 2)) {
    if (!isConcrete(synset)) continue;
    // A kind of landform only by a curated drawing: icons named for its kinds are mostly other things (a slope's
    // "bank" is drawn by the icon sets as the building).
    const hit = drawableWords(
      synset.words.map((w) => [w, 'ancestor'] as const),
      synset,
      sense.lexFile !== 'noun.object',
    );
    // The most common kind reads as the word best ('a photograph' as a snapshot, not a blueprint): WordNet's
    // count of a word's meanings seen in its tagged corpus stands in for how common the word is.
    const common = hit ? wordSenses(hit.form).filter((m) => m.tagged).length : 0;
    if (hit && (!best || common > best.common)) best = { hit, common };
  }
  return best && { asset: best.hit.entry.asset, as: withArticle(best.hit.form), how: 'approximate' };
}

/**
 * With no word in the idea pointing to a meaning, an icon with the noun's own name that its set files as the
 * same kind of thing (a 'turtle' among animals) is strong evidence for that meaning, even when WordNet lists
 * another first ('turtle' the sweater).
 */
function senseNamedByKind(forms: readonly string[], senses: readonly Synset[]): Synset | undefined {
  return senses.find((sense) => {
    const kind = senseKind(sense);
    return kind && forms.some((form) => assetsNamed(form).some((a) => a.kind === kind));
  });
}

/** One noun (a lemma, possibly a compound WordNet knows) against the lexicon, the icon names and WordNet. */
/** A gloss that gives a meaning as slang: "informal terms for a human head", "(slang) a …". */
const SLANG =
  /^(?:informal|slang|\(slang\)|\(informal\)|a slang|an informal)\b|\b(?:informal|slang) (?:terms?|names?|words?) for\b/i;

function resolveLemma(lemma: string, context: readonly string[], prefer?: Kind): Resolution | undefined {
  const forms = lemmaForms(lemma);
  const senses = () =>
    rankSenses(
      forms.flatMap((form) => wordSenses(form)),
      context,
      prefer,
    );
  for (const form of forms) {
    const entries = lexiconEntries(form);
    if (entries)
      return fromEntry(entries.length === 1 ? entries[0]! : entryForContext(entries, senses(), context, prefer), form);
  }
  // The senses of the first form WordNet lists: a plural ("pages") is read by its singular's commonest meaning.
  const own = forms.map((form) => wordSenses(form)).find((list) => list.length > 0) ?? [];
  // A named one (an evangelist called Sunday) is meant only where it is the word's first meaning ("everest"); never a
  // person named by a word that describes ("a moody synth record" is no tennis player called Moody).
  const first0 = own[0];
  const describes = knownModifier(lemma);
  // A slang meaning is never read from context alone: a telescope dome is no head, whatever "in front of" says
  // (round 103 drew a white head in profile for an observatory's dome).
  const meant = senses()
    .filter(
      (s) =>
        isConcrete(s) &&
        (!s.instance || (s.offset === first0?.offset && !(describes && s.lexFile === 'noun.person'))) &&
        (s.offset === first0?.offset || !SLANG.test(s.gloss)),
    )
    .slice(0, MAX_SENSES);
  const evidenced = meant.length > 0 && contextScore(meant[0]!, context) > 0;
  const named = evidenced ? undefined : senseNamedByKind(forms, meant);
  const [first, ...others] = named ? [named] : meant;
  // A word whose commonest meaning is a company of people ('mariachi': a band of street musicians; a posse, a
  // troupe) is people where no meaning of it is a thing: our figures, several of them where the idea counts.
  if (!first && !lemma.includes('_') && own[0]?.lexFile === 'noun.group' && socialGroup(own[0]))
    return { asset: 'sleeve:figure', as: 'people', how: 'approximate' };
  if (!first) return undefined;
  // A word whose most frequent meaning is abstract ('love', 'white', 'beat') is not a subject: only an exact
  // drawing of a concrete sense will do, never a stand-in found through its rarer senses.
  const common = own[0];
  const mainlyAbstract = common !== undefined && common.tagged && !isConcrete(common) && !evidenced;
  const found =
    exactForSense(forms, first) ??
    (mainlyAbstract ? undefined : (nearestAncestor(first) ?? typicalKind(first) ?? nearestRelative(first)));
  if (found) return found;
  // The meaning decides before the library does: a later sense is drawn only by the noun's own name, so one that
  // merely has a drawable synonym ('throne' is also slang for a toilet) cannot win over the meaning meant.
  for (const sense of others) {
    const own = drawableWords(
      forms.map((f) => [f, 'own'] as const),
      sense,
    );
    if (own) return fromEntry(own.entry, own.form);
  }
  // A word whose commonest meaning is a person ('driver': the one at the wheel, also a golf club and a program) is
  // that person when nothing in the idea points at another meaning and no other meaning can be drawn.
  if (common?.lexFile !== 'noun.person' || evidenced) return undefined;
  for (const sense of meant) {
    const hit = sense.lexFile === 'noun.person' ? nearestAncestor(sense) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/**
 * "a 1000 dinar note", "a twenty pound note", "rupee notes": a note of a currency is a banknote, not a musical note
 * (round 93's Guča brass band had a music note licked and stuck on a forehead).
 */
function noteOfMoney(lemma: string): Resolution | undefined {
  const words = lemma.split('_');
  if (words.length < 2 || !/^(?:note|notes|bill|bills)$/.test(words.at(-1)!)) return undefined;
  const currency = words.at(-2)!;
  const money = wordSenses(currency).some((sense) =>
    hypernymChain(sense.offset).some((h) => h.synset.words.includes('monetary_unit')),
  );
  return money
    ? { asset: 'fluent-emoji-high-contrast:dollar-banknote', as: withArticle(lemma), how: 'exact' }
    : undefined;
}

/**
 * "a vw beetle", "a ferrari testarossa": a maker's name before a model is a car whatever else the model's word
 * means, unless the word itself names a kind of vehicle ("a vw camper" is a camper van).
 */
function carOfMaker(lemma: string): Resolution | undefined {
  for (const maker of CAR_MAKERS) {
    const key = `_${maker.replace(/ /g, '_')}_`;
    const at = `_${lemma}`.indexOf(key);
    if (at < 0) continue;
    // The vehicle the maker's name is followed by, if its words name one: "a vw camper" is a camper, also with a
    // word after it the run took along ("vw camper half sunk").
    const words = lemma.slice(at + key.length - 1).split('_');
    const conveyance = (model: string) =>
      wordSenses(model)
        .slice(0, 3)
        .some((sense) => hypernymChain(sense.offset).some((h) => h.synset.words.includes('conveyance')));
    for (let n = words.length; n >= 1; n--) {
      const model = words.slice(0, n).join('_');
      const found = conveyance(model) && resolveNoun(model.replace(/_/g, ' '));
      if (found) return found;
    }
    return { asset: 'sleeve:car', as: 'a car', how: 'approximate' };
  }
  return undefined;
}

/**
 * A company of performers (an ensemble of street musicians, a troupe of actors), not an institution, the people of a
 * place or a crowd ("a mob of scarecrows" is scarecrows): its definition names who perform in it.
 */
function socialGroup(sense: Synset): boolean {
  return (
    /\b(?:musicians|singers|players|performers|dancers|actors)\b/.test(sense.gloss) &&
    hypernymChain(sense.offset).some((h) => h.synset.words.includes('social_group'))
  );
}

/**
 * A compound the idea makes with the noun: the word before it, when WordNet knows the pair ('baseball bat',
 * 'computer mouse'). Only the left neighbour: in English the head noun comes last.
 */
function compoundInContext(lemma: string, context: string): string | undefined {
  // A lone letter makes no compound: Afrikaans "na 'n" is no nan (a grandmother).
  if (lemma.includes('_') || lemma.length < 2) return undefined;
  const words = context.toLowerCase().match(/[a-z]+/g) ?? [];
  const forms = new Set(lemmaForms(lemma));
  for (let i = 1; i < words.length; i++) {
    if (![words[i]!, ...baseForms(words[i]!)].some((w) => forms.has(w))) continue;
    const compound = lemmaForms(`${words[i - 1]}_${lemma}`).find(isNoun);
    if (compound) return compound;
  }
  return undefined;
}

/**
 * What a person can be made into: "a skeleton mechanic" is a skeleton before it is a mechanic. (A robot dinosaur keeps
 * the dinosaur's shape, and a skeleton horse is no human skeleton: only people.)
 */
const CREATURES = new Set(['skeleton', 'ghost', 'zombie', 'vampire', 'alien', 'mummy', 'werewolf']);

/**
 * For a compound nothing knows ('robot dinosaur'), its head: the last word or words, drawn approximately. A creature
 * before a person ('a skeleton mechanic', 'a zombie cheerleader') is drawn as the creature.
 */
/** A food first, or a plant first and a food after ("popcorn"); not ice, a substance first, whose machine is a fridge. */
function madeFood(word: string): boolean {
  const [first, ...rest] = wordSenses(word);
  return (
    first?.lexFile === 'noun.food' || (first?.lexFile === 'noun.plant' && rest.some((w) => w.lexFile === 'noun.food'))
  );
}

/** Contests: a match is shown by its game's ball or piece. */
const CONTESTS: ReadonlySet<string> = new Set(['match', 'matches', 'tournament', 'fixture', 'kickabout']);
const CONTEST_GEAR = ['ball', 'glove', 'racket', 'board'];

/** "A kids football match", "a boxing match": a contest is shown by what it is played with, never a matchstick. */
function gameOfContest(lemma: string, context: readonly string[]): Resolution | undefined {
  const words = lemma.split('_');
  if (words.length < 2 || !CONTESTS.has(words.at(-1)!)) return undefined;
  const sport = words.at(-2)!;
  // The game's own gear first ("tennis ball", "boxing glove"), then the game's word in a match's company.
  const game =
    CONTEST_GEAR.map((g) => resolveLemma(`${sport}_${g}`, context)).find((r) => r?.how === 'exact') ??
    resolveLemma(sport, [...context, 'match']);
  return game && { asset: game.asset, as: withArticle(words.slice(-2).join(' ')), how: 'approximate' };
}

/** Our drawings of instruments, which WordNet may not know by the idea's word ("mbira" is drawn as a xylophone). */
const INSTRUMENT_DRAWINGS: ReadonlySet<string> = new Set(Object.keys(INSTRUMENT_ART).map((k) => `sleeve:${k}`));

/**
 * "Three mbira players with their instruments": instruments said after the idea names one are that one (round 89's
 * were guitars).
 */
function instrumentNamedIn(lemma: string, context: string): Resolution | undefined {
  if (!context || !/^(?:musical_)?instruments?$/.test(lemma)) return undefined;
  for (const word of contentWords(context)) {
    if (/^instruments?$/.test(word)) continue;
    const found = resolveNoun(word);
    if (found && (INSTRUMENT_DRAWINGS.has(found.asset) || isInstrument(word))) return { ...found, how: 'approximate' };
  }
  return undefined;
}

/**
 * Drums the sets' snare with sticks draws, and drums that are no instrument (a lottery's, a washing machine's): any
 * other kind of drum WordNet does not list is a hand drum.
 */
const SNARE_DRUMS: ReadonlySet<string> = new Set(
  `snare marching military war toy parade field side tenor tom kick bass trap band drumline lottery bingo raffle brake
cable washing tumble dryer drier machine paint printer magnetic`.split(/\s+/),
);
const HAND_DRUM: Resolution = { asset: 'sleeve:hand-drum', as: 'a hand drum', how: 'approximate' };

function resolveHead(lemma: string, context: readonly string[]): Resolution | undefined {
  const words = lemma.split('_');
  if (words.length === 2 && CREATURES.has(words[0]!)) {
    const kind = wordSenses(words[1]!)[0]?.lexFile;
    const creature = kind === 'noun.person' ? resolveLemma(words[0]!, context) : undefined;
    if (creature?.how === 'exact') return { ...creature, how: 'approximate' };
  }
  // "A hot dog costume" is drawn as what it dresses someone up as: the joke is the hot dog, not the cloth.
  if (words.length > 1 && COSTUMES.has(words.at(-1)!)) {
    const shown =
      resolveLemma(words.slice(0, -1).join('_'), context) ?? resolveHead(words.slice(0, -1).join('_'), context);
    return (
      shown && { asset: shown.asset, as: `${withArticle(words.slice(0, -1).join(' '))} costume`, how: 'approximate' }
    );
  }
  // "A popcorn machine", "a candy floss machine": a machine named for the food it makes is shown by that food.
  if (words.length > 1 && words.at(-1) === 'machine' && madeFood(words.at(-2)!)) {
    const food = resolveLemma(words.at(-2)!, context);
    if (food?.how === 'exact')
      return { asset: food.asset, as: `${withArticle(words.slice(-2).join(' '))}`, how: 'approximate' };
  }
  // "A shark fin", "swan wings": a part no drawing shows alone is shown by its whole.
  if (words.length > 1 && PARTS_SHOWN_BY_WHOLE.has(words.at(-1)!)) {
    const whole = words.slice(0, -1).join('_');
    // Only a whole that is a creature or a made thing: a foam claw or a glass roof is no foam, no glass.
    const kind = wordSenses(whole)[0]?.lexFile;
    const shown = kind === 'noun.animal' || kind === 'noun.artifact' ? resolveLemma(whole, context) : undefined;
    if (shown) return { ...shown, how: 'approximate' };
  }
  // "A stone deer statue" is the deer, carved (the scene parser makes it of stone): never an Easter Island head.
  if (words.length > 1 && STATUES.has(words.at(-1)!)) {
    const carved = words.slice(0, -1).filter((w) => !CARVING_WORDS.has(w));
    const lemma = carved.join('_');
    const shown = carved.length ? (resolveLemma(lemma, context) ?? resolveHead(lemma, context)) : undefined;
    return shown && { asset: shown.asset, as: `${withArticle(words.join(' '))}`, how: 'approximate' };
  }
  // "A flamingo lawn ornament", "a duck decoy", "a unicorn piñata": a likeness of a creature is drawn as the creature
  // (round 106 drew a Christmas bauble for a psychobilly flamingo).
  if (words.length > 1 && LIKENESSES.has(words.at(-1)!)) {
    const creature = words.slice(0, -1).filter((w) => !LIKENESS_PLACES.has(w));
    const lemma = creature.join('_');
    const shown =
      creature.length && wordSenses(lemma)[0]?.lexFile === 'noun.animal' ? resolveLemma(lemma, context) : undefined;
    if (shown) return { asset: shown.asset, as: withArticle(words.join(' ')), how: 'approximate' };
  }
  for (let start = 1; start < words.length; start++) {
    // A compound WordNet knows that is not a kind of its last word is nothing its last word draws: a tuning fork is
    // no fork, a sea horse no horse.
    if (!drawnByItsHead(words.slice(start - 1).join('_'))) return undefined;
    const head = words.slice(start).join('_');
    const modifier = words.slice(0, start).join('_').replace(/'s?$/, '');
    // "axle deep", "knee high": a word mostly used to describe is no thing at the end of one.
    if (GENERIC_HEADS.has(head) || (!head.includes('_') && mostlyModifier(head))) return undefined;
    const meant = senseNamedBy(head, modifier);
    // The modifier is context for the head's meaning ('bison skull': the horned skull).
    const hit = meant
      ? drawnInSense(meant, modifier, context)
      : resolveLemma(head, [...context, ...modifier.split('_')]);
    // "the makè drum", "a boula drum": a drum named for its tradition is a hand drum; the sets' drum is a snare.
    if (
      head === 'drum' &&
      hit?.asset === 'fluent-emoji-high-contrast:drum' &&
      !modifier.split('_').some((w) => SNARE_DRUMS.has(w))
    )
      return HAND_DRUM;
    if (hit || meant) return asApproximate(hit);
  }
  return undefined;
}

/**
 * Whether what its last word draws may stand for a compound: true when WordNet does not know the compound ("robot
 * dinosaur"), when it is a living kind (a hermit crab reads as a crab whatever the zoology), when one of its meanings
 * has the last word among its synonyms' or ancestors' words ("ski slope": a slope), or when its definition names it
 * ("toy soldier": a doll that resembles a soldier). A tuning fork is no fork, a rolling pin no pin.
 */
export function drawnByItsHead(compound: string): boolean {
  const lemma = normalise(compound);
  const cut = lemma.lastIndexOf('_');
  if (cut < 0) return true;
  const forms = lemmaForms(lemma);
  const meanings = forms.flatMap((form) => wordSenses(form)).filter(isConcrete);
  if (meanings.length === 0 || meanings.some((m) => m.lexFile === 'noun.animal' || m.lexFile === 'noun.plant'))
    return true;
  const heads = new Set(lemmaForms(lemma.slice(cut + 1)));
  const namesHead = (word: string) => heads.has(word) || heads.has(word.slice(word.lastIndexOf('_') + 1));
  return meanings.some(
    (m) =>
      [m, ...hypernymChain(m.offset).map((h) => h.synset)].some((s) =>
        s.words.some((w) => (s !== m || !forms.includes(w)) && namesHead(w)),
      ) || (m.gloss.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => heads.has(w) || heads.has(pluralize.singular(w))),
  );
}

/**
 * Whether WordNet knows a two-word compound as a thing of its own, not a part of what its first word names: "a level
 * crossing" (no level), but not "a tree branch" (a part of the tree, which may stand for it).
 */
export function namedByBothWords(compound: string): boolean {
  const lemma = normalise(compound);
  const cut = lemma.indexOf('_');
  if (cut < 0 || !namesAThing(lemma)) return false;
  const firsts = new Set(wordSenses(lemma.slice(0, cut)).map((s) => s.offset));
  return !lemmaForms(lemma)
    .flatMap((form) => wordSenses(form))
    .some((m) => m.wholes.some((w) => firsts.has(w)));
}

function asApproximate(hit: Resolution | undefined): Resolution | undefined {
  return hit && { asset: hit.asset, as: hit.as, how: 'approximate' };
}

/**
 * Heads that say only that the thing is some apparatus: a "gumball machine" is nothing like what 'machine' draws (a
 * robot arm), nor like a gumball; or that name a way of drawing. Reported as not drawn rather than drawn as something
 * else.
 */
/** Heads that dress someone up as what the words before them name. */
export const COSTUMES = new Set(['costume', 'costumes', 'outfit', 'onesie']);
/** Parts of animals and things that nothing draws alone, named after their whole ("a shark fin"). */
const PARTS_SHOWN_BY_WHOLE = new Set(
  'fin fins tail tails wing wings horn horns antler antlers paw paws claw claws beak hoof hooves mane tusk tusks fur shell roof bonnet hood hull mast deck neck headstock'.split(
    ' ',
  ),
);
/** Words for a made likeness of the creature before them, not carved: a lawn ornament, a decoy, a piñata. */
const LIKENESSES = new Set(
  'ornament ornaments decoy decoys pinata pinatas piñata piñatas plushie plushies plush inflatable inflatables cutout cutouts balloon balloons'.split(
    ' ',
  ),
);
/** Where a likeness stands, said between the creature and it: "a flamingo lawn ornament". */
const LIKENESS_PLACES = new Set([
  'lawn',
  'garden',
  'yard',
  'dashboard',
  'bonnet',
  'hood',
  'cardboard',
  'plastic',
  'wooden',
]);
/** Words for a carved likeness of what comes before them. */
export const STATUES = new Set(['statue', 'statues', 'sculpture', 'sculptures', 'figurine', 'figurines', 'idol']);
/** What a statue is carved or cast from: said of the statue, not drawn. */
const CARVING_WORDS = new Set([
  'stone',
  'marble',
  'plaster',
  'bronze',
  'granite',
  'concrete',
  'wooden',
  'wood',
  'clay',
]);

const GENERIC_HEADS = new Set([
  'machine',
  'device',
  'thing',
  'contraption',
  'gadget',
  'apparatus',
  'unit',
  // "Van art", "zine aesthetic": a way of drawing, not a thing in the picture.
  'art',
  'artwork',
  'aesthetic',
  'style',
  'vibe',
  'vibes',
]);

/** The words a modifier brings to a compound: its forms, its usual meaning's synonyms and the kinds that is. */
function modifierClues(modifier: string): Set<string> {
  const clues = new Set(lemmaForms(modifier));
  const usual = usualMeaning(modifier);
  const near = usual ? [usual, ...usual.hypernyms.map(synset)] : [];
  for (const s of near) {
    for (const w of s.words) {
      for (const part of [w, ...w.split('_')]) if (part.length > 2 && !TOO_GENERAL.has(part)) clues.add(part);
    }
  }
  return clues;
}

/** The nouns a definition relates its thing to: 'front part of a vessel or aircraft' → vessel, aircraft. */
// The words are read ahead without being consumed, so "a section of canal" still sees "of canal".
const RELATED = /\b(?:of|on|in|for|from|or) (?:an? |the )?(?=([a-z]+)(?: ([a-z]+))?)/g;

/**
 * Whether a sense names one of the clues: in its synonyms, or as what its definition relates it to (a word used
 * only as an adjective there does not count: a keystone's 'building block' is no house's key).
 */
function mentions(sense: Synset, clues: ReadonlySet<string>): boolean {
  if (sense.words.some((w) => w.split('_').some((part) => clues.has(part)))) return true;
  return [...sense.gloss.toLowerCase().matchAll(RELATED)].some(([, ...nouns]) =>
    nouns.some((w) => w !== undefined && (clues.has(w) || clues.has(pluralize.singular(w)))),
  );
}

/**
 * The meaning of a compound's head that its modifier picks, when that is not the head's usual one: the sense whose
 * synonyms or definition name the modifier or what it is ('ship's bow': the front part of a vessel, not the weapon;
 * 'organ pipes': the flues of a pipe organ, not a drain). Undefined when the usual meaning fits or nothing is named.
 */
function senseNamedBy(head: string, modifier: string): Synset | undefined {
  // A word that mostly describes ("old", "broken") names no thing whose part or kind the head could be: old syringas
  // are lilacs still, not the shrub whose definition happens to say "old".
  if (!modifier.includes('_') && mostlyModifier(modifier)) return undefined;
  const clues = modifierClues(modifier);
  const usual = usualMeaning(head);
  if (!usual || mentions(usual, clues)) return undefined;
  const named = lemmaForms(head)
    .flatMap((form) => wordSenses(form))
    .filter((sense) => sense.offset !== usual.offset && isConcrete(sense) && mentions(sense, clues));
  // A part of the modifier's thing before anything merely related to it ('guitar strings': the strings of an
  // instrument, not the string section).
  return named.find((sense) => partOf(sense, clues)) ?? named[0];
}

const PART_OF = /\bpart of (?:an? |the )?([a-z]+)/;

/** Whether a sense is a part of what the clues name: by WordNet's part-of links or its definition. */
function partOf(sense: Synset, clues: ReadonlySet<string>): boolean {
  const named = PART_OF.exec(sense.gloss)?.[1];
  return (
    (named !== undefined && clues.has(pluralize.singular(named))) ||
    sense.wholes.some((w) => mentions(synset(w), clues))
  );
}

/**
 * A head drawn only in the meaning its modifier picked: a drawing keyed to that meaning, else the whole it is a
 * part of when the modifier names that whole (the ship for its bow, the guitar for its strings), else the nearest
 * drawable kind of it, else the modifier's thing it belongs to (the piano for its keys). Never the drawing of the
 * head's usual meaning.
 */
function drawnInSense(sense: Synset, modifier: string, context: readonly string[]): Resolution | undefined {
  const own = drawableWords(
    sense.words.map((w) => [w, 'synonym'] as const),
    sense,
  );
  if (own) return fromEntry(own.entry, own.form);
  const clues = modifierClues(modifier);
  if (partOf(sense, clues)) {
    const whole = sense.wholes.map(synset).find((w) => mentions(w, clues));
    return resolveLemma(modifier, context) ?? (whole && (exactForSense(whole.words, whole) ?? nearestAncestor(whole)));
  }
  // Something a made thing has (a ship's deck, a piano's keys) is drawn as that thing; what is merely for a living
  // thing is not it (a cattle trough is no cow).
  // One whose definition names the made thing ("a circular projection from the crown of a hat") is drawn as that
  // thing before any ancestor of it (a hat brim is no mountain peak).
  const madeThing = usualMeaning(modifier)?.lexFile === 'noun.artifact';
  // (A person named by what they work on is not that thing: a bus conductor is no bus.)
  const ofModifier =
    madeThing && sense.lexFile !== 'noun.person' && mentions(sense, clues)
      ? resolveLemma(modifier, context)
      : undefined;
  return ofModifier ?? nearestAncestor(sense) ?? (madeThing ? resolveLemma(modifier, context) : undefined);
}

/**
 * Whether a phrase's modifier picks a meaning of its last word other than the usual one ("canal lock": the
 * enclosure, not the padlock): then the last word alone, drawn in its usual meaning, is no stand-in for the phrase.
 */
export function headMeantOtherwise(phrase: string): boolean {
  const words = normalise(phrase).split('_');
  if (words.length < 2) return false;
  return senseNamedBy(words.at(-1)!, words.slice(0, -1).join('_').replace(/'s?$/, '')) !== undefined;
}

/**
 * A word WordNet lacks that ends in a woman ("ferrywoman", "bellmaid"): a woman, a stand-in (round 60's ferrywoman
 * was dropped); one that names who does something ("sword swallower"): a person. Only when nothing else reads it,
 * and not "-man", whose words WordNet lacks are as often things (a talisman, an ottoman).
 */
function personByEnding(lemma: string): Resolution | undefined {
  if (/^[a-z]{3,}(?:woman|girl|wife|maid|lady)$/.test(lemma))
    return { asset: 'sleeve:woman-figure', as: 'a woman', how: 'approximate' };
  // One who does what a verb says to a thing, a word WordNet lacks: "a sword swallower", "a bin raider".
  const doer = /_([a-z]{3,}?)e?r$/.exec(lemma);
  const word = lemma.split('_').at(-1)!;
  if (doer && !isNoun(word) && [doer[1]!, `${doer[1]}e`].some(knownVerb))
    return { asset: 'sleeve:figure', as: 'a person', how: 'approximate' };
  // A kind of person whose ancestors WordNet files under no person ("trucker": a teamster, a driver, an operator, a
  // causal agent), found by nothing above: a person all the same (round 89's napping trucker was dropped).
  // (Only a word that means nothing but people: a clapper, a putter and the Dutch are other things too.)
  const meanings = lemmaForms(lemma).find((form) => wordSenses(form).length > 0);
  const all = meanings ? wordSenses(meanings) : [];
  if (all.length > 0 && all.every((m) => m.lexFile === 'noun.person' && !m.instance))
    return { asset: 'sleeve:figure', as: 'a person', how: 'approximate' };
  return undefined;
}

/**
 * Resolves a noun or compound noun as written ('pickup truck', 'sunflowers') to the asset that draws it.
 * `context` is the idea (or the clause) the noun comes from; it chooses between meanings ('bat' in
 * 'a baseball bat'). Undefined when nothing in the library can stand for it.
 */
export function resolveNoun(phrase: string, context = ''): Resolution | undefined {
  // "a girl's face", "an old man's head": a person's face or head is a portrait in profile; an animal's or a thing's
  // ("a horse's head", "a stag head", "a clock face") is the animal or the thing.
  const portrait = POSSESSED_HEAD.exec(phrase.toLowerCase().trim());
  const owner = portrait ? resolveNoun(portrait[1]!, context) : undefined;
  if (owner)
    return isPersonDrawing(owner.asset) || /figure$/.test(owner.asset)
      ? { ...PROFILE, as: `${withArticle(normalise(pluralize.singular(portrait![1]!)))}'s face in profile` }
      : { ...owner, how: 'approximate' };
  // "a helicopter's blades", "the van's windscreen", "a wind turbine blade": a part is drawn as the whole it belongs
  // to, a stand-in.
  const instrument = instrumentOfPart(phrase);
  if (instrument) return instrument;
  const whole = possessedPart(phrase) ?? partOfCompound(phrase);
  const asWhole = whole ? resolveNoun(whole, context) : undefined;
  if (asWhole) return { ...asWhole, how: 'approximate' };
  const lemma = normalise(phrase);
  if (!lemma) return undefined;
  const played = instrumentNamedIn(lemma, context);
  if (played) return played;
  const model = carOfMaker(lemma);
  if (model) return model;
  const money = noteOfMoney(lemma);
  if (money) return money;
  // "A highland games", "the Olympic games": a gathering, drawn as where it is held (`settingOfNoun`), no puzzle.
  if (SPORTS_MEETING.test(lemma) || CONTEST.test(lemma)) return undefined;
  // (The same said in the idea around a bare "match": "a laamb wrestling match".)
  if (/^(?:match|matches|bout|bouts)$/.test(lemma) && CONTEST.test(contestAround(context, lemma))) return undefined;
  const cacheKey = `${lemma}|${context}`;
  if (cache.has(cacheKey)) return cache.get(cacheKey);
  // "Playing bass", "plays the organ": what is played is the instrument (no fish, no body organ), whatever the
  // word's commonest meaning.
  if (context && !context.startsWith(MUSICAL) && playedIn(lemma, context) && isInstrument(lemma)) {
    // (With the idea's words after it, for an instrument known by another name in its music: a blues harp.)
    const played = resolveNoun(phrase, `${MUSICAL} ${context}`);
    if (played) return remember(cacheKey, played);
  }
  // The noun's own words, in any form, are no evidence for one of its meanings ("pages" does not point at a page).
  const ownWords = new Set(lemmaForms(lemma).flatMap((form) => form.split('_')));
  // Nor are words that mostly describe ("old", "broken"): a definition that happens to say "Old World" is not the
  // meaning an old thing has. (One that starts a name WordNet lists is evidence: "the secret service".)
  const named = namesStartedIn(context);
  const words = contentWords(context).filter((w) => !ownWords.has(w) && (named.has(w) || !mostlyModifier(w)));
  // A meaning the library cannot draw, said by the idea's words: nothing, rather than the drawing of another meaning.
  // (Of a phrase neither the lexicon nor WordNet lists, its last word's: "cool marble" is the stone as "marble" is; an
  // "elevator car" is WordNet's, and drawn.)
  const listed =
    lexiconEntries(lemma) ??
    (lemma.includes('_') && !isNoun(lemma) ? lexiconEntries(lemma.split('_').at(-1)!) : undefined);
  if (listed?.every((entry) => entry.unless?.some((word) => words.includes(word))))
    return remember(cacheKey, undefined);
  const compound = context ? compoundInContext(lemma, context) : undefined;
  const viaCompound = compound ? resolveLemma(compound, words) : undefined;
  const direct = resolveLemma(lemma, words, context ? kindSaidAround(lemma, context) : undefined);
  const found =
    (viaCompound?.how === 'exact' ? viaCompound : undefined) ??
    (direct?.how === 'exact' ? direct : undefined) ??
    animalItIsLike(lemma) ??
    gameOfContest(lemma, words) ??
    // (Not over the lexicon's own reading: its "tea" picked on a plantation is the bushes, not the drink.)
    (direct?.how === 'exact' || lexiconEntries(lemma) ? undefined : fruitOf(lemma)) ??
    direct ??
    closedCompound(lemma, words) ??
    resolveHead(lemma, words) ??
    animalInGloss(lemma) ??
    thingInGloss(lemma) ??
    agentOfThing(lemma) ??
    closedCompound(lemma, words, false) ??
    personByEnding(lemma);
  const result = dressed(lemma, found && asPlainPerson(lemma, found), isPersonDrawing);
  // A stand-in that is a drug comes from WordNet's street slang ("snow", "blow", "max"): never drawn for another word.
  // (A compound is then its own last word's drawing, when that is not one of them: a salt mine is a mine's entrance.)
  if (result?.how === 'approximate' && NEVER_STANDS_IN.has(result.asset)) {
    const head = lemma.includes('_') ? resolveNoun(lemma.split('_').at(-1)!) : undefined;
    return remember(cacheKey, head && !NEVER_STANDS_IN.has(head.asset) ? { ...head, how: 'approximate' } : undefined);
  }
  return remember(cacheKey, result);
}

/**
 * A fruit WordNet first knows as its tree ("clementine", "quince", "plum" are trees before they are fruit): the fruit,
 * as the kin the library draws. Said of a tree, the word is a compound ("a plum tree") and never reaches here.
 */
function fruitOf(lemma: string): Resolution | undefined {
  const meanings = wordSenses(lemma);
  // Only a word that first means the plant or its fruit: a date is a day before it is a fruit.
  if (meanings[0]?.lexFile !== 'noun.plant' && meanings[0]?.lexFile !== 'noun.food') return undefined;
  // A kiwi is a bird as well as a fruit: the resolver's reading of it stands.
  if (meanings.some((m) => m.lexFile === 'noun.animal')) return undefined;
  const fruit = meanings.find((m) => m.lexFile === 'noun.food');
  if (!fruit) return undefined;
  // A fruit the library draws by its own name is that drawing (a mango, not an apple for its family). Only by its own
  // name: "a field of aubergine" is a colour, whatever WordNet's eggplant draws.
  const own = drawableWords(
    lemmaForms(lemma).map((f) => [f, 'own'] as const),
    fruit,
  );
  if (own) return fromEntry(own.entry, own.form);
  const chain = hypernymChain(fruit.offset).map((h) => h.synset.words[0]!);
  // An almond or a walnut is eaten as a nut, not as a fruit.
  if (chain.includes('edible_nut')) return undefined;
  // A raspberry, a blackberry, an elderberry: berries, whatever their botany says.
  const family = FRUIT_FAMILIES.find(([f]) => (f === 'berry' ? /berr(?:y|ies)$/.test(lemma) : chain.includes(f)));
  return family && { asset: family[1], as: family[2], how: 'approximate' };
}

/**
 * Drawings only ever drawn for their own word: round 74's snow that "blows in" and a pair of Air Max were syringes;
 * round 82's stuffed animals, WordNet's "female" being a kind of animal, were gender signs.
 */
const NEVER_STANDS_IN: ReadonlySet<string> = new Set([
  'mdi:drug',
  'material-symbols:female',
  'material-symbols:male',
  'mdi:mine',
  // A riverside is a river's bank, never a bank with a dollar sign on it (round 87).
  'fluent-emoji-high-contrast:bank',
  // A seashell, never the shell a gun fires: round 89's dancers "linking arms" (weaponry, munitions) held shells.
  'fluent-emoji-high-contrast:spiral-shell',
  // Cartridges, never a song sung in rounds (round 109's Lithuanian singers held ammunition).
  'mdi:ammunition',
  // A board for chess, never a pond's surface or any other flat thing (round 111's koi pond was a chessboard).
  'sleeve:chessboard',
  // A builder's spirit level, never an "eye level" or a floor of a building.
  'mdi:spirit-level',
  'material-symbols:deck',
  // A clothes iron, never the metal ("corrugated iron", "wrought iron gates").
  'mdi:iron',
]);

/**
 * A fight's match or bout is the contest, drawn by whoever is in it, never a matchstick (round 110's laamb wrestling
 * match on a beach was one giant match); a ball game's keeps its ball.
 */
const CONTEST =
  /^(?:[a-z]+_)?(?:wrestling|boxing|kabaddi|sumo|cage|title|grudge|tag_team|fencing|judo|karate|kickboxing|mma|sparring|laamb|lucha|wrestle)_(?:match|matches|bout|bouts)$/;

/** The words of the idea that end in the noun ("wrestling match"), joined as a lemma is, or nothing. */
function contestAround(context: string, lemma: string): string {
  const said = new RegExp(`\\b([a-z]+)\\s+(?:team\\s+)?${lemma}\\b`).exec(context.toLowerCase());
  return said ? `${said[1]}_${lemma}` : '';
}

/** Keeps a resolution for its noun and context, the oldest going once the cache is full. */
function remember(key: string, result: Resolution | undefined): Resolution | undefined {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}

/**
 * A word for someone by the thing they use that WordNet does not list ("kayaker", "paddleboarders", "ukuleleist"):
 * the thing, when the library draws it exactly. The person is drawn as our figure; `toolOfTrade` gives them the thing.
 */
export function thingOfAgent(lemma: string): { noun: string; resolution: Resolution } | undefined {
  const m = /^([a-z]{3,}?)(?:er|ist)s?$/.exec(lemma);
  if (!m || isNoun(lemma) || lemmaForms(lemma).some(isNoun)) return undefined;
  for (const noun of [m[1]!, `${m[1]}e`]) {
    const sense = wordSenses(noun)[0];
    if (sense?.lexFile !== 'noun.artifact') continue;
    const resolution = resolveLemma(noun, []);
    if (resolution?.how === 'exact') return { noun, resolution };
  }
  return undefined;
}

function agentOfThing(lemma: string): Resolution | undefined {
  return thingOfAgent(lemma) && { asset: 'sleeve:figure', as: 'a person', how: 'approximate' };
}

/**
 * Words that say, right before a noun, whether it is a made thing ("a rusty crane", "a plastic bat") or a living one
 * ("a sleeping crane"): WordNet's order or the cover's priority would otherwise pick the bird and the animal.
 */
const MADE_CUES = new Set(
  (
    'rusty rusted rusting rustic wooden plastic metal metallic steel iron chrome concrete inflatable motorised ' +
    'motorized mechanical electric abandoned derelict parked fibreglass fiberglass cardboard aluminium aluminum brass ' +
    'copper tin neon battered dented stalled'
  ).split(' '),
);
const LIVING_CUES = new Set(
  'asleep sleeping wild hungry nesting grazing barking wounded injured feeding howling stray tame'.split(' '),
);

/**
 * The kind the words around the noun in the idea say it is, if they say: the two before it ("a rusty", "a wild"), or
 * an action it does to something after it ("a cleaner mopping the floor", "a fan waving a scarf": someone, not a
 * cleaning product or an electric fan; "a fan spinning" says nothing).
 */
function kindSaidAround(lemma: string, context: string): Kind | undefined {
  if (lemma.includes('_')) return undefined;
  const words = context.toLowerCase().match(/[a-z]+/g) ?? [];
  const forms = new Set(lemmaForms(lemma));
  for (let i = 0; i < words.length; i++) {
    if (![words[i]!, ...baseForms(words[i]!)].some((w) => forms.has(w))) continue;
    for (const w of words.slice(Math.max(0, i - 2), i)) {
      if (MADE_CUES.has(w)) return 'made';
      if (LIVING_CUES.has(w)) return 'living';
    }
    const [verb, next] = [words[i + 1], words[i + 2]];
    if (verb !== undefined && ingVerb(verb) && next !== undefined && DETERMINERS.has(next)) return 'living';
  }
  return undefined;
}

/** Whether a word is a verb's -ing form: "mopping" (mop), "waving" (wave), "holding". */
function ingVerb(word: string): boolean {
  if (!word.endsWith('ing') || word.length < 6) return false;
  const stem = word.slice(0, -3);
  const undoubled = stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : undefined;
  return [stem, `${stem}e`, ...(undoubled ? [undoubled] : [])].some(knownVerb);
}

/** Words that open the thing a verb acts on: "mopping the floor", "waving a scarf". */
const DETERMINERS = new Set('a an the his her their its my our your some two three'.split(' '));

/** Words of a text that start a two-word name WordNet lists ("secret service"). */
function namesStartedIn(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words.filter((w, i) => i + 1 < words.length && isNoun(`${w}_${words[i + 1]}`)));
}

const POSSESSED_PART = /^(.*[a-z])['’]s?\s+([a-z]+)$/;
const POSSESSED_HEAD = /^(.*?[a-z])(?:['’]s?)?\s+(?:face|faces|head|heads|profile)$/;
const PROFILE: Resolution = { asset: 'sleeve:profile-head', as: 'a face in profile', how: 'exact' };

/** The whole a possessed part belongs to ("a helicopter's blades": a helicopter), or undefined. */
export function possessedPart(phrase: string): string | undefined {
  const m = POSSESSED_PART.exec(phrase.toLowerCase().trim());
  return m && PARTS.has(pluralize.singular(m[2]!)) ? m[1] : undefined;
}
/** The whole a compound's last word is a part of, when the words before it draw it exactly ("a wind turbine blade"). */
function partOfCompound(phrase: string): string | undefined {
  const words = phrase.toLowerCase().trim().split(/\s+/);
  const part = pluralize.singular(words.at(-1)!);
  // (A part with a curated drawing of its own is drawn: "a church steeple" is the bell tower.)
  if (words.length < 2 || !PARTS.has(part) || lexiconEntries(part) || isNoun(normalise(phrase))) return undefined;
  // The longest run of words before the part that names a drawing: "a fallen wind turbine blade" → "wind turbine".
  for (let from = Math.max(0, words.length - 4); from < words.length - 1; from++) {
    const whole = words.slice(from, -1).join(' ');
    if (resolveNoun(whole)?.how === 'exact') return whole;
  }
  return undefined;
}

/**
 * An instrument's part drawn as the instrument ("a trombone slide", "a cello scroll"), whatever else the word draws
 * (round 61: a playground slide, a paper scroll); the instrument read as one (the bass of "bass strings" is no fish).
 */
function instrumentOfPart(phrase: string): Resolution | undefined {
  const words = phrase.toLowerCase().trim().split(/\s+/);
  if (words.length < 2 || !INSTRUMENT_PARTS.has(pluralize.singular(words.at(-1)!))) return undefined;
  // The longest run of words before the part that names an instrument: "double bass bridge", "old guitar body".
  for (const from of [-3, -2]) {
    const whole = words.slice(from, -1).join(' ');
    const drawn = isInstrument(whole) ? resolveNoun(whole, MUSICAL) : undefined;
    if (drawn?.how === 'exact') return { ...drawn, how: 'approximate' };
  }
  return undefined;
}

/** The context that points a word at its instrument's meaning. */
const MUSICAL = 'musical instrument';

/** Whether the idea says the thing is played: "playing bass", "plays the old organ", "played his horn". */
function playedIn(lemma: string, context: string): boolean {
  const words = context.toLowerCase().match(/[a-z]+/g) ?? [];
  const forms = new Set(lemmaForms(lemma).flatMap((f) => [f, ...f.split('_').slice(-1)]));
  return words.some(
    (w, i) =>
      /^play(?:s|ed|ing)?$/.test(w) &&
      words
        .slice(i + 1, i + 4)
        .some(
          (next, k, after) =>
            forms.has(pluralize.singular(next)) && after.slice(0, k).every((a) => PLAYED_BEFORE.has(a)),
        ),
  );
}
/** Words that may stand between "playing" and what is played. */
const PLAYED_BEFORE = new Set(
  'a an the his her their my our your its some old little broken battered tiny huge big'.split(' '),
);

/** Parts of a musical instrument, drawn as the instrument. */
const INSTRUMENT_PARTS = new Set(
  'scroll slide bell neck fretboard fingerboard headstock peg valve mouthpiece reed fret soundboard soundhole keyboard lid pedal string key bridge body'.split(
    ' ',
  ),
);
/** Whether some meaning of a phrase WordNet lists is a musical instrument (a bass can be one, a fish the other). */
export function isInstrument(phrase: string): boolean {
  const lemma = normalise(phrase);
  return wordSenses(lemma).some((sense) =>
    [sense, ...hypernymChain(sense.offset).map((h) => h.synset)].some((s) => s.words.includes('musical_instrument')),
  );
}

/** Parts no one draws alone, that show as the thing they belong to. */
const PARTS = new Set(
  (
    'blade rotor propeller wheel tyre tire wing engine headlight taillight windscreen windshield wiper bonnet hood ' +
    'bumper hull sail mast keel exhaust horn cockpit deck bow stern roof door window steeple spire chimney porch'
  ).split(' '),
);

/**
 * A compound written as one word that WordNet does not list ("lawnmower", "firetruck") read as its two words, when
 * they name a drawing exactly ("lawn mower"); failing all else, by their stand-in ("treehouse": a tree house, drawn
 * as a house).
 */
function closedCompound(lemma: string, words: readonly string[], exactOnly = true): Resolution | undefined {
  if (lemma.length < 7 || !/^[a-z]+$/.test(lemma)) return undefined;
  for (let i = 3; i <= lemma.length - 3; i++) {
    const pair = `${lemma.slice(0, i)}_${lemma.slice(i)}`;
    if (!wordSenses(pair).length) continue;
    const found = resolveLemma(pair, words) ?? (exactOnly ? undefined : resolveHead(pair, words));
    if (found && (found.how === 'exact' || !exactOnly)) return found;
  }
  return undefined;
}

/** Emoji people: a big head with a face, a costume that names a job or a role. */
const EMOJI_PEOPLE = new Set(
  listAssets()
    .filter((e) => e.set === 'fluent-emoji-high-contrast' && e.category === 'People & Body')
    .map((e) => e.key),
);

/** Our plain figures and the emoji people: what a person known by their dress is drawn as instead. */
const isPersonDrawing = (asset: string) =>
  asset === 'sleeve:figure' || asset === 'sleeve:woman-figure' || EMOJI_PEOPLE.has(asset) || PERSON_BUSTS.has(asset);
/** Emoji of people by their trade, drawn as head and shoulders, and a nurse's cap standing for the nurse. */
const TRADE_BUSTS =
  /^(?:fluent-emoji-high-contrast:(?:(?:man|woman)-)?(?:artist|astronaut|cook|detective|factory-worker|farmer|firefighter|guard|health-worker|judge|mechanic|office-worker|pilot|police-officer|scientist|singer|student|teacher|technologist|construction-worker)|tabler:nurse-filled|mdi:beekeeper|mdi:cowboy)$/;
/** Icons of a person's head and shoulders in a costume (a beekeeper's veiled hat): stickers beside our figures. */
const PERSON_BUSTS = new Set(['mdi:beekeeper', 'mdi:cowboy']);

/**
 * The sets' pictograms of one person (a restroom sign's mother with her child, a wayfinding man): signs, not people
 * (round 64: "my mum" was the restroom sign).
 */
const PICTOGRAM_PEOPLE =
  /^(?:mdi:(?:mum|mother|dad|father|man|woman|human(?:-(?:male|female|child|handsup|handsdown|greeting|pregnant|non-binary))?)|material-symbols:(?:man|woman|person|boy|girl)(?:-\d)?|tabler:(?:man|woman)-filled|icon-park-solid:(?:boy|girl)(?:-one|-two)?|ph:person(?:-simple)?-fill)$/;

/**
 * A person drawn only by a stand-in emoji person or a pictogram is our figure instead: a rodeo queen is not the
 * crowned queen, a security guard not the royal guard, an aerobics instructor not a teacher at a blackboard; a plain
 * figure is wrong about less, and is not a sticker. Women and girls are the woman's figure, also where a kind of
 * person ("a mother", "an aunt") came to the plain figure through its ancestors.
 */
function asPlainPerson(lemma: string, found: Resolution): Resolution {
  // A creature a person is made into ("a zombie cheerleader") stays the creature. An emoji of someone's trade (a
  // singer, a teacher, a nurse's cap) is a head-and-shoulders sticker even when it is the word itself: the panel read
  // it as clip-art every time, so it is our figure too.
  const plain = found.asset === 'sleeve:figure';
  const sticker =
    (found.how === 'approximate' ? EMOJI_PEOPLE.has(found.asset) : TRADE_BUSTS.test(found.asset)) ||
    PICTOGRAM_PEOPLE.test(found.asset);
  if ((!sticker && !plain) || CREATURES.has(lemma.split('_')[0]!)) return found;
  const own = wordSenses(lemma);
  const people = (own.length ? own : wordSenses(lemma.split('_').at(-1)!))
    .slice(0, 3)
    .filter((m) => m.lexFile === 'noun.person');
  const sense = people[0];
  if (!sense) return found;
  // Whether a woman is meant is read from a kind of person before a named one: a thatcher thatches roofs.
  const kind = people.find((m) => !m.instance) ?? sense;
  const female = [kind, ...hypernymChain(kind.offset).map((h) => h.synset)].some((m) =>
    m.words.some((w) => /(?:^|_)(?:female|girl)(?:_|$)|woman(?:_|$)/.test(w)),
  );
  if (plain) return female ? { ...found, asset: 'sleeve:woman-figure' } : found;
  return female
    ? { asset: 'sleeve:woman-figure', as: 'a woman', how: 'approximate' }
    : { asset: 'sleeve:figure', as: 'a person', how: 'approximate' };
}

let subjectCount: number | undefined;

/**
 * How many distinct subjects the library draws exactly: the meanings of every lexicon noun, every icon-named
 * noun and every WordNet synonym of theirs that resolves exactly on its own. Synonyms of one meaning count once
 * ('car', 'automobile' and 'motorcar' are one subject); interface glyphs are not counted (the name index leaves
 * them out). Computed once: it resolves a few thousand nouns (about a second).
 */
export function distinctSubjectCount(): number {
  if (subjectCount !== undefined) return subjectCount;
  const candidates = new Set<string>([...lexiconNouns(), ...namedNouns()]);
  for (const noun of [...candidates]) {
    for (const sense of wordSenses(noun).filter(isConcrete)) for (const word of sense.words) candidates.add(word);
  }
  const subjects = new Set<number | string>();
  for (const noun of candidates) {
    if (resolveLemma(noun, [])?.how === 'exact') subjects.add(usualMeaning(noun)?.offset ?? noun);
  }
  subjectCount = subjects.size;
  return subjectCount;
}
