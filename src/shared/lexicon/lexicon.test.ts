import { describe, expect, it } from 'vitest';
import {
  COMPOSITIONS,
  EFFECTS,
  GENRE_FAMILIES,
  MATERIALS,
  SETTINGS,
  TIMES_OF_DAY,
  WEATHERS,
} from '../contracts/scene-brief.ts';
import { countWord, MATERIAL_WORDS } from './attributes.ts';
import { findEnvironmentMentions } from './environment.ts';
import { GENRE_SCENES, SCENE_DEFAULTS } from './genre-scenes.ts';
import { hexToRgb, rgbToHex } from '../color.ts';
import { colorDistance, hexToHsl, hslToHex, mixHex, normalizeHex, shiftTone } from './color-math.ts';
import { COLOR_VOCABULARY, CSS_COLORS, cssColor, findColorMentions } from './colors.ts';
import type { ColorMention } from './colors.ts';
import { COMPOSITION_DESCRIPTIONS, findLayoutMentions, LAYOUT_WORDS } from './compositions.ts';
import { AMBIGUOUS_GENRE_ALIASES, findGenre, findGenreMentions, genreMood, GENRES } from './genres.ts';
import { findMood, findMoodMentions, MOODS } from './moods.ts';
import { createPhraseMatcher, escapeRegExp, maskSpans, normalizeText } from './text.ts';

const HEX = /^#[0-9a-f]{6}$/;

const colorNames = (mentions: ColorMention[]): string[] =>
  mentions.map((m) => (m.term.kind === 'color' ? m.term.color.name : `vocab:${m.term.vocab.id}`));

describe('normalizeText', () => {
  it('lowercases, strips diacritics and unifies separators', () => {
    expect(normalizeText('  Corazón — LO-FI_beats / Straße  ')).toBe('corazon lo fi beats straße');
    expect(normalizeText('“Quoted” ‘single’')).toBe('"quoted" \'single\'');
  });
  it('drops control and format characters', () => {
    expect(normalizeText('a\u0000b\u200bc\u202ed')).toBe('a b c d');
  });
});

describe('escapeRegExp', () => {
  it('matches the text literally, its special characters as themselves', () => {
    const pattern = new RegExp(`^${escapeRegExp('Dr. (a+b)*[c]?')}$`);
    expect(pattern.test('Dr. (a+b)*[c]?')).toBe(true);
    expect(pattern.test('DrX (aab)c')).toBe(false);
  });
});

describe('createPhraseMatcher', () => {
  const matcher = createPhraseMatcher([
    ['pop', 'pop'],
    ['k-pop', 'kpop'],
    ['街', 'city'],
    ['🌙', 'moon'],
    ['r&b', 'rnb'],
  ]);
  it('matches whole words only, longest first', () => {
    expect(matcher.find(normalizeText('popcorn and k-pop')).map((m) => m.value)).toEqual(['kpop']);
    expect(matcher.find('pop, pop!').map((m) => m.value)).toEqual(['pop', 'pop']);
    expect(matcher.find('r&b night').map((m) => m.value)).toEqual(['rnb']);
  });
  it('matches unspaced scripts and emoji next to other characters', () => {
    expect(matcher.find('ネオンの街').map((m) => m.value)).toEqual(['city']);
    expect(matcher.find('moon🌙night').map((m) => m.value)).toEqual(['moon']);
  });
  it('reports offsets that maskSpans can blank out', () => {
    const text = 'deep pop song';
    const found = matcher.find(text);
    expect(maskSpans(text, found)).toBe('deep     song');
  });
});

