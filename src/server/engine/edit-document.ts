import { NEUTRAL_COLOUR, type CoverEdit, type TextLayer } from '../../shared/contracts/cover-edit.ts';
import { TYPEFACE_CATALOG } from '../../shared/typefaces.ts';
import type { TypeLayout } from './typography.ts';

// The edit document a cover opens with, without the drawing engine (the HTTP process makes one for outside images).

/** A colour and an opacity as the document stores them: #rrggbbaa. */
const withAlpha = (hex: string, alpha: number) =>
  `${hex}${Math.round(Math.min(1, Math.max(0, alpha)) * 255)
    .toString(16)
    .padStart(2, '0')}`;

/**
 * The document a cover starts the editor with: its own type as the engine set it (one layer for the title's lines,
 * one for the artist, the plate behind both, the shadow), no colour change, no label. Drawn, it looks as the cover
 * does.
 */
export function editFromLayout(layout: TypeLayout | null): CoverEdit {
  const layers: TextLayer[] = [];
  if (layout) {
    const effect = layout.effect ?? (layout.shadow ? ('shadow' as const) : ('none' as const));
    const effectColor = layout.shadow ? withAlpha(layout.shadow.color, layout.shadow.alpha) : '#000000';
    const base = {
      typeface: layout.typeface,
      weight: TYPEFACE_CATALOG[layout.typeface].weight,
      case: 'as-typed' as const,
      tracking: 0,
      align: layout.align,
      effect,
      effectColor,
    };
    const title = layout.lines.filter((l) => l.role === 'title');
    const artist = layout.lines.find((l) => l.role === 'artist');
    if (title[0]) {
      layers.push({
        ...base,
        role: 'title',
        text: title.map((l) => l.text).join('\n'),
        size: title[0].size,
        lineHeight: 1.02,
        color: title[0].color,
        x: title[0].x,
        y: title[0].y,
      });
    }
    if (artist) {
      layers.push({
        ...base,
        role: 'artist',
        text: artist.text,
        size: artist.size,
        lineHeight: 1.1,
        color: artist.color,
        x: artist.x,
        y: artist.y,
      });
    }
  }
  return {
    version: 1,
    text: {
      layers,
      plate: layout?.plate
        ? { color: withAlpha(layout.plate.color, layout.plate.alpha), padX: 30, padY: 24, bleed: layout.plate.bleed }
        : null,
    },
    art: { look: null, seed: null, crop: { scale: 1, x: 0, y: 0 } },
    colour: NEUTRAL_COLOUR,
    advancedColour: null,
    logo: null,
    badge: { explicit: false, corner: 'bottom-right' },
  };
}
