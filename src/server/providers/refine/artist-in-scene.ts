/**
 * The artist named again in the picture is a person there: "Titel: Pfandflaschenprinz / Künstler: Kemal B. — a Späti
 * at 2am, Kemal in a grey tracksuit sitting on a beer crate" has Kemal on the crate. Round 103 read none of its six
 * artists named so, and drew a tracksuit sitting on a crate, a blowfish for Tobi's black puffer, a floral dress on a
 * ute's tray.
 */
import { escapeRegExp } from '../../../shared/lexicon/text.ts';
import { knownWord } from '../../engine/subjects/wordnet.ts';

/** Prefixes of a stage name that the picture may say with it: "MC Daiane in a neon bikini". */
const STAGE_PREFIX = String.raw`(?:MC|DJ|Lil|Lady|Miss|Mr|Mrs|Ms|Dr)\.?\s+`;

/** Where the artist is named in the picture, as written ("Kemal"), and the word read there in its place. */
export interface ArtistSaid {
  start: number;
  end: number;
  name: string;
  read: string;
}

/**
 * The scene with the artist's name, where it stands in the picture, read as a person: the same number of characters,
 * so every offset into the scene still points at the idea's own words. Only a person's name is read so (a band's
 * name, "The Second Sitting", or a name that is an English word, "Lucky", is left as written).
 */
export function artistSaid(scene: string, artist: string | undefined): { scene: string; said: ArtistSaid[] } {
  const said: ArtistSaid[] = [];
  if (!artist || /^the\s/i.test(artist) || /[&+]|\band\b/.test(artist) || artist.split(/\s+/).length > 3)
    return { scene, said };
  const names = artist
    .replace(new RegExp(`^${STAGE_PREFIX}`, 'u'), '')
    .split(/\s+/)
    .map((w) => w.replace(/\.$/, ''))
    .filter((w) => /^\p{Lu}\p{Ll}{2,}$/u.test(w) && !knownWord(w.toLowerCase()));
  if (!names.length) return { scene, said };
  const name = `(?:${names.map(escapeRegExp).join('|')})`;
  const run = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${STAGE_PREFIX})?${name}(?:\\s+${name})*(?:\\s+\\p{Lu}\\.)?(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const read = scene.replace(run, (name: string, at: number) => {
    const word = name.length >= 6 ? 'person' : 'pal';
    said.push({ start: at, end: at + name.length, name, read: word });
    return word.padEnd(name.length);
  });
  return { scene: read, said };
}

/**
 * The report of what is drawn with the artist's name where it was read as a person: "Kemal → a person", and "the
 * Kemal dressed in grey", not "Kem" (the word read was shorter) or "the pal".
 */
export function sayArtist<P extends { phrase: string; as: string }>(
  parts: readonly P[],
  said: readonly ArtistSaid[],
  at: (part: P) => number,
): P[] {
  if (!said.length) return [...parts];
  const name = said[0]!.name;
  return parts.map((p) => {
    const where = said.find((s) => at(p) >= s.start && at(p) < s.end);
    const as = said.some((s) => s.read === 'pal') ? p.as.replace(/\bthe pal\b/g, name).replace(/\bpal\b/g, name) : p.as;
    return where ? { ...p, phrase: where.name, as } : { ...p, as };
  });
}
