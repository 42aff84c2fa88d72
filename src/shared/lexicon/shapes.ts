/**
 * Abstract covers: the shapes an idea with nothing nameable in it asks for ("uneven stripes trying to line up", "a soft
 * warm grid going out of focus", "drifting gradients, nothing you can name"), and the words that say the cover names
 * nothing. Such a cover is drawn as a design in its colours (engine/abstract.ts), not as a scene with stand-ins.
 */
import { MATERIAL_SHAPES, type Shape } from '../contracts/scene-brief.ts';
import { createPhraseMatcher } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

/** How each shape reads in a prompt and in the report of what is drawn. */
export const SHAPE_DESCRIPTIONS: Readonly<Record<Shape, string>> = {
  gradient: 'soft drifting colour gradients',
  stripes: 'bold stripes',
  grid: 'a fine grid',
  circles: 'overlapping circles',
  dots: 'a field of dots',
  waves: 'stacked wave lines',
  lines: 'ridged parallel lines',
  squares: 'blocks of colour',
  checks: 'a woven check, its bands crossing',
  spiral: 'a spiral',
  pulse: 'rings pulsing out from a glow',
  marks: 'rows of small marks',
  zigzags: 'jagged zigzags',
  fields: 'soft-edged fields of colour stacked one above another',
  geometric: 'flat geometric figures composed as a Bauhaus poster',
  marbling: 'marbled paper, its inks combed into swirls',
  contours: "contour lines like a map's",
  chips: 'chips and flakes scattered over a ground',
  dye: 'cloth bound and dyed, rings of undyed cloth in it',
  metal: 'a sheet of galvanised metal, its crystals catching a hard light',
  ink: 'clouds of ink blooming in clear water',
  stroke: 'a broad dry brush stroke, its bristles breaking up',
  foil: 'crumpled foil under a hard side light',
  sorted: 'pixel-sorted streaks dragged down, and shifted bands',
  torn: 'layers of posters pasted over each other and torn away',
  crackle: 'a glaze crazed into a net of fine cracks',
};

/**
 * Shapes that are a made surface filling the frame: where an idea names one, it is the cover ("swirls" in marbled
 * paper are the marbling's, "rings" in shibori the dye's), drawn alone.
 */
export const MATERIALS: ReadonlySet<Shape> = new Set(MATERIAL_SHAPES);

