/**
 * Media a cover can be made in, and the words that ask for one ("photocopy style", "a linocut", "8-bit", "shot on
 * 35mm", "VHS"): print media, and the screens and film a picture can come from. An idea that names its medium gets it
 * on every version; a genre's own medium ("photocopied zine collage" for punk) is read from the same words and leans
 * the look toward it.
 */
import { findColorMentions, type PaletteMode } from './colors.ts';
import { findGenre } from './genres.ts';
import { createPhraseMatcher, normalizeText } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

export const MEDIA = [
  'photocopy',
  'duotone',
  'risograph',
  'linocut',
  'screen-print',
  'pixel-art',
  'vhs',
  'film',
  'watercolour',
  'oil-painting',
  'pastel',
  'pencil',
  'collage',
  'airbrush',
  'flash',
  'fisheye',
  'cyanotype',
] as const;
export type Medium = (typeof MEDIA)[number];

/**
 * Media the engine makes only when the idea asks. A genre's covers may be painted (metal's oils), but laid unasked over
 * a drawn subject the patches read as a smeared or pixelated shape (the panel, rounds 28 and 30), and cut paper chosen
 * for them made metal covers look like a children's craft. A genre's "digital collage" (vaporwave, drill) is a way of
 * compositing on screen, not paper pieces pasted on card.
 */
export const ASKED_ONLY_MEDIA: ReadonlySet<Medium> = new Set([
  'oil-painting',
  'pastel',
  'watercolour',
  'collage',
  'cyanotype',
]);

/** How each medium reads in a brief and a prompt. */
export const MEDIUM_DESCRIPTIONS: Readonly<Record<Medium, string>> = {
  photocopy: 'high-contrast photocopy with toner grain',
  duotone: 'duotone print in a dark ink and one colour',
  risograph: 'risograph print',
  linocut: 'linocut print',
  'screen-print': 'screen print',
  'pixel-art': 'pixel art in a limited palette',
  vhs: 'VHS video still with scanlines and colour bleed',
  film: '35mm film photograph with grain and halation',
  watercolour: 'watercolour painting on textured paper',
  'oil-painting': 'oil painting with visible brushstrokes',
  pastel: 'chalk pastel drawing on toned paper',
  pencil: 'pencil drawing with hatching on paper',
  collage: 'cut-and-paste paper collage',
  airbrush: 'airbrush painting with smooth sprayed gradients and star glints',
  flash: 'hard on-camera flash photograph',
  fisheye: 'fisheye lens photograph',
  cyanotype: 'cyanotype print in Prussian blue on brushed watercolour paper',
};

/**
 * Words that name a medium, in an idea or in a medium description. A duotone is asked for with the colour lexicon's
 * palette words ("black and white", "sepia", "monochrome", "duotone", "noir"), which also set the palette.
 */
