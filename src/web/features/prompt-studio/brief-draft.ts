/**
 * The scene brief as the Prompt Studio edits it: every text field a plain string (empty title and artist
 * mean "none"), palette colours paired with their names, subjects as rows with the noun a person types. A draft
 * turns back into a brief once every required field is filled in; the server resolves typed nouns to the things
 * it can draw (POST /api/prompts/compose).
 */
import type { EditableBrief } from '../../../shared/contracts/generation.ts';
import type {
  Composition,
  Environment,
  Material,
  RelationKind,
  SceneBrief,
  Subject,
  SubjectState,
} from '../../../shared/contracts/scene-brief.ts';

export const MAX_SUBJECTS = 5;
export const MIN_COLOURS = 3;
export const MAX_COLOURS = 6;
export const MAX_EFFECTS = 4;
export const MAX_COUNT = 24;

/** Field lengths the contract allows (src/shared/contracts/scene-brief.ts). */
export const FIELD_MAX = {
  genre: 40,
  mood: 40,
  colourName: 40,
  noun: 60,
  style: 120,
  lighting: 120,
  medium: 120,
  title: 80,
  artist: 80,
} as const;

export interface PaletteEntry {
  /** Stable across edits, for React keys and label ids. */
  key: number;
  hex: string;
  name: string;
}

export interface SubjectDraft {
  /** Stable across edits, for React keys and label ids. */
  key: number;
  noun: string;
  /** The library asset the refiner chose; dropped when the noun is edited, so the server reads the new noun. */
  asset?: string;
  count: number;
  color?: string;
  colorName?: string;
  material?: Material;
  /** What is happening to it ('sinking'): kept through edits, though the studio has no field for it. */
  state?: SubjectState;
  /** How it stands to another subject of the draft, by that subject's key (indices change as subjects go). */
  relation?: { kind: RelationKind; toKey: number };
}

export interface BriefDraft {
  genre: string;
  mood: string;
  palette: PaletteEntry[];
  subjects: SubjectDraft[];
  environment: Environment;
  style: string;
  composition: Composition;
  lighting: string;
  medium: string;
  title: string;
  artist: string;
}

export type TextField = 'genre' | 'mood' | 'style' | 'lighting' | 'medium';

/** What each required text field says when it is left empty. */
const REQUIRED_MESSAGES: Record<TextField, string> = {
  genre: 'Add a genre.',
  mood: 'Add a mood.',
  style: 'Describe the style.',
  lighting: 'Describe the lighting.',
  medium: 'Name the medium.',
};

export const EMPTY_NOUN_MESSAGE = 'Name the subject, or remove it.';

export interface DraftProblems {
  fields: Partial<Record<TextField, string>>;
  /** Keys of palette entries whose name is empty. */
  unnamedColours: number[];
  /** Keys of subjects whose noun is empty. */
  unnamedSubjects: number[];
}

let nextKey = 1;
export const newPaletteKey = () => nextKey++;
export const newSubjectKey = () => nextKey++;

export function draftFromBrief(brief: SceneBrief): BriefDraft {
  return {
    genre: brief.genre,
    mood: brief.mood,
    palette: brief.palette.map((hex, i) => ({
      key: newPaletteKey(),
      hex: hex.toLowerCase(),
      name: brief.paletteNames[i] ?? '',
    })),
    subjects: subjectDrafts(brief.subjects),
    environment: { ...brief.environment, effects: [...brief.environment.effects] },
    style: brief.style,
    composition: brief.composition,
    lighting: brief.lighting,
    medium: brief.medium,
    title: brief.title ?? '',
    artist: brief.artist ?? '',
  };
}

function subjectDrafts(subjects: readonly Subject[]): SubjectDraft[] {
  const keys = subjects.map(() => newSubjectKey());
  return subjects.map(({ relation, ...s }, i) => {
    const toKey = relation && relation.to !== i ? keys[relation.to] : undefined;
    return {
      ...s,
      key: keys[i]!,
      ...(s.color ? { color: s.color.toLowerCase() } : {}),
      ...(relation && toKey !== undefined ? { relation: { kind: relation.kind, toKey } } : {}),
    };
  });
}

/** The problems that keep a draft from being a valid brief, or null when there are none. */
export function draftProblems(draft: BriefDraft): DraftProblems | null {
  const fields: DraftProblems['fields'] = {};
  for (const field of Object.keys(REQUIRED_MESSAGES) as TextField[]) {
    if (!draft[field].trim()) fields[field] = REQUIRED_MESSAGES[field];
  }
  const unnamedColours = draft.palette.filter((c) => !c.name.trim()).map((c) => c.key);
  const unnamedSubjects = draft.subjects.filter((s) => !s.noun.trim()).map((s) => s.key);
  return Object.keys(fields).length > 0 || unnamedColours.length > 0 || unnamedSubjects.length > 0
    ? { fields, unnamedColours, unnamedSubjects }
    : null;
}

/** The brief a valid draft stands for (call draftProblems first); typed nouns are resolved by the server. */
export function briefFromDraft(draft: BriefDraft): EditableBrief {
  const title = draft.title.trim();
  const artist = draft.artist.trim();
  return {
    genre: draft.genre.trim(),
    mood: draft.mood.trim(),
    palette: draft.palette.map((c) => c.hex),
    paletteNames: draft.palette.map((c) => c.name.trim()),
    subjects: draft.subjects.map(({ noun, asset, count, color, colorName, material, state, relation }) => {
      // A relation to a subject that was removed goes with it.
      const to = relation ? draft.subjects.findIndex((s) => s.key === relation.toKey) : -1;
      return {
        noun: noun.trim(),
        count,
        ...(asset ? { asset } : {}),
        ...(color && colorName ? { color, colorName } : {}),
        ...(material ? { material } : {}),
        ...(state ? { state } : {}),
        ...(relation && to >= 0 ? { relation: { kind: relation.kind, to } } : {}),
      };
    }),
    environment: draft.environment,
    style: draft.style.trim(),
    composition: draft.composition,
    lighting: draft.lighting.trim(),
    medium: draft.medium.trim(),
    ...(title ? { title } : {}),
    ...(artist ? { artist } : {}),
  };
}

/** "low-horizon" → "Low horizon". */
export function humanize(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
