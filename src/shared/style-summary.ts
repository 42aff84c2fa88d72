import { COLOUR_GRADE_NAMES, gradeOf, NEUTRAL_COLOUR, type Colour } from './contracts/cover-edit.ts';
import type { CustomStyle } from './contracts/custom-styles.ts';
import { TOGGLE_LABELS } from './contracts/generation.ts';
import { TYPEFACE_CATALOG, type TypefaceId } from './typefaces.ts';

/** A style's colour in words: a one-click grade's name, no grade, or its own settings. */
export function colourName(colour: Colour): string {
  if (JSON.stringify(colour) === JSON.stringify(NEUTRAL_COLOUR)) return 'no grade';
  const grade = gradeOf(colour);
  return grade ? `${COLOUR_GRADE_NAMES[grade]} grade` : 'its own colour settings';
}

const faceName = (id: TypefaceId | null) => (id ? TYPEFACE_CATALOG[id].label : null);

/** What a style keeps, in one line: 'Photon Studio · Mono grade · title in Pirata One, artist in Inter'. */
export function styleSummary(style: Pick<CustomStyle, 'provider' | 'colour' | 'titleTypeface' | 'artistTypeface'>) {
  const faces = [
    faceName(style.titleTypeface) && `title in ${faceName(style.titleTypeface)}`,
    faceName(style.artistTypeface) && `artist in ${faceName(style.artistTypeface)}`,
  ].filter(Boolean);
  return [TOGGLE_LABELS[style.provider], colourName(style.colour), ...(faces.length ? [faces.join(', ')] : [])].join(
    ' · ',
  );
}
