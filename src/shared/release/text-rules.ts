/**
 * What stores refuse in a cover's lettering (docs/store-rules.md), as matchers over text. The release check
 * (server features/preflight) reports each match against the stores that refuse it; the editor's "Fix it" removes a
 * match with `removeMatch`, the same matcher, so a fix clears exactly what was reported.
 */

/** In order of precedence: an e-mail address is reported as one, not as a handle and a web address. */
export const TEXT_RULES = [
  'email',
  'url',
  'handle',
  'price',
  'exclusivity',
  'store-name',
  'physical-format',
  'audio-format',
] as const;
export type TextRule = (typeof TEXT_RULES)[number];

/** What each rule is called in a finding, and what to do about it. */
export const TEXT_RULE_TEXT: Record<TextRule, { name: string; fix: string }> = {
  url: { name: 'a web address', fix: 'Remove the web address from the cover.' },
  email: { name: 'an e-mail address', fix: 'Remove the e-mail address from the cover.' },
  handle: { name: 'a social media handle', fix: 'Remove the handle from the cover.' },
  price: { name: 'a price or offer', fix: 'Remove the price from the cover.' },
  exclusivity: {
    name: "words like 'exclusive' or 'limited edition'",
    fix: 'Remove the exclusivity claim from the cover.',
  },
  'store-name': { name: 'a store or platform name', fix: 'Remove the store or platform name from the cover.' },
  'physical-format': {
    name: "a format word ('CD', 'vinyl', 'cassette', 'digital')",
    fix: 'Remove the format word from the cover.',
  },
  'audio-format': {
    name: "an audio format claim ('Hi-Res', 'Dolby Atmos', 'lossless'...)",
    fix: 'Remove the audio format claim from the cover.',
  },
};

const TLDS = 'com|net|org|io|co|fm|me|app|music|band|xyz|info|biz|tv|ly|gg|uk|de|fr|es|it|nl|ca|au|us';

/** Global, case-insensitive, Unicode-aware; `lastIndex` is reset by every use below. */
const MATCHERS: Record<TextRule, RegExp> = {
  url: new RegExp(
    String.raw`(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:${TLDS})\b(?:\/\S*)?`,
    'giu',
  ),
  email: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu,
  handle: /(?<![\p{L}\p{N}.])@[\p{L}\p{N}_.]{2,}/giu,
  price:
    /[$€£¥]\s?\d+(?:[.,]\d{1,2})?|\b\d+(?:[.,]\d{1,2})?\s?(?:\$|€|£|usd|eur|gbp|dollars?|euros?)(?![\p{L}])|\bfree download\b|\bon sale\b|\b\d{1,2}\s?% off\b/giu,
  exclusivity: /\b(?:exclusive|limited edition|limited release|pre-?order|only on)\b/giu,
  'store-name':
    /\b(?:spotify|apple music|itunes|youtube(?: music)?|amazon(?: music)?|bandcamp|deezer|tidal|soundcloud|pandora|distrokid|tunecore|cd baby|google play|napster|audiomack|anghami|shazam)\b/giu,
  // 'Vinyl' and 'digital' are ordinary words in titles ('Digital Love'); stores refuse them as the release's format.
  'physical-format':
    /\b(?:cds?|cassettes?|(?:vinyl|digital)(?:\s(?:edition|release|version|only|exclusive|album|single|ep|lp|download|deluxe))|(?:on|only on|exclusively on|available on)\s(?:vinyl|digital))\b/giu,
  'audio-format':
    /\b(?:hi-?res(?: audio)?|high[- ]resolution audio|lossless|dolby atmos|spatial audio|360 reality audio|24[- ]?bit|mp3|flac|wav|aac|mastered for itunes|apple digital masters)\b/giu,
};

export interface TextMatch {
  rule: TextRule;
  /** The words as written on the cover. */
  text: string;
  index: number;
}

/** Every refused thing in a piece of text, in reading order. An e-mail address is not also a handle or a URL. */
export function textMatches(text: string): TextMatch[] {
  const found: TextMatch[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([a, b]) => start < b && end > a);
  for (const rule of TEXT_RULES) {
    const re = MATCHERS[rule];
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      taken.push([start, end]);
      found.push({ rule, text: m[0], index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The text without one reported match, with the spacing around it tidied. */
export function removeMatch(text: string, match: Pick<TextMatch, 'text' | 'index'>): string {
  if (text.slice(match.index, match.index + match.text.length) !== match.text) return text;
  const before = text.slice(0, match.index).replace(/[ \t]+$/, '');
  const after = text.slice(match.index + match.text.length).replace(/^[ \t]+/, '');
  const joined = before && after && !/\n$/.test(before) && !/^\n/.test(after) ? `${before} ${after}` : before + after;
  return joined
    .replace(/^[ \t·|•\-–—:,]+|[ \t·|•\-–—:,]+$/gm, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** How a cover's words and the release's details compare: NFKC, spacing and letter case do not count. */
export function sameWords(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return norm(a) === norm(b);
}
