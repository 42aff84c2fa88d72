/**
 * Scene briefs that come from outside the server (the Generate page, the Prompt Studio, API clients) name their
 * subjects by library asset, and the Prompt Studio may send only the noun a person typed. Before such a brief is
 * composed or drawn, every subject is checked against the subject library: a known asset is kept, an unknown or
 * missing one is resolved from the noun, and a noun nothing in the library can stand for is refused (400).
 */
import { ERROR_CODES } from '../../../shared/api-error.ts';
import type { EditableBrief } from '../../../shared/contracts/generation.ts';
import type { IdeaPart, SceneBrief, Subject } from '../../../shared/contracts/scene-brief.ts';
import { hasAsset, resolveNoun } from '../../engine/subjects/index.ts';
import { AppError } from '../../http/errors.ts';

/** What a person reads when a noun cannot be drawn. */
export const unknownSubjectMessage = (noun: string) => `We can't draw "${noun}" yet. Try another word.`;

/** 'fluent-emoji-high-contrast:tropical-fish' → 'tropical fish'; 'ph:horse-fill' → 'horse'. */
function assetWords(asset: string): string {
  const name = asset.slice(asset.indexOf(':') + 1);
  return name.replace(/-(fill|filled)$/, '').replace(/-/g, ' ');
}

const bare = (noun: string) =>
  noun
    .toLowerCase()
    .trim()
    .replace(/^(?:a|an|the|some)\s+/, '');

const withArticle = (words: string) => `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;

/** How a subject whose asset was chosen elsewhere (the refiner, an earlier resolution) reads against its noun. */
function describeKnown(subject: Pick<Subject, 'noun' | 'asset'>, context: string): IdeaPart {
  const resolved = resolveNoun(subject.noun, context);
  if (resolved?.asset === subject.asset) return { phrase: subject.noun, as: resolved.as, how: resolved.how };
  const words = assetWords(subject.asset);
  const noun = bare(subject.noun);
  const same = words === noun || `${words}s` === noun || words === `${noun}s`;
  return {
    phrase: subject.noun,
    as: same ? withArticle(noun) : withArticle(words),
    how: same ? 'exact' : 'approximate',
  };
}

/**
 * The brief with every subject drawable, and how each subject is drawn (in the brief's order). `context` is the
 * idea the brief came from: its other words choose a noun's meaning ('bat' beside 'baseball').
 * Throws a 400 AppError naming the first noun that cannot be drawn.
 */
export function resolveBriefSubjects(brief: EditableBrief, context = ''): { brief: SceneBrief; parts: IdeaPart[] } {
  const parts: IdeaPart[] = [];
  const subjects = brief.subjects.map((subject): Subject => {
    if (subject.asset && hasAsset(subject.asset)) {
      const known = { ...subject, asset: subject.asset };
      parts.push(describeKnown(known, context));
      return known;
    }
    const resolved = resolveNoun(subject.noun, context);
    if (!resolved) throw new AppError(400, ERROR_CODES.unknownSubject, unknownSubjectMessage(subject.noun));
    parts.push({ phrase: subject.noun, as: resolved.as, how: resolved.how });
    return { ...subject, asset: resolved.asset };
  });
  return { brief: { ...brief, subjects }, parts };
}