const SHAPE_WORDS: readonly (readonly [phrase: string, shape: Shape])[] = [
  ['gradient', 'gradient'],
  ['gradients', 'gradient'],
  ['colour field', 'gradient'],
  ['color field', 'gradient'],
  ['colour fields', 'gradient'],
  ['color fields', 'gradient'],
  ['washes of colour', 'gradient'],
  ['washes of color', 'gradient'],
  ['washes', 'gradient'],
  ['loose washes', 'gradient'],
  ['colour washes', 'gradient'],
  ['color washes', 'gradient'],
  ['stripes', 'stripes'],
  ['stripe', 'stripes'],
  ['striped', 'stripes'],
  ['stripy', 'stripes'],
  ['stripey', 'stripes'],
  // "Bands" alone are musicians; laid flat or soft they are stripes.
  ['horizontal bands', 'stripes'],
  ['vertical bands', 'stripes'],
  ['diagonal bands', 'stripes'],
  // Soft or feathered bands bleed into each other, as a Rothko's fields do: not hard stripes (round 87).
  ['soft bands', 'fields'],
  ['soft horizontal bands', 'fields'],
  ['feathered bands', 'fields'],
  ['blurred bands', 'fields'],
  ['rothko', 'fields'],
  ['rothko ish', 'fields'],
  ['rothkoesque', 'fields'],
  ['stacked rectangles', 'fields'],
  // Jagged lines are zigzags: hazard tape torn up, a seismograph's, lightning's (round 87's gabber was a soft blur).
  ['zigzag', 'zigzags'],
  ['zigzags', 'zigzags'],
  ['zig zag', 'zigzags'],
  ['zig zags', 'zigzags'],
  ['jagged zigzags', 'zigzags'],
  ['jagged lines', 'zigzags'],
  ['chevrons', 'zigzags'],
  ['sawtooth', 'zigzags'],
  ['colour bands', 'stripes'],
  ['color bands', 'stripes'],
  ['horizontal stripes', 'stripes'],
  ['vertical stripes', 'stripes'],
  ['bands of colour', 'stripes'],
  ['bands of color', 'stripes'],
  ['grid', 'grid'],
  ['grids', 'grid'],
  ['graph paper', 'grid'],
  ['checkerboard', 'squares'],
  ['chequerboard', 'squares'],
  // A cloth's or a plastic's checks: "the red, white and blue checked plastic of a laundry bag" (round 103).
  ['checks', 'checks'],
  ['checked', 'checks'],
  ['checkered', 'checks'],
  ['chequered', 'checks'],
  ['gingham', 'checks'],
  ['plaid', 'checks'],
  ['tartan', 'checks'],
  ['squares', 'squares'],
  ['blocks of colour', 'squares'],
  ['blocks of color', 'squares'],
  ['rectangles', 'squares'],
  ['circles', 'circles'],
  ['circle', 'circles'],
  ['rings', 'circles'],
  ['orbs', 'circles'],
  ['disc', 'circles'],
  ['discs', 'circles'],
  ['disk', 'circles'],
  ['disks', 'circles'],
  ['dots', 'dots'],
  ['polka dots', 'dots'],
  ['spots', 'dots'],
  ['halftone dots', 'dots'],
  // Grain, static and noise are a field of specks.
  ['grain', 'dots'],
  ['grains', 'dots'],
  ['static', 'dots'],
  ['noise', 'dots'],
  ['specks', 'dots'],
  ['speckles', 'dots'],
  ['particles', 'dots'],
  // Marks a hand or a brush leaves, pressed or dabbed many times ("a dense field of tiny overlapping thumbprints").
  ['thumbprints', 'dots'],
  ['fingerprints', 'dots'],
  ['smudges', 'dots'],
  ['blots', 'dots'],
  ['blotches', 'dots'],
  ['daubs', 'dots'],
  ['dabs', 'dots'],
  ['blobs', 'dots'],
  ['waves', 'waves'],
  ['wavy lines', 'waves'],
  ['ripples', 'waves'],
  ['sine waves', 'waves'],
  ['waveform', 'waves'],
  ['waveforms', 'waves'],
  ['lines', 'lines'],
  // A map's contour lines run round and round their hills, closer where the ground is steep.
  ['contour lines', 'contours'],
  ['contours', 'contours'],
  ['topo map', 'contours'],
  ['topo lines', 'contours'],
  ['topographic map', 'contours'],
  ['topographic lines', 'contours'],
  ['isolines', 'contours'],
  ['elevation lines', 'contours'],
  ['parallel lines', 'lines'],
  ['ridgelines', 'lines'],
  ['spiral', 'spiral'],
  ['spirals', 'spiral'],
  ['swirl', 'spiral'],
  ['swirls', 'spiral'],
  // Made surfaces (MATERIALS): paper marbling's combed swirls (round 95's ebru was a plain spiral) …
  ['marbled', 'marbling'],
  ['marbling', 'marbling'],
  ['ebru', 'marbling'],
  ['suminagashi', 'marbling'],
  ['endpaper', 'marbling'],
  ['endpapers', 'marbling'],
  // … stone chips set in a floor, leaf laid and broken on lacquer …
  ['terrazzo', 'chips'],
  ['gold leaf', 'chips'],
  ['gold flakes', 'chips'],
  ['leaf flakes', 'chips'],
  ['silver leaf', 'chips'],
  ['leaf flakes', 'chips'],
  // (Flecks and speckles are chips; a Formica or laminate top is flecked plastic: round 109's "gold flecks" were a
  // microchip.)
  ['flecks', 'chips'],
  ['flecked', 'chips'],
  ['speckles', 'chips'],
  ['speckled', 'chips'],
  ['formica', 'chips'],
  ['laminate', 'chips'],
  // (Lichen on stone is spots of colour scattered over speckled granite, as chips set in a floor are.)
  ['lichen', 'chips'],
  ['granite', 'chips'],
  // … cloth bound and dyed, the bound places left undyed …
  ['shibori', 'dye'],
  ['tie dye', 'dye'],
  ['tie dyed', 'dye'],
  ['indigo dye', 'dye'],
  ['indigo dyed', 'dye'],
  ['resist dye', 'dye'],
  ['resist dyed', 'dye'],
  ['batik', 'dye'],
  // … sheet metal, its zinc crystals and its rust (round 95's galvanised steel was an orange gradient) …
  ['galvanised', 'metal'],
  ['galvanized', 'metal'],
  ['spangle', 'metal'],
  ['zinc spangle', 'metal'],
  ['sheet metal', 'metal'],
  ['sheet steel', 'metal'],
  ['steel plate', 'metal'],
  ['rusted steel', 'metal'],
  ['rusted metal', 'metal'],
  ['rusty metal', 'metal'],
  ['rusty steel', 'metal'],
  ['corroded metal', 'metal'],
  // (A copper roof gone green is sheet metal under its patina: round 106's was a plain orange gradient.)
  ['copper roof', 'metal'],
  ['copper sheet', 'metal'],
  ['patinated', 'metal'],
  ['copper patina', 'metal'],
  ['verdigris copper', 'metal'],
  ['oxidised copper', 'metal'],
  ['oxidized copper', 'metal'],
  ['corroded copper', 'metal'],
  // … ink dropped in water, blooming …
  ['ink dropped', 'ink'],
  ['ink in water', 'ink'],
  ['ink into water', 'ink'],
  ['ink clouds', 'ink'],
  ['ink cloud', 'ink'],
  ['clouds of ink', 'ink'],
  ['ink blooms', 'ink'],
  ['ink blooming', 'ink'],
  // … paint laid by a brush or a knife …
  ['brush stroke', 'stroke'],
  ['brush strokes', 'stroke'],
  ['brushstroke', 'stroke'],
  ['brushstrokes', 'stroke'],
  ['paint stroke', 'stroke'],
  ['dry brush', 'stroke'],
  ['palette knife', 'stroke'],
  ['impasto', 'stroke'],
  // … foil crumpled under a light …
  ['tinfoil', 'foil'],
  ['tin foil', 'foil'],
  ['crumpled foil', 'foil'],
  ['kitchen foil', 'foil'],
  ['aluminium foil', 'foil'],
  ['aluminum foil', 'foil'],
  // … and an image's pixels sorted and moshed.
  // … a glaze crazed with fine cracks, mud or salt dried into plates, gold mending the cracks (kintsugi) …
  ['crackle glaze', 'crackle'],
  ['crackle', 'crackle'],
  ['crackled glaze', 'crackle'],
  ['cracked glaze', 'crackle'],
  ['crazed glaze', 'crackle'],
  ['crazing', 'crackle'],
  ['craquelure', 'crackle'],
  ['kintsugi', 'crackle'],
  ['cracked mud', 'crackle'],
  ['mud cracks', 'crackle'],
  ['cracked earth', 'crackle'],
  ['salt cracks', 'crackle'],
  ['cracked salt', 'crackle'],
  // … posters pasted over each other and ripped (round 98's torn billboard posters were a gradient) …
  ['torn posters', 'torn'],
  ['torn poster', 'torn'],
  ['ripped posters', 'torn'],
  ['ripped poster', 'torn'],
  ['torn billboard posters', 'torn'],
  ['torn billboard', 'torn'],
  ['torn flyers', 'torn'],
  ['torn fly posters', 'torn'],
  ['decollage', 'torn'],
  ['layers of posters', 'torn'],
  ['layers of old posters', 'torn'],
  ['peeling posters', 'torn'],
  ['wheatpasted posters', 'torn'],
  ['pixel sorted', 'sorted'],
  ['pixel sorting', 'sorted'],
  ['pixel sort', 'sorted'],
  ['pixelsorted', 'sorted'],
  ['datamosh', 'sorted'],
  ['datamoshed', 'sorted'],
  ['datamoshing', 'sorted'],
  // A beat seen: rings swelling out from a glow, fainter as they go.
  ['pulse', 'pulse'],
  ['pulses', 'pulse'],
  ['pulsing', 'pulse'],
  ['pulsating', 'pulse'],
  ['heartbeat', 'pulse'],
  ['heartbeats', 'pulse'],
  ['throb', 'pulse'],
  ['throbbing', 'pulse'],
  ['concentric rings', 'pulse'],
  ['concentric circles', 'pulse'],
  ['radiating rings', 'pulse'],
  ['shockwave', 'pulse'],
  ['shock wave', 'pulse'],
  ['sonar ping', 'pulse'],
  // Small strokes repeated in rows, as a pen or a counter leaves them.
  ['ticks', 'marks'],
  ['tick marks', 'marks'],
  ['marks', 'marks'],
  ['pen marks', 'marks'],
  ['pencil marks', 'marks'],
  ['hash marks', 'marks'],
  ['tally marks', 'marks'],
  ['tallies', 'marks'],
  ['dashes', 'marks'],
  ['hyphens', 'marks'],
  ['slashes', 'marks'],
  ['notches', 'marks'],
];

