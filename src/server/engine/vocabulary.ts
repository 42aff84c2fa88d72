/**
 * `npm run engine:vocabulary [-- --size 300 --seed S --out FILE]`: how much of the language the engine draws,
 * measured on a fresh random sample each run rather than on a list anyone could tune to.
 *
 * The sample is common concrete nouns: nouns whose most used meaning (WordNet's first sense) has been seen at least
 * once in its tagged corpus (a usage count in index.sense) and is filed under animals, plants, artefacts (structures
 * and instruments among them), natural objects and places; common nouns only (no names of people, seas or countries). Each noun goes through the whole refiner as
 * the idea "a NOUN" and is counted by what the idea's report says of it: drawn exactly, drawn as a stand-in (which a
 * reader must check: the TSV lists each with the sense sampled and what stands for it), or not drawn. The seed is
 * printed, so a run can be repeated; without --seed each run draws a new one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pluralize from 'pluralize';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { createRng } from './random.ts';
import { dictPath, synset } from './subjects/wordnet.ts';

/** WordNet lexicographer files of the sample: animals, artefacts, places, natural objects, plants. */
const SAMPLED_FILES = new Map([
  [5, 'animal'],
  [6, 'artifact'],
  [15, 'location'],
  [17, 'object'],
  [20, 'plant'],
]);

interface Candidate {
  noun: string;
  lexFile: string;
  gloss: string;
}

/** Every noun whose first sense is a tagged common noun of the sampled files. */
export function tagCountedNouns(): Candidate[] {
  const best = new Map<string, { count: number; offset: number; lexFile: string }>();
  for (const line of fs.readFileSync(path.join(dictPath(), 'index.sense'), 'latin1').split('\n')) {
    // lemma%1:LEX:ID:HEAD:HEADID OFFSET SENSE_NUMBER TAG_COUNT; 1 is the noun type.
    const match = /^([a-z][a-z_-]*)%1:(\d\d):\S* (\d+) (\d+) (\d+)$/.exec(line);
    if (!match) continue;
    const [, lemma, lex, offset, senseNumber, count] = match;
    const lexFile = SAMPLED_FILES.get(Number(lex));
    // The noun's most used meaning only: 'bark' is a dog's before a tree's, 'change' coins before clothes.
    if (!lexFile || senseNumber !== '1' || Number(count) < 1 || lemma!.split('_').length > 2) continue;
    const seen = best.get(lemma!);
    if (!seen || Number(count) > seen.count)
      best.set(lemma!, { count: Number(count), offset: Number(offset), lexFile });
  }
  const nouns: Candidate[] = [];
  for (const [lemma, { offset, lexFile }] of best) {
    const sense = synset(offset);
    if (sense.instance) continue;
    nouns.push({ noun: lemma.replaceAll('_', ' '), lexFile, gloss: sense.gloss.split(';')[0]!.trim() });
  }
  return nouns.sort((a, b) => a.noun.localeCompare(b.noun));
}

export type Drawn = 'exact' | 'stand-in' | 'not drawn';

/** What the refiner reports of the idea "a NOUN" for the noun: drawn exactly, as a stand-in (what), or not. */
export function howDrawn(noun: string): { drawn: Drawn; as: string } {
  const { parts } = refineIdea(`a ${noun}`);
  const words = noun.split(' ');
  const part = parts.find((p) => words.some((w) => p.phrase.split(' ').includes(w)));
  if (!part || part.how === 'dropped') return { drawn: 'not drawn', as: '' };
  return { drawn: part.how === 'exact' ? 'exact' : 'stand-in', as: part.as };
}

/**
 * Words a musician puts around a subject: how many, what it looks like, what state it is in, and where or with what.
 * Each noun drawn on its own is set among a random choice of them; it must still be drawn.
 */
const AROUND = {
  count: ['a', 'two', 'three', 'a lone', 'a giant', 'a tiny'],
  look: ['', 'red', 'rusted', 'broken', 'glowing', 'old', 'golden', 'cracked', 'black'],
  state: ['', 'asleep', 'on fire', 'half sunk in water', 'melting', 'floating', 'covered in snow', 'made of glass'],
  relation: [
    '',
    'under a full moon',
    'on a stack of records',
    'beside a river',
    'in the rain',
    'at dawn',
    'in a field',
  ],
};

/** An idea with the noun among random words of AROUND (plural after a number). */
export function ideaAround(noun: string, rng: ReturnType<typeof createRng>): string {
  const count = rng.pick(AROUND.count);
  const plural = count === 'two' || count === 'three';
  const written = plural ? pluralize.plural(noun) : noun;
  return [count, rng.pick(AROUND.look), written, rng.pick(AROUND.state), rng.pick(AROUND.relation)]
    .filter(Boolean)
    .join(' ');
}

/** Whether the noun, drawn when named alone, is still drawn in `idea`: its part not dropped. */
export function keptIn(noun: string, idea: string): boolean {
  const { parts } = refineIdea(idea);
  const last = noun.split(' ').at(-1)!;
  return parts.some(
    (p) => p.how !== 'dropped' && p.phrase.split(' ').some((w) => w === last || pluralize.singular(w) === last),
  );
}

function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '300' },
      seed: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const seed = values.seed ?? randomBytes(6).toString('hex');
  const size = Number(values.size);
  const all = tagCountedNouns();
  const sample = createRng(`vocabulary:${seed}`).shuffle(all).slice(0, size);
  const rows = sample.map((c) => ({ ...c, ...howDrawn(c.noun) }));
  const count = (d: Drawn) => rows.filter((r) => r.drawn === d).length;
  const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)}%`;
  const [exact, standIn, missing] = [count('exact'), count('stand-in'), count('not drawn')];
  console.log(`seed ${seed}: ${rows.length} of ${all.length} tagged common nouns`);
  console.log(
    `exact ${exact} (${pct(exact)}) · stand-in ${standIn} (${pct(standIn)}) · not drawn ${missing} (${pct(missing)})`,
  );
  console.log(`exact or stand-in ${pct(exact + standIn)}`);
  for (const file of SAMPLED_FILES.values()) {
    const inFile = rows.filter((r) => r.lexFile === file);
    const drawn = inFile.filter((r) => r.drawn === 'exact').length;
    console.log(
      `  ${file}: ${drawn}/${inFile.length} exact, ${inFile.filter((r) => r.drawn === 'not drawn').length} not drawn`,
    );
  }
  const aroundRng = createRng(`vocabulary-around:${seed}`);
  const drawnAlone = rows.filter((r) => r.drawn !== 'not drawn');
  const lost = drawnAlone
    .map((r) => ({ noun: r.noun, idea: ideaAround(r.noun, aroundRng) }))
    .filter(({ noun, idea }) => !keptIn(noun, idea));
  console.log(
    `still drawn among modifiers, states and relations: ${drawnAlone.length - lost.length}/${drawnAlone.length}` +
      (lost.length
        ? `; lost in: ${lost
            .slice(0, 8)
            .map((l) => `"${l.idea}"`)
            .join(', ')}`
        : ''),
  );
  if (values.out) {
    const lines = rows.map((r) => [r.noun, r.lexFile, r.drawn, r.as, r.gloss].join('\t'));
    fs.writeFileSync(values.out, `noun\tfile\tdrawn\tas\tsense\n${lines.join('\n')}\n`);
    console.log(`Wrote ${values.out} (check each stand-in against its sense)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