export const MEDIUM_WORDS: readonly (readonly [phrase: string, medium: Medium])[] = [
  ['xerox', 'photocopy'],
  ['xeroxed', 'photocopy'],
  ['photocopy', 'photocopy'],
  ['photocopied', 'photocopy'],
  // (A photocopier is the machine, drawn: round 94's "photocopier falling off a cliff" had none.)
  ['mimeograph', 'photocopy'],
  ['mimeographed', 'photocopy'],
  ['photostat', 'photocopy'],
  ['zine', 'photocopy'],
  ['fanzine', 'photocopy'],
  ['risograph', 'risograph'],
  ['riso', 'risograph'],
  ['riso print', 'risograph'],
  ['linocut', 'linocut'],
  ['lino cut', 'linocut'],
  ['lino print', 'linocut'],
  ['woodcut', 'linocut'],
  ['woodblock', 'linocut'],
  ['wood engraving', 'linocut'],
  ['block print', 'linocut'],
  ['engraving', 'linocut'],
  ['etching', 'linocut'],
  ['etched', 'linocut'],
  // Other prints cut or bitten into a plate print as the same lines and solid blacks.
  ['mezzotint', 'linocut'],
  ['aquatint', 'linocut'],
  ['drypoint', 'linocut'],
  ['intaglio', 'linocut'],
  ['copperplate', 'linocut'],
  ['scratchboard', 'linocut'],
  ['scraperboard', 'linocut'],
  ['ukiyo e', 'linocut'],
  ['ukiyoe', 'linocut'],
  ['screen print', 'screen-print'],
  ['screen printed', 'screen-print'],
  ['screenprint', 'screen-print'],
  ['screenprinted', 'screen-print'],
  ['silkscreen', 'screen-print'],
  ['silk screen', 'screen-print'],
  ['lithograph', 'screen-print'],
  ['lithography', 'screen-print'],
  ['litho print', 'screen-print'],
  ['stencil print', 'screen-print'],
  ['stencilled', 'screen-print'],
  ['stenciled', 'screen-print'],
  ['gig poster', 'screen-print'],
  ['pixel art', 'pixel-art'],
  ['pixel', 'pixel-art'],
  ['pixelated', 'pixel-art'],
  ['pixelart', 'pixel-art'],
  ['8 bit', 'pixel-art'],
  ['8bit', 'pixel-art'],
  ['16 bit', 'pixel-art'],
  ['16bit', 'pixel-art'],
  ['sprite art', 'pixel-art'],
  ['retro game', 'pixel-art'],
  ['video game graphics', 'pixel-art'],
  ['vhs', 'vhs'],
  ['vhs degraded', 'vhs'],
  ['vcr', 'vhs'],
  ['camcorder', 'vhs'],
  ['camcorder footage', 'vhs'],
  ['analog video', 'vhs'],
  ['analogue video', 'vhs'],
  ['video still', 'vhs'],
  ['tape glitch', 'vhs'],
  ['35mm', 'film'],
  ['35 mm', 'film'],
  ['35mm film', 'film'],
  ['film photo', 'film'],
  // A newspaper's photograph of its day ("1971 press photo"): no printing press (round 111's was a wardrobe).
  ['press photo', 'film'],
  ['press photograph', 'film'],
  ['press shot', 'film'],
  ['press still', 'film'],
  ['film photograph', 'film'],
  ['film photography', 'film'],
  ['film still', 'film'],
  ['film snapshot', 'film'],
  ['shot on film', 'film'],
  ['analog photo', 'film'],
  ['analogue photo', 'film'],
  ['analog photograph', 'film'],
  ['analogue photograph', 'film'],
  ['kodak', 'film'],
  ['kodachrome', 'film'],
  ['portra', 'film'],
  ['ektachrome', 'film'],
  ['expired film', 'film'],
  ['disposable camera', 'film'],
  ['lomo', 'film'],
  ['lomography', 'film'],
  ['super 8', 'film'],
  ['polaroid', 'film'],
  ['polaroids', 'film'],
  ['slide film', 'film'],
  ['colour slide', 'film'],
  ['color slide', 'film'],
  ['kodachrome slide', 'film'],
  ['watercolor', 'watercolour'],
  ['watercolour', 'watercolour'],
  // A pen's line under the washes: still a watercolour (round 58's "pen and watercolour" drew a pen).
  ['pen and watercolour', 'watercolour'],
  ['pen and watercolor', 'watercolour'],
  ['pen and wash', 'watercolour'],
  ['ink and watercolour', 'watercolour'],
  ['ink and watercolor', 'watercolour'],
  ['pencil and watercolour', 'watercolour'],
  ['pencil and watercolor', 'watercolour'],
  ['watercolors', 'watercolour'],
  ['watercolours', 'watercolour'],
  ['watercolor painting', 'watercolour'],
  ['watercolour painting', 'watercolour'],
  ['aquarelle', 'watercolour'],
  ['gouache', 'watercolour'],
  // Ink washed on with a brush: watercolour's pooled, soft-edged tone.
  ['ink wash', 'watercolour'],
  ['watercolour wash', 'watercolour'],
  ['watercolor wash', 'watercolour'],
  ['colour wash', 'watercolour'],
  ['color wash', 'watercolour'],
  ['ink wash painting', 'watercolour'],
  ['sumi e', 'watercolour'],
  // A scroll painted in ink on silk or paper ("guqin album … ink on silk"): washes of ink, the same pooled tone.
  ['ink on silk', 'watercolour'],
  ['ink on paper', 'watercolour'],
  ['silk painting', 'watercolour'],
  ['brush and ink', 'watercolour'],
  ['ink and brush', 'watercolour'],
  ['brush painting', 'watercolour'],
  ['guohua', 'watercolour'],
  ['shan shui', 'watercolour'],
  ['sumie', 'watercolour'],
  ['oil painting', 'oil-painting'],
  ['oil paintings', 'oil-painting'],
  ['oil on canvas', 'oil-painting'],
  ['painted in oils', 'oil-painting'],
  ['in oils', 'oil-painting'],
  ['oil paint', 'oil-painting'],
  ['oils', 'oil-painting'],
  ['impasto', 'oil-painting'],
  ['acrylic painting', 'oil-painting'],
  ['acrylics', 'oil-painting'],
  ['acrylic on canvas', 'oil-painting'],
  ['tempera', 'oil-painting'],
  ['egg tempera', 'oil-painting'],
  ['fresco', 'oil-painting'],
  ['encaustic', 'oil-painting'],
  ['painterly', 'oil-painting'],
  ['chalk pastel', 'pastel'],
  ['chalk pastels', 'pastel'],
  ['soft pastel', 'pastel'],
  ['soft pastels', 'pastel'],
  ['oil pastel', 'pastel'],
  ['oil pastels', 'pastel'],
  ['pastel drawing', 'pastel'],
  ['pastel sketch', 'pastel'],
  ['in pastels', 'pastel'],
  ['crayon', 'pastel'],
  ['crayons', 'pastel'],
  ['wax crayon', 'pastel'],
  ['wax crayons', 'pastel'],
  ['crayon drawing', 'pastel'],
  ['coloured pencil', 'pastel'],
  ['coloured pencils', 'pastel'],
  ['colored pencil', 'pastel'],
  ['colored pencils', 'pastel'],
  ['pencil drawing', 'pencil'],
  ['pencil drawings', 'pencil'],
  ['pencil sketch', 'pencil'],
  ['pencil sketches', 'pencil'],
  ['pencil on paper', 'pencil'],
  ['in pencil', 'pencil'],
  ['graphite', 'pencil'],
  ['graphite drawing', 'pencil'],
  ['graphite sketch', 'pencil'],
  ['charcoal drawing', 'pencil'],
  ['charcoal sketch', 'pencil'],
  ['in charcoal', 'pencil'],
  ['biro drawing', 'pencil'],
  ['ballpoint drawing', 'pencil'],
  ['ballpoint pen drawing', 'pencil'],
  ['sketchbook drawing', 'pencil'],
  // Pen and ink: the same hatching and contours, the way a biro or a fineliner draws them.
  ['biro sketch', 'pencil'],
  ['biro ink', 'pencil'],
  ['cross hatching', 'pencil'],
  ['crosshatching', 'pencil'],
  ['cross hatched', 'pencil'],
  ['crosshatched', 'pencil'],
  ['ink hatching', 'pencil'],
  ['pen hatching', 'pencil'],
  ['pen and ink', 'pencil'],
  ['ink drawing', 'pencil'],
  ['pen drawing', 'pencil'],
  ['ink sketch', 'pencil'],
  ['fineliner', 'pencil'],
  ['letterpress', 'linocut'],
  ['letterpress print', 'linocut'],
  // Early photography: plates and tintypes are film's grain and tone.
  ['glass plate photo', 'film'],
  ['glass plate negative', 'film'],
  ['wet plate', 'film'],
  ['tintype', 'film'],
  ['daguerreotype', 'film'],
  ['collodion', 'film'],
  ['pinhole camera', 'film'],
  ['pinhole photo', 'film'],
  ['torn paper', 'collage'],
  ['torn paper edge', 'collage'],
  ['ripped paper', 'collage'],
  ['paper cut', 'collage'],
  ['papercut', 'collage'],
  ['cut paper', 'collage'],
  ['paper cutout', 'collage'],
  ['collage', 'collage'],
  ['collaged', 'collage'],
  ['collages', 'collage'],
  ['paper collage', 'collage'],
  ['magazine collage', 'collage'],
  ['cut up collage', 'collage'],
  ['cut up magazine collage', 'collage'],
  ['cut out collage', 'collage'],
  ['cut and paste', 'collage'],
  ['cut n paste', 'collage'],
  ['photomontage', 'collage'],
  ['photo montage', 'collage'],
  ['decoupage', 'collage'],
  // Cloth cut and sewn down is a collage of pieces, in fabric.
  ['patchwork', 'collage'],
  ['applique', 'collage'],
  ['fabric collage', 'collage'],
  ['felt collage', 'collage'],
  ['scrapbook collage', 'collage'],
  ['airbrush', 'airbrush'],
  ['airbrushed', 'airbrush'],
  ['airbrush painting', 'airbrush'],
  ['airbrush illustration', 'airbrush'],
  ['airbrush art', 'airbrush'],
  ['spray painted illustration', 'airbrush'],
  // The camera's own flash: the party snapshot, the paparazzi frame.
  ['flash photo', 'flash'],
  ['flash photograph', 'flash'],
  ['flash photography', 'flash'],
  ['flash photos', 'flash'],
  ['flash snapshot', 'flash'],
  ['harsh flash', 'flash'],
  ['hard flash', 'flash'],
  ['direct flash', 'flash'],
  ['on camera flash', 'flash'],
  ['blown out flash', 'flash'],
  ['paparazzi flash', 'flash'],
  ['strobe flash', 'flash'],
  ['single strobe flash', 'flash'],
  ['foto con flash', 'flash'],
  // A lens, not a way of making a picture, but seen first as the medium is: the whole frame bent round its middle.
  ['fisheye', 'fisheye'],
  ['fish eye', 'fisheye'],
  ['fisheye lens', 'fisheye'],
  ['fish eye lens', 'fisheye'],
  ['fisheye shot', 'fisheye'],
  ['fisheye photo', 'fisheye'],
  // The sun print: one Prussian blue on hand-coated paper, whether from a negative or things laid on the paper.
  ['cyanotype', 'cyanotype'],
  ['cyanotypes', 'cyanotype'],
  ['cyanotype print', 'cyanotype'],
  ['sun print', 'cyanotype'],
  ['sunprint', 'cyanotype'],
  ['photogram', 'cyanotype'],
  ['blueprint style', 'cyanotype'],
];