describe('color math', () => {
  it('round-trips hex through RGB and HSL', () => {
    for (const hex of ['#000000', '#ffffff', '#ff2a6d', '#1a0b2e', '#7f7f7f']) {
      expect(rgbToHex(...hexToRgb(hex))).toBe(hex);
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
      const { h, s, l } = hexToHsl(hex);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
      expect(l).toBeLessThanOrEqual(1);
    }
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('nope')).toBeUndefined();
  });
  it('shifts tone within range and keeps valid hex', () => {
    for (const hex of ['#000000', '#ffffff', '#ff2a6d', '#808080']) {
      for (const v of [-1, -0.5, 0.5, 1]) {
        expect(shiftTone(hex, { saturation: v, lightness: v, warmth: v })).toMatch(HEX);
      }
    }
    expect(hexToHsl(shiftTone('#336699', { lightness: 0.5 })).l).toBeGreaterThan(hexToHsl('#336699').l);
    expect(hexToHsl(shiftTone('#336699', { saturation: -1 })).s).toBeCloseTo(0, 2);
  });
  it('measures perceptual distance', () => {
    expect(colorDistance('#ff0000', '#ff0000')).toBe(0);
    expect(colorDistance('#000000', '#ffffff')).toBeGreaterThan(0.9);
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('genres', () => {
  it('has at least 55 genres with unique kebab-case ids', () => {
    expect(GENRES.length).toBeGreaterThanOrEqual(55);
    const ids = GENRES.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("gives an alias its own mood only where the alias is the genre's and the mood is one the refiner knows", () => {
    for (const genre of GENRES)
      for (const [alias, mood] of Object.entries(genre.aliasMoods ?? {})) {
        expect(genre.aliases.map(normalizeText), `${genre.id}: ${alias}`).toContain(alias);
        expect(findMood(mood), `${genre.id}: ${alias}`).toBeDefined();
      }
    const world = findGenre('world')!;
    expect(genreMood(world, 'bhangra')).toBe('festive');
    expect(genreMood(world, 'dangdut koplo')).toBe('festive');
    expect(genreMood(world, 'qawwali')).toBe(world.mood);
  });

  it('reads genre names written in Japanese, Korean and Chinese, never inside another word', () => {
    const genre = (text: string) => findGenreMentions(normalizeText(text))[0]?.value.genre.id;
    for (const [text, id] of [
      ['演奏するジャズカルテット', 'jazz'],
      ['インディーポップのジャケット', 'indie-pop'],
      ['여름 오후, 포크 앨범 커버', 'folk'],
      ['힙합 앨범', 'hip-hop'],
      ['シティポップ', 'city-pop'],
      ['케이팝', 'k-pop'],
      ['ローファイ', 'lo-fi'],
      ['ボサノバ', 'bossa-nova'],
      ['朋克', 'punk'],
      ['古典音乐', 'classical'],
      ['레게톤', 'reggaeton'],
    ] as const)
      expect(genre(text), text).toBe(id);
    // A block (ブロック) is no rock, a fork (포크) no folk record.
    expect(genre('ブロックの上の猫')).toBeUndefined();
    expect(genre('포크와 나이프')).toBeUndefined();
  });

  it('reads genre words of other languages whatever their endings', () => {
    // Round 96's Lithuanian folklore ensemble read as electronic music.
    const genre = (text: string) => findGenreMentions(normalizeText(text))[0]?.value.genre.id;
    for (const [text, id] of [
      ['Mūsų folkloro ansamblio albumo viršeliui', 'folk'],
      ['muzyka ludowa, las', 'folk'],
      ['Вокладка для нашага фолк-альбома', 'folk'],
      ['обложка для нашего пост-панк альбома', 'post-punk'],
      ['džiazo albumas', 'jazz'],
      ['обкладинка для нашого хіп-хоп міні-альбому', 'hip-hop'],
    ] as const)
      expect(genre(text), text).toBe(id);
    // Only at a word's start: "afolklore" and "штепанк" name nothing.
    expect(genre('afolklore kids')).toBeUndefined();
    expect(genre('штепанка')).toBeUndefined();
  });

  it("reads the world's dance, folk and regional genres as their nearest kin, not as an everyday word", () => {
    const genre = (text: string) => findGenreMentions(normalizeText(text))[0]?.value.genre.id;
    for (const [text, id] of [
      ['gabber', 'hardcore'],
      ['happy hardcore', 'hardcore'],
      ['hardcore punk', 'punk'],
      ['footwork ep', 'house'],
      ['mbalax', 'afrobeats'],
      ['klezmer', 'folk'],
      ['son jarocho', 'latin'],
      ['dangdut', 'world'],
      ['zydeco', 'americana'],
      ['doo wop', 'soul'],
      ['slowcore', 'indie-rock'],
    ] as const)
      expect(genre(text), text).toBe(id);
    // A polka-dot dress and Mount Fuji name no music.
    expect(findGenreMentions(normalizeText('a polka dot dress'))[0]?.value.ambiguous ?? true).toBe(true);
    expect(genre('mount fuji at dawn')).toBeUndefined();
  });

  it('covers the genres people ask for most', () => {
    const wanted = ['synthwave', 'vaporwave', 'lo-fi', 'house', 'techno', 'trance', 'drum-and-bass', 'dubstep'];
    wanted.push('ambient', 'hip-hop', 'trap', 'boom-bap', 'r-and-b', 'soul', 'funk', 'disco', 'jazz', 'bebop');
    wanted.push('blues', 'rock', 'indie-rock', 'shoegaze', 'post-rock', 'punk', 'metal', 'black-metal', 'doom');
    wanted.push('grunge', 'pop', 'k-pop', 'hyperpop', 'indie-pop', 'dream-pop', 'folk', 'americana', 'country');
    wanted.push('bluegrass', 'classical', 'cinematic', 'opera', 'reggae', 'dub', 'afrobeats', 'latin', 'reggaeton');
    wanted.push('salsa', 'bossa-nova', 'flamenco', 'gospel', 'experimental', 'noise', 'industrial', 'city-pop');
    wanted.push('chillwave', 'emo', 'uk-garage', 'grime', 'drill', 'phonk', 'new-wave', 'post-punk', 'psychedelic');
    wanted.push('krautrock', 'world', 'celtic');
    for (const id of wanted) expect(findGenre(id), id).toBeDefined();
  });

  it('gives every genre a complete, valid look', () => {
    const moodIds = new Set(MOODS.map((m) => m.id));
    for (const g of GENRES) {
      expect(g.label.length, g.id).toBeGreaterThan(0);
      expect(GENRE_FAMILIES, g.id).toContain(g.family);
      expect(g.palette.length, g.id).toBeGreaterThanOrEqual(4);
      expect(g.palette.length, g.id).toBeLessThanOrEqual(5);
      for (const hex of g.palette) expect(hex, g.id).toMatch(HEX);
      expect(g.paletteNames.length, g.id).toBe(g.palette.length);
      for (const name of g.paletteNames) expect(name.length, g.id).toBeLessThanOrEqual(40);
      expect(g.styles.length, g.id).toBeGreaterThanOrEqual(2);
      expect(g.styles.length, g.id).toBeLessThanOrEqual(4);
      for (const style of g.styles) expect(style.length, g.id).toBeLessThanOrEqual(120);
      expect(g.scenes.length, g.id).toBeGreaterThanOrEqual(2);
      expect(g.scenes.length, g.id).toBeLessThanOrEqual(4);
      for (const c of g.scenes) expect(GENRE_SCENES, g.id).toContain(c);
      expect(moodIds.has(g.mood), `${g.id} mood ${g.mood}`).toBe(true);
      expect(g.lighting.length, g.id).toBeLessThanOrEqual(120);
      expect(g.medium.length, g.id).toBeLessThanOrEqual(120);
      for (const alias of g.aliases) expect(alias, g.id).toBe(alias.toLowerCase());
    }
  });

  it('keeps each genre palette perceptually distinct, so no colour is lost as a duplicate', () => {
    for (const g of GENRES) {
      for (let i = 0; i < g.palette.length; i++) {
        for (let j = i + 1; j < g.palette.length; j++) {
          const d = colorDistance(g.palette[i] ?? '', g.palette[j] ?? '');
          expect(d, `${g.id}: ${g.paletteNames[i]} / ${g.paletteNames[j]}`).toBeGreaterThanOrEqual(0.07);
        }
      }
    }
  });

  it('never maps one alias to two genres', () => {
    const seen = new Map<string, string>();
    for (const g of GENRES) {
      for (const alias of g.aliases) {
        const key = normalizeText(alias);
        expect(seen.get(key) ?? g.id, `${alias} in ${g.id} and ${seen.get(key)}`).toBe(g.id);
        seen.set(key, g.id);
      }
    }
    for (const alias of AMBIGUOUS_GENRE_ALIASES) expect(seen.has(alias), alias).toBe(true);
  });

  it('finds spelling variants, multi-word aliases first, on word boundaries', () => {
    const ids = (text: string): string[] => findGenreMentions(normalizeText(text)).map((m) => m.value.genre.id);
    for (const v of ['lofi', 'lo fi', 'lo-fi', 'Lo-Fi']) expect(ids(v)).toEqual(['lo-fi']);
    for (const v of ['hiphop', 'hip hop', 'hip-hop']) expect(ids(v)).toEqual(['hip-hop']);
    for (const v of ['dnb', 'd&b', 'drum and bass', "drum 'n' bass", 'drum & bass'])
      expect(ids(v)).toEqual(['drum-and-bass']);
    for (const v of ['rnb', 'r&b', 'R&B', 'r n b']) expect(ids(v)).toEqual(['r-and-b']);
    expect(ids('indie pop')).toEqual(['indie-pop']);
    expect(ids('black metal')).toEqual(['black-metal']);
    expect(ids('k-pop')).toEqual(['k-pop']);
    expect(ids('popcorn')).toEqual([]);
    expect(ids('metallic')).toEqual([]);
  });
});

describe('moods', () => {
  it('has at least 24 moods with triggers, lighting and a bounded tone', () => {
    expect(MOODS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(MOODS.map((m) => m.id)).size).toBe(MOODS.length);
    for (const m of MOODS) {
      expect(m.words.length, m.id).toBeGreaterThan(0);
      expect(m.lighting.length, m.id).toBeLessThanOrEqual(120);
      for (const v of [m.tone.saturation, m.tone.lightness, m.tone.warmth]) {
        expect(Math.abs(v), m.id).toBeLessThanOrEqual(1);
      }
    }
    for (const id of ['melancholic', 'euphoric', 'dreamy', 'dark', 'aggressive', 'nostalgic', 'romantic', 'peaceful']) {
      expect(findMood(id), id).toBeDefined();
    }
    for (const id of ['mysterious', 'energetic', 'hopeful', 'lonely', 'eerie', 'playful', 'epic', 'sensual']) {
      expect(findMood(id), id).toBeDefined();
    }
    for (const id of ['hypnotic', 'triumphant', 'bittersweet', 'serene', 'rebellious', 'cosmic', 'warm', 'cold']) {
      expect(findMood(id), id).toBeDefined();
    }
  });

  it('never maps one word to two moods', () => {
    const seen = new Map<string, string>();
    for (const m of MOODS) {
      for (const w of m.words) {
        const key = normalizeText(w);
        expect(seen.get(key) ?? m.id, `${w}: ${m.id} and ${seen.get(key)}`).toBe(m.id);
        seen.set(key, m.id);
      }
    }
  });

  it('maps synonyms and other languages to the mood', () => {
    const ids = (text: string): string[] => findMoodMentions(normalizeText(text)).map((m) => m.value.mood.id);
    expect(ids('sad heartbreak and tears')).toEqual(['melancholic', 'melancholic', 'melancholic']);
    expect(ids('la noche')).toEqual(['nocturnal']);
    expect(ids('une nuit')).toEqual(['nocturnal']);
    expect(ids('die Nacht')).toEqual(['nocturnal']);
    expect(ids('late night drive')).toEqual(['nocturnal']);
  });
});

describe('environment, attributes and layouts', () => {
  const env = (text: string) => findEnvironmentMentions(normalizeText(text)).map((m) => m.value);

  it('reads places, light, weather and effects, the longest phrase first', () => {
    expect(env('waves crashing on the shore')).toEqual([
      expect.objectContaining({ setting: 'sea' }),
      expect.objectContaining({ setting: 'beach' }),
    ]);
    expect(env('skyscrapers in Tokyo').map((e) => e.setting)).toEqual(['city', 'city']);
    expect(env('a thunderstorm at dusk')).toEqual([
      expect.objectContaining({ weather: 'storm' }),
      expect.objectContaining({ time: 'dusk' }),
    ]);
    expect(env('misty valleys under a starry sky')).toEqual([
      expect.objectContaining({ weather: 'fog' }),
      expect.objectContaining({ setting: 'hills' }),
      expect.objectContaining({ effect: 'stars' }),
    ]);
    expect(env('a full moon')).toEqual([expect.objectContaining({ asset: 'sky:moon' })]);
    expect(env('a giant wave')).toEqual([expect.objectContaining({ asset: 'land:wave' })]);
  });

  it('finds emoji and other languages', () => {
    expect(env('🌙🌊✨').map((e) => e.asset ?? e.setting ?? e.effect)).toEqual(['sky:moon', 'sea', 'stars']);
    expect(env('la luna sobre el mar').map((e) => e.asset ?? e.setting)).toEqual(['sky:moon', 'sea']);
    expect(env('ネオンの街と月').map((e) => e.asset ?? e.setting)).toEqual(['city', 'sky:moon']);
  });

  it('names only valid settings, times, weathers, effects and procedural assets', () => {
    for (const text of ['sea', 'dawn', 'storm', 'aurora', 'moon', 'volcano', 'underwater', 'bar counter']) {
      const [value] = env(text);
      expect(value, text).toBeDefined();
      if (value?.setting) expect(SETTINGS).toContain(value.setting);
      if (value?.time) expect(TIMES_OF_DAY).toContain(value.time);
      if (value?.weather) expect(WEATHERS).toContain(value.weather);
      if (value?.effect) expect(EFFECTS).toContain(value.effect);
      if (value?.asset) expect(value.asset).toMatch(/^(sky|land):[a-z]+$/);
    }
  });

  it('counts and binds materials', () => {
    expect(countWord('three')).toBe(3);
    expect(countWord('flock')).toBe(12);
    expect(countWord('7')).toBe(7);
    expect(countWord('999')).toBe(24);
    expect(countWord('tree')).toBeUndefined();
    expect(MATERIAL_WORDS['stained glass']).toBe('stained-glass');
    for (const m of Object.values(MATERIAL_WORDS)) expect(MATERIALS).toContain(m);
  });

  it('describes every composition and finds layout words', () => {
    for (const c of COMPOSITIONS) expect(COMPOSITION_DESCRIPTIONS[c].length, c).toBeGreaterThan(0);
    for (const [, c] of LAYOUT_WORDS) expect(COMPOSITIONS).toContain(c);
    expect(findLayoutMentions(normalizeText('a repeating pattern of flowers'))[0]?.value).toBe('pattern');
    for (const scene of GENRE_SCENES) expect(COMPOSITIONS).toContain(SCENE_DEFAULTS[scene].composition);
  });
});

describe('colors', () => {
  it('knows all 148 CSS named colours exactly', () => {
    expect(Object.keys(CSS_COLORS)).toHaveLength(148);
    for (const [name, hex] of Object.entries(CSS_COLORS)) {
      expect(name).toMatch(/^[a-z]+$/);
      expect(hex).toMatch(HEX);
    }
    expect(CSS_COLORS.rebeccapurple).toBe('#663399');
    expect(CSS_COLORS.darkslategray).toBe('#2f4f4f');
    expect(CSS_COLORS.lightgoldenrodyellow).toBe('#fafad2');
    expect(cssColor('Light Sea Green')).toBe('#20b2aa');
  });

  it('finds every CSS colour by its CSS name in text', () => {
    for (const name of Object.keys(CSS_COLORS)) {
      const found = findColorMentions(`a ${name} cover`);
      expect(found, name).toHaveLength(1);
      expect(found[0]?.term.kind, name).not.toBeUndefined();
    }
  });

  it('knows the cover vocabulary', () => {
    const vocabWords = new Map(COLOR_VOCABULARY.flatMap((v) => v.words.map((w) => [normalizeText(w), v.id] as const)));
    const wanted = ['neon', 'pastel', 'sepia', 'monochrome', 'black and white', 'b&w', 'vaporwave', 'duotone'];
    wanted.push('earthy', 'metallic', 'gold', 'golden', 'silvery', 'chrome', 'noir', 'acid', 'holographic');
    wanted.push('iridescent', 'muted', 'vibrant', 'sunset', 'ocean', 'forest', 'candy', 'rust', 'midnight', 'dusk');
    wanted.push('dawn', 'ice', 'icy', 'fire', 'fiery', 'blood', 'royal', 'jewel tones', 'faded', 'vintage', 'warm');
    wanted.push('cool tones');
    for (const w of wanted) expect(vocabWords.has(w), w).toBe(true);
    for (const v of COLOR_VOCABULARY) {
      for (const c of v.colors ?? []) expect(c.hex, v.id).toMatch(HEX);
      if (v.genreHint) expect(findGenre(v.genreHint), v.id).toBeDefined();
    }
  });

  it('finds multi-word and everyday colour names people type', () => {
    const names = ['hot pink', 'baby blue', 'sky blue', 'dark red', 'light green', 'navy', 'teal', 'mustard'];
    names.push('burgundy', 'maroon', 'lavender', 'mint', 'peach', 'cream', 'charcoal');
    for (const name of names) {
      const found = findColorMentions(normalizeText(`a ${name} sky`));
      expect(colorNames(found), name).toEqual([name]);
    }
  });

  it('reads a thing before a basic colour as the shade it names, not a thing', () => {
    expect(colorNames(findColorMentions('marigold orange and teal'))).toEqual(['marigold orange', 'teal']);
    expect(colorNames(findColorMentions('a moss green van, ocean blue sky'))).toEqual(['moss green', 'ocean blue']);
    expect(colorNames(findColorMentions('a fox in the woods, orange'))).toEqual(['orange']);
  });

  it('prefers the longest match and respects word boundaries', () => {
    expect(colorNames(findColorMentions('dark sea green and deep sky blue'))).toEqual([
      'dark sea green',
      'deep sky blue',
    ]);
    expect(findColorMentions('a tangled redwood in greenland')).toEqual([]);
    expect(colorNames(findColorMentions('darkred'))).toEqual(['dark red']);
  });

  it('reports mentions in order, including hex codes', () => {
    const found = findColorMentions(normalizeText('Neon pink, then #00FF88 and gold with a pastel wash'));
    expect(colorNames(found)).toEqual(['neon pink', '#00ff88', 'vocab:gold', 'vocab:pastel']);
  });

  it('tunes the basic colour words for covers', () => {
    const red = findColorMentions('red')[0];
    expect(red?.term.kind === 'color' && red.term.color.hex).toBe('#d7263d');
    const black = findColorMentions('blacks')[0];
    expect(black?.term.kind === 'color' && black.term.color.name).toBe('black');
  });
});