/** Words that say the cover shows nothing one could name. */
const NOTHING_NAMEABLE = [
  'nothing you can name',
  'nothing you could name',
  'nothing nameable',
  'nothing recognisable',
  'nothing recognizable',
  'nothing figurative',
  'non figurative',
  'nonfigurative',
  'no objects',
  'no things',
  'purely abstract',
  'abstract only',
  'only abstract',
  'just abstract',
  'strictly abstract',
  'pure abstraction',
  'fully abstract',
  'completely abstract',
  'totally abstract',
  'just shapes',
  'only shapes',
  'just colour',
  'just color',
  'just colours',
  'just colors',
  'only colour',
  'only color',
  'nothing in it',
  'just texture',
  'only texture',
  'texture only',
  'texture alone',
  'pure texture',

  'nothing solid',
  'nothing you could point at',
  'nothing you can point at',
  'nothing to point at',
  'no subject',
  'no objects at all',
  // Said of the picture as a whole: no shapes at all is colour and texture alone, the gradient.
  'no shapes',
  'no shapes at all',
  'no forms',
  'no figures',
  'no imagery',
  'shapeless',
  'formless',
];

let shapeMatcher: PhraseMatcher<Shape> | undefined;
let nothingMatcher: PhraseMatcher<true> | undefined;