/**
 * Artists, photographers and designers people name for a cover's look ("like a Theodor Kittelsen pen drawing", "an
 * Ed Repka thrash cover", "like a photo of Malick Sidibé"), by the medium their best-known work is made in. Names that
 * are also everyday words, places or common surnames ("hopper", "bacon", "munch", "mucha", Goya in Corrientes,
 * Miyazaki) only in full. Round 90's judges found every named
 * style ignored.
 */
const NAMED_MAKERS: readonly (readonly [names: string, medium: Medium])[] = [
  [
    'rembrandt|caravaggio|vermeer|van gogh|vincent van gogh|monet|claude monet|edvard munch|klimt|gustav klimt|rothko|mark rothko|magritte|rene magritte|salvador dali|frida kahlo|kahlo|hieronymus bosch|bruegel|brueghel|pieter bruegel|francisco goya|el greco|caspar david friedrich|frazetta|frank frazetta|boris vallejo|ed repka|repka|basquiat|francis bacon|beksinski|zdzislaw beksinski|armando reveron|reveron|henri rousseau|chagall|marc chagall|matisse|henri matisse|gauguin|cezanne|renoir|degas|john singer sargent|andrew wyeth|grant wood|norman rockwell|hockney|david hockney|georgia o keeffe|georgia okeeffe|hilma af klint|kandinsky|picasso|derek riggs|turner painting|jmw turner|j m w turner|hopper painting|edward hopper|diego rivera|bob ross',
    'oil-painting',
  ],
  ['roger dean|h r giger|hr giger|giger|airbrushed 80s|hajime sorayama|sorayama', 'airbrush'],
  [
    'kittelsen|theodor kittelsen|gustave dore|aubrey beardsley|beardsley|edward gorey|gorey|raymond pettibon|pettibon|pushead|robert crumb|tove jansson|john bauer',
    'pencil',
  ],
  [
    'durer|albrecht durer|escher|m c escher|hokusai|hiroshige|kathe kollwitz|kollwitz|frans masereel|masereel|lynd ward',
    'linocut',
  ],
  [
    'ralph steadman|quentin blake|arthur rackham|rackham|beatrix potter|studio ghibli|ghibli|hayao miyazaki|persian miniature|persian miniatures|mughal miniature|mughal miniatures|miniature painting',
    'watercolour',
  ],
  [
    'alphonse mucha|toulouse lautrec|saul bass|andy warhol|warhol|lichtenstein|roy lichtenstein|shepard fairey|olivetti poster|soviet poster|propaganda poster|travel poster|wpa poster|tadanori yokoo|yokoo',
    'screen-print',
  ],
  ['reid miles|francis wolff', 'duotone'],
  [
    'malick sidibe|sidibe|seydou keita|william eggleston|eggleston|stephen shore|saul leiter|vivian maier|daido moriyama|wolfgang tillmans|tillmans|sebastiao salgado|ansel adams|robert frank|gregory crewdson|crewdson|wong kar wai|jia zhangke|tarkovsky|kubrick|hipgnosis|storm thorgerson|anton corbijn|corbijn|fan ho',
    'film',
  ],
  ['nan goldin|martin parr|juergen teller|terry richardson|weegee', 'flash'],
  ['jamie reid|linder sterling|hannah hoch|peter blake|romare bearden|vaughan oliver', 'collage'],
];

