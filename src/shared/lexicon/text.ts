/**
 * Text helpers shared by every lexicon: one normalisation for both the lexicon phrases and the idea,
 * and a phrase matcher that finds the longest, word-boundary-aware match at each position.
 */

/** Scripts written without spaces between words: phrases in them match anywhere, not on word boundaries. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const WORD_CHAR_AT_START = /^[\p{L}\p{N}]/u;
const WORD_CHAR_AT_END = /[\p{L}\p{N}]$/u;

/** `text` as a regular expression matching it literally ("Dr." matches a dot, not any character). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Lowercases, strips diacritics (so "corazón" matches "corazon"), unifies quotes and dashes, and collapses
 * whitespace. Hyphens, underscores and slashes become spaces so "lo-fi", "lo_fi" and "lo fi" read the same.
 */
export function normalizeText(input: string): string {
  return (
    input
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Letters NFKD does not take apart, so a Polish, Danish or Azerbaijani word stays one word ("płonący" → "plonacy").
      .replace(/ł/g, 'l')
      .replace(/ø/g, 'o')
      .replace(/đ/g, 'd')
      .replace(/ı/g, 'i')
      .replace(/ə/g, 'e')
      .replace(/[’‘`´]/g, "'")
      .replace(/[“”„«»]/g, '"')
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/[-_‐‑‒–—―/\\|~·•]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface PhraseMatch<T> {
  /** Offsets into the normalised text the match was found in. */
  start: number;
  end: number;
  phrase: string;
  value: T;
}

export interface PhraseMatcher<T> {
  /** Non-overlapping matches, left to right; at each position the longest phrase wins. */
  find(normalizedText: string): PhraseMatch<T>[];
  readonly size: number;
}

interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  /** Set when a phrase ends here. */
  entry?: { phrase: string; value: T; boundedStart: boolean; boundedEnd: boolean };
}

const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** The whole character before `index` (joining a surrogate pair), or undefined at the start. */
function charBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const code = text.charCodeAt(index - 1);
  const pair = code >= 0xdc00 && code <= 0xdfff && index >= 2;
  return pair ? text.slice(index - 2, index) : text.slice(index - 1, index);
}

/** The whole character at `index`, or undefined at the end. */
function charAt(text: string, index: number): string | undefined {
  const cp = text.codePointAt(index);
  return cp === undefined ? undefined : String.fromCodePoint(cp);
}

/**
 * Builds a matcher over phrases (normalised here, so the lexicon can be written naturally).
 * When the same phrase appears twice, the later entry wins: callers list general sources first.
 * A trie rather than one large regular expression: a regex over a thousand phrases takes seconds to compile.
 */
export function createPhraseMatcher<T>(entries: Iterable<readonly [phrase: string, value: T]>): PhraseMatcher<T> {
  const root: TrieNode<T> = { next: new Map() };
  let size = 0;
  for (const [raw, value] of entries) {
    const phrase = normalizeText(raw);
    if (!phrase) continue;
    let node = root;
    for (const unit of phrase) {
      let child = node.next.get(unit);
      if (!child) {
        child = { next: new Map() };
        node.next.set(unit, child);
      }
      node = child;
    }
    if (!node.entry) size++;
    // Only edges that are letters or digits need a boundary: "r&b" and emoji still match next to words,
    // and phrases in unspaced scripts match anywhere.
    const unspaced = UNSPACED_SCRIPT.test(phrase);
    node.entry = {
      phrase,
      value,
      boundedStart: !unspaced && WORD_CHAR_AT_START.test(phrase),
      boundedEnd: !unspaced && WORD_CHAR_AT_END.test(phrase),
    };
  }

  return {
    size,
    find(text) {
      const matches: PhraseMatch<T>[] = [];
      let i = 0;
      while (i < text.length) {
        const wordBefore = isWordChar(charBefore(text, i));
        let best: PhraseMatch<T> | undefined;
        let node: TrieNode<T> | undefined = root;
        let j = i;
        while (node && j < text.length) {
          const ch = charAt(text, j) ?? '';
          node = node.next.get(ch);
          j += ch.length || 1;
          const entry = node?.entry;
          if (!entry) continue;
          if (entry.boundedStart && wordBefore) continue;
          if (entry.boundedEnd && isWordChar(charAt(text, j))) continue;
          best = { start: i, end: j, phrase: entry.phrase, value: entry.value };
        }
        if (best) {
          matches.push(best);
          i = best.end;
        } else {
          i += charAt(text, i)?.length ?? 1;
        }
      }
      return matches;
    },
  };
}

/** Blanks out spans (keeping offsets) so a later matcher does not read words an earlier one claimed. */
export function maskSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** Words written in Latin letters, for judging whether an idea is in English. */
export function latinWords(normalizedText: string): string[] {
  return normalizedText.match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
}

/**
 * `normalizeText` with a map from each normalised offset back to the original text, so a phrase found in the
 * normalised idea can be quoted as the person wrote it. Returns undefined in the rare case the per-character
 * normalisation does not reproduce `normalizeText` (then callers quote the normalised words).
 */
export function normalizeWithOffsets(input: string): { text: string; source: number[] } | undefined {
  let text = '';
  const source: number[] = [];
  let i = 0;
  for (const ch of input) {
    const n = normalizeText(ch) || (/\s|[-_‐‑‒–—―/\\|~·•\p{Cc}\p{Cf}]/u.test(ch) ? ' ' : '');
    for (const unit of n) {
      if (unit === ' ' && (text.length === 0 || text.endsWith(' '))) continue;
      text += unit;
      // One entry per UTF-16 unit, so offsets into `text` (an emoji is two) index the map directly.
      for (let k = 0; k < unit.length; k++) source.push(i);
    }
    i += ch.length;
  }
  while (text.endsWith(' ')) {
    text = text.slice(0, -1);
    source.pop();
  }
  source.push(input.length);
  return text === normalizeText(input) ? { text, source } : undefined;
}

/** The original words behind a span of the normalised text (see normalizeWithOffsets). */
export function originalSpan(
  input: string,
  map: { text: string; source: number[] } | undefined,
  start: number,
  end: number,
): string {
  if (!map) return '';
  const from = map.source[start] ?? input.length;
  const last = map.source[Math.max(start, end - 1)] ?? input.length;
  // Extend to the end of the last source character (a surrogate pair or a decomposed letter).
  const to = last + (input.codePointAt(last)! > 0xffff ? 2 : 1);
  return input.slice(from, to).trim();
}
