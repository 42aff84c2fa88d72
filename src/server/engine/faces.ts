import { nearestWeight, TYPEFACE_CATALOG, type TypefaceId } from '../../shared/typefaces.ts';
import { covers, fontFiles, registerFontFile, type FontFile } from './font-files.ts';
import { fallbacksFor } from './type-fallback.ts';

/**
 * The CSS font family list that sets `text` in a catalogue face at (the nearest shipped) `weight`: the face's file
 * for Latin first, then its files for the text's other scripts, then Noto fallbacks for what the face lacks. Every
 * file is registered on first use. `missing`: characters no shipped face has (such text is refused, not drawn as
 * boxes).
 */
export function familyFor(id: TypefaceId, weight: number, text: string): { family: string; missing: string[] } {
  const files = fontFiles(TYPEFACE_CATALOG[id].pkg, nearestWeight(id, weight));
  const primary = files.find((f) => covers(f, 0x41)) ?? files[0];
  const used: FontFile[] = primary ? [primary] : [];
  let rest = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (/\s/.test(ch) || used.some((f) => covers(f, cp))) continue;
    const file = files.find((f) => covers(f, cp));
    if (file) used.push(file);
    else rest += ch;
  }
  const { families, missing } = fallbacksFor(rest);
  const names = [...used.map(registerFontFile), ...families];
  return { family: names.map((n) => `"${n}"`).join(', '), missing };
}