/**
 * "like an Armando Reverón painting", "like a Jia Zhangke film still": a work of someone named, by the kind of work.
 * One to three words name its maker; a kind of it the words name outright ("a cave painting") is the same medium.
 */
const LIKE_A_WORK =
  /\blike an? (?:old |classic |vintage )?(?:[a-z'-]+ ){1,3}?(painting|photo|photograph|poster|drawing|etching|engraving)s?\b/g;
const WORK_MEDIUM: Readonly<Record<string, Medium>> = {
  painting: 'oil-painting',
  photo: 'film',
  photograph: 'film',
  poster: 'screen-print',
  drawing: 'pencil',
  etching: 'linocut',
  engraving: 'linocut',
};

let matcher: PhraseMatcher<Medium> | undefined;

/**
 * Words after a medium's name that make it a thing ("a stack of VHS tapes", "a polaroid camera") or another process:
 * pixels sorted are a glitch (engine/materials/sorted.ts), not pixel art.
 */
const NAMES_A_THING =
  /^\s(?:tapes?|cassettes?|players?|recorders?|camera|cameras|boxes?|covers?|cartridges?|consoles?|sort(?:ed|ing)?)\b/;

/** Medium words in normalised text, left to right. */
export function findMediumMentions(normalizedText: string): PhraseMatch<Medium>[] {
  matcher ??= createPhraseMatcher([
    ...MEDIUM_WORDS,
    ...NAMED_MAKERS.flatMap(([names, medium]) => names.split('|').map((name) => [name, medium] as const)),
  ]);
  const found = matcher.find(normalizedText).filter((m) => !NAMES_A_THING.test(normalizedText.slice(m.end)));
  for (const m of normalizedText.matchAll(LIKE_A_WORK)) {
    const [start, end] = [m.index, m.index + m[0].length];
    if (found.some((f) => f.start < end && start < f.end)) continue;
    found.push({ start, end, phrase: m[0], value: WORK_MEDIUM[m[1]!]! });
  }
  return found.sort((a, b) => a.start - b.start);
}

const TWO_INKS = /^two/;
/** Media printed ink by ink, so a count of inks describes them. */
const PRINTS_IN_INKS: ReadonlySet<Medium> = new Set(['risograph', 'screen-print', 'linocut']);

/** The print medium a medium description names, if any ("degraded photocopy" → photocopy). */
export function mediumOf(medium: string): Medium | undefined {
  const text = normalizeText(medium);
  const named = findMediumMentions(text)[0];
  // The first said wins: jazz's "duotone photograph with letterpress type" is a duotone, its type letterpress.
  const mode = findColorMentions(text).find((m) => m.term.kind === 'vocab' && m.term.vocab.mode);
  // "Two colour" counts the inks of a print the idea names ("two colour risograph in pink and teal"): that print,
  // in its named inks, not a duotone of a dark ink and one of them.
  const counted = mode && TWO_INKS.test(text.slice(mode.start, mode.end)) && named && PRINTS_IN_INKS.has(named.value);
  if (mode && !counted && (!named || mode.start < named.start)) return 'duotone';
  return named?.value;
}

/** The palette mode (black and white, sepia, monochrome, duotone, noir) the words ask for, if any. */
export function paletteModeOf(normalizedText: string): PaletteMode | undefined {
  for (const m of findColorMentions(normalizedText))
    if (m.term.kind === 'vocab' && m.term.vocab.mode) return m.term.vocab.mode;
  return undefined;
}

/**
 * The print medium a brief asks for, and whether the idea named it (its medium is not its genre's own, which only
 * leans the look) or the genre brought it.
 */
export function briefMedium(brief: { genre: string; medium: string }): { medium: Medium; named: boolean } | undefined {
  const medium = mediumOf(brief.medium);
  return medium && { medium, named: brief.medium !== findGenre(brief.genre)?.medium };
}