/** Shape words in normalised text, left to right. */
export function findShapeMentions(normalizedText: string): PhraseMatch<Shape>[] {
  shapeMatcher ??= createPhraseMatcher(SHAPE_WORDS);
  return shapeMatcher.find(normalizedText);
}

/**
 * "pattern only", "surface only", "abstract": a cover that is one made surface when the idea names one ("pattern only,
 * for a minimal house 12\": a terrazzo floor seen from above", round 98, drew a volcano; "abstract - peacock blue
 * crackle glaze on a broken bowl"; "close-up texture …: an old copper roof gone green", round 114, drew a dagger for its
 * one rivet), a pattern of the things it names, or a picture of them, otherwise.
 */
export const SURFACE_ONLY =
  /\b(?:(?:pattern|surface|texture)\s+(?:only|alone)|(?:only|just)\s+(?:an?\s+)?(?:pattern|surface|texture)|(?:close\s+up|closeup|macro|extreme\s+close\s+up)\s+(?:of\s+(?:an?\s+|the\s+)?)?(?:texture|surface)|abstract)\b/;

/** Where the idea says it names nothing ("nothing you can name", "purely abstract"). */
export function findNothingNameable(normalizedText: string): PhraseMatch<true>[] {
  nothingMatcher ??= createPhraseMatcher(NOTHING_NAMEABLE.map((p) => [p, true] as const));
  // An idea labelled abstract before anything else ("abstract, for a modular synth record: …", round 91 drew a mouse
  // for its "topo map").
  const label = ABSTRACT_LABEL.exec(normalizedText);
  const labelled = label
    ? [{ start: label.index, end: label.index + label[0].length, phrase: label[0], value: true as const }]
    : [];
  return [...labelled, ...nothingMatcher.find(normalizedText)];
}
const ABSTRACT_LABEL = /^\s*(?:purely\s+)?abstract(?=\s*(?:[,:;.!–—-]|for\s|$))/;
