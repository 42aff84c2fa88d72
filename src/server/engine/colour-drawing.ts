/**
 * Whether a subject is drawn from its colour drawing or from its shape alone. A colour drawing is an emoji-style
 * illustration with colours, faces and markings of its own: cheerful, and what made covers read as stickers. The
 * shape alone is what each look then makes its own (Photon lights it or stands it against the light, Sonic prints
 * it in the cover's inks), which is what a stark, dark or lonely idea asks for. A person is never drawn as an emoji
 * face: a figure is its silhouette. Whatever burns keeps its drawing: fire keeps the colours of fire.
 */
import type { GenreFamily, SceneBrief, Subject } from '../../shared/contracts/scene-brief.ts';
import { burns } from './burning.ts';
import type { SubjectShape } from './plan.ts';

/** Moods whose covers are stark: shapes in the scene's light and colours, never cartoon colours. */
const STARK_MOODS: ReadonlySet<string> = new Set([
  'dark',
  'aggressive',
  'eerie',
  'lonely',
  'melancholic',
  'mysterious',
  'cold',
  'gritty',
  'rebellious',
  'nocturnal',
]);
const STARK_FAMILIES: ReadonlySet<GenreFamily> = new Set(['metal', 'punk']);

/** Drawings of people and faces, by their names in the icon sets ("person-standing", "old-woman", "man-dancing"). */
const PERSON =
  /(?:^|[:-])(?:person|people|man|men|woman|women|girl|boy|baby|child|children|older|adult|face|family|couple)(?:-|$)/;

export function drawingFor(
  shape: SubjectShape,
  subject: Subject,
  brief: SceneBrief,
  family: GenreFamily,
): SubjectShape {
  if (!shape.art || burns({ material: subject.material, shape })) return shape;
  const stark = STARK_MOODS.has(brief.mood) || STARK_FAMILIES.has(family) || PERSON.test(subject.asset);
  if (!stark) return shape;
  const { art: _art, ...plain } = shape;
  return plain;
}
