import type { Path2D } from '@napi-rs/canvas';
import type { Rng } from '../../random.ts';
import type { Layer } from '../artwork.ts';

/** What a treatment draws from. */
export interface TreatmentInput {
  /** The artist name: NFC, trimmed, inner whitespace collapsed to single spaces. */
  name: string;
  /** The ink, '#rrggbb': the person's choice or the treatment's default. */
  ink: string;
  /** The emblem's silhouette in a 1 × 1 box, when one was picked. */
  emblem?: Path2D;
  /** Seeded by the treatment and the name: the same name always gets the same hand-made irregularities. */
  rng: Rng;
}

/** One typographic treatment: its default ink and how it draws a name into filled layers (back to front). */
export interface Treatment {
  defaultInk: string;
  /**
   * True when the treatment brings its own contrast (a keyline, a sticker border, paper scraps), so it reads on
   * any background whatever the ink. Otherwise its default ink is a mid-tone legible on black and on white.
   */
  ownContrast?: boolean;
  draw(input: TreatmentInput): Layer[];
}
