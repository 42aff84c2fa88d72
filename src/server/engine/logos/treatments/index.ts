import type { LogoTreatmentId } from '../../../../shared/logo-treatments.ts';
import { classicalEngraved } from './classical-engraved.ts';
import { countryWestern } from './country-western.ts';
import { electronicGlitch } from './electronic-glitch.ts';
import { electronicWide } from './electronic-wide.ts';
import { folkSeal } from './folk-seal.ts';
import { hiphopBlock } from './hiphop-block.ts';
import { hiphopDrip } from './hiphop-drip.ts';
import { indieLowercase } from './indie-lowercase.ts';
import { jazzSwash } from './jazz-swash.ts';
import { lofiHand } from './lofi-hand.ts';
import { metalSteel } from './metal-steel.ts';
import { metalThorns } from './metal-thorns.ts';
import { popSticker } from './pop-sticker.ts';
import { punkRansom } from './punk-ransom.ts';
import { punkStencil } from './punk-stencil.ts';
import { soulFunk } from './soul-funk.ts';
import { synthwaveChrome } from './synthwave-chrome.ts';
import { technoMono } from './techno-mono.ts';
import type { Treatment } from './treatment.ts';

/** Every treatment by id: the shared list is the contract, so a treatment missing here fails to compile. */
export const TREATMENTS: Record<LogoTreatmentId, Treatment> = {
  'metal-thorns': metalThorns,
  'metal-steel': metalSteel,
  'hiphop-block': hiphopBlock,
  'hiphop-drip': hiphopDrip,
  'indie-lowercase': indieLowercase,
  'electronic-wide': electronicWide,
  'electronic-glitch': electronicGlitch,
  'techno-mono': technoMono,
  'jazz-swash': jazzSwash,
  'country-western': countryWestern,
  'punk-ransom': punkRansom,
  'punk-stencil': punkStencil,
  'pop-sticker': popSticker,
  'lofi-hand': lofiHand,
  'classical-engraved': classicalEngraved,
  'soul-funk': soulFunk,
  'folk-seal': folkSeal,
  'synthwave-chrome': synthwaveChrome,
};
