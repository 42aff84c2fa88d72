/**
 * A brief as generations stored it before cover engine v2 (motif names, an archetype, no environment): the shape
 * stored-brief.ts still reads, shared by the tests that read it.
 */
export const OLD_BRIEF = {
  genre: 'dream-pop',
  mood: 'serene',
  palette: ['#0e3b43', '#d98c9a', '#f2d492'],
  paletteNames: ['deep teal', 'dusk rose', 'pale gold'],
  subjects: ['sea', 'moon'],
  style: 'hazy analog photograph with light leaks',
  composition: 'sea-waves',
  lighting: 'soft backlit dusk glow',
  medium: 'expired 35mm film photograph',
  title: 'Tidal Hours',
  artist: 'The Keepers',
} as const;
