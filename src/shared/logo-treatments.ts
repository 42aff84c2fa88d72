/**
 * The Artist Logo Generator's typographic treatments: how an artist's name is drawn into a logo. The server's logo
 * engine (src/server/engine/logos/) draws each one; the pages list them by genre. Pure data.
 */
export const LOGO_TREATMENT_IDS = [
  'metal-thorns',
  'metal-steel',
  'hiphop-block',
  'hiphop-drip',
  'indie-lowercase',
  'electronic-wide',
  'electronic-glitch',
  'techno-mono',
  'jazz-swash',
  'country-western',
  'punk-ransom',
  'punk-stencil',
  'pop-sticker',
  'lofi-hand',
  'classical-engraved',
  'soul-funk',
  'folk-seal',
  'synthwave-chrome',
] as const;

export type LogoTreatmentId = (typeof LOGO_TREATMENT_IDS)[number];

export interface LogoTreatment {
  id: LogoTreatmentId;
  label: string;
  /** The genre it is made for, as the picker groups them. */
  genre: string;
  description: string;
}

export const LOGO_TREATMENTS: readonly LogoTreatment[] = [
  {
    id: 'metal-thorns',
    label: 'Thorns',
    genre: 'Metal',
    description: 'Blackletter that swells towards both ends, with mirrored thorns above and below.',
  },
  {
    id: 'metal-steel',
    label: 'Steel',
    genre: 'Metal',
    description: 'Tall capitals flaring out to the ends, in polished steel with a sharp double keyline.',
  },
  {
    id: 'hiphop-block',
    label: 'Block',
    genre: 'Hip-hop',
    description: 'Heavy capitals stacked to one width, outlined and extruded like a sticker on a wall.',
  },
  {
    id: 'hiphop-drip',
    label: 'Drip',
    genre: 'Hip-hop',
    description: 'Fat capitals with paint dripping off their feet.',
  },
  {
    id: 'indie-lowercase',
    label: 'Lowercase',
    genre: 'Indie',
    description: 'A quiet, tightly spaced lowercase wordmark that lets the name speak.',
  },
  {
    id: 'electronic-wide',
    label: 'Wide',
    genre: 'Electronic',
    description: 'Extended geometric capitals, spaced out between fine rules.',
  },
  {
    id: 'electronic-glitch',
    label: 'Glitch',
    genre: 'Electronic',
    description: 'Capitals sliced and shifted, with a cyan and magenta signal split.',
  },
  {
    id: 'techno-mono',
    label: 'Mono',
    genre: 'Techno',
    description: 'Monospaced capitals in a cut-corner frame, like a label on a machine.',
  },
  {
    id: 'jazz-swash',
    label: 'Swash',
    genre: 'Jazz',
    description: 'An elegant italic serif underlined by a single brush-like swash.',
  },
  {
    id: 'country-western',
    label: 'Western',
    genre: 'Country',
    description: 'Bold poster serifs arched over a ribbon banner, flanked by stars.',
  },
  {
    id: 'punk-ransom',
    label: 'Ransom',
    genre: 'Punk',
    description: 'Every letter cut from a different page and pasted on askew.',
  },
  {
    id: 'punk-stencil',
    label: 'Stencil',
    genre: 'Punk',
    description: 'Spray-can stencil capitals, bridges cut through the letters.',
  },
  {
    id: 'pop-sticker',
    label: 'Sticker',
    genre: 'Pop',
    description: 'A bubbly script with a thick white sticker border and a drop shadow.',
  },
  {
    id: 'lofi-hand',
    label: 'Handwritten',
    genre: 'Lo-fi',
    description: 'Loose handwriting with a scribbled underline, as if drawn in a notebook.',
  },
  {
    id: 'classical-engraved',
    label: 'Engraved',
    genre: 'Classical',
    description: 'Spaced Garamond capitals between hairline rules, like an engraved title page.',
  },
  {
    id: 'soul-funk',
    label: 'Funk',
    genre: 'Soul & funk',
    description: 'A 70s script wrapped in concentric outlines.',
  },
  {
    id: 'folk-seal',
    label: 'Seal',
    genre: 'Folk',
    description: 'The name around a round seal, with the emblem or initials at its centre.',
  },
  {
    id: 'synthwave-chrome',
    label: 'Chrome',
    genre: 'Synthwave',
    description: 'Slanted 80s capitals in a chrome sky-and-sunset gradient.',
  },
];

/**
 * The emblems a logo may carry, as [id, label]: a curated few dozen silhouettes of the engine's subject library (solid
 * icons that read at the size of a capital letter). Ids are the library's own keys; labels are what the picker shows.
 */
export const LOGO_EMBLEMS = [
  ['mdi:skull', 'Skull'],
  ['sleeve:wolf', 'Howling wolf'],
  ['mdi:snake', 'Snake'],
  ['material-symbols:raven', 'Raven'],
  ['mdi:bat', 'Bat'],
  ['mdi:dagger', 'Dagger'],
  ['mdi:sword-cross', 'Crossed swords'],
  ['fluent-emoji-high-contrast:sign-of-the-horns', 'Horns'],
  ['ph:crown-fill', 'Crown'],
  ['ph:lightning-fill', 'Lightning'],
  ['mdi:fire', 'Flame'],
  ['ph:eye-fill', 'Eye'],
  ['ph:moon-fill', 'Crescent moon'],
  ['ph:sun-fill', 'Sun'],
  ['ph:star-fill', 'Star'],
  ['mdi:star-four-points', 'Sparkle'],
  ['ph:planet-fill', 'Planet'],
  ['ph:heart-fill', 'Heart'],
  ['mdi:heart-broken', 'Broken heart'],
  ['sleeve:rose', 'Rose'],
  ['ph:butterfly-fill', 'Butterfly'],
  ['sleeve:moth', 'Moth'],
  ['mdi:bird', 'Swallow'],
  ['mdi:diamond-stone', 'Diamond'],
  ['ph:hand-fist-fill', 'Fist'],
  ['mdi:anchor', 'Anchor'],
  ['mdi:horseshoe', 'Horseshoe'],
  ['ph:cowboy-hat-fill', 'Cowboy hat'],
  ['ph:cactus-fill', 'Cactus'],
  ['ph:tree-evergreen-fill', 'Pine tree'],
  ['ph:tree-palm-fill', 'Palm tree'],
  ['ph:mountains-fill', 'Mountains'],
  ['fluent-emoji-high-contrast:water-wave', 'Wave'],
  ['mdi:guitar-electric', 'Electric guitar'],
  ['ph:guitar-fill', 'Acoustic guitar'],
  ['mdi:microphone-variant', 'Microphone'],
  ['ph:vinyl-record-fill', 'Vinyl record'],
  ['ph:headphones-fill', 'Headphones'],
  ['ph:cassette-tape-fill', 'Cassette'],
  ['mdi:saxophone', 'Saxophone'],
  ['mdi:music-clef-treble', 'Treble clef'],
] as const satisfies readonly (readonly [string, string])[];
