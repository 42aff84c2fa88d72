/**
 * The artist named again in the picture is a person there: "Titel: Pfandflaschenprinz / Künstler: Kemal B. — a Späti
 * at 2am, Kemal in a grey tracksuit sitting on a beer crate" has Kemal on the crate. Round 103 read none of its six
 * artists named so, and drew a tracksuit sitting on a crate, a blowfish for Tobi's black puffer, a floral dress on a
 * ute's tray.
 */
import { knownWord } from '../../engine/subjects/wordnet.ts';

/** Prefixes of a stage name that the picture may say with it: "MC Daiane in a neon bikini". */
const STAGE_PREFIX = String.raw`(?:MC|DJ|Lil|Lady|Miss|Mr|Mrs|Ms|Dr)\.?\s+`;

/**
 * The scene with the artist's name, where it stands in the picture, read as a person: the same number of characters,
 * so every offset into the scene still points at the idea's own words. Only a person's name is read so (a band's
 * name, "The Second Sitting", or a name that is an English word, "Lucky", is left as written).
 */
export function artistAsPerson(scene: string, artist: string | undefined): string {
  if (!artist || /^the\s/i.test(artist) || /[&+]|\band\b/.test(artist) || artist.split(/\s+/).length > 3) return scene;
  const names = artist
    .replace(new RegExp(`^${STAGE_PREFIX}`, 'u'), '')
    .split(/\s+/)
    .map((w) => w.replace(/\.$/, ''))
    .filter((w) => /^\p{Lu}\p{Ll}{2,}$/u.test(w) && !knownWord(w.toLowerCase()));
  if (!names.length) return scene;
  const name = `(?:${names.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  const run = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${STAGE_PREFIX})?${name}(?:\\s+${name})*(?:\\s+\\p{Lu}\\.)?(?![\\p{L}\\p{N}])`,
    'gu',
  );
  return scene.replace(run, (said) => (said.length >= 6 ? 'person' : 'pal').padEnd(said.length));
}
