/**
 * What an emoji in an idea names ("🌵🐍🌙🔥": a cactus, a snake), read from the emoji icon set's own character table
 * (Iconify's chars.json: code points → icon name). Faces, hands, symbols and signs say how something feels or
 * point at it; they name no thing to draw and are left to the other lexicons (moods, places).
 */
import fs from 'node:fs';
import path from 'node:path';
import { packageDir } from './library.ts';

const EMOJI_SET = '@iconify-json/fluent-emoji-high-contrast';

/** One emoji: a pictograph with its variation selector, skin tone or joined parts. */
const EMOJI =
  /\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}]|\u{200D}\p{Extended_Pictographic}\u{FE0F}?)*/gu;

/** Names that are not things on a cover. */
const NOT_A_THING =
  /(?:^|-)(?:face|hand|hands|sign|button|symbol|arrow|mark|flag|keycap|heart-with|index|thumbs|fist)(?:-|$)/;

let names: Map<string, string> | undefined;

function table(): Map<string, string> {
  if (!names) {
    const file = path.join(packageDir(EMOJI_SET), 'chars.json');
    names = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
  }
  return names;
}

/** The emoji set's key for a character sequence: code points in hex, joined by '-', without variation selectors. */
function keyOf(emoji: string): string {
  return [...emoji]
    .map((c) => c.codePointAt(0)!)
    .filter((cp) => cp !== 0xfe0f)
    .map((cp) => cp.toString(16))
    .join('-');
}

export interface EmojiThing {
  start: number;
  end: number;
  emoji: string;
  /** The thing it shows, in words ("snake", "crescent moon"). */
  noun: string;
}

/** Every emoji in `text` that shows a thing, with its offsets (UTF-16, as in `text`). */
export function findEmojiThings(text: string): EmojiThing[] {
  const out: EmojiThing[] = [];
  for (const m of text.matchAll(EMOJI)) {
    const emoji = m[0];
    const name = table().get(keyOf(emoji)) ?? table().get(keyOf([...emoji][0]!));
    if (!name || NOT_A_THING.test(name)) continue;
    out.push({ start: m.index, end: m.index + emoji.length, emoji, noun: name.replace(/-/g, ' ') });
  }
  return out;
}
